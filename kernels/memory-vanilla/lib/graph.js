// Documentation-only memory server: helpers over the shared context tree (entities and relations
// as id-keyed maps, see ../../memory/state.js). Written from the tool names, descriptions and input
// schemas alone, without looking at the real server's behaviour.

export function entities(ctx) {
  return ctx.entries('entities').map(({ id, entity }) => ({ key: id, ...entity }));
}

export function relations(ctx) {
  return ctx.entries('relations').map(({ id, entity }) => ({ key: id, ...entity }));
}

export const publicEntity = (e) => ({ name: e.name, entityType: e.entityType, observations: e.observations });
export const publicRelation = (r) => ({ from: r.from, to: r.to, relationType: r.relationType });

export function newKey(ctx, collection, prefix) {
  let n = ctx.entries(collection).length + 1;
  while (ctx.exists(`${collection}[${prefix}${n}]`)) n += 1;
  return `${prefix}${n}`;
}

export function saved(ctx) {
  if (ctx.exists('storage')) ctx.set('storage.exists', true);
}

export const ok = (value) => ({ content: [{ type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) }] });
export const err = (message) => ({ content: [{ type: 'text', text: `Error: ${message}` }], isError: true });
