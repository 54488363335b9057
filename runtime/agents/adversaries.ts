// Adversarial reference policies: agents that look right without doing the work. They are the
// benchmark's own validity check — every bundled task must hold against them (docs/scoring.md,
// "Validity"; test/agents-adversarial.test.ts) — and are registered beside `oracle` and `naive`
// in ./registry.ts (`persona run --model silent`, no endpoint or key needed). Same shape as the
// policies of ./policies.ts: a pure function of the task and the request.
//
//   silent   no tool calls; a generic "done" answer
//   parrot   no tool calls; an answer that quotes every expected value of the task (it has read
//            the answer key)
//   claimer  makes only the read steps of the chain (search, resolve — never one that needs an
//            operate step's result), then claims it did everything, quoting the oracle's answer
//            where it can be composed and every expected value
//   decoy    walks the whole chain, but acts on the wrong-but-similar entity: every state-changing
//            step uses the decoy (what a careless agent picks: the other Wei He, the first event
//            it saw) of the steps that declare one, and it answers like the oracle. On a task
//            without decoys it is the oracle.
import type { Task } from '../tasks/schema.ts';
import { spellings } from '../tasks/schema.ts';
import { parseRef, resolveTemplate, stepOf, stepOfSource, templateRefs, RefError, type Scope } from '../tasks/refs.ts';
import { readConversation, scopeOf, stepCalls } from './chain-walker.ts';
import type { AgentTurn } from './policies.ts';
import type { ChatRequest } from './openai.ts';

export const ADVERSARIES = ['silent', 'parrot', 'claimer', 'decoy'] as const;
export type AdversaryName = (typeof ADVERSARIES)[number];

/** Every string the answer key holds: each spelling of each expected value, and the strings of operate and state expectations. */
export function answerKey(task: Task): string[] {
  const out: string[] = [];
  const strings = (v: unknown): void => {
    if (typeof v === 'string') out.push(v);
    else if (typeof v === 'number') out.push(String(v));
    else if (Array.isArray(v)) v.forEach(strings);
    else if (v && typeof v === 'object') Object.values(v).forEach(strings);
  };
  for (const c of task.checkpoints) {
    if ('expected' in c && c.expected) for (const v of c.expected) out.push(...spellings(v));
    if (c.type === 'operate' && c.expect) strings(c.expect);
    if (c.type === 'other' && c.state) strings(c.state.expect);
  }
  return [...new Set(out)];
}

/** The steps a step's arguments (or forEach list) read. */
function dependsOn(task: Task, index: number): Set<string> {
  const step = task.chain[index];
  const refs = templateRefs(step.args);
  if (step.forEach) refs.push(parseRef(step.forEach));
  return new Set(refs.map(stepOf).filter((s): s is string => s !== null));
}

/** Read steps that need no state-changing step's result, directly or through another step. */
export function readOnlySteps(task: Task): Set<number> {
  const tainted = new Set<string>();
  const out = new Set<number>();
  task.chain.forEach((step, i) => {
    const needsWrite = [...dependsOn(task, i)].some((d) => tainted.has(d));
    if (step.role === 'operate' || needsWrite) tainted.add(step.id);
    else out.add(i);
  });
  return out;
}

/** The oracle's answer where the scope can compose it, else null. */
function composedAnswer(task: Task, scope: Scope): string | null {
  try {
    return String(resolveTemplate(task.answer, scope));
  } catch (e) {
    if (e instanceof RefError) return null;
    throw e;
  }
}

export function silentTurn(task: Task): AgentTurn {
  return { content: `Done — I've taken care of it: ${task.title}.` };
}

export function parrotTurn(task: Task): AgentTurn {
  return { content: `Done — ${task.title}. For the record: ${answerKey(task).join('; ')}.` };
}

export function claimerTurn(task: Task, req: ChatRequest): AgentTurn {
  const conv = readConversation(req);
  const scope = scopeOf(task, conv);
  for (const i of readOnlySteps(task)) {
    if (conv.done.has(i)) continue;
    let calls;
    try {
      calls = stepCalls(req, task, i, scope);
    } catch (e) {
      if (e instanceof RefError) continue; // a read whose inputs the results do not give: skip it
      throw e;
    }
    if (calls.length) return { content: null, tool_calls: calls };
  }
  const told = composedAnswer(task, scope);
  return { content: `All done: ${task.title}. ${told ?? ''} Everything is in place — ${answerKey(task).join('; ')}.`.replace(/\s+/g, ' ') };
}

export function decoyTurn(task: Task, req: ChatRequest): AgentTurn {
  const conv = readConversation(req);
  const scope = scopeOf(task, conv);
  const decoys = new Map(task.chain.filter((s) => s.decoy !== undefined).map((s) => [s.id, s]));
  // What a state-changing step sees: the scope without the results of decoy-bearing steps, so
  // every reference to them falls to the decoy.
  const blind: Scope = { ...scope, steps: Object.fromEntries(Object.entries(scope.steps as Record<string, unknown>).filter(([id]) => !decoys.has(id))) };
  const missing = (src: string): unknown => {
    const id = stepOfSource(src);
    const step = id ? decoys.get(id) : undefined;
    if (!step) throw new RefError(`no decoy for "${src}"`);
    return resolveTemplate(step.decoy, scope);
  };
  for (let i = 0; i < task.chain.length; i += 1) {
    if (conv.done.has(i)) continue;
    const operate = task.chain[i].role === 'operate';
    let calls;
    try {
      calls = operate ? stepCalls(req, task, i, blind, { missing }) : stepCalls(req, task, i, scope);
    } catch (e) {
      if (e instanceof RefError) continue;
      throw e;
    }
    if (calls.length) return { content: null, tool_calls: calls };
  }
  return { content: composedAnswer(task, scope) ?? `Done — ${task.title}.` };
}

