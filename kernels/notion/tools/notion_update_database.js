// PATCH /v1/databases/{database_id} with { title?, description?, properties? } (the server sends
// only the fields that are set). Renaming or deleting a property carries over to every row.
import { argsMissing, apiResponse, validationError, Fail } from '../lib/respond.js';
import { pathId } from '../lib/ids.js';
import { archivedMessage, scan } from '../lib/store.js';
import { visibleDatabase, applySchema, readTitle } from '../lib/databases.js';
import { renderDatabase } from '../lib/render.js';
import { stamp } from '../lib/time.js';

export default function (args, ctx) {
  const missing = argsMissing(args);
  if (missing) return missing;
  const id = pathId(ctx, 'database_id', args.database_id);
  if (id instanceof Fail) return id.result;
  const title = readTitle(ctx, 'title', args.title || undefined);
  if (title instanceof Fail) return title.result;
  const description = readTitle(ctx, 'description', args.description || undefined);
  if (description instanceof Fail) return description.result;
  const db = visibleDatabase(ctx, id);
  if (db instanceof Fail) return db.result;
  const read = applySchema(ctx, db.properties, args.properties || undefined, false);
  if (read instanceof Fail) return read.result;
  const archived = archivedMessage(ctx, 'database', id);
  if (archived) return validationError(ctx, archived);
  const changes = {};
  if (title) changes.title = title;
  if (description) changes.description = description;
  if (args.properties) changes.properties = read.schema;
  if (Object.keys(changes).length) {
    changes.last_edited_time = stamp(ctx);
    changes.last_edited_by = ctx.get('bot_id');
    ctx.update(`databases[${id}]`, changes);
  }
  // Rows keep their values under the new names; dropped or retyped properties lose theirs.
  if (read.renamed.length || read.removed.length || read.retyped.length) {
    const rows = [];
    scan(ctx, 'pages', (p) => { if (p.parent.database_id === id) rows.push(p.id); });
    for (const rowId of rows) {
      const props = ctx.get(`pages[${rowId}].properties`);
      const next = {};
      for (const [name, v] of Object.entries(props)) {
        if (read.removed.includes(name) || read.retyped.includes(name)) continue;
        const rename = read.renamed.find(([from]) => from === name);
        next[rename ? rename[1] : name] = v;
      }
      ctx.update(`pages[${rowId}]`, { properties: next });
    }
  }
  return apiResponse(ctx, renderDatabase(ctx, ctx.get(`databases[${id}]`)));
}
