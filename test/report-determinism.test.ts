// The report, the conversation view and the comparison are byte-identical for the same runs:
// runs made at another concurrency under another TZ, reported under another TZ, with the run
// folders given in another order and from other paths, give the same files.
import { describe, it, expect, beforeAll } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { makeScoredRuns } from './helpers/report-runs.ts';
import { personaMain } from './helpers/persona-main.ts';

const TASKS = ['lark-cancel-coffee', 'discord-contributor-role-kaito'];
const tmp = mkdtempSync(join(tmpdir(), 'persona-report-det-'));

function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const n of readdirSync(d).sort()) {
      const f = join(d, n);
      if (statSync(f).isDirectory()) walk(f);
      else out.set(relative(dir, f), readFileSync(f, 'latin1'));
    }
  };
  walk(dir);
  return out;
}

async function withTZ<T>(tz: string, fn: () => Promise<T>): Promise<T> {
  const before = process.env.TZ;
  process.env.TZ = tz;
  try {
    return await fn();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

beforeAll(async () => {
  await withTZ('UTC', () => makeScoredRuns(join(tmp, 'a'), { tasks: TASKS, concurrency: 1 }));
  await withTZ('Asia/Shanghai', () => makeScoredRuns(join(tmp, 'b'), { tasks: TASKS, concurrency: 3 }));
}, 180_000);

describe('byte-identical outputs', () => {
  it('report: another TZ, another concurrency, other paths and order give the same site', async () => {
    const ra = await withTZ('UTC', () => personaMain(['report', join(tmp, 'a'), '--out', join(tmp, 'site-a')]));
    expect(ra.code, ra.stderr).toBe(0);
    const rb = await withTZ('America/Los_Angeles', () => personaMain(['report', join(tmp, 'b', 'oracle'), join(tmp, 'b', 'naive'), '--out', join(tmp, 'site-b')]));
    expect(rb.code, rb.stderr).toBe(0);
    const a = files(join(tmp, 'site-a'));
    const b = files(join(tmp, 'site-b'));
    expect([...a.keys()]).toEqual([...b.keys()]);
    expect(a.size).toBe(1 + 4 + 2);
    for (const [k, v] of a) expect(b.get(k) === v, k).toBe(true);
    // No host path or time leaks into a page.
    for (const v of a.values()) {
      expect(v.includes(tmp)).toBe(false);
    }
    // Run again over the earlier report: the same bytes.
    await withTZ('Asia/Kolkata', () => personaMain(['report', join(tmp, 'a'), '--out', join(tmp, 'site-a')]));
    const again = files(join(tmp, 'site-a'));
    for (const [k, v] of a) expect(again.get(k) === v, k).toBe(true);
  });

  it('replay --json and compare --json: the same bytes across TZ and concurrency', async () => {
    for (const cmd of [
      (r: string) => ['replay', join(r, 'naive', 'lark-cancel-coffee', 'trial-1'), '--json'],
      (r: string) => ['compare', join(r, 'oracle', 'lark-cancel-coffee', 'trial-1'), join(r, 'naive', 'lark-cancel-coffee', 'trial-1'), '--json'],
      (r: string) => ['compare', join(r, 'oracle', 'lark-cancel-coffee', 'trial-1'), join(r, 'naive', 'lark-cancel-coffee', 'trial-1')],
    ]) {
      const x = await withTZ('UTC', () => personaMain(cmd(join(tmp, 'a'))));
      const y = await withTZ('Asia/Shanghai', () => personaMain(cmd(join(tmp, 'b'))));
      expect(x.code, x.stderr).toBe(0);
      expect(y.stdout.split(join(tmp, 'b')).join('<runs>')).toBe(x.stdout.split(join(tmp, 'a')).join('<runs>'));
    }
  });
});
