// What a run shows about one checkpoint, read from its journal: the calls of the checkpoint's tool
// and whether each succeeded (by the structured error indicators of paper Appendix A.2, not the
// `isError` flag alone: Slack answers `{"ok": false}` and Instagram `{"success": false}` in a
// nominal success), the expected values the agent reported, and a compact call log for the judge.
// Everything here is a pure function of the run folder.
import { ruleLabel } from '../fidelity/labels.ts';
import type { OpenedRun } from '../run/run-folder.ts';
import type { CallRecord, FinalRecord } from '../journal/journal.ts';
import { reportedValues } from '../tasks/check.ts';

/** Longest string kept in stored evidence and judge prompts (the journal keeps the whole value). */
export const CLIP = 600;

export function clipText(s: string, max = CLIP): string {
  return s.length > max ? `${s.slice(0, max)}… (${s.length - max} more characters)` : s;
}

/** A JSON value with every long string clipped: evidence small enough to store and to prompt with. */
export function clipValue(v: unknown, max = CLIP): unknown {
  if (typeof v === 'string') return clipText(v, max);
  if (Array.isArray(v)) return v.map((x) => clipValue(x, max));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, clipValue(x, max)]));
  return v;
}

export interface CallOutcome {
  ok: boolean;
  /** Which indicator decided (`isError: true`, `text ok: false`, `no error indicator`). */
  reason: string;
}

export function callOutcome(call: CallRecord): CallOutcome {
  const label = ruleLabel(call.result);
  return { ok: label.verdict === 'success', reason: label.reason };
}

export function resultText(call: CallRecord): string {
  return call.result.content.map((c) => (typeof c.text === 'string' ? c.text : JSON.stringify(c))).join('\n');
}

export interface RunOutcome {
  answer: string;
  /** `answered`, `max_rounds`, `error`, or `unfinished` when the journal has no final record. */
  status: string;
}

export function runOutcome(run: OpenedRun): RunOutcome {
  const final = run.records.find((r) => r.type === 'final') as FinalRecord | undefined;
  return { answer: final?.answer ?? '', status: final ? String(final.status ?? 'answered') : 'unfinished' };
}

export interface SearchEvidence {
  calls: number;
  succeeded: number;
  /** Expected values found in the agent's output (final answer, or arguments of a later call). */
  reported: string[];
  missing: string[];
}

/**
 * The search-checkpoint reading of runtime/tasks/check.ts, with calls judged by the structured
 * error indicators: the values must appear after the first successful call of the tool.
 */
export function searchEvidence(run: OpenedRun, server: string, tool: string, expected: string[], answer: string): SearchEvidence {
  const calls = run.calls.filter((c) => c.server === server && c.tool === tool);
  const ok = calls.filter((c) => callOutcome(c).ok);
  if (!ok.length) return { calls: calls.length, succeeded: 0, reported: [], missing: [...expected] };
  return { calls: calls.length, succeeded: ok.length, ...reportedValues(run, ok[0].seq, expected, answer) };
}

export interface LoggedCall {
  seq: number;
  server: string;
  tool: string;
  args: unknown;
  ok: boolean;
  outcome: string;
  result: string;
}

/** The run's tool calls for a judge prompt: arguments and clipped result text, in order. */
export function callLog(run: OpenedRun, resultChars = 800): LoggedCall[] {
  return run.calls.map((c) => {
    const o = callOutcome(c);
    return { seq: c.seq, server: c.server, tool: c.tool, args: clipValue(c.args, 300), ok: o.ok, outcome: o.reason, result: clipText(resultText(c), resultChars) };
  });
}
