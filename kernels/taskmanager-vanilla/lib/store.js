// Documentation-only task manager: helpers over the shared context tree (requests with their
// tasks as id-keyed maps, see ../../taskmanager/state.js). Written from the tool names,
// descriptions and input schemas alone.

const hasOwn = (o, k) => Object.prototype.hasOwnProperty.call(o, k);

export function requests(ctx) {
  return Object.values(ctx.get('requests') || {}).map((r) => ({ ...r, tasks: Object.values(r.tasks || {}) }));
}

export function request(ctx, id) {
  const all = ctx.get('requests') || {};
  return hasOwn(all, id) ? { ...all[id], tasks: Object.values(all[id].tasks || {}) } : null;
}

export function saved(ctx) {
  if (ctx.exists('storage')) ctx.set('storage.exists', true);
}

/** Fresh ids: a running number over everything of that kind. */
export function nextId(existing, prefix) {
  let n = existing.length + 1;
  while (existing.includes(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

export function progress(r) {
  const rows = r.tasks.map((t) => `| ${t.id} | ${t.title} | ${t.done ? 'done' : 'pending'} | ${t.approved ? 'yes' : 'no'} |`);
  return ['| Task | Title | Status | Approved |', '|---|---|---|---|', ...rows].join('\n');
}

export const ok = (value) => ({ content: [{ type: 'text', text: JSON.stringify(value, null, 2) }] });
export const err = (message) => ({ content: [{ type: 'text', text: `Error: ${message}` }], isError: true });
