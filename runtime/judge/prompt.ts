// The LLM judge's prompt for one checkpoint. It combines
//   - the paper's checkpoint scoring (§3.4, Appendix A.2): 0 / 0.5 / 1 per checkpoint, against the
//     annotated ground truth (exact values for searches; tool, operate type, summary and affected
//     context for operations);
//   - LiveMCPEval's criteria (LiveMCPBench, Appendix H.2): information must come from the tool
//     calls, not the model's own knowledge, and tasks that must change something are judged on
//     the change being made;
//   - the executors' evidence: what the journal shows was created, changed or deleted, and any
//     forbidden change or collateral damage of the run;
//   - the value evidence: which expected values a successful tool call returned (and at which step)
//     and which none did. Cases the evidence decides never reach the judge (runtime/judge/rules.ts).
// The text is a pure function of the case, so identical cases give identical requests (and hit
// the same cassette entry).
import { canonicalJson } from '../util/canonical.ts';
import { clipText, clipValue } from '../tasks/evidence.ts';
import type { CheckpointCase } from './types.ts';
import type { ChatMessage } from '../llm/types.ts';

/** Bumped whenever the wording changes: recorded in score files (and it changes every cassette key). */
export const JUDGE_PROMPT_VERSION = 2;

/** The most tool calls a prompt lists (the checkpoint's own tool is always listed). */
const MAX_LOGGED_CALLS = 40;

export const JUDGE_SYSTEM_PROMPT = [
  'You are the checkpoint judge of MCP-Persona, a benchmark of LLM agents that use the MCP tools of a',
  "person's own applications (chat, calendar, notes, mail, social media). An agent was given the user's",
  'request and the tools; you score ONE checkpoint of its run.',
  '',
  'Scores:',
  '  1    the checkpoint is achieved',
  '  0.5  partly achieved: the right lookup or action with a minor error or omission (one of several',
  '       values missing, a small wrong detail, part of a list)',
  '  0    not achieved, done on the wrong target, or not attempted',
  '',
  'Criteria (follow them strictly):',
  '1. Information must come from the tool calls in the log. A value the agent states, or an ID it uses,',
  '   that no earlier tool result contains came from its own knowledge or was made up: it does not count,',
  '   even when it happens to be right.',
  '2. Changes are judged by the executor evidence (what the journal shows was created, changed or',
  '   deleted), never by what the agent claims in its answer. A checkpoint that asks for a change is',
  '   not achieved unless the change was made.',
  '3. For a search checkpoint, compare the ground-truth values with what the agent reported in its final',
  '   answer or used in later tool calls; another wording of the same value is fine. Only values the',
  '   evidence lists as returned by a tool call can earn credit.',
  '4. A different tool than the reference one is fine when it achieves the checkpoint.',
  '5. A tool result that carries an error (isError, "ok": false, "success": false, a non-zero code, an',
  '   "error" field) did not succeed.',
  '6. A forbidden change or collateral damage (a change to something the task does not concern) that',
  '   concerns this checkpoint makes it 0.',
  '',
  'Answer with one JSON object and nothing else, of the form',
  '{"score": <0, 0.5 or 1>, "reason": "<one or two sentences>"}',
].join('\n');

function checkpointLines(c: CheckpointCase): string[] {
  const cp = c.checkpoint;
  const lines = [`Checkpoint ${c.index + 1} of ${c.task.checkpoints.length} (${cp.type}): ${cp.summary}`];
  if (cp.type === 'operate') {
    lines.push(`Reference tool: ${cp.server}/${cp.tool}; operation: ${cp.operate_type}`);
    if (cp.entityType) lines.push(`Entity type: ${cp.entityType}`);
    if (cp.affected) lines.push(`Affected context: ${cp.affected}`);
    if (cp.parent) lines.push(`Created under: ${cp.parent}`);
    if (cp.expect) lines.push(`Expected values: ${canonicalJson(cp.expect)}`);
  } else if (cp.type === 'other') {
    if (cp.expected) lines.push(`Ground-truth values: ${canonicalJson(cp.expected)}`);
    if (cp.call) lines.push(`Checks a call: ${canonicalJson(cp.call)}`);
    if (cp.state) lines.push(`Checks a state reached: ${canonicalJson(cp.state)}`);
  } else {
    lines.push(`Reference tool: ${cp.server}/${cp.tool}`);
    lines.push(`Ground-truth values: ${canonicalJson(cp.expected)}`);
  }
  return lines;
}

