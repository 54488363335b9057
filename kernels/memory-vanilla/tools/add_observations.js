// add_observations: "Add new observations to existing entities"; an unknown entity is an error.
import { entities, saved, ok, err } from '../lib/graph.js';

export default function (args, ctx) {
  const all = entities(ctx);
  for (const o of args.observations) if (!all.some((e) => e.name === o.entityName)) return err(`Entity not found: ${o.entityName}`);
  const results = [];
  for (const o of args.observations) {
    const e = all.find((x) => x.name === o.entityName);
    const added = o.contents.filter((c) => !e.observations.includes(c));
    e.observations = e.observations.concat(added);
    ctx.update(`entities[${e.key}]`, { observations: e.observations });
    results.push({ entityName: o.entityName, added });
  }
  saved(ctx);
  return ok({ results });
}
