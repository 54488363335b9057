// Self-FC seed expansion (`persona traverse --expand N`): after the hand-written seeds, a model is
// shown the tools' schemas and the calls made so far (with a clipped answer each) and proposes new
// calls; they are played like hand-written seeds (and failure-induced with --induce). Proposals
// that repeat a call already made (same tool and arguments as canonical JSON), name a tool the
// server does not have, or do not parse are dropped; expansion ends when N new calls were played
// or a round brings nothing new.
import { canonicalJson } from '../util/canonical.ts';
import { clipCodePoints, wellFormedDeep } from '../util/unicode.ts';
import { ruleLabel } from '../fidelity/labels.ts';
import type { ChatMessage } from '../llm/index.ts';
import type { Seed } from './seeds.ts';

export const EXPAND_BATCH = 8;
const MAX_HISTORY = 40;

export interface CallSoFar { tool: string | null; args: unknown; response: unknown }

export const EXPAND_SYSTEM = 'You explore a live MCP server to record how it behaves. You propose new tool calls that exercise '
  + 'behaviour the calls so far have not covered, on the data that exists now.';

export function expandPrompt(tools: { name: string; description?: string; inputSchema?: unknown }[], calls: CallSoFar[], wanted: number): ChatMessage[] {
  const shown = calls.slice(-MAX_HISTORY);
  const lines = [
    '## TOOLS',
    ...tools.map((t) => `- ${t.name}: ${clipCodePoints((t.description ?? '').replace(/\s+/g, ' '), 300)}\n  input schema: ${canonicalJson(t.inputSchema ?? {})}`),
    '',
    `## CALLS SO FAR (${calls.length}${calls.length > shown.length ? `, the last ${shown.length} shown` : ''}; in order, each with the start of its answer)`,
    ...shown.map((c) => `- ${c.tool ?? '(malformed)'} ${canonicalJson(wellFormedDeep(c.args ?? null))} → ${ruleLabel(c.response).verdict}: ${clipCodePoints(canonicalJson(wellFormedDeep(c.response ?? null)), 300)}`),
    '',
    '## TASK',
    `Propose up to ${wanted} NEW valid calls, each different from every call above: tools called rarely or never, other argument combinations and optional arguments, `
      + 'names and ids that exist in the answers above, edge cases a real user would hit. The calls run in the order you give, on the state the calls above left.',
    '',
    '## OUTPUT RULES',
    '- One JSON object per line, {"tool": "<name>", "args": {…}, "intent": "<what it probes>"}, all in ONE ```jsonl code block, nothing else.',
  ];
  return [{ role: 'system', content: EXPAND_SYSTEM }, { role: 'user', content: lines.join('\n') }];
}

/** The proposed calls in an answer; unparseable lines and unknown tools are dropped, with reasons. */
export function parseProposals(answer: string, toolNames: ReadonlySet<string>): { seeds: Seed[]; dropped: string[] } {
  const fence = /```[a-z]*[ \t]*\r?\n([\s\S]*?)```/i.exec(answer);
  const body = fence ? fence[1] : answer;
  const seeds: Seed[] = [];
  const dropped: string[] = [];
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    let v: unknown;
    try { v = JSON.parse(line); } catch { dropped.push(`not JSON: ${clipCodePoints(line, 80)}`); continue; }
    const o = v as { tool?: unknown; args?: unknown; intent?: unknown };
    if (!o || typeof o !== 'object' || typeof o.tool !== 'string') { dropped.push(`no "tool": ${clipCodePoints(line, 80)}`); continue; }
    if (!toolNames.has(o.tool)) { dropped.push(`unknown tool "${clipCodePoints(o.tool, 60)}"`); continue; }
    if (o.args !== undefined && (o.args === null || typeof o.args !== 'object' || Array.isArray(o.args))) { dropped.push(`args of ${o.tool} is not an object`); continue; }
    seeds.push({ tool: o.tool, args: o.args ?? {}, intent: `[expand] ${typeof o.intent === 'string' ? clipCodePoints(o.intent, 200) : 'proposed call'}` });
  }
  return { seeds, dropped };
}

/** The dedup key of a call. */
export const callKey = (tool: string | null | undefined, args: unknown) => canonicalJson([tool ?? null, args ?? null]);
