// The knowledge graph as the kernels see it: entities and relations in file order, each with the
// key it has in the context tree (see ../state.js for the tree's shape and why keys are synthetic).

/** Entities in file order: `{ key, name, entityType, observations }` (copies). */
export function loadEntities(ctx) {
  return ctx.entries('entities').map(({ id, entity }) => ({
    key: id, name: entity.name, entityType: entity.entityType, observations: entity.observations.slice(),
  }));
}

/** Relations in file order: `{ key, from, to, relationType }` (copies). */
export function loadRelations(ctx) {
  return ctx.entries('relations').map(({ id, entity }) => ({
    key: id, from: entity.from, to: entity.to, relationType: entity.relationType,
  }));
}

/** The public form of an entity or relation, fields in the order the real server prints them. */
export const entityOut = (e) => ({ name: e.name, entityType: e.entityType, observations: e.observations.slice() });
export const relationOut = (r) => ({ from: r.from, to: r.to, relationType: r.relationType });

export const sameRelation = (a, b) => a.from === b.from && a.to === b.to && a.relationType === b.relationType;

/** Keys for `count` new members of a collection: after the highest `<prefix><n>` in use. */
export function nextKeys(ctx, collection, prefix, count) {
  let max = 0;
  for (const { id } of ctx.entries(collection)) {
    const m = id.startsWith(prefix) ? /^\d+$/.exec(id.slice(prefix.length)) : null;
    if (m) max = Math.max(max, Number(m[0]));
  }
  return Array.from({ length: count }, (_, i) => `${prefix}${max + i + 1}`);
}

/**
 * Every mutating tool rewrites the whole file, even when nothing changed (an empty
 * create_entities on a fresh server creates an empty file), so the file exists afterwards.
 */
export function markSaved(ctx) {
  if (ctx.exists('storage')) ctx.set('storage.exists', true);
  else ctx.set('storage', { file: '/srv/live/memory/memory.jsonl', exists: true });
}
