// `persona report`: writes the static site — index.html, runs/<run>.html, compare/<task>.html —
// from run folders. Data assembly is model.ts / trajectory.ts / compare.ts; the HTML is
// html.ts. Pages are written one run at a time (a run's trees are never all in memory at once);
// the bytes depend only on the runs, their scores and the tasks — not on the paths given, the
// order they were given in, the host's time zone or how the runs were produced.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openRun, type OpenedRun } from '../run/run-folder.ts';
import { findRunFolders } from '../run/storage.ts';
import { loadTasks, type LoadedTask } from '../tasks/load.ts';
import { PersonaError } from '../util/errors.ts';
import { compareRuns } from './compare.ts';
import { buildIndex, collectRuns, type LoadedRun } from './model.ts';
import { buildTrajectory } from './trajectory.ts';
import { compareHref, renderComparePage, renderComparison, renderIndex, renderRunPage, runHref } from './html.ts';

export interface ReportOptions {
  out: string;
  tasksDir?: string;
  kernelsDir?: string;
  /** Judge id of the stored scores to show (default: rule-based when present). */
  judge?: string;
  /** Called as work advances: a phase and how far it is. */
  onProgress?: (phase: 'read' | 'pages', done: number, total: number) => void;
}

export interface ReportResult {
  index: string;
  runs: number;
  comparePages: number;
}

/** An output folder is fresh, or holds an earlier report (which is replaced); anything else is refused. */
function prepareOut(out: string): void {
  if (existsSync(out)) {
    const names = readdirSync(out);
    if (names.length && !names.includes('index.html')) throw new PersonaError(`${out}: folder is not empty and holds no earlier report (not overwriting it)`);
    for (const n of ['index.html', 'runs', 'compare']) rmSync(join(out, n), { recursive: true, force: true });
  }
  mkdirSync(join(out, 'runs'), { recursive: true });
  mkdirSync(join(out, 'compare'), { recursive: true });
}

export async function writeReport(paths: string[], opts: ReportOptions): Promise<ReportResult> {
  const dirs = findRunFolders(paths.map((p) => resolve(p)));
  const tasks = new Map<string, LoadedTask>(loadTasks(opts.tasksDir ? resolve(opts.tasksDir) : undefined).map((t) => [t.task.id, t]));
  const runs = await collectRuns(dirs, { tasks, judge: opts.judge, onRun: (d, t) => opts.onProgress?.('read', d, t) });
  const index = buildIndex(runs, tasks);
  const out = resolve(opts.out);
  prepareOut(out);
  const compareOf = new Map(index.compares.map((c) => [c.task, c]));
  // Task by task: each run is opened once (its snapshots read and hash-checked once), its page
  // written, and the runs of a task that ran several times compared while they are open.
  const byTask = new Map<string, LoadedRun[]>();
  for (const r of runs) byTask.set(r.entry.task, [...(byTask.get(r.entry.task) ?? []), r]);
  let pages = 0;
  let comparePages = 0;
  for (const [taskId, mine] of byTask) {
    const opened = new Map<string, OpenedRun>();
    const task = tasks.get(taskId);
    const cmp = compareOf.get(taskId);
    for (const r of mine) {
      const run = openRun(r.dir);
      if (cmp) opened.set(r.entry.id, run);
      const html = renderRunPage({
        entry: r.entry,
        task,
        trajectory: buildTrajectory(run, { task, kernelsDir: opts.kernelsDir }),
        score: r.score,
        header: { seed: run.header.seed, clock: run.header.clock, snapshots: run.header.snapshots },
        compareTask: cmp ? taskId : null,
      });
      writeFileSync(join(out, runHref(r.entry.id)), html);
      opts.onProgress?.('pages', (pages += 1), runs.length + index.compares.length);
    }
    if (cmp) {
      const sections = cmp.pairs.map((p) => renderComparison(
        compareRuns(opened.get(p.base)!, opened.get(p.other)!, { kernelsDir: opts.kernelsDir }),
        `../${runHref(p.base)}`, `../${runHref(p.other)}`, p.base, p.other,
      ));
      writeFileSync(join(out, compareHref(taskId)), renderComparePage(taskId, sections));
      comparePages += 1;
      opts.onProgress?.('pages', (pages += 1), runs.length + index.compares.length);
    }
  }

  const indexFile = join(out, 'index.html');
  writeFileSync(indexFile, renderIndex(index));
  return { index: indexFile, runs: runs.length, comparePages: index.compares.length };
}
