// delete_entities: removes every entity with one of the names (duplicates included) and every
// relation from or to one of them. Unknown names are not an error, and relations pointing at a
// name that has no entity are dropped too.
import { loadEntities, loadRelations, markSaved } from '../lib/graph.js';
import { done } from '../lib/result.js';

export default function (args, ctx) {
  const names = new Set(args.entityNames);
  for (const e of loadEntities(ctx)) if (names.has(e.name)) ctx.delete(`entities[${e.key}]`);
  for (const r of loadRelations(ctx)) if (names.has(r.from) || names.has(r.to)) ctx.delete(`relations[${r.key}]`);
  markSaved(ctx);
  return done('Entities deleted successfully');
}
