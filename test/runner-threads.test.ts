// Runs on worker threads (runtime/runner/threads.ts): at --concurrency > 1 each run happens on a
// thread of its own, and the run folders are the same bytes as runs on the calling thread. A
// run's failure reaches the caller as it would inline (a PersonaError stays a one-line error).
import { describe, it, expect } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir, availableParallelism } from 'node:os';
import { cli } from './helpers/cli.ts';
import { fileTree, treeDifferences, notTimings } from './helpers/file-tree.ts';
import { RunThread } from '../runtime/runner/threads.ts';
import { loadTasks } from '../runtime/tasks/load.ts';
import { PersonaError } from '../runtime/util/errors.ts';

const TASKS = 'lark-cancel-coffee,telegram-brunch-reply';

describe('run threads', () => {
  it('runs at --concurrency 2 on worker threads give the bytes of runs on the main thread (other TZ too)', async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'persona-threads-'));
    const args = ['run', '--model', 'oracle,naive', '--tasks', TASKS, '--skills', 'ours', '--distractors', '2'];
    const threaded = await cli([...args, '--out', join(tmp, 'threads'), '--concurrency', '2'], { TZ: 'Asia/Tokyo' });
    expect(threaded.code, threaded.stderr).toBe(0);
    const inline = await cli([...args, '--out', join(tmp, 'inline'), '--concurrency', '1'], { TZ: 'UTC' });
    expect(inline.code, inline.stderr).toBe(0);
    const a = fileTree(join(tmp, 'threads'), notTimings);
    expect(a.size).toBeGreaterThan(4);
    expect(treeDifferences(a, fileTree(join(tmp, 'inline'), notTimings))).toEqual([]);
    // Where each run happened is a wall-clock fact: timings.json, the file never compared.
    const timings = (root: string) => JSON.parse(readFileSync(join(tmp, root, 'oracle', 'lark-cancel-coffee', 'trial-1', 'timings.json'), 'utf8')).runner.thread;
    expect(timings('threads')).toBe('worker');
    expect(timings('inline')).toBe('main');
  }, 240_000);

  it('--concurrency auto runs as many at a time as the machine has cores', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'persona-threads-auto-')), 'out');
    const r = await cli(['run', '--model', 'oracle', '--tasks', 'lark-cancel-coffee', '--out', out, '--concurrency', 'auto']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(out, 'oracle', 'lark-cancel-coffee', 'trial-1', 'timings.json'), 'utf8')).runner.concurrency).toBe(availableParallelism());
  });

  it("a run's error comes back as the caller would see it inline, and the thread takes the next job", async () => {
    const [loaded] = loadTasks().filter((t) => t.task.id === 'lark-cancel-coffee');
    const thread = new RunThread();
    try {
      const config = { model: 'oracle', endpoint: 'reference', maxRounds: 20, seed: 0, tools: 'task' as const, context: 'all' as const, distractors: 0, skills: { label: 'none', doc: null }, temperature: null, prices: null };
      const client = { llm: { provider: 'openai', model: 'oracle', baseUrl: 'http://127.0.0.1:9/v1', apiKeyEnv: null } as never, cassettesDir: null, mode: 'off' as const, cassette: 'x' };
      const broken = { ...loaded, task: { ...loaded.task, snapshots: { lark: 'lark/nobody-at-all' } } };
      const dir = join(mkdtempSync(join(tmpdir(), 'persona-thread-err-')), 'run');
      const err = await thread.run({ job: { model: 'oracle', task: broken, trial: 1, dir }, config, client }, () => {}).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PersonaError);
      expect((err as Error).message).toMatch(/nobody-at-all/);
      expect((err as Error).message).not.toMatch(/\n/);
      // The same thread then runs a job whose model server cannot be reached: a run outcome, not a throw.
      const out = await thread.run({ job: { model: 'oracle', task: loaded, trial: 1, dir: `${dir}-2` }, config, client }, () => {});
      expect(out.status).toBe('error');
      // Asked to leave, the thread ends by itself (a thread torn down from outside while
      // isolated-vm still held work for it once aborted the whole process).
      expect(await thread.close()).toBe('exited');
    } finally {
      await thread.close();
    }
  });
});
