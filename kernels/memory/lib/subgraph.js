// The part of the graph that search_nodes and open_nodes return: the entities a predicate selects
// (graph order), and the relations with at least one endpoint among the selected entities' names
// (one endpoint is enough, so relations to entities outside the selection, or to no entity at all,
// are included).
import { loadEntities, loadRelations, entityOut, relationOut } from './graph.js';

export function subgraph(ctx, select) {
  const entities = loadEntities(ctx).filter(select);
  const chosen = new Set(entities.map((e) => e.name));
  const relations = loadRelations(ctx).filter((r) => chosen.has(r.from) || chosen.has(r.to));
  return { entities: entities.map(entityOut), relations: relations.map(relationOut) };
}
