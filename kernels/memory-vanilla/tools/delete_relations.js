// delete_relations: removes the matching relations.
import { relations, saved, ok } from '../lib/graph.js';

export default function (args, ctx) {
  let n = 0;
  for (const r of relations(ctx)) {
    if (args.relations.some((d) => d.from === r.from && d.to === r.to && d.relationType === r.relationType)) { ctx.delete(`relations[${r.key}]`); n += 1; }
  }
  saved(ctx);
  return ok(`Deleted ${n} relations`);
}
