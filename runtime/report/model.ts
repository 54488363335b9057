// The report's data, assembled from run folders and their stored scores — no HTML here, so a
// change of the viewer never touches the engine, and the same model can feed other views.
//   index   every run (model, setting, task, trial, status, tokens, cost, Acc), the paper's tables,
//           (with the adversarial agents' validity figures when they ran), the task × model ×
//           trial grid, Figure 2's
//           task-set statistics and Figure 3's accuracy against tokens, cost and steps
//   pages   one per run (task, trajectory with per-step context changes, checkpoints, minefields)
//           and one per task that ran more than once (runs compared with the best of them)
// Runs are read through runtime/run (journal + snapshots) and scores through runtime/eval/store;
// a run without a stored score is scored in memory by the rule-based judge (and says so).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { openRun, RUN_FILES } from '../run/run-folder.ts';
import { readJournal, type ReadJournal } from '../journal/journal.ts';
import { readScore, staleScore } from '../eval/store.ts';
import { externalAnswer, isScoreFileName, judgeOfScoreFile, scoreFileName } from '../run/storage.ts';
import { scoreRuns, variantLabel, runVariant, type RunScore } from '../eval/score.ts';
import { groupScores, summarize } from '../eval/aggregate.ts';
import { paperTables } from '../eval/paper-tables.ts';
import { ruleBasedJudge } from '../judge/rules.ts';
import { modelSlug } from '../runner/layout.ts';
import { CATEGORIES } from '../tasks/schema.ts';
import { taskSetStats } from '../tasks/stats.ts';
import { PersonaError } from '../util/errors.ts';
import { mean } from '../eval/metrics.ts';
import type { Table } from '../eval/tables.ts';
import type { LoadedTask } from '../tasks/load.ts';

export interface RunEntry {
  /** File-name-safe, unique in the report: `<model>--<task>--t<trial>[--<setting>]`. */
  id: string;
  model: string;
  /** The model with its setting when it is not the main one (as Table 3 labels rows). */
  group: string;
  setting: string;
  task: string;
  category: string;
  trial: number;
  servers: string[];
  status: string;
  rounds: number;
  calls: number;
  tokens: number | null;
  cost: number | null;
  acc: number | null;
  execAcc: number | null;
  success: boolean | null;
  minefield: boolean;
  /** Where the score came from: a stored file's judge id, or `rule-based (in memory)`. */
  scoredBy: string | null;
  /** Why the run has no score, when it has none. */
  scoreNote: string | null;
}

export interface LoadedRun {
  entry: RunEntry;
  /** Absolute run folder (never written into the report). */
  dir: string;
  score: RunScore | null;
}

export interface GridColumn { group: string; trial: number }
export interface GridRow { task: string; category: string; cells: (string | null)[] }

export interface Bar { label: string; value: number }
export interface TaskStats {
  tasks: number;
  summary: string;
  subsets: Bar[];
  servers: Bar[];
  chainLengths: Bar[];
  checkpointTypes: Bar[];
  categories: Bar[];
  contextItems: Bar[];
}

export interface EfficiencyPoint { group: string; acc: number; tokens: number | null; cost: number | null; steps: number }

export interface ComparePair { task: string; base: string; other: string }

