// delete_observations: removes every occurrence of the given observations from the first entity
// with that name. An unknown entity is skipped silently.
import { loadEntities, markSaved } from '../lib/graph.js';
import { done } from '../lib/result.js';

export default function (args, ctx) {
  const entities = loadEntities(ctx);
  const changed = new Set();
  for (const d of args.deletions) {
    const entity = entities.find((e) => e.name === d.entityName);
    if (!entity) continue;
    const kept = entity.observations.filter((o) => !d.observations.includes(o));
    if (kept.length !== entity.observations.length) changed.add(entity);
    entity.observations = kept;
  }
  for (const e of changed) ctx.update(`entities[${e.key}]`, { observations: e.observations });
  markSaved(ctx);
  return done('Observations deleted successfully');
}
