// delete_relations: removes every relation equal to one of the given ones; unknown ones are
// ignored.
import { loadRelations, sameRelation, markSaved } from '../lib/graph.js';
import { done } from '../lib/result.js';

export default function (args, ctx) {
  for (const r of loadRelations(ctx)) {
    if (args.relations.some((d) => sameRelation(d, r))) ctx.delete(`relations[${r.key}]`);
  }
  markSaved(ctx);
  return done('Relations deleted successfully');
}
