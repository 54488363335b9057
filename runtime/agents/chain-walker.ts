// What the reference agents share: reading a conversation back into the results of the task's
// chain steps, and turning the next step into tool calls. The agents are stateless — every
// request carries the whole conversation, so the next move is a pure function of it — which is
// what lets them sit behind an HTTP endpoint and be recorded into cassettes like any model.
//
// Tool-call ids name the step and the element: `call_<step index>_<k>`.
import type { Task, Step } from '../tasks/schema.ts';
import { evaluate, resolveTemplate, type Scope, type ResolveOptions } from '../tasks/refs.ts';
import { COLLISION_SEPARATOR } from '../mcp/catalog.ts';
import { contentText, type ChatRequest, type ToolCall } from './openai.ts';

export interface StepOutcome {
  /** Parsed results (JSON where the text is JSON), one per call. */
  results: unknown[];
  texts: string[];
}

export interface Conversation {
  /** Steps already acted on (tool calls were made), by index. */
  done: Set<number>;
  outcomes: Map<number, StepOutcome>;
}

const CALL_ID = /^call_(\d+)_(\d+)$/;

export function callId(step: number, k: number): string {
  return `call_${step}_${k}`;
}

function parseResult(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function readConversation(req: ChatRequest): Conversation {
  const done = new Set<number>();
  const outcomes = new Map<number, StepOutcome>();
  for (const m of req.messages) {
    if (m.role === 'assistant') {
      for (const c of m.tool_calls ?? []) {
        const hit = CALL_ID.exec(c.id);
        if (hit) done.add(Number(hit[1]));
      }
    } else if (m.role === 'tool') {
      const hit = CALL_ID.exec(m.tool_call_id);
      if (!hit) continue;
      const [step, k] = [Number(hit[1]), Number(hit[2])];
      const o = outcomes.get(step) ?? { results: [], texts: [] };
      const text = contentText(m.content);
      o.texts[k] = text;
      o.results[k] = parseResult(text);
      outcomes.set(step, o);
    }
  }
  return { done, outcomes };
}

/** The scope references see: `steps.<id>.result` (a list for forEach steps), `.text`, `.results`, `.texts`; `vars`; `task`. */
export function scopeOf(task: Task, conv: Conversation): Scope {
  const steps: Record<string, unknown> = {};
  task.chain.forEach((s, i) => {
    const o = conv.outcomes.get(i);
    if (!o) return;
    steps[s.id] = { result: s.forEach ? o.results : o.results[0], text: s.forEach ? o.texts : o.texts[0], results: o.results, texts: o.texts };
  });
  return { steps, vars: task.vars, task: { id: task.id, instruction: task.instruction } };
}

/** The name the endpoint exposes for a server's tool: the real name, or `<server>__<tool>` where names collide. */
export function exposedName(req: ChatRequest, server: string, tool: string): string {
  const names = new Set((req.tools ?? []).map((t) => t.function.name));
  const prefixed = `${server}${COLLISION_SEPARATOR}${tool}`;
  if (names.has(prefixed)) return prefixed;
  return tool;
}

/** The calls of one step: one, or one per element of its forEach list (possibly none). */
export function stepCalls(req: ChatRequest, task: Task, index: number, scope: Scope, opts: ResolveOptions = {}): ToolCall[] {
  const step: Step = task.chain[index];
  const name = exposedName(req, step.server, step.tool);
  let items: unknown[] = [undefined];
  if (step.forEach) {
    let list: unknown;
    try {
      list = evaluate(step.forEach, scope);
    } catch (e) {
      if (!opts.missing) throw e;
      list = [opts.missing(step.forEach, e as never)];
    }
    items = Array.isArray(list) ? list : list === undefined ? [] : [list];
  }
  return items.map((item, k) => {
    const args = resolveTemplate(step.args, step.forEach ? { ...scope, item, index: k } : scope, opts);
    return { id: callId(index, k), type: 'function', function: { name, arguments: JSON.stringify(args) } };
  });
}

/** Find the task whose instruction the conversation's first user message carries. */
export function findTask(req: ChatRequest, tasks: Task[]): Task | null {
  const first = req.messages.find((m) => m.role === 'user');
  if (!first) return null;
  const text = contentText(first.content);
  return tasks.find((t) => text.includes(t.instruction)) ?? null;
}
