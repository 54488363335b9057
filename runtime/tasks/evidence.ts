// What a run shows about one checkpoint, read from its journal: the calls of the checkpoint's tool
// and whether each succeeded (by the structured error indicators of paper Appendix A.2, not the
// `isError` flag alone: Slack answers `{"ok": false}` and Instagram `{"success": false}` in a
// nominal success), which expected values a call returned and the agent then reported (the
// evidence rule of ./grounding.ts), and a compact call log for the judge.
// Everything here is a pure function of the run folder.
import { callOutcome, groundValues, resultText } from './grounding.ts';
import { clipCodePoints, wellFormed } from '../util/unicode.ts';
import { externalAnswer } from '../run/storage.ts';
import type { OpenedRun } from '../run/run-folder.ts';
import type { FinalRecord } from '../journal/journal.ts';
import type { ExpectedValue } from './schema.ts';

/** Longest string kept in stored evidence and judge prompts (the journal keeps the whole value). */
export const CLIP = 600;

/** Clipped by code points (runtime/util/unicode.ts): never inside a surrogate pair, never a lone surrogate out. */
export function clipText(s: string, max = CLIP): string {
  const clipped = clipCodePoints(s, max, '');
  if (clipped.length === wellFormed(s).length) return clipped;
  const more = [...wellFormed(s)].length - [...clipped].length;
  return `${clipped}… (${more} more characters)`;
}

/** A JSON value with every long string clipped: evidence small enough to store and to prompt with. */
export function clipValue(v: unknown, max = CLIP): unknown {
  if (typeof v === 'string') return clipText(v, max);
  if (Array.isArray(v)) return v.map((x) => clipValue(x, max));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, clipValue(x, max)]));
  return v;
}

export { callOutcome, resultText, type CallOutcome } from './grounding.ts';

export interface RunOutcome {
  answer: string;
  /** `answered`, `max_rounds`, `error`, or `unfinished` when the journal has no final record. */
  status: string;
}

export function runOutcome(run: OpenedRun): RunOutcome {
  const final = run.records.find((r) => r.type === 'final') as FinalRecord | undefined;
  // An outside agent's served run: its answer was given with `persona answer` (runtime/agents/external.ts).
  const external = final ? null : externalAnswer(run.dir);
  if (external) return external;
  return { answer: final?.answer ?? '', status: final ? String(final.status ?? 'answered') : 'unfinished' };
}

export interface SearchEvidence {
  /** Calls of the checkpoint's reference tool (none for `other` checkpoints), and how many succeeded. */
  calls: number;
  succeeded: number;
  /** Expected values returned by a call and then reported: these earn credit. */
  reported: string[];
  /** Expected values not (returned and reported). */
  missing: string[];
  /** Where each returned value came from (the first successful call whose result held it). */
  returned: { value: string; step: number; tool: string }[];
  /** Expected values no successful call returned: nothing the agent writes can earn them. */
  unreturned: string[];
}

/**
 * The value evidence of a search checkpoint (values returned by a call of its server, reported in
 * the answer or a later call's arguments) or of an `other` checkpoint with expected values
 * (returned by any call of the run, reported in the final answer). See ./grounding.ts.
 */
export function valueEvidence(run: OpenedRun, ref: { server: string; tool: string; derived?: boolean } | null, expected: ExpectedValue[], answer: string): SearchEvidence {
  const own = ref ? run.calls.filter((c) => c.server === ref.server && c.tool === ref.tool) : [];
  const firstOk = own.find((c) => callOutcome(c).ok);
  // Derived values (a sum, a count): the first successful call of the checkpoint's tool is their source.
  const source = ref?.derived && firstOk ? { seq: firstOk.seq, server: firstOk.server, tool: firstOk.tool } : undefined;
  const g = groundValues(run, expected, { servers: ref ? [ref.server] : null, answer, laterArgs: ref !== null, source });
  return {
    calls: own.length,
    succeeded: own.filter((c) => callOutcome(c).ok).length,
    reported: g.filter((x) => x.reported).map((x) => x.value),
    missing: g.filter((x) => !x.reported).map((x) => x.value),
    returned: g.filter((x) => x.returnedBy).map((x) => ({ value: x.value, step: x.returnedBy!.seq, tool: `${x.returnedBy!.server}/${x.returnedBy!.tool}` })),
    unreturned: g.filter((x) => !x.returnedBy).map((x) => x.value),
  };
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
