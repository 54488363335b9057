// create_relations: adds the relations not in the graph yet (same from, to and relationType).
// Endpoints are not checked: a relation may name entities that do not exist.
import { loadRelations, relationOut, sameRelation, nextKeys, markSaved } from '../lib/graph.js';
import { payload } from '../lib/result.js';

export default function (args, ctx) {
  const known = loadRelations(ctx);
  const added = args.relations.filter((r) => !known.some((k) => sameRelation(k, r))).map(relationOut);
  const keys = nextKeys(ctx, 'relations', 'r', added.length);
  added.forEach((r, i) => ctx.create('relations', r, { id: keys[i] }));
  markSaved(ctx);
  return payload(added, { relations: added });
}
