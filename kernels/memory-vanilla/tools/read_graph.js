// read_graph: the entire knowledge graph.
import { entities, relations, publicEntity, publicRelation, ok } from '../lib/graph.js';

export default function (_args, ctx) {
  return ok({ entities: entities(ctx).map(publicEntity), relations: relations(ctx).map(publicRelation) });
}
