// create_relations: relations "between entities", so both ends must exist; an existing relation is
// not duplicated.
import { entities, relations, publicRelation, newKey, saved, ok, err } from '../lib/graph.js';

export default function (args, ctx) {
  const names = new Set(entities(ctx).map((e) => e.name));
  for (const r of args.relations) {
    if (!names.has(r.from)) return err(`Entity not found: ${r.from}`);
    if (!names.has(r.to)) return err(`Entity not found: ${r.to}`);
  }
  const existing = relations(ctx);
  const created = [];
  for (const r of args.relations) {
    if (existing.concat(created).some((x) => x.from === r.from && x.to === r.to && x.relationType === r.relationType)) continue;
    created.push(publicRelation(r));
    ctx.create('relations', publicRelation(r), { id: newKey(ctx, 'relations', 'r') });
  }
  saved(ctx);
  return ok({ created });
}
