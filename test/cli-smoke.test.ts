// One real `persona` process per command (bin/persona.js, its re-spawn, tsx, exit code): every
// other CLI test calls main() in-process through test/helpers/cli.ts. Fixtures are made in-process
// first; the processes run a few at a time.
import { describe, it, expect, beforeAll } from 'vitest';
import { mkdtempSync, mkdirSync, copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { spawn } from 'node:child_process';
import { cli, REPO } from './helpers/cli.ts';
import { COMMAND_NAMES } from '../runtime/cli/main.ts';

const TMP = mkdtempSync(join(tmpdir(), 'persona-smoke-'));
const TASK = 'lark-slack-feng-he-dinner';
const TASKS = join(TMP, 'tasks');
const RUNS = join(TMP, 'runs');
const RUN = join(RUNS, 'oracle', TASK, 'trial-1');
const SCENARIO = join(TMP, 's.jsonl');
const out = (name: string) => join(TMP, `out-${name}`);

/** Each command once, doing real work where that takes seconds; --help where it needs a live server or a model. */
const SMOKE: Record<string, { args: () => string[]; stdout: RegExp }> = {
  agreement: { args: () => ['agreement', '--help'], stdout: /^usage: persona agreement/ },
  answer: { args: () => ['answer', '--help'], stdout: /^usage: persona answer/ },
  cassette: { args: () => ['cassette', 'ls', join(REPO, 'cassettes')], stdout: /cassette/ },
  compare: { args: () => ['compare', RUN, RUN], stdout: /./ },
  diff: { args: () => ['diff', RUN], stdout: /./ },
  eval: { args: () => ['eval', RUNS, '--tasks-dir', TASKS, '--no-write', '--quiet'], stdout: /./ },
  exec: { args: () => ['exec', '--scenario', SCENARIO, '--out', out('exec'), '--quiet'], stdout: /^wrote .*: 1 calls/ },
  fidelity: { args: () => ['fidelity', '--server', 'memory', '--traces', join(REPO, 'examples/traces/memory.traces.jsonl'), '--quiet'], stdout: /F1/ },
  gen: { args: () => ['gen', '--help'], stdout: /^usage: persona gen kernel/ },
  merge: { args: () => ['merge', RUNS, '--out', out('merge')], stdout: /^merged 1 run folder/ },
  replay: { args: () => ['replay', RUN, '--verify'], stdout: /^verify ok/ },
  report: { args: () => ['report', RUNS, '--out', out('report'), '--tasks-dir', TASKS], stdout: /^report: / },
  run: { args: () => ['run', '--model', 'oracle', '--tasks', TASK, '--tasks-dir', TASKS, '--out', out('run')], stdout: /^run folders: / },
  serve: { args: () => ['serve', '--help'], stdout: /^usage: persona serve/ },
  tables: { args: () => ['tables', RUNS], stdout: /./ },
  tasks: { args: () => ['tasks', '--tasks-dir', TASKS], stdout: new RegExp(TASK) },
  traverse: { args: () => ['traverse', '--help'], stdout: /^usage: persona traverse/ },
};

function spawnPersona(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [join(REPO, 'bin/persona.js'), ...args], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (c) => (stdout += c));
    p.stderr.on('data', (c) => (stderr += c));
    p.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const results = new Map<string, { code: number | null; stdout: string; stderr: string }>();

beforeAll(async () => {
  mkdirSync(TASKS);
  copyFileSync(join(REPO, 'tasks/lark-centric', `${TASK}.json`), join(TASKS, `${TASK}.json`));
  writeFileSync(SCENARIO, `${JSON.stringify({ servers: ['lark'], seed: 1 })}\n{"tool":"calendar_v4_calendar_primary","args":{}}\n`);
  expect((await cli(['run', '--model', 'oracle', '--tasks', TASK, '--tasks-dir', TASKS, '--out', RUNS])).code).toBe(0);
  expect((await cli(['eval', RUNS, '--tasks-dir', TASKS, '--quiet'])).code).toBe(0);
  // Three processes at a time.
  const queue = [...COMMAND_NAMES, '--version'];
  await Promise.all(Array.from({ length: 3 }, async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      results.set(name, await spawnPersona(name === '--version' ? ['--version'] : SMOKE[name]?.args() ?? [name, '--help']));
    }
  }));
}, 300_000);

describe('one persona process per command', () => {
  it('every command has a smoke case', () => {
    expect(Object.keys(SMOKE).sort()).toEqual(COMMAND_NAMES);
  });

  it.each(COMMAND_NAMES)('persona %s', (name) => {
    const r = results.get(name)!;
    expect(r.stderr).not.toMatch(/^\s+at /m);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(SMOKE[name].stdout);
  });

  it('persona --version', () => {
    expect(results.get('--version')!).toMatchObject({ code: 0, stdout: /^\d+\.\d+\.\d+\n$/ });
  });
});
