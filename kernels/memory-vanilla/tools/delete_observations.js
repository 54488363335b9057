// delete_observations: removes the listed observations from each entity; an unknown entity is an
// error.
import { entities, saved, ok, err } from '../lib/graph.js';

export default function (args, ctx) {
  const all = entities(ctx);
  for (const d of args.deletions) if (!all.some((e) => e.name === d.entityName)) return err(`Entity not found: ${d.entityName}`);
  for (const d of args.deletions) {
    const e = all.find((x) => x.name === d.entityName);
    ctx.update(`entities[${e.key}]`, { observations: e.observations.filter((o) => !d.observations.includes(o)) });
  }
  saved(ctx);
  return ok('Observations deleted');
}
