// create_entities: "Create multiple new entities in the knowledge graph". Names identify entities,
// so a name that already exists is an error and nothing is created.
import { entities, publicEntity, newKey, saved, ok, err } from '../lib/graph.js';

export default function (args, ctx) {
  const names = new Set(entities(ctx).map((e) => e.name));
  for (const e of args.entities) {
    if (names.has(e.name)) return err(`Entity already exists: ${e.name}`);
    names.add(e.name);
  }
  for (const e of args.entities) ctx.create('entities', publicEntity(e), { id: newKey(ctx, 'entities', 'e') });
  saved(ctx);
  return ok({ created: args.entities.map(publicEntity) });
}
