// read_graph: the whole graph in file order.
import { loadEntities, loadRelations, entityOut, relationOut } from '../lib/graph.js';
import { payload } from '../lib/result.js';

export default function (_args, ctx) {
  const graph = { entities: loadEntities(ctx).map(entityOut), relations: loadRelations(ctx).map(relationOut) };
  return payload(graph, graph);
}
