// The same scenario gives byte-identical run folders whatever the host's TZ or locale and however
// many runs go on at once; replay --verify passes and diff shows the run's changes.
import { describe, it, expect } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { persona, REPO } from './helpers/cli.ts';

const SCENARIO = join(REPO, 'examples/lark/scenario.jsonl');

function execAsync(out: string, env: Record<string, string>): Promise<number | null> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [join(REPO, 'bin/persona.js'), 'exec', '--scenario', SCENARIO, '--out', out, '--quiet'], { cwd: REPO, env: { ...process.env, ...env }, stdio: 'ignore' });
    p.on('exit', resolve);
  });
}

function folderHashes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of readdirSync(dir).sort()) {
    if (f === 'timings.json') continue;
    out[f] = createHash('sha256').update(readFileSync(join(dir, f))).digest('hex');
  }
  return out;
}

describe('run determinism', () => {
  it('TZ=Asia/Shanghai, TZ=UTC and concurrent runs write byte-identical run folders', async () => {
    const d = mkdtempSync(join(tmpdir(), 'persona-det-'));
    const codes = await Promise.all([
      execAsync(join(d, 'shanghai'), { TZ: 'Asia/Shanghai', LANG: 'zh_CN.UTF-8', LC_ALL: 'zh_CN.UTF-8' }),
      execAsync(join(d, 'utc'), { TZ: 'UTC', LANG: 'C', LC_ALL: 'C' }),
      execAsync(join(d, 'la'), { TZ: 'America/Los_Angeles' }),
    ]);
    expect(codes).toEqual([0, 0, 0]);
    const a = folderHashes(join(d, 'shanghai'));
    // The start state is the bundled snapshot, referenced by hash; the final state is rebuilt from patches.
    expect(Object.keys(a)).toEqual(['journal.msgpack']);
    expect(folderHashes(join(d, 'utc'))).toEqual(a);
    expect(folderHashes(join(d, 'la'))).toEqual(a);
  });

  it('the bundled scenario verifies, and diff shows a created event, changed fields and a deleted entity', () => {
    const d = mkdtempSync(join(tmpdir(), 'persona-demo-'));
    const out = join(d, 'run');
    expect(persona(['exec', '--scenario', SCENARIO, '--out', out, '--quiet']).code).toBe(0);
    const v = persona(['replay', out, '--verify'], { TZ: 'Pacific/Auckland' });
    expect(v.stderr).toBe('');
    expect(v.stdout).toMatch(/^verify ok: \d+ calls re-executed/);
    const diff = persona(['diff', out]);
    expect(diff.code).toBe(0);
    expect(diff.stdout).toMatch(/\+ created Event /);
    expect(diff.stdout).toMatch(/~ updated Event [\s\S]*?\n {6}\w+: /);
    expect(diff.stdout).toMatch(/- deleted \w+ /);
    const again = persona(['diff', out, '--json'], { TZ: 'Asia/Shanghai' });
    const json = JSON.parse(again.stdout);
    expect(json.servers.lark.patch.length).toBeGreaterThan(0);
    expect(persona(['diff', out, '--json'], { TZ: 'UTC' }).stdout).toBe(again.stdout);
    const traj = persona(['replay', out]);
    expect(traj.stdout.split('\n').filter((l) => /^#\d+ /.test(l)).length).toBeGreaterThanOrEqual(25);
  });
});
