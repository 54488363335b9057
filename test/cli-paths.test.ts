// Every command × every flag that takes a path, given the wrong kind of path (a folder where a
// file is expected, a file where a folder is expected, a path that does not exist, a path through
// a file): the answer is one line naming the argument and a non-zero exit — never a stack trace,
// and never a run thrown away at the end because its destination was unusable.
import { describe, it, expect, beforeAll } from 'vitest';
import { mkdtempSync, writeFileSync, mkdirSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { cli, REPO } from './helpers/cli.ts';
import { COMMAND_NAMES, loadCommand } from '../runtime/cli/main.ts';

type Kind = 'in-file' | 'in-dir' | 'out-dir' | 'out-file';
const TMP = mkdtempSync(join(tmpdir(), 'persona-paths-'));
let n = 0;
const fresh = () => join(TMP, `fresh-${(n += 1)}`);
const A_FILE = join(TMP, 'a-file.txt');
const A_DIR = join(TMP, 'a-dir');
const EMPTY_DIR = join(TMP, 'empty-dir');
writeFileSync(A_FILE, 'not what you expected\n');
mkdirSync(A_DIR);
writeFileSync(join(A_DIR, 'stray.txt'), 'x');
mkdirSync(EMPTY_DIR);

/** The wrong paths for each kind of argument. */
const WRONG: Record<Kind, Record<string, string>> = {
  'in-file': { directory: A_DIR, missing: join(TMP, 'no-such-file.json'), 'through a file': join(A_FILE, 'x.json') },
  'in-dir': { file: A_FILE, missing: join(TMP, 'no-such-dir'), 'through a file': join(A_FILE, 'sub') },
  'out-dir': { file: A_FILE, 'through a file': join(A_FILE, 'sub') },
  'out-file': { directory: A_DIR, 'through a file': join(A_FILE, 'x.out') },
};

const SCENARIO = join(REPO, 'examples/lark/scenario.jsonl');
const TRACES = join(REPO, 'examples/traces/memory.traces.jsonl');
const SEEDS = join(REPO, 'examples/traverse/memory.seeds.jsonl');
const TASK = 'lark-slack-feng-he-dinner';
// A scored oracle run (made once): what eval, tables, merge, replay and agreement read.
const RUNS = join(TMP, 'runs');
// That task alone as a tasks folder: loading the whole bundled set for every case costs seconds.
const TASKS = join(TMP, 'tasks');
mkdirSync(TASKS);
copyFileSync(join(REPO, 'tasks/lark-centric', `${TASK}.json`), join(TASKS, `${TASK}.json`));
let RUN_DIR = '';

interface Case {
  cmd: string;
  flag: string;
  kind: Kind;
  argv: (v: string) => string[];
  /** Only these wrong paths: the others are never opened by the case (and so are no error). */
  only?: string[];
}
const CASES: Case[] = [
  { cmd: 'exec', flag: '--scenario', kind: 'in-file', argv: (v) => ['exec', '--scenario', v, '--out', fresh(), '--quiet'] },
  { cmd: 'exec', flag: '--out', kind: 'out-dir', argv: (v) => ['exec', '--scenario', SCENARIO, '--out', v, '--quiet'] },
  { cmd: 'fidelity', flag: '--traces', kind: 'in-file', argv: (v) => ['fidelity', '--server', 'memory', '--traces', v, '--quiet'] },
  { cmd: 'fidelity', flag: '--traces-dir', kind: 'in-dir', argv: (v) => ['fidelity', '--table', '--servers', 'memory', '--traces-dir', v, '--quiet'] },
  { cmd: 'fidelity', flag: '--kernels', kind: 'in-dir', argv: (v) => ['fidelity', '--server', 'memory', '--traces', TRACES, '--kernels', v, '--quiet'] },
  { cmd: 'traverse', flag: '--seeds', kind: 'in-file', argv: (v) => ['traverse', '--cmd', 'node -e 0', '--seeds', v, '--state', 'none', '--out', fresh(), '--quiet'] },
  { cmd: 'traverse', flag: '--out', kind: 'out-file', argv: (v) => ['traverse', '--cmd', 'node -e 0', '--seeds', SEEDS, '--state', 'none', '--out', v, '--force', '--quiet'] },
  { cmd: 'traverse', flag: '--tools-out', kind: 'out-file', argv: (v) => ['traverse', '--cmd', 'node -e 0', '--seeds', SEEDS, '--state', 'none', '--out', fresh(), '--tools-out', v, '--quiet'] },
  { cmd: 'traverse', flag: '--cwd', kind: 'in-dir', argv: (v) => ['traverse', '--cmd', 'node -e 0', '--seeds', SEEDS, '--state', 'none', '--out', fresh(), '--cwd', v, '--quiet'] },
  // The search paths for servers kept outside the package (runtime/cli/kernels-dir.ts).
  ...(['--kernels-dir', '--snapshots-dir'] as const).flatMap((flag): Case[] => [
    { cmd: 'exec', flag, kind: 'in-dir', argv: (v) => ['exec', '--scenario', SCENARIO, '--out', fresh(), flag, v, '--quiet'] },
    { cmd: 'run', flag, kind: 'in-dir', argv: (v) => ['run', '--model', 'oracle', '--tasks', TASK, '--tasks-dir', TASKS, '--out', fresh(), flag, v] },
    { cmd: 'serve', flag, kind: 'in-dir', argv: (v) => ['serve', '--servers', 'lark', '--http', '0', '--runs', fresh(), flag, v] },
    { cmd: 'fidelity', flag, kind: 'in-dir', argv: (v) => ['fidelity', '--server', 'memory', '--traces', TRACES, flag, v, '--quiet'] },
    { cmd: 'replay', flag, kind: 'in-dir', argv: (v) => ['replay', RUN_DIR, flag, v] },
    { cmd: 'compare', flag, kind: 'in-dir', argv: (v) => ['compare', RUN_DIR, RUN_DIR, flag, v] },
    { cmd: 'report', flag, kind: 'in-dir', argv: (v) => ['report', RUNS, '--out', fresh(), '--tasks-dir', TASKS, flag, v] },
  ]),
  { cmd: 'gen', flag: '--chains', kind: 'in-file', argv: (v) => ['gen', 'tasks', '--servers', 'lark', '--count', '1', '--out', fresh(), '--model', 'm', '--chains', v, '--quiet'] },
  { cmd: 'tasks', flag: '--tasks-dir', kind: 'in-dir', argv: (v) => ['tasks', '--tasks-dir', v] },
  { cmd: 'run', flag: '--tasks-dir', kind: 'in-dir', argv: (v) => ['run', '--model', 'oracle', '--tasks', 'all', '--out', fresh(), '--tasks-dir', v] },
  { cmd: 'run', flag: '--out', kind: 'out-dir', argv: (v) => ['run', '--model', 'oracle', '--tasks', TASK, '--out', v] },
  { cmd: 'run', flag: '--cassettes', kind: 'out-dir', argv: (v) => ['run', '--model', 'oracle', '--tasks', TASK, '--out', fresh(), '--cassettes', v, '--cassette-mode', 'record'] },
  { cmd: 'run', flag: '--llm-config', kind: 'in-file', argv: (v) => ['run', '--model', 'm', '--tasks', TASK, '--tasks-dir', TASKS, '--out', fresh(), '--llm-config', v] },
  { cmd: 'eval', flag: '<run-dirs…>', kind: 'in-dir', argv: (v) => ['eval', v, '--tasks-dir', TASKS, '--no-write', '--quiet'] },
  { cmd: 'eval', flag: '--tasks-dir', kind: 'in-dir', argv: (v) => ['eval', RUNS, '--tasks-dir', v, '--no-write', '--quiet'] },
  { cmd: 'eval', flag: '--judge-cassette', kind: 'in-file', argv: (v) => ['eval', RUNS, '--tasks-dir', TASKS, '--judge', 'j', '--judge-cassette', v, '--no-write', '--quiet'], only: ['directory'] },
  { cmd: 'eval', flag: '--judge-llm-config', kind: 'in-file', argv: (v) => ['eval', RUNS, '--tasks-dir', TASKS, '--judge', 'j', '--judge-llm-config', v, '--no-write', '--quiet'] },
  { cmd: 'fidelity', flag: '--judge-cassette', kind: 'in-file', argv: (v) => ['fidelity', '--server', 'memory', '--traces', TRACES, '--judge', 'j', '--judge-cassette', v, '--quiet'] },
  { cmd: 'fidelity', flag: '--judge-llm-config', kind: 'in-file', argv: (v) => ['fidelity', '--server', 'memory', '--traces', TRACES, '--judge', 'j', '--judge-llm-config', v, '--quiet'] },
  { cmd: 'gen', flag: '--plan', kind: 'in-file', argv: (v) => ['gen', 'context', '--server', 'memory', '--persona', 'p', '--out', join(fresh(), 'p.json'), '--model', 'm', '--plan', v, '--quiet'] },
  { cmd: 'gen', flag: '--corpus', kind: 'in-file', argv: (v) => ['gen', 'context', '--server', 'memory', '--persona', 'p', '--out', join(fresh(), 'p.json'), '--model', 'm', '--corpus', v, '--quiet'] },
  { cmd: 'gen', flag: '--kernels-dir', kind: 'in-dir', argv: (v) => ['gen', 'context', '--server', 'memory', '--persona', 'p', '--out', join(fresh(), 'p.json'), '--model', 'm', '--kernels-dir', v, '--quiet'] },
  { cmd: 'gen', flag: '--snapshots-dir', kind: 'in-dir', argv: (v) => ['gen', 'context', '--server', 'memory', '--persona', 'p', '--out', join(fresh(), 'p.json'), '--model', 'm', '--snapshots-dir', v, '--quiet'] },
  { cmd: 'traverse', flag: '--llm-config', kind: 'in-file', argv: (v) => ['traverse', '--cmd', 'node -e 0', '--seeds', SEEDS, '--state', 'none', '--out', fresh(), '--expand', '1', '--model', 'm', '--llm-config', v, '--quiet'] },
  { cmd: 'traverse', flag: '--cassette', kind: 'in-file', argv: (v) => ['traverse', '--cmd', 'node -e 0', '--seeds', SEEDS, '--state', 'none', '--out', fresh(), '--expand', '1', '--model', 'm', '--cassette', v, '--quiet'], only: ['directory'] },
  { cmd: 'answer', flag: '--file', kind: 'in-file', argv: (v) => ['answer', RUN_DIR, '--file', v] },
  { cmd: 'answer', flag: '<run-folder>', kind: 'in-dir', argv: (v) => ['answer', v, '--text', 'done'] },
  { cmd: 'replay', flag: '--tasks-dir', kind: 'in-dir', argv: (v) => ['replay', RUN_DIR, '--tasks-dir', v] },
  { cmd: 'report', flag: '<runs…>', kind: 'in-dir', argv: (v) => ['report', v, '--out', fresh(), '--tasks-dir', TASKS] },
  { cmd: 'report', flag: '--out', kind: 'out-dir', argv: (v) => ['report', RUNS, '--out', v, '--tasks-dir', TASKS] },
  { cmd: 'report', flag: '--tasks-dir', kind: 'in-dir', argv: (v) => ['report', RUNS, '--out', fresh(), '--tasks-dir', v] },
  { cmd: 'compare', flag: '<run-a>', kind: 'in-dir', argv: (v) => ['compare', v, RUN_DIR] },
  { cmd: 'gen', flag: '--traces', kind: 'in-file', argv: (v) => ['gen', 'kernel', '--server', 'memory', '--traces', v, '--out', join(fresh(), 'memory'), '--model', 'm'] },
  { cmd: 'gen', flag: '--out', kind: 'out-dir', argv: (v) => ['gen', 'kernel', '--server', 'memory', '--traces', TRACES, '--out', v, '--model', 'm'] },
  { cmd: 'gen', flag: '--manifest', kind: 'in-file', argv: (v) => ['gen', 'kernel', '--server', 'memory', '--traces', TRACES, '--out', join(fresh(), 'memory'), '--model', 'm', '--manifest', v] },
  { cmd: 'gen', flag: '--llm-config', kind: 'in-file', argv: (v) => ['gen', 'kernel', '--server', 'memory', '--traces', TRACES, '--out', join(fresh(), 'memory'), '--model', 'm', '--llm-config', v] },
  { cmd: 'gen', flag: '--cassette', kind: 'in-file', argv: (v) => ['gen', 'kernel', '--server', 'memory', '--traces', TRACES, '--out', join(fresh(), 'memory'), '--model', 'm', '--cassette', v], only: ['directory'] },
  { cmd: 'replay', flag: '<run-dir>', kind: 'in-dir', argv: (v) => ['replay', v] },
  { cmd: 'diff', flag: '<run-dir>', kind: 'in-dir', argv: (v) => ['diff', v] },
  { cmd: 'merge', flag: '<shard-dir>…', kind: 'in-dir', argv: (v) => ['merge', v, '--out', fresh()] },
  { cmd: 'merge', flag: '--out', kind: 'out-dir', argv: (v) => ['merge', RUNS, '--out', v] },
  { cmd: 'tables', flag: '<scored-runs…>', kind: 'in-dir', argv: (v) => ['tables', v] },
  { cmd: 'tables', flag: '--out', kind: 'out-file', argv: (v) => ['tables', RUNS, '--out', v] },
  { cmd: 'agreement', flag: '--human', kind: 'in-file', argv: (v) => ['agreement', '--human', v, RUNS] },
  { cmd: 'agreement', flag: '<scored-runs…>', kind: 'in-dir', argv: (v) => ['agreement', '--human', join(REPO, 'examples/human-labels/main.json'), v] },
  { cmd: 'cassette', flag: 'show FILE', kind: 'in-file', argv: (v) => ['cassette', 'show', v] },
  { cmd: 'cassette', flag: '--runs', kind: 'in-dir', argv: (v) => ['cassette', 'prune', '--runs', v, join(REPO, 'cassettes'), '--dry-run'] },
  { cmd: 'serve', flag: '--runs', kind: 'out-dir', argv: (v) => ['serve', '--servers', 'lark', '--http', '0', '--runs', v] },
  { cmd: 'serve', flag: '--snapshot', kind: 'in-file', argv: (v) => ['serve', '--servers', 'lark', '--http', '0', '--snapshot', v] },
];

beforeAll(async () => {
  const r = await cli(['run', '--model', 'oracle', '--tasks', TASK, '--out', RUNS, '--tasks-dir', TASKS]);
  expect(r.code, r.stderr).toBe(0);
  const e = await cli(['eval', RUNS, '--quiet', '--tasks-dir', TASKS]);
  expect(e.code, e.stderr).toBe(0);
  RUN_DIR = join(RUNS, 'oracle', TASK, 'trial-1');
});

describe('every path-taking flag of every command, given the wrong kind of path', () => {
  const rows = CASES.flatMap((c) => Object.entries(WRONG[c.kind]).filter(([what]) => !c.only || c.only.includes(what)).map(([what, value]) => ({ ...c, what, value })));
  it.each(rows)('$cmd $flag ($kind) given a $what: one line naming it', async ({ cmd, flag, argv, value }) => {
    const r = await cli(argv(value));
    expect(r.threw, r.stderr).toBeUndefined();
    expect(r.code, r.stderr).not.toBe(0);
    const lines = r.stderr.trim().split('\n');
    expect(lines, r.stderr).toHaveLength(1);
    expect(lines[0].startsWith(`persona ${cmd}: `), lines[0]).toBe(true);
    // It names the flag or the path the user typed.
    expect(lines[0].includes(flag) || lines[0].includes(value), lines[0]).toBe(true);
  });

  it('a run folder that is fine is read by the same cases (the table is not vacuous)', async () => {
    expect((await cli(['replay', RUN_DIR])).code).toBe(0);
    expect((await cli(['diff', RUN_DIR])).code).toBe(0);
    expect((await cli(['tables', RUNS, '--out', join(TMP, 'tables.md')])).code).toBe(0);
  });

  it('run --tasks-dir with no task files is an error, not "0 runs"', async () => {
    const r = await cli(['run', '--model', 'oracle', '--tasks', 'all', '--out', fresh(), '--tasks-dir', EMPTY_DIR]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`persona run: --tasks-dir ${EMPTY_DIR}: holds no task files (<task-id>.json)\n`);
    expect((await cli(['tasks', '--tasks-dir', EMPTY_DIR])).stderr).toMatch(/--tasks-dir .*holds no task files/);
  });

  it('the table covers every path-taking flag in every command\'s usage', async () => {
    const covered = new Set(CASES.map((c) => `${c.cmd} ${c.flag}`));
    const missing: string[] = [];
    for (const name of COMMAND_NAMES) {
      const usage = (await loadCommand(name)).usage;
      for (const m of usage.matchAll(/(--[a-z-]+) <([^>]*)>|(--[a-z-]+) (FILE|DIR|PATH)\b/g)) {
        const flag = m[1] ?? m[3];
        const what = m[2] ?? m[4];
        if (!/file|dir|json|PATH|FILE|DIR/.test(what) || /^(--state)$/.test(flag)) continue;
        // gen's usage mentions `persona run --tasks-dir <dir>` in its prose.
        if (name === 'gen' && flag === '--tasks-dir') continue;
        if (!covered.has(`${name} ${flag}`)) missing.push(`${name} ${flag} <${what}>`);
      }
    }
    expect(missing).toEqual([]);
  });
});
