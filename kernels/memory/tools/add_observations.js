// add_observations: appends the contents an entity does not have yet. Items apply in order (a
// second item for the same entity sees the first one's additions); within one item, contents are
// compared with the entity as it was, so a repeated new content is added twice. An unknown entity
// fails the whole call and nothing is saved.
import { loadEntities, markSaved } from '../lib/graph.js';
import { payload, fail } from '../lib/result.js';

export default function (args, ctx) {
  const entities = loadEntities(ctx);
  const changed = new Set();
  const results = [];
  for (const item of args.observations) {
    const entity = entities.find((e) => e.name === item.entityName);
    if (!entity) return fail(`Entity with name ${item.entityName} not found`);
    const addedObservations = item.contents.filter((c) => !entity.observations.includes(c));
    entity.observations.push(...addedObservations);
    if (addedObservations.length > 0) changed.add(entity);
    results.push({ entityName: item.entityName, addedObservations });
  }
  for (const e of changed) ctx.update(`entities[${e.key}]`, { observations: e.observations });
  markSaved(ctx);
  return payload(results, { results });
}
