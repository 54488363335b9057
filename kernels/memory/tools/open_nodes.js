// open_nodes: the entities with the given names (graph order, unknown and repeated names ignored)
// and every relation that starts or ends at one of them.
import { subgraph } from '../lib/subgraph.js';
import { payload } from '../lib/result.js';

export default function (args, ctx) {
  const names = new Set(args.names);
  const graph = subgraph(ctx, (e) => names.has(e.name));
  return payload(graph, graph);
}
