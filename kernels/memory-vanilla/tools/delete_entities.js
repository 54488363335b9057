// delete_entities: removes the entities "and their associated relations".
import { entities, relations, saved, ok } from '../lib/graph.js';

export default function (args, ctx) {
  const names = new Set(args.entityNames);
  let n = 0;
  for (const e of entities(ctx)) if (names.has(e.name)) { ctx.delete(`entities[${e.key}]`); n += 1; }
  for (const r of relations(ctx)) if (names.has(r.from) || names.has(r.to)) ctx.delete(`relations[${r.key}]`);
  saved(ctx);
  return ok(`Deleted ${n} entities`);
}
