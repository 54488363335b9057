// Scoring runs: per checkpoint a score in {0, 0.5, 1} with its reason and evidence, per task and
// trial Acc (mean checkpoint score), Exec-Acc (mean of the executor-verified execution
// checkpoints) and the minefield report, which zeroes Acc and Exec-Acc whatever the judge.
//
//   checkpoint score  the judge's (rule-based or LLM); operate checkpoints with exact values are
//                     decided by the executors whichever judge is used
//   exec score        the execution-based evaluation of §3.4, for the execution checkpoints —
//                     searches and operations, not `other` (log-based):
//                       search   the annotated ground-truth values against the agent's output
//                                (the rule-based reading, whatever the judge)
//                       operate  the executor's verdict where the checkpoint states exact values;
//                                the call log's (operate other); otherwise the judge's score from
//                                the executor evidence (the paper's "LLM judges then determine …
//                                based on the actual updates of the context")
//   acc               mean checkpoint score; 0 when a minefield is tripped (executor-verified, so whatever the judge)
//   execAcc           mean exec score (null when the task has no execution checkpoint); 0 when a
//                     minefield is tripped (it is executor-verified, hence rule-based, whatever the judge)
//   success           acc > 0.8 (SR-0.8)
import { PersonaError } from '../util/errors.ts';
import { canonicalHash } from '../util/canonical.ts';
import { checkRun } from '../tasks/check.ts';
import { modelSlug } from '../run/storage.ts';
import { callLog, clipValue, runOutcome, type SearchEvidence } from '../tasks/evidence.ts';
import { runUsage, type RunUsage } from './cost.ts';
import { changesCache, minefields, type MinefieldReport } from '../tasks/minefields.ts';
import { SUCCESS_THRESHOLD, taskAcc } from './metrics.ts';
import { ruleJudgment } from '../judge/rules.ts';
import type { Evidence } from '../tasks/executors.ts';
import type { OpenedRun } from '../run/run-folder.ts';
import type { LoadedTask } from '../tasks/load.ts';
import type { Checkpoint } from '../tasks/schema.ts';
import type { CheckpointCase, CheckpointJudge, DecidedBy, JudgeInfo, Score } from '../judge/types.ts';

export const SCORE_FORMAT = 'mcp-persona/score';
export const SCORE_VERSION = 1;

/** The run options that define an experimental setting (a row of the tables). */
export interface RunVariant {
  tools: string;
  skills: string;
  context: string;
  distractors: number;
  maxRounds: number;
  temperature: number | null;
  seed: number;
}

export const DEFAULT_VARIANT: RunVariant = { tools: 'task', skills: 'none', context: 'all', distractors: 0, maxRounds: 20, temperature: null, seed: 0 };

/** The settings that differ from the paper's main setting, e.g. `tools=all, distractors=5` ('' for the main setting). */
export function variantLabel(v: RunVariant): string {
  return (Object.keys(DEFAULT_VARIANT) as (keyof RunVariant)[])
    .filter((k) => v[k] !== DEFAULT_VARIANT[k])
    .map((k) => `${k}=${v[k]}`)
    .join(', ');
}

export interface CheckpointScore {
  index: number;
  type: Checkpoint['type'];
  summary: string;
  score: Score;
  by: DecidedBy;
  reason: string;
  /** Search and operate checkpoints: the execution-based score behind Exec-Acc. */
  exec?: Score;
  /** The rule-based score, when another judge decided. */
  rules?: { score: Score; reason: string };
  evidence?: { executor?: Evidence; search?: SearchEvidence };
}

export interface RunScore {
  format: typeof SCORE_FORMAT;
  version: typeof SCORE_VERSION;
  task: string;
  category: string;
  model: string;
  trial: number;
  /** The run folder relative to its output folder: <model>/<task>/trial-<k>. */
  run: string;
  variant: RunVariant;
  servers: string[];
  taskHash: string;
  judge: JudgeInfo;
  status: string;
  calls: number;
  acc: number;
  /** Acc before the minefield penalty. */
  checkpointAcc: number;
  execAcc: number | null;
  success: boolean;
  /** A minefield zeroed Acc and Exec-Acc. */
  penalized: boolean;
  checkpoints: CheckpointScore[];
  minefields: MinefieldReport;
  /** The journal scored (its sha256): persona tables does not count the score once it changes. */
  journal: { sha256: string };
  /** Tokens and cost the run recorded (./cost.ts); absent when it recorded none. */
  usage?: RunUsage;
}

interface HeaderSettings {
  model?: string;
  trial?: number;
  seed?: number;
  maxRounds?: number;
  tools?: string;
  context?: string;
  temperature?: number | null;
  distractors?: { count?: number };
  skills?: { choice?: string };
  task?: { id?: string; category?: string; hash?: string };
}

export function runVariant(s: HeaderSettings): RunVariant {
  return {
    tools: s.tools ?? DEFAULT_VARIANT.tools,
    skills: s.skills?.choice ?? DEFAULT_VARIANT.skills,
    context: s.context ?? DEFAULT_VARIANT.context,
    distractors: s.distractors?.count ?? 0,
    maxRounds: s.maxRounds ?? DEFAULT_VARIANT.maxRounds,
    temperature: s.temperature ?? null,
    seed: s.seed ?? 0,
  };
}

export interface PreparedRun {
  run: OpenedRun;
  task: LoadedTask;
  settings: HeaderSettings;
  status: string;
  cases: CheckpointCase[];
  minefields: MinefieldReport;
}

