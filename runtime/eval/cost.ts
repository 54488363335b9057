// Tokens and cost per task per model — the data behind the paper's Figure 3 — from what each run
// recorded: the `final` record's token totals (the sum of the provider-reported usage of every model
// call) and its cost (from `persona run --price`). Score files carry them (RunScore.usage), so
// `persona tables` shows them without reading a journal, and `persona eval --summary` prints them.
import type { OpenedRun } from '../run/run-folder.ts';
import type { RunScore } from './score.ts';
import { groupScores } from './aggregate.ts';
import type { Table } from './tables.ts';

export interface RunUsage {
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
  /** Where the provider reported them. */
  reasoningTokens?: number;
  cachedTokens?: number;
  /** USD; null when the run had no --price. */
  costUsd: number | null;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The run's recorded usage, or null when its final record carries none (an external agent's run, an older run). */
export function runUsage(run: OpenedRun): RunUsage | null {
  const final = run.records.find((r) => r.type === 'final') as Record<string, unknown> | undefined;
  const u = final?.usage as Record<string, unknown> | undefined;
  if (!u || typeof u !== 'object') return null;
  const input = num(u.prompt_tokens) ?? 0;
  const output = num(u.completion_tokens) ?? 0;
  const out: RunUsage = { inputTokens: input, outputTokens: output, totalTokens: num(u.total_tokens) ?? input + output, costUsd: num(final?.cost_usd) ?? null };
  if (num(u.reasoning_tokens) !== undefined) out.reasoningTokens = num(u.reasoning_tokens);
  if (num(u.cached_tokens) !== undefined) out.cachedTokens = num(u.cached_tokens);
  return out;
}

export interface TaskCost {
  model: string;
  task: string;
  runs: number;
  /** Means over the task's trials. */
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
  reasoningTokens: number | null;
  costUsd: number | null;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** One row per model (and setting) and task, in a fixed order; runs without recorded usage are left out. */
export function taskCosts(scores: RunScore[]): TaskCost[] {
  const rows: TaskCost[] = [];
  for (const g of groupScores(scores)) {
    const byTask = new Map<string, RunUsage[]>();
    for (const s of g.scores) if (s.usage) byTask.set(s.task, [...(byTask.get(s.task) ?? []), s.usage]);
    for (const task of [...byTask.keys()].sort(cmp)) {
      const us = byTask.get(task)!;
      const reasoning = us.filter((u) => u.reasoningTokens !== undefined);
      const priced = us.every((u) => u.costUsd !== null);
      rows.push({
        model: g.label, task, runs: us.length,
        inputTokens: mean(us.map((u) => u.inputTokens)),
        outputTokens: mean(us.map((u) => u.outputTokens)),
        totalTokens: mean(us.map((u) => u.totalTokens)),
        reasoningTokens: reasoning.length ? mean(reasoning.map((u) => u.reasoningTokens!)) : null,
        costUsd: priced ? mean(us.map((u) => u.costUsd!)) : null,
      });
    }
  }
  return rows;
}

const tokens = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
const usd = (n: number | null) => (n === null ? 'n/a' : n.toFixed(6));

/** `persona tables --table cost`: Figure 3's data. */
export function costTable(scores: RunScore[]): Table {
  const rows = taskCosts(scores);
  return {
    id: 'cost',
    title: 'Tokens and cost per task and model (Figure 3 data; means over trials, as the runs recorded them)',
    columns: ['Model', 'Task', 'Runs', 'Input tokens', 'Output tokens', 'Total tokens', 'Reasoning tokens', 'Cost (USD)'],
    rows: rows.map((r) => [r.model, r.task, String(r.runs), tokens(r.inputTokens), tokens(r.outputTokens), tokens(r.totalTokens), r.reasoningTokens === null ? null : tokens(r.reasoningTokens), r.costUsd === null ? null : usd(r.costUsd)]),
    notes: ['Tokens as each provider reported them (reasoning tokens are part of output tokens where reported); cost from persona run --price (– when no price was given).'],
  };
}

/** Lines for `persona eval --summary` under a group: per-task means, then the group's mean per task. */
export function costSummaryLines(scores: RunScore[]): string[] {
  const rows = taskCosts(scores);
  if (!rows.length) return [];
  const per = (f: (r: TaskCost) => number) => mean(rows.map(f));
  const priced = rows.every((r) => r.costUsd !== null);
  const lines = [`    tokens per task: ${tokens(Math.round(per((r) => r.inputTokens)))} in, ${tokens(Math.round(per((r) => r.outputTokens)))} out; cost per task ${priced ? `$${usd(per((r) => r.costUsd!))}` : 'n/a'} (mean over ${rows.length} task(s))`];
  for (const r of rows) lines.push(`      ${r.task}: ${tokens(r.inputTokens)} in, ${tokens(r.outputTokens)} out${r.reasoningTokens !== null ? ` (${tokens(r.reasoningTokens)} reasoning)` : ''}, ${r.costUsd === null ? 'cost n/a' : `$${usd(r.costUsd)}`}`);
  return lines;
}
