// create_entities: adds the entities whose name is not in the graph yet. A name already in the
// graph is skipped silently (not an error); two entities with the same new name in one call are
// both added, because the check looks at the graph as it was before the call.
import { loadEntities, entityOut, nextKeys, markSaved } from '../lib/graph.js';
import { payload } from '../lib/result.js';

export default function (args, ctx) {
  const known = new Set(loadEntities(ctx).map((e) => e.name));
  const added = args.entities.filter((e) => !known.has(e.name)).map(entityOut);
  const keys = nextKeys(ctx, 'entities', 'e', added.length);
  added.forEach((e, i) => ctx.create('entities', e, { id: keys[i] }));
  markSaved(ctx);
  return payload(added, { entities: added });
}