/** Everything about a run that needs no judge: check, executors, rules, minefields, evidence. */
export function prepareRun(run: OpenedRun, tasks: Map<string, LoadedTask>): PreparedRun {
  const settings = run.header.settings as HeaderSettings;
  const id = settings.task?.id;
  if (!id || !settings.model) throw new PersonaError(`${run.dir}: not an agent run (its journal header names no task or model; score runs made by persona run)`);
  const task = tasks.get(id);
  if (!task) throw new PersonaError(`${run.dir}: task "${id}" is not among the loaded tasks (give --tasks-dir for runs of your own tasks)`);
  if (settings.task?.hash && settings.task.hash !== canonicalHash(task.task)) {
    throw new PersonaError(`${run.dir}: the run was made with another version of task "${id}" (${task.file} changed since); rerun it, or score it with --tasks-dir holding the version it ran`);
  }
  if (run.torn) throw new PersonaError(`${run.dir}: the journal is cut off (${run.torn.reason}); rerun it (persona run --resume)`);
  const { answer, status } = runOutcome(run);
  const check = checkRun(run, task.task);
  const changesOf = changesCache(run);
  const mf = minefields(run, task.task, check, changesOf);
  const calls = callLog(run);
  const cases = task.task.checkpoints.map((checkpoint, index): CheckpointCase => {
    const { rule, search } = ruleJudgment({ run, checkpoint, check: check.checkpoints[index], answer, status, changesOf });
    return { task: task.task, index, checkpoint, answer, status, executor: check.checkpoints[index].evidence, search, calls, minefields: mf, rule };
  });
  return { run, task, settings, status, cases, minefields: mf };
}

function assemble(p: PreparedRun, judge: JudgeInfo, judged: { score: Score; reason: string; by: DecidedBy }[]): RunScore {
  const t = p.task.task;
  const checkpoints = p.cases.map((c, i): CheckpointScore => {
    const j = judged[i];
    const cp = c.checkpoint;
    const out: CheckpointScore = { index: c.index, type: cp.type, summary: cp.summary, score: j.score, by: j.by, reason: j.reason };
    if (cp.type === 'operate') {
      // The executor (or call log) decides where it can; a summary-only change is the judge's call.
      const summaryOnly = !c.rule.exact && cp.operate_type !== 'other';
      out.exec = summaryOnly ? j.score : c.rule.score;
    } else if (cp.type !== 'other') {
      // Searches: the annotated ground-truth values against the agent's output, as the rules read it.
      out.exec = c.rule.score;
    }
    if (j.by === 'judge' || j.by === 'rules-fallback') out.rules = { score: c.rule.score, reason: c.rule.reason };
    const evidence: CheckpointScore['evidence'] = {};
    if (c.executor) evidence.executor = clipValue(c.executor) as Evidence;
    if (c.search) evidence.search = c.search;
    if (Object.keys(evidence).length) out.evidence = evidence;
    return out;
  });
  const checkpointAcc = taskAcc(checkpoints.map((c) => c.score));
  const execScores = checkpoints.filter((c) => c.exec !== undefined).map((c) => c.exec!);
  const penalized = p.minefields.tripped;
  // The minefields are executor-verified: they zero Acc whatever the judge (a judge never sees the exact
  // change checkpoints a forbidden change would concern, so it cannot apply the penalty itself).
  const acc = penalized ? 0 : checkpointAcc;
  const execAcc = execScores.length ? (penalized ? 0 : taskAcc(execScores)) : null;
  const s = p.settings;
  const usage = runUsage(p.run);
  return {
    format: SCORE_FORMAT, version: SCORE_VERSION,
    task: t.id, category: t.category, model: String(s.model), trial: Number(s.trial ?? 1),
    run: `${modelSlug(String(s.model))}/${t.id}/trial-${Number(s.trial ?? 1)}`,
    variant: runVariant(s), servers: [...p.run.header.servers].sort(), taskHash: canonicalHash(t), judge,
    status: p.status, calls: p.run.calls.length,
    acc, checkpointAcc, execAcc, success: acc > SUCCESS_THRESHOLD, penalized,
    checkpoints, minefields: p.minefields,
    journal: { sha256: p.run.journalSha256 },
    ...(usage ? { usage } : {}),
  };
}

/** Everything about runs that needs no judge (the slow part: journals replayed, executors run). */
export function prepareRuns(runs: OpenedRun[], tasks: Map<string, LoadedTask>): PreparedRun[] {
  return runs.map((r) => prepareRun(r, tasks));
}

/** Scores prepared runs with a judge (several judges can score the same preparation); results in order. */
export async function scorePrepared(prepared: PreparedRun[], judge: CheckpointJudge, onProgress?: (done: number, total: number) => void): Promise<RunScore[]> {
  const cases = prepared.flatMap((p) => p.cases);
  const judged = await judge.judge(cases, onProgress);
  let at = 0;
  return prepared.map((p) => {
    const mine = judged.slice(at, at + p.cases.length);
    at += p.cases.length;
    return assemble(p, judge.info, mine);
  });
}

/** Scores runs with a judge; results in the order of `runs`. */
export async function scoreRuns(runs: OpenedRun[], tasks: Map<string, LoadedTask>, judge: CheckpointJudge, onProgress?: (done: number, total: number) => void): Promise<RunScore[]> {
  return scorePrepared(prepareRuns(runs, tasks), judge, onProgress);
}
