// search_nodes: "match against entity names, types, and observation content" (case-insensitive
// substring), with the relations among the matching entities.
import { entities, relations, publicEntity, publicRelation, ok } from '../lib/graph.js';

export default function (args, ctx) {
  const q = args.query.toLowerCase();
  const found = entities(ctx).filter((e) => [e.name, e.entityType, ...e.observations].some((s) => s.toLowerCase().includes(q)));
  const names = new Set(found.map((e) => e.name));
  const rels = relations(ctx).filter((r) => names.has(r.from) && names.has(r.to));
  return ok({ entities: found.map(publicEntity), relations: rels.map(publicRelation) });
}
