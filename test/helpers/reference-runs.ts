// The oracle and the naive agent over every bundled task, run once and read by every test file
// that needs them (agents-reference, eval-score). vitest runs each file in a process of its own,
// so the run folder is shared through the file system: it is keyed by the hash of everything that
// shapes a run (runtime/, kernels/, snapshots/, tasks/, this file), the first process to ask makes
// it under a lock and the others wait for it. A changed source gives another key, so a folder is
// never reused for code it was not produced by.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadTasks } from '../../runtime/tasks/load.ts';
import { runJobs } from '../../runtime/runner/runner.ts';
import { chatClientFactory } from '../../runtime/runner/clients.ts';
import { skillsChoice } from '../../runtime/runner/ablations.ts';
import type { ProgressSink } from '../../runtime/runner/progress.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const ROOT = join(tmpdir(), 'mcp-persona-reference-runs');
const SOURCES = ['runtime', 'kernels', 'snapshots', 'tasks'];
/** A producer that held the lock this long without finishing is taken to be dead. */
const STALE_LOCK_MS = 15 * 60_000;
const quiet: ProgressSink = { start() {}, started() {}, tokens() {}, finished() {}, end() {} };

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1)).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

function sourceKey(): string {
  const h = createHash('sha256');
  for (const f of [...SOURCES.flatMap((d) => files(join(REPO, d))), fileURLToPath(import.meta.url)]) {
    h.update(relative(REPO, f)).update('\0').update(readFileSync(f)).update('\0');
  }
  return h.digest('hex').slice(0, 24);
}

async function produce(dest: string): Promise<void> {
  const tmp = `${dest}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  const tasks = loadTasks();
  const r = await runJobs({
    models: ['oracle', 'naive'], tasks, allTasks: tasks, out: join(tmp, 'out'), trials: 1, concurrency: 2, shard: null, resume: false,
    baseUrl: null, apiKeyEnv: null, cassettesDir: null, cassetteMode: 'off',
    config: { maxRounds: 20, seed: 0, tools: 'task', context: 'all', distractors: 0, skills: skillsChoice('none'), temperature: null, prices: { input: 0, output: 0 } },
    clientFactory: chatClientFactory(), progress: quiet,
  });
  writeFileSync(join(tmp, 'failed'), String(r.failed));
  renameSync(tmp, dest);
}

/** The output folder of the shared oracle + naive run, and how many of its runs failed. */
export async function referenceRuns(): Promise<{ out: string; failed: number }> {
  mkdirSync(ROOT, { recursive: true });
  const key = sourceKey();
  const dest = join(ROOT, key);
  const lock = `${dest}.lock`;
  for (;;) {
    if (existsSync(join(dest, 'failed'))) return { out: join(dest, 'out'), failed: Number(readFileSync(join(dest, 'failed'), 'utf8')) };
    let mine = false;
    try {
      mkdirSync(lock);
      mine = true;
    } catch {
      // Another process is producing it: wait, unless it died holding the lock.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 250));
      continue;
    }
    try {
      if (!existsSync(join(dest, 'failed'))) {
        // Folders of older sources (an hour untouched) go: they can never be used again.
        for (const name of readdirSync(ROOT)) {
          const p = join(ROOT, name);
          if (!name.startsWith(key) && Date.now() - statSync(p).mtimeMs > 3_600_000) rmSync(p, { recursive: true, force: true });
        }
        await produce(dest);
      }
    } finally {
      if (mine) rmSync(lock, { recursive: true, force: true });
    }
  }
}
