// The determinism promise of `persona run`: reference-agent runs recorded into cassettes replay
// with the endpoints stopped — under another TZ, locale and concurrency — into byte-identical run
// folders (timings.json, wall-clock only, is excluded by design), identical to the recording too.
import { describe, it, expect, beforeAll } from 'vitest';
import { mkdtempSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { persona } from './helpers/cli.ts';
import { fileTree, treeDifferences, notTimings } from './helpers/file-tree.ts';
import { loadTasks } from '../runtime/tasks/load.ts';

const tmp = mkdtempSync(join(tmpdir(), 'persona-det-'));
const cassettes = join(tmp, 'cassettes');
const base = ['run', '--model', 'oracle,naive', '--tasks', 'all', '--cassettes', cassettes];
// Every bundled task, twice per model: the child gets time in proportion to the task set.
const WHOLE_SET_MS = Math.max(300_000, loadTasks().length * 2 * 4_000);
let recorded: ReturnType<typeof persona>;

beforeAll(() => {
  recorded = persona([...base, '--out', join(tmp, 'recorded'), '--cassette-mode', 'record', '--concurrency', '2'], {}, undefined, WHOLE_SET_MS);
}, WHOLE_SET_MS + 60_000);

describe('persona run determinism', () => {
  it('records every reference-agent run into its own cassette', () => {
    expect(recorded.code, recorded.stderr).toBe(0);
    for (const { task } of loadTasks()) {
      for (const m of ['oracle', 'naive']) expect(existsSync(join(cassettes, m, task.id, 'trial-1.cassette.msgpack')), `${m}/${task.id}`).toBe(true);
    }
  });

  it('replays twice (TZ=America/Los_Angeles --concurrency 4, TZ=UTC --concurrency 1) into byte-identical folders', () => {
    const la = persona([...base, '--out', join(tmp, 'la'), '--concurrency', '4'], { TZ: 'America/Los_Angeles', LANG: 'de_DE.UTF-8', LC_ALL: 'de_DE.UTF-8' }, undefined, WHOLE_SET_MS);
    expect(la.code, la.stderr).toBe(0);
    const utc = persona([...base, '--out', join(tmp, 'utc'), '--concurrency', '1'], { TZ: 'UTC', LANG: 'C', LC_ALL: 'C' }, undefined, WHOLE_SET_MS);
    expect(utc.code, utc.stderr).toBe(0);
    const a = fileTree(join(tmp, 'la'), notTimings);
    const b = fileTree(join(tmp, 'utc'), notTimings);
    // A journal per run (start and final states are content-addressed, not copied), plus the index.
    expect(a.size).toBeGreaterThan(loadTasks().length * 2);
    for (const { task } of loadTasks()) for (const m of ['oracle', 'naive']) expect(a.has(join(m, task.id, 'trial-1', 'journal.msgpack')), `${m}/${task.id}`).toBe(true);
    expect(treeDifferences(a, b)).toEqual([]);
    expect(treeDifferences(a, fileTree(join(tmp, 'recorded'), notTimings))).toEqual([]);
    // timings.json is there (and is the only file left out).
    expect(fileTree(join(tmp, 'la')).size - a.size).toBe(loadTasks().length * 2);
  }, 2 * WHOLE_SET_MS + 60_000);

  it('a replay that misses its cassette fails the run with the cassette named, and never reaches an endpoint', () => {
    const empty = join(tmp, 'empty-cassettes');
    const r = persona(['run', '--model', 'oracle', '--tasks', 'lark-cancel-coffee', '--out', join(tmp, 'miss'), '--cassettes', empty]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/error: cassette miss in .*oracle\/lark-cancel-coffee\/trial-1\.cassette\.msgpack/);
    expect(r.stderr).toMatch(/1 run\(s\) ended in an error/);
  });
});