function evidenceLines(c: CheckpointCase): string[] {
  const lines: string[] = [];
  if (c.executor) {
    const e = c.executor;
    lines.push(`Executor evidence (${e.executor}, from the journal's patches): ${e.reason}`);
    if (e.entity) lines.push(`  entity: ${e.entity.type} ${e.entity.path}`);
    if (e.value !== undefined) lines.push(`  ${e.executor === 'DeleteDataExecutor' ? 'removed' : 'created'} value: ${canonicalJson(clipValue(e.value, 400) ?? null)}`);
    if (e.changes) lines.push(`  changed fields: ${canonicalJson(clipValue(e.changes, 300))}`);
    if (e.steps.length) lines.push(`  journal steps: ${e.steps.join(', ')}`);
  }
  if (c.search) {
    if (c.checkpoint.type !== 'other') lines.push(`Calls of the reference tool: ${c.search.calls} (${c.search.succeeded} succeeded)`);
    for (const r of c.search.returned) lines.push(`Returned by a tool call: ${JSON.stringify(r.value)} (step ${r.step}, ${r.tool})${c.search.reported.includes(r.value) ? ', reported verbatim' : ', not reported verbatim'}`);
    if (c.search.unreturned.length) lines.push(`Returned by no successful tool call (cannot earn credit): ${c.search.unreturned.map((v) => JSON.stringify(v)).join(', ')}`);
  }
  const mf = c.minefields;
  if (mf.tripped && c.checkpoint.type === 'operate') {
    for (const f of mf.forbidden) lines.push(`FORBIDDEN change made: ${f.summary} (${f.change} ${f.type} ${f.path})`);
    for (const d of mf.collateral) lines.push(`Collateral damage: ${d.change} ${d.type} ${d.path}${d.label ? ` "${d.label}"` : ''} on ${d.server}`);
  }
  return lines;
}

function callLines(c: CheckpointCase): string[] {
  const cp = c.checkpoint;
  const own = (call: CheckpointCase['calls'][number]) => 'tool' in cp && call.server === cp.server && call.tool === cp.tool;
  let calls = c.calls;
  if (calls.length > MAX_LOGGED_CALLS) {
    // Keep the checkpoint's own tool calls and the last ones before the answer.
    const keep = new Set([...calls.filter(own), ...calls.slice(-(MAX_LOGGED_CALLS / 2))].map((x) => x.seq));
    calls = calls.filter((x) => keep.has(x.seq)).slice(-MAX_LOGGED_CALLS);
  }
  const lines = [`Tool calls (${c.calls.length} in the run${calls.length < c.calls.length ? `, ${calls.length} shown` : ''}):`];
  if (!c.calls.length) lines.push('  (none)');
  for (const call of calls) {
    lines.push(`  step ${call.seq}: ${call.server}/${call.tool} ${canonicalJson(call.args ?? null)} -> ${call.ok ? 'ok' : `FAILED (${call.outcome})`}`);
    lines.push(`    result: ${own(call) ? call.result : clipText(call.result, 300)}`.replace(/\n/g, '\n    '));
  }
  return lines;
}

export function judgePrompt(c: CheckpointCase): ChatMessage[] {
  const t = c.task;
  const user = [
    `User request: ${t.instruction}`,
    t.context.necessary.length ? `Context the agent was given: ${t.context.necessary.join(' ')}` : 'Context the agent was given: (none beyond the request)',
    '',
    ...checkpointLines(c),
    '',
    ...evidenceLines(c),
    ...callLines(c),
    '',
    `Final answer (${c.status}): ${c.answer ? clipText(c.answer, 2000) : '(none)'}`,
  ].join('\n');
  return [
    { role: 'system', content: JUDGE_SYSTEM_PROMPT },
    { role: 'user', content: user },
  ];
}

/** Index of the `}` that closes the object opening at `start` (string-aware), or -1. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth += 1;
    else if (ch === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The score in a judge's answer, or null when none can be read (then the rule-based judge decides). */
export function parseJudgeScore(text: string): { score: 0 | 0.5 | 1; reason: string } | null {
  const body = text.replace(/```(?:json)?/gi, '');
  // Objects that open with a "score" or "reason" key; the last valid one wins (a model may think
  // aloud, or quote an example, before its verdict).
  const starts = [...body.matchAll(/\{\s*"(?:score|reason)"\s*:/g)].map((m) => m.index!).reverse();
  for (const start of starts) {
    const end = closingBrace(body, start);
    if (end < 0) continue;
    let obj: unknown;
    try {
      obj = JSON.parse(body.slice(start, end + 1));
    } catch {
      continue;
    }
    const o = obj as Record<string, unknown>;
    const raw = typeof o.score === 'string' && o.score.trim() !== '' ? Number(o.score) : o.score;
    if (raw !== 0 && raw !== 0.5 && raw !== 1) continue;
    return { score: raw, reason: typeof o.reason === 'string' ? o.reason.trim() : '' };
  }
  return null;
}
