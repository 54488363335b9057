// open_nodes: the named entities and the relations among them.
import { entities, relations, publicEntity, publicRelation, ok } from '../lib/graph.js';

export default function (args, ctx) {
  const names = new Set(args.names);
  const found = entities(ctx).filter((e) => names.has(e.name));
  const rels = relations(ctx).filter((r) => names.has(r.from) && names.has(r.to));
  return ok({ entities: found.map(publicEntity), relations: rels.map(publicRelation) });
}
