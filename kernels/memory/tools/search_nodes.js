// search_nodes: entities whose name, type or any observation contains the query, ignoring case
// (an empty query matches all), with every relation that starts or ends at one of them. Only the
// matching entities are returned, even when another entity has the same name.
import { subgraph } from '../lib/subgraph.js';
import { payload } from '../lib/result.js';

export default function (args, ctx) {
  const q = args.query.toLowerCase();
  const hit = (s) => s.toLowerCase().includes(q);
  const graph = subgraph(ctx, (e) => hit(e.name) || hit(e.entityType) || e.observations.some(hit));
  return payload(graph, graph);
}