export interface ReportIndex {
  runs: RunEntry[];
  judge: string | null;
  tables: Table[];
  grid: { columns: GridColumn[]; rows: GridRow[] };
  taskStats: TaskStats;
  efficiency: EfficiencyPoint[];
  /** Per task that ran more than once: the best run (highest Acc, then sort order) against each other. */
  compares: { task: string; runs: string[]; pairs: ComparePair[] }[];
  notes: string[];
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const slug = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_');

interface Settings {
  model?: string;
  trial?: number;
  task?: { id?: string; category?: string };
}

/**
 * The stored score of a run folder: the named judge's, else rule-based, else the only one. A score
 * whose run changed since it was scored (runtime/eval/store.ts staleScore) is not used.
 */
function storedScore(dir: string, judge: string | undefined): { score: RunScore | null; note: string | null; stale: string | null } {
  const ids = readdirSync(dir).filter(isScoreFileName).map(judgeOfScoreFile).sort();
  const pick = judge ?? (ids.includes('rule-based') ? 'rule-based' : ids.length === 1 ? ids[0] : undefined);
  if (!pick || !ids.includes(pick)) return { score: null, note: ids.length ? `no score by ${judge ?? 'one judge'} (found: ${ids.join(', ')})` : null, stale: null };
  const file = join(dir, scoreFileName(pick));
  const score = readScore(file);
  const stale = staleScore(file, score);
  return stale ? { score: null, note: null, stale } : { score, note: null, stale: null };
}

/** A message about a run without the host's path to it (pages never hold host paths). */
function hostFree(message: string, dir: string): string {
  return message.split(`${dir}/`).join('').split(dir).join('this run folder');
}

function entryOf(run: ReadJournal, dir: string, score: RunScore | null, scoredBy: string | null, scoreNote: string | null): RunEntry {
  const s = (run.header.settings ?? {}) as Settings;
  let final = run.records.find((r) => r.type === 'final') as Record<string, unknown> | undefined;
  if (!final) {
    try {
      final = (externalAnswer(dir) as Record<string, unknown> | null) ?? undefined; // an outside agent's answer, beside its served run
    } catch {
      final = undefined;
    }
  }
  const model = String(s.model ?? '(scripted)');
  const task = String(s.task?.id ?? '(none)');
  const trial = Number(s.trial ?? 1);
  const setting = variantLabel(runVariant(run.header.settings as Parameters<typeof runVariant>[0]));
  const usage = final?.usage as { total_tokens?: number } | undefined;
  return {
    id: [modelSlug(model), slug(task), `t${trial}`, ...(setting ? [slug(setting)] : [])].join('--'),
    model,
    group: setting ? `${model} [${setting}]` : model,
    setting,
    task,
    category: String(s.task?.category ?? ''),
    trial,
    servers: [...run.header.servers].sort(),
    status: final ? String(final.status ?? 'answered') : 'unfinished',
    rounds: typeof final?.rounds === 'number' ? final.rounds : 0,
    calls: run.records.filter((r) => r.type === 'call').length,
    tokens: typeof usage?.total_tokens === 'number' ? usage.total_tokens : null,
    cost: typeof final?.cost_usd === 'number' ? final.cost_usd : null,
    acc: score?.acc ?? null,
    execAcc: score?.execAcc ?? null,
    success: score ? score.success : null,
    minefield: score?.minefields.tripped ?? false,
    scoredBy,
    scoreNote,
  };
}

export interface CollectOptions {
  tasks: Map<string, LoadedTask>;
  /** Judge id of the stored scores to show (`rule-based`, `judge-<model>`); default as persona tables. */
  judge?: string;
  onRun?: (done: number, total: number) => void;
}

/** Every run folder's entry and score, sorted by id; the same run given twice is an error. */
export async function collectRuns(dirs: string[], opts: CollectOptions): Promise<LoadedRun[]> {
  const out: LoadedRun[] = [];
  const seen = new Map<string, string>();
  for (let i = 0; i < dirs.length; i += 1) {
    const dir = dirs[i];
    // The journal alone gives the index its figures; the snapshots are read (and their hashes
    // checked) once, when the run's page is written — or here, when the run must be scored.
    const run = readJournal(join(dir, RUN_FILES.journal));
    const stored = storedScore(dir, opts.judge);
    let { score, note } = stored;
    let scoredBy = score ? score.judge.id : null;
    if (!score && !note && (run.header.settings as Settings).model) {
      try {
        [score] = await scoreRuns([openRun(dir)], opts.tasks, ruleBasedJudge);
        scoredBy = 'rule-based (in memory)';
        if (stored.stale) note = `the stored score was not used: ${hostFree(stored.stale, dir)}`;
      } catch (e) {
        note = hostFree(e instanceof PersonaError ? e.message.replace(`${dir}: `, '') : `not scored (${(e as Error).message.split('\n')[0]})`, dir);
      }
    }
    const entry = entryOf(run, dir, score, scoredBy, note);
    const prev = seen.get(entry.id);
    if (prev) throw new PersonaError(`${dir}: the same run (${entry.id}) is also at ${prev}; give each run once`);
    seen.set(entry.id, dir);
    out.push({ entry, dir, score });
    opts.onRun?.(i + 1, dirs.length);
  }
  return out.sort((a, b) => cmp(a.entry.id, b.entry.id));
}

function bars(counts: Map<string, number>, order?: (a: string, b: string) => number): Bar[] {
  return [...counts.entries()].sort((a, b) => (order ? order(a[0], b[0]) : b[1] - a[1] || cmp(a[0], b[0]))).map(([label, value]) => ({ label, value }));
}

function tally(values: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
  return m;
}

const toBars = (m: Record<string, number>, keepZero = false): Bar[] => Object.entries(m).filter(([, v]) => keepZero || v > 0).map(([label, value]) => ({ label, value }));

/** Figure 2 for the tasks the runs cover: the numbers are runtime/tasks/stats.ts's (persona tasks --stats). */
export function taskStats(tasks: LoadedTask[]): TaskStats {
  const s = taskSetStats(tasks.map((t) => t.task));
  const numeric = (a: Bar, b: Bar) => Number(a.label) - Number(b.label);
  return {
    tasks: s.tasks,
    summary: `${s.tasks} task(s), ${s.checkpoints} checkpoints (${s.checkpointsPerTask} per task), ${s.stateChanging} state-changing (${Math.round(s.stateChangingShare * 100)} %), ${s.withMinefields} with minefields; chain length ${s.chainLength.min}–${s.chainLength.max} (median ${s.chainLength.median})`,
    servers: [...toBars(s.involvingServer), ...toBars(s.informationServers)].sort((a, b) => b.value - a.value || cmp(a.label, b.label)),
    chainLengths: toBars(s.chainLength.histogram, true),
    checkpointTypes: toBars(s.checkpointTypes),
    categories: toBars(s.byCategory),
    subsets: toBars(s.byTable7Subset),
    contextItems: bars(tally(tasks.map((t) => String(t.task.context.necessary.length + t.task.context.unnecessary.length))), (a, b) => Number(a) - Number(b)).sort(numeric),
  };
}

function efficiency(runs: LoadedRun[]): EfficiencyPoint[] {
  const scored = runs.filter((r) => r.score);
  return groupScores(scored.map((r) => r.score!)).map((g) => {
    const mine = scored.filter((r) => r.entry.group === g.label).map((r) => r.entry);
    return {
      group: g.label,
      acc: summarize(g.scores).acc,
      tokens: mine.every((e) => e.tokens !== null) ? mean(mine.map((e) => e.tokens!)) : null,
      cost: mine.every((e) => e.cost !== null) ? mean(mine.map((e) => e.cost!)) : null,
      steps: mean(mine.map((e) => e.calls)),
    };
  });
}

/** The index of the report from the collected runs and the tasks they ran. */
export function buildIndex(runs: LoadedRun[], tasks: Map<string, LoadedTask>): ReportIndex {
  const entries = runs.map((r) => r.entry);
  const scores = runs.filter((r) => r.score).map((r) => r.score!);
  const judges = [...new Set(scores.map((s) => s.judge.id))].sort();
  const notes: string[] = [];
  const unscored = entries.filter((e) => e.acc === null).length;
  if (unscored) notes.push(`${unscored} of ${entries.length} run(s) have no score (see their pages)`);
  if (entries.some((e) => e.scoredBy === 'rule-based (in memory)')) notes.push('runs without a stored score were scored in memory by the rule-based judge (persona eval stores scores)');

  const columns: GridColumn[] = [];
  const colKey = (g: string, t: number) => `${g}\0${t}`;
  const colIndex = new Map<string, number>();
  for (const e of [...entries].sort((a, b) => cmp(a.group, b.group) || a.trial - b.trial)) {
    const k = colKey(e.group, e.trial);
    if (!colIndex.has(k)) {
      colIndex.set(k, columns.length);
      columns.push({ group: e.group, trial: e.trial });
    }
  }
  const catRank = (c: string) => (CATEGORIES.indexOf(c as never) + CATEGORIES.length + 1) % (CATEGORIES.length + 1);
  const taskIds = [...new Set(entries.map((e) => e.task))].sort((a, b) => {
    const ca = entries.find((e) => e.task === a)!.category;
    const cb = entries.find((e) => e.task === b)!.category;
    return catRank(ca) - catRank(cb) || cmp(ca, cb) || cmp(a, b);
  });
  const rows: GridRow[] = taskIds.map((task) => {
    const cells: (string | null)[] = columns.map(() => null);
    for (const e of entries.filter((x) => x.task === task)) cells[colIndex.get(colKey(e.group, e.trial))!] = e.id;
    return { task, category: entries.find((e) => e.task === task)!.category, cells };
  });

  const compares: ReportIndex['compares'] = [];
  for (const task of taskIds) {
    const mine = entries.filter((e) => e.task === task);
    if (mine.length < 2) continue;
    const best = [...mine].sort((a, b) => (b.acc ?? -1) - (a.acc ?? -1) || cmp(a.id, b.id))[0];
    compares.push({ task, runs: mine.map((e) => e.id), pairs: mine.filter((e) => e !== best).map((e) => ({ task, base: best.id, other: e.id })) });
  }

  const taskList = [...new Set(entries.map((e) => e.task))].sort().map((id) => tasks.get(id)).filter((t): t is LoadedTask => !!t);
  return {
    runs: entries,
    judge: judges.length ? judges.join(', ') : null,
    tables: scores.length ? paperTables(scores) : [],
    grid: { columns, rows },
    taskStats: taskStats(taskList),
    efficiency: efficiency(runs),
    compares,
    notes,
  };
}
