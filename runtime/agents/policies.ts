// The two reference policies.
//
// oracle: walks the task's ground-truth chain step by step (one step per round; a forEach step's
// calls go out together as parallel tool calls), resolving every argument from task data and the
// results of earlier calls, then answers with the task's answer template. A task it cannot finish
// is a broken task.
//
// naive: reproduces the failure archetypes of the paper's §4.6, deterministically:
//   skip-dependent  skips the ID-resolution steps and passes what the user said (the step's
//                   decoy: a phone number, a name) where the ID is needed, or an invented ID
//   invent-ids      makes only the state-changing calls, with IDs it invents
//   under-explore   looks once (the first step), then acts on the superficially plausible pick
//                   (each step's decoy) without verifying it
//   stop-early      does the first half of the chain correctly, then declares the task done
import { createHash } from 'node:crypto';
import type { Task } from '../tasks/schema.ts';
import { resolveTemplate, stepOfSource, RefError, type Scope } from '../tasks/refs.ts';
import { readConversation, scopeOf, stepCalls, type Conversation } from './chain-walker.ts';
import type { ChatRequest, ToolCall } from './openai.ts';

export interface AgentTurn {
  content: string | null;
  tool_calls?: ToolCall[];
}

export const POLICIES = ['oracle', 'naive'] as const;
export type PolicyName = (typeof POLICIES)[number];
export const ARCHETYPES = ['skip-dependent', 'invent-ids', 'under-explore', 'stop-early'] as const;
export type Archetype = (typeof ARCHETYPES)[number];

function nextCalls(req: ChatRequest, task: Task, conv: Conversation, scope: Scope, run: (i: number) => boolean, missing?: (src: string) => unknown): ToolCall[] | null {
  for (let i = 0; i < task.chain.length; i += 1) {
    if (conv.done.has(i) || !run(i)) continue;
    const calls = stepCalls(req, task, i, scope, missing ? { missing } : {});
    if (calls.length) return calls;
  }
  return null;
}

export function oracleTurn(task: Task, req: ChatRequest): AgentTurn {
  const conv = readConversation(req);
  const scope = scopeOf(task, conv);
  try {
    const calls = nextCalls(req, task, conv, scope, () => true);
    if (calls) return { content: null, tool_calls: calls };
    return { content: String(resolveTemplate(task.answer, scope)) };
  } catch (e) {
    if (!(e instanceof RefError)) throw e;
    // A broken task: say so in the answer, so the run ends and the failing check names the reason.
    return { content: `oracle: cannot continue task ${task.id}: ${e.message}` };
  }
}

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The archetype the naive agent shows on a task: the task's own choice, else one that applies, picked by the task id. */
export function archetypeOf(task: Task): Archetype {
  if (task.naive) return task.naive;
  const applicable = ARCHETYPES.filter((a) => (a === 'skip-dependent' ? task.chain.some((s) => s.role === 'resolve') : a === 'stop-early' ? task.chain.length >= 2 : true));
  return applicable[fnv1a(task.id) % applicable.length];
}

// IDs a model makes up look like real ones: the shape follows the field the reference reads.
const INVENTED_SHAPES: [RegExp, (hex: string) => string][] = [
  [/open_id$/, (h) => `ou_${h.slice(0, 32)}`],
  [/chat_id$/, (h) => `oc_${h.slice(0, 32)}`],
  [/message_id$/, (h) => `om_${h.slice(0, 32)}`],
  [/union_id$/, (h) => `on_${h.slice(0, 32)}`],
  [/event_id$/, (h) => `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}_0`],
  [/calendar_id$/, (h) => `feishu.cn_${h.slice(0, 22)}@group.calendar.feishu.cn`],
  [/(^|[._])user_id$/, (h) => h.slice(0, 8)],
  [/(^|[._])id$/, (h) => h.slice(0, 24)],
];

// Free text the agent never looked up comes out as a vague filler, the way a model papers over a gap.
const TEXTUAL = /(text|content|message|body|summary|title|name|description|subject)$/i;

export function inventedValue(taskId: string, source: string): string {
  const hex = createHash('sha256').update(`mcp-persona/naive/v1\0${taskId}\0${source}`).digest('hex');
  if (/\|\s*(match|match_all|join|replace|lower|string)\b/.test(source)) return 'as discussed';
  let field = source.split('|')[0].trim();
  field = field.replace(/\[[^\]]*\]/g, '').split('.').pop() ?? '';
  for (const [re, shape] of INVENTED_SHAPES) if (re.test(field)) return shape(hex);
  if (TEXTUAL.test(field)) return 'as discussed';
  if (/count$/i.test(field)) return 'a lot';
  return `${field || 'id'}_${hex.slice(0, 12)}`;
}

export function naiveTurn(task: Task, req: ChatRequest): AgentTurn {
  const archetype = archetypeOf(task);
  const conv = readConversation(req);
  const scope = scopeOf(task, conv);
  const n = task.chain.length;
  const firstOperate = task.chain.findIndex((s) => s.role === 'operate');
  const run = (i: number): boolean => {
    const role = task.chain[i].role;
    switch (archetype) {
      case 'skip-dependent':
        return role !== 'resolve';
      case 'invent-ids':
        return role === 'operate';
      case 'under-explore':
        return role === 'operate' || (i === 0 && firstOperate !== 0);
      case 'stop-early':
        return i < Math.max(1, Math.min(n - 1, Math.ceil(n / 2)));
    }
  };
  const useDecoys = archetype !== 'invent-ids';
  const missing = (src: string): unknown => {
    const stepId = stepOfSource(src);
    const step = task.chain.find((s) => s.id === stepId);
    if (useDecoys && step?.decoy !== undefined) return resolveTemplate(step.decoy, scope, { missing: (s) => inventedValue(task.id, s) });
    return inventedValue(task.id, src);
  };
  const calls = nextCalls(req, task, conv, scope, run, missing);
  if (calls) return { content: null, tool_calls: calls };
  // A confident closing line that reports nothing it looked up.
  return { content: `Done — I've taken care of it: ${task.title}.` };
}

export function policyTurn(policy: PolicyName, task: Task, req: ChatRequest): AgentTurn {
  return policy === 'oracle' ? oracleTurn(task, req) : naiveTurn(task, req);
}
