// The text views for a terminal: a run's whole conversation (`persona replay`) and entity
// changes, from the same trajectory view the HTML report renders.
import { clipCodePoints } from '../util/unicode.ts';
import { count, showValue, usd } from './format.ts';
import type { EntityView, Trajectory } from './trajectory.ts';

const indent = (s: string, pad: string) => s.split('\n').map((l) => pad + l).join('\n');

function oneLine(v: unknown, max: number): string {
  const s = typeof v === 'string' ? v : JSON.stringify(v) ?? String(v);
  return clipCodePoints(s.replace(/\s+/g, ' '), max);
}

/** Entity changes, one block per entity: `+ created Message 123 "Hello"` then its fields. */
export function formatChanges(changes: EntityView[], pad = '    '): string[] {
  const lines: string[] = [];
  for (const e of changes) {
    const mark = e.change === 'created' ? '+' : e.change === 'deleted' ? '-' : '~';
    lines.push(`${pad}${mark} ${e.change} ${e.server} ${e.type} ${e.id}${e.otherId ? ` (in A: ${e.otherId})` : ''}${e.label ? ` "${e.label}"` : ''}`.trimEnd());
    for (const f of e.fields) {
      const v = e.change === 'updated' ? `${showValue(f.before, f.field, 100)} -> ${showValue(f.after, f.field, 100)}` : showValue(e.change === 'created' ? f.after : f.before, f.field, 120);
      lines.push(`${pad}    ${f.field}: ${v}`);
    }
  }
  return lines;
}

export interface ConversationTextOptions {
  /** Characters of each tool result shown (default 300; 0 = all). */
  resultChars?: number;
}

/** The whole conversation: instruction, each round's model message and tool calls, the final answer. */
export function formatConversation(t: Trajectory, opts: ConversationTextOptions = {}): string {
  const max = opts.resultChars ?? 300;
  const out: string[] = [];
  if (t.torn) out.push(`warning: ${t.torn}`);
  if (t.promptNote) out.push(`note: ${t.promptNote}`);
  if (t.system) out.push('[system]', indent(t.system, '  '), '');
  if (t.user) out.push('[user]', indent(t.user, '  '), '');
  for (const r of t.rounds) {
    const usage = r.usage ? ` (${count(r.usage.prompt_tokens)} in / ${count(r.usage.completion_tokens)} out tokens)` : '';
    out.push(r.round ? `[model, round ${r.round}]${usage}` : '[calls]');
    if (r.reasoning) out.push('  (reasoning)', indent(r.reasoning, '    '));
    if (r.content) out.push(indent(r.content, '  '));
    for (const c of r.calls) {
      // The call lines keep the shape `persona replay` always printed (`#<seq> <clock> <server>/<tool> <args>`).
      const where = c.server ? `${c.server}/${c.tool}` : c.name;
      out.push(`${c.seq === null ? '#-' : `#${c.seq}`} ${c.clock ?? '(not run)'} ${where} ${oneLine(c.args, 200)}`);
      const text = max && c.result.length > max ? `${clipCodePoints(c.result, max)} [${c.result.length} chars]` : c.result;
      out.push(`    -> ${c.status}: ${text.replace(/\n/g, '\n       ')}`);
      out.push(...formatChanges(c.changes, '       '));
    }
    out.push('');
  }
  if (t.final) {
    out.push(`[final answer] (${t.final.status}${t.final.usage ? `, ${count(t.final.usage.total_tokens)} tokens` : ''}${t.final.cost_usd !== null ? `, ${usd(t.final.cost_usd)}` : ''})`);
    out.push(indent(t.final.answer || '(empty)', '  '));
    if (t.final.error) out.push(`  error: ${t.final.error}`);
  } else if (t.rounds.some((r) => r.round > 0)) {
    out.push('[no final answer recorded]');
  }
  return out.join('\n').replace(/\n+$/, '') + '\n';
}
