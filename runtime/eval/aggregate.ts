// From stored run scores to the numbers of the tables: runs are grouped by model and setting (the
// run options that shape a run, `RunVariant`), trials are averaged per task, then tasks per
// category and overall — the paper's Acc, SR-0.8 and Exec-Acc — with what we add: bootstrap 95 %
// intervals over tasks, pass^k over trials and the flip rate between trials.
import { canonicalJson } from '../util/canonical.ts';
import { CATEGORIES } from '../tasks/schema.ts';
import { bootstrapCI, flipRate, mean, passHatK } from './metrics.ts';
import { variantLabel, type RunScore, type RunVariant } from './score.ts';

export interface ScoreGroup {
  model: string;
  variant: RunVariant;
  /** `model`, or `model [tools=all, …]` outside the main setting. */
  label: string;
  scores: RunScore[];
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function groupScores(scores: RunScore[]): ScoreGroup[] {
  const groups = new Map<string, ScoreGroup>();
  for (const s of scores) {
    const key = canonicalJson([s.model, s.variant]);
    let g = groups.get(key);
    if (!g) {
      const v = variantLabel(s.variant);
      g = { model: s.model, variant: s.variant, label: v ? `${s.model} [${v}]` : s.model, scores: [] };
      groups.set(key, g);
    }
    g.scores.push(s);
  }
  return [...groups.values()].sort((a, b) => cmp(a.model, b.model) || cmp(variantLabel(a.variant), variantLabel(b.variant)));
}

export interface TaskTrials {
  task: string;
  category: string;
  servers: string[];
  /** By trial number, ascending. */
  trials: RunScore[];
}

export function byTask(scores: RunScore[]): TaskTrials[] {
  const m = new Map<string, TaskTrials>();
  for (const s of scores) {
    let t = m.get(s.task);
    if (!t) {
      t = { task: s.task, category: s.category, servers: s.servers, trials: [] };
      m.set(s.task, t);
    }
    t.trials.push(s);
  }
  for (const t of m.values()) t.trials.sort((a, b) => a.trial - b.trial);
  return [...m.values()].sort((a, b) => cmp(a.task, b.task));
}

export interface Summary {
  tasks: number;
  /** Trials per task: the fewest and the most. */
  trials: { min: number; max: number };
  runs: number;
  categoryAcc: Record<string, number | null>;
  acc: number;
  accCI: [number, number];
  sr: number;
  srCI: [number, number];
  execAcc: number | null;
  execCI: [number, number] | null;
  /** pass^k for k = 1 … the most trials any task has (null where no task has k trials). */
  passK: (number | null)[];
  /** Mean over trial pairs of the share of tasks whose success verdict differs (null with one trial). */
  flipRate: number | null;
  /** Runs that tripped a minefield (forbidden change or collateral damage). */
  minefieldRuns: number;
}

export function summarize(scores: RunScore[]): Summary {
  const tasks = byTask(scores);
  const taskAcc = tasks.map((t) => mean(t.trials.map((s) => s.acc)));
  const taskSr = tasks.map((t) => mean(t.trials.map((s) => (s.success ? 1 : 0))));
  const withExec = tasks.filter((t) => t.trials.some((s) => s.execAcc !== null));
  const taskExec = withExec.map((t) => mean(t.trials.filter((s) => s.execAcc !== null).map((s) => s.execAcc!)));
  const categoryAcc: Record<string, number | null> = {};
  for (const c of CATEGORIES) {
    const idx = tasks.map((t, i) => (t.category === c ? i : -1)).filter((i) => i >= 0);
    categoryAcc[c] = idx.length ? mean(idx.map((i) => taskAcc[i])) : null;
  }
  const counts = tasks.map((t) => t.trials.length);
  const maxTrials = counts.length ? Math.max(...counts) : 0;
  const successes = tasks.map((t) => t.trials.map((s) => s.success));
  const passK = Array.from({ length: maxTrials }, (_, i) => passHatK(successes, i + 1));
  let flip: number | null = null;
  if (maxTrials > 1) {
    const trialNumbers = [...new Set(scores.map((s) => s.trial))].sort((a, b) => a - b);
    const verdicts = (k: number) => new Map(scores.filter((s) => s.trial === k).map((s) => [s.task, s.success]));
    const rates: number[] = [];
    for (let i = 0; i < trialNumbers.length; i += 1) {
      for (let j = i + 1; j < trialNumbers.length; j += 1) {
        const r = flipRate(verdicts(trialNumbers[i]), verdicts(trialNumbers[j]));
        if (r.compared) rates.push(r.rate);
      }
    }
    flip = rates.length ? mean(rates) : null;
  }
  return {
    tasks: tasks.length,
    trials: { min: counts.length ? Math.min(...counts) : 0, max: maxTrials },
    runs: scores.length,
    categoryAcc,
    acc: mean(taskAcc),
    accCI: bootstrapCI(taskAcc),
    sr: mean(taskSr),
    srCI: bootstrapCI(taskSr),
    execAcc: taskExec.length ? mean(taskExec) : null,
    execCI: taskExec.length ? bootstrapCI(taskExec) : null,
    passK,
    flipRate: flip,
    minefieldRuns: scores.filter((s) => s.minefields.tripped).length,
  };
}
