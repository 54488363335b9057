// `persona report`: writes the static site — index.html, runs/<run>.html, compare/<task>.html —
// from run folders. Data assembly is model.ts / trajectory.ts / runtime/compare; the HTML is
// html.ts. Pages are written one run at a time (a run's trees are never all in memory at once);
// the bytes depend only on the runs, their scores and the tasks — not on the paths given, the
// order they were given in, the host's time zone or how the runs were produced.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openRun } from '../run/run-folder.ts';
import { findRunFolders } from '../eval/store.ts';
import { loadTasks, type LoadedTask } from '../tasks/load.ts';
import { PersonaError } from '../util/errors.ts';
import { compareRuns } from '../compare/compare.ts';
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
  onProgress?: (phase: 'read' | 'pages' | 'compare', done: number, total: number) => void;
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
  const byId = new Map<string, LoadedRun>(runs.map((r) => [r.entry.id, r]));
  const compareOf = new Map<string, string>();
  for (const c of index.compares) for (const id of c.runs) compareOf.set(id, c.task);

  runs.forEach((r, i) => {
    const run = openRun(r.dir);
    const task = tasks.get(r.entry.task);
    const html = renderRunPage({
      entry: r.entry,
      task,
      trajectory: buildTrajectory(run, { task, kernelsDir: opts.kernelsDir }),
      score: r.score,
      header: { seed: run.header.seed, clock: run.header.clock, snapshots: run.header.snapshots },
      compareTask: compareOf.get(r.entry.id) ?? null,
    });
    writeFileSync(join(out, runHref(r.entry.id)), html);
    opts.onProgress?.('pages', i + 1, runs.length);
  });

  index.compares.forEach((c, i) => {
    const sections = c.pairs.map((p) => {
      const a = byId.get(p.base)!;
      const b = byId.get(p.other)!;
      const cmp = compareRuns(openRun(a.dir), openRun(b.dir), { kernelsDir: opts.kernelsDir });
      return renderComparison(cmp, `../${runHref(p.base)}`, `../${runHref(p.other)}`, p.base, p.other);
    });
    writeFileSync(join(out, compareHref(c.task)), renderComparePage(c.task, sections));
    opts.onProgress?.('compare', i + 1, index.compares.length);
  });

  const indexFile = join(out, 'index.html');
  writeFileSync(indexFile, renderIndex(index));
  return { index: indexFile, runs: runs.length, comparePages: index.compares.length };
}
