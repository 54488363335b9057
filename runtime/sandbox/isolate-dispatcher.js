// The in-isolate side of a session: holds each server's context tree, runs kernels through the
// handler, and answers the host with JSON strings only (no references cross the boundary).
import { createHandler, indexHierarchy, ContextError } from '../context/handler.js';
import { createKernelContext } from '../context/kernel-context.js';
import { sfc32 } from '../context/ids.js';

const setCall = globalThis.__personaSetCall;
delete globalThis.__personaSetCall;

/** server -> { tree, hierarchy, kernels } */
const servers = Object.create(null);
/** The handler of the call in progress, so the host can roll it back after a timeout. */
let pending = null;

export function registerServer(name, kernels, hierarchyJson) {
  servers[name] = { tree: {}, hierarchy: indexHierarchy(JSON.parse(hierarchyJson)), kernels };
}

export function loadTree(name, treeJson) {
  servers[name].tree = JSON.parse(treeJson);
}

export function getTree(name) {
  return JSON.stringify(servers[name].tree);
}

function describeThrown(e) {
  if (e instanceof ContextError) return `${e.code}: ${e.message}`;
  if (e instanceof Error) return `${e.name}: ${e.message}`;
  try {
    return `thrown value: ${JSON.stringify(e)}`;
  } catch (_) {
    return 'thrown value (not serializable)';
  }
}

function fault(kind, message) {
  return JSON.stringify({ fault: { kind, message } });
}

function isResult(r) {
  return r !== null && typeof r === 'object' && Array.isArray(r.content)
    && r.content.every((c) => c !== null && typeof c === 'object' && typeof c.type === 'string');
}

/**
 * Run one kernel. `seed` is four 32-bit words drawn by the host from (run seed, server, seq);
 * an empty `argsJson` means the call carried no arguments at all.
 * Returns JSON: {result, ops} or {fault}.
 */
export function dispatch(server, tool, argsJson, clockMs, seq, s0, s1, s2, s3) {
  const entry = servers[server];
  if (!entry) return fault('throw', `no such server in this sandbox: ${server}`);
  const kernel = entry.kernels[tool];
  if (typeof kernel !== 'function') return fault('throw', `no kernel for ${server}/${tool}`);
  const random = sfc32([s0, s1, s2, s3]);
  setCall(clockMs, random);
  const handler = createHandler(entry.tree, { hierarchy: entry.hierarchy, newId: (t) => ctx.id(t) });
  const ctx = createKernelContext(handler.api, { nowMs: clockMs, random, server, seq });
  pending = handler;
  let out;
  try {
    const result = kernel(argsJson === '' ? undefined : JSON.parse(argsJson), ctx);
    if (result && typeof result.then === 'function') {
      handler.rollback();
      out = fault('invalid-result', 'kernel returned a promise; kernels must be synchronous');
    } else if (!isResult(result)) {
      handler.rollback();
      out = fault('invalid-result', 'kernel did not return a CallToolResult ({content: [{type, …}]})');
    } else {
      out = JSON.stringify({ result, ops: handler.ops });
    }
  } catch (e) {
    handler.rollback();
    out = fault('throw', describeThrown(e));
  }
  pending = null;
  return out;
}

/** Undo the mutations of a call that was interrupted (time limit). */
export function rollbackPending() {
  if (pending) pending.rollback();
  pending = null;
}
