// The evidence rule for values (docs/scoring.md, "Evidence"): a checkpoint value earns credit only
// when the trajectory actually obtained it — some successful tool call returned it — and the agent
// then reported it (in its final answer, or, for searches, in the arguments of a later call).
//   returned  some spelling of the value is in the result of a successful call (structured error
//             indicators decide success, as everywhere in scoring), and that call's own arguments
//             do not contain the spelling: a result that echoes what the agent sent obtained nothing
//   reported  some spelling is in the answer (or a later call's arguments) after a returning call
// A value in the answer that no tool result held — typed from the answer key, guessed, or copied
// from the request — earns nothing, however it is spelled. Everything is a pure function of the run.
import { ruleLabel } from '../fidelity/labels.ts';
import { spellings, type ExpectedValue } from './schema.ts';
import type { OpenedRun } from '../run/run-folder.ts';
import type { CallRecord } from '../journal/journal.ts';

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

const SEP = '\u0000';

/** Every string and number in a JSON value, lower-cased and joined: what substring matching reads. */
function leaves(v: unknown, out: string[]): void {
  if (typeof v === 'string') out.push(v);
  else if (typeof v === 'number' || typeof v === 'boolean') out.push(String(v));
  else if (Array.isArray(v)) for (const x of v) leaves(x, out);
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) (out.push(k), leaves(x, out));
}

/** The text a value can be found in: the raw text and, where it is JSON, its unescaped leaves (so `\n` and `\uXXXX` escapes do not hide a value). */
export function haystack(text: string): string {
  const parts = [text];
  try {
    leaves(JSON.parse(text), parts);
  } catch {
    // not JSON: the raw text is all there is
  }
  return parts.join(SEP).toLowerCase();
}

function argsHaystack(args: unknown): string {
  const parts: string[] = [];
  leaves(args, parts);
  return parts.join(SEP).toLowerCase();
}

interface CallHay {
  result: string;
  args: string;
  ok: boolean;
}

const hayCache = new WeakMap<CallRecord, CallHay>();

function hayOf(call: CallRecord): CallHay {
  let h = hayCache.get(call);
  if (!h) {
    h = { result: haystack(resultText(call)), args: argsHaystack(call.args), ok: callOutcome(call).ok };
    hayCache.set(call, h);
  }
  return h;
}

export interface ValueGrounding {
  /** The value as the checkpoint names it (its first spelling). */
  value: string;
  /** The first successful call whose result returned it (not as an echo of its own arguments). */
  returnedBy: { seq: number; server: string; tool: string } | null;
  /** Reported after a returning call: in the answer, or (where allowed) in a later call's arguments. */
  reported: boolean;
}

export interface GroundingOptions {
  /** Only calls of these servers can return the value (null: any server of the run). */
  servers: string[] | null;
  answer: string;
  /** Whether the arguments of a later call count as reporting the value (searches: an ID found, then used). */
  laterArgs: boolean;
  /** For derived values (computed, so in no result): the call that stands as their source when none returned them. */
  source?: { seq: number; server: string; tool: string };
}

/** Does this call return the value: some spelling in its result and not in its own arguments. */
export function returns(call: CallRecord, value: ExpectedValue): boolean {
  const h = hayOf(call);
  if (!h.ok) return false;
  return spellings(value).some((s) => {
    const l = s.toLowerCase();
    return h.result.includes(l) && !h.args.includes(l);
  });
}

export function groundValue(run: OpenedRun, value: ExpectedValue, o: GroundingOptions): ValueGrounding {
  const forms = spellings(value).map((s) => s.toLowerCase());
  const answer = o.answer.toLowerCase();
  const returning = run.calls.filter((c) => (o.servers === null || o.servers.includes(c.server)) && returns(c, value));
  const first = returning[0] ?? o.source;
  const inAnswer = forms.some((f) => answer.includes(f));
  let reported = false;
  if (first) {
    reported = inAnswer || (o.laterArgs && run.calls.some((c) => c.seq > first.seq && forms.some((f) => hayOf(c).args.includes(f))));
  }
  return {
    value: spellings(value)[0],
    returnedBy: first ? { seq: first.seq, server: first.server, tool: first.tool } : null,
    reported,
  };
}

export function groundValues(run: OpenedRun, values: ExpectedValue[], o: GroundingOptions): ValueGrounding[] {
  return values.map((v) => groundValue(run, v, o));
}
