// The in-isolate side of a session: holds each server's context tree, runs kernels through the
// handler, and answers the host with strings only (no references cross the boundary).
//
// Trust: this module, the context helpers and the intrinsics are loaded and frozen (SES
// lockdown, global bindings sealed) before any kernel, and kernels cannot import this module
// (the sandbox's resolver refuses it). Whatever a kernel throws, returns or leaves behind is
// inspected only here, while the host's time limit runs; the host receives a string built here.
import * as handlerModule from '../context/handler.js';
import * as kernelContextModule from '../context/kernel-context.js';
import * as idsModule from '../context/ids.js';
import * as pathsModule from '../context/paths.js';

const { createHandler, indexHierarchy, ContextError, wellFormedJson } = handlerModule;
const { createKernelContext } = kernelContextModule;
const { sfc32 } = idsModule;

// Kernels import the context helpers too: freeze what they could otherwise reach and modify.
for (const m of [handlerModule, kernelContextModule, idsModule, pathsModule]) for (const k of Object.keys(m)) harden(m[k]);

const setCall = globalThis.__personaSetCall;
delete globalThis.__personaSetCall;

// Own references, taken before kernel code exists (the intrinsics are frozen anyway).
const stringify = JSON.stringify;
const parse = JSON.parse;
const isArray = Array.isArray;

/** server -> { tree, hierarchy, kernels } */
const servers = Object.create(null);
/** The handler of the call in progress, so the host can roll it back after a timeout. */
let pending = null;

const NOT_SERIALIZABLE = '{"fault":{"kind":"throw","message":"thrown value (not serializable)"}}';
const BROKEN = '{"fault":{"kind":"invalid-result","message":"kernel result could not be read"}}';

export function registerServer(name, kernels, hierarchyJson) {
  servers[name] = { name, tree: {}, hierarchy: indexHierarchy(parse(hierarchyJson)), kernels: { ...kernels } };
}

export function loadTree(name, treeJson) {
  servers[name].tree = parse(treeJson);
}

export function getTree(name) {
  return stringify(servers[name].tree);
}

// Text about a thrown value. Any step may itself throw (a Proxy whose traps throw, a getter that
// loops until the time limit): the caller catches, and a looping one is stopped by the limit.
function describeThrown(e) {
  if (e instanceof ContextError) return `${e.code}: ${e.message}`;
  if (e instanceof Error) {
    const name = e.name;
    const message = e.message;
    return `${typeof name === 'string' ? name : 'Error'}: ${typeof message === 'string' ? message : ''}`;
  }
  if (typeof e === 'string') return `thrown value: ${stringify(e)}`;
  const s = stringify(e);
  return typeof s === 'string' ? `thrown value: ${s}` : 'thrown value (not serializable)';
}

function fault(kind, message) {
  return wellFormedJson(stringify({ fault: { kind, message } }));
}

function isResult(r) {
  return r !== null && typeof r === 'object' && isArray(r.content)
    && r.content.every((c) => c !== null && typeof c === 'object' && typeof c.type === 'string');
}

// The kernel's result as JSON data, read once: getters and toJSON run here, under the limit, and
// the host sees only the text.
function resultJson(result, ops) {
  const raw = stringify({ result, ops });
  if (typeof raw !== 'string') return null;
  // The text rule at the boundary: a result that cut an emoji in half carries U+FFFD instead.
  const text = wellFormedJson(raw);
  const copy = parse(text);
  return isResult(copy.result) ? text : null;
}

function runKernel(entry, tool, argsJson, clockMs, seq, seedWords) {
  const kernel = entry.kernels[tool];
  if (typeof kernel !== 'function') return fault('throw', `no kernel for ${tool}`);
  const random = sfc32(seedWords);
  setCall(clockMs, random);
  const handler = createHandler(entry.tree, { hierarchy: entry.hierarchy, newId: (t) => ctx.id(t) });
  const ctx = createKernelContext(handler.api, { nowMs: clockMs, random, server: entry.name, seq });
  pending = handler;
  try {
    let result;
    try {
      result = kernel(argsJson === '' ? undefined : parse(argsJson), ctx);
    } catch (e) {
      handler.rollback();
      let message;
      try {
        message = describeThrown(e);
      } catch (_) {
        message = 'thrown value (not serializable)';
      }
      return fault('throw', message);
    }
    let out = null;
    let invalid = 'kernel did not return a CallToolResult ({content: [{type, …}]})';
    try {
      if (result !== null && (typeof result === 'object' || typeof result === 'function') && typeof result.then === 'function') {
        invalid = 'kernel returned a promise; kernels must be synchronous';
      } else if (isResult(result)) {
        out = resultJson(result, handler.ops);
      }
    } catch (_) {
      out = null;
      invalid = 'kernel result could not be read';
    }
    if (out === null) {
      handler.rollback();
      return fault('invalid-result', invalid);
    }
    return out;
  } finally {
    // Retired, but still pending: promise jobs the kernel left run after this returns, under the
    // same time limit; if they overrun it, the host rolls this call back through rollbackPending.
    handler.retire();
  }
}

/**
 * Run one kernel. `seed` is four 32-bit words drawn by the host from (run seed, server, seq);
 * an empty `argsJson` means the call carried no arguments at all.
 * Always returns a string of JSON: {result, ops} or {fault}. It never throws: a value thrown out
 * of here would be copied to the host outside the time limit.
 */
export function dispatch(server, tool, argsJson, clockMs, seq, s0, s1, s2, s3) {
  try {
    const entry = servers[server];
    if (!entry) return fault('throw', `no such server in this sandbox: ${server}`);
    const out = runKernel(entry, tool, argsJson, clockMs, seq, [s0, s1, s2, s3]);
    return typeof out === 'string' ? out : BROKEN;
  } catch (_) {
    // Only reachable when even the fault text could not be built (e.g. the stack is exhausted).
    try {
      if (pending) pending.rollback();
    } catch (_e) { /* the host rolls back through rollbackPending */ }
    return NOT_SERIALIZABLE;
  }
}

/** Undo the mutations of a call that was interrupted (time limit). */
export function rollbackPending() {
  try {
    if (pending) {
      pending.rollback();
      pending.retire();
    }
  } finally {
    pending = null;
  }
  return '';
}
