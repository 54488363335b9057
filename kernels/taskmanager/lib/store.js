// Requests and tasks as the kernels see them (see ../state.js for the tree). Lookups go through
// the whole `requests` map rather than a context path, so any id a caller sends (brackets, `*`,
// `__proto__`) is simply "not found"; only ids found in the tree — which the server generated —
// ever become paths.

const hasOwn = (o, k) => Object.prototype.hasOwnProperty.call(o, k);

/** All requests in file order, each with its tasks as an array in file order (copies). */
export function loadRequests(ctx) {
  const map = ctx.get('requests') || {};
  return Object.values(map).map((r) => ({ ...r, tasks: Object.values(r.tasks || {}) }));
}

export function findRequest(ctx, requestId) {
  const map = ctx.get('requests') || {};
  if (!hasOwn(map, requestId)) return null;
  const r = map[requestId];
  return { ...r, tasks: Object.values(r.tasks || {}) };
}

export const requestPath = (requestId) => `requests[${requestId}]`;
export const taskPath = (requestId, taskId) => `requests[${requestId}].tasks[${taskId}]`;

// Ids are recomputed from the file on every call: the highest number in use + 1. A deleted task's
// id therefore comes back when it was the highest, the quirk the traces show (task-4 deleted, the
// next task created is task-4 again).
function highest(ids, prefix) {
  let max = 0;
  for (const id of ids) {
    const m = typeof id === 'string' && id.startsWith(prefix) ? /^\d+$/.exec(id.slice(prefix.length)) : null;
    if (m) max = Math.max(max, Number(m[0]));
  }
  return max;
}

export function nextRequestId(requests) {
  return `req-${highest(requests.map((r) => r.requestId), 'req-') + 1}`;
}

/** Ids for `count` new tasks: numbered after the highest task id of any request. */
export function nextTaskIds(requests, count) {
  const max = highest(requests.flatMap((r) => r.tasks.map((t) => t.id)), 'task-');
  return Array.from({ length: count }, (_, i) => `task-${max + i + 1}`);
}

/** A new task as the real server stores it (fields in its order). */
export const newTask = (id, input) => ({ id, title: input.title, description: input.description, done: false, approved: false, completedDetails: '' });

/** The file is (re)written by every call that changes something. */
export function markSaved(ctx) {
  if (ctx.exists('storage')) ctx.set('storage.exists', true);
  else ctx.set('storage', { file: '/srv/live/taskmanager/tasks.json', exists: true });
}
