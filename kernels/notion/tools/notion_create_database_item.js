// POST /v1/pages with { parent: { database_id }, properties }: a new row. Only the properties sent
// are stored; the rest read as empty. The title may be left out (an untitled row).
import { argsMissing, apiResponse, validationError, fieldError, Fail } from '../lib/respond.js';
import { normalizeId } from '../lib/ids.js';
import { archivedMessage } from '../lib/store.js';
import { visibleDatabase } from '../lib/databases.js';
import { readValues, addOptions } from '../lib/pages.js';
import { renderPage } from '../lib/render.js';
import { stamp } from '../lib/time.js';

export default function (args, ctx) {
  const missing = argsMissing(args);
  if (missing) return missing;
  if (args.database_id === undefined) {
    return validationError(ctx, 'body failed validation. Fix one:\nbody.parent.page_id should be defined, instead was `undefined`.\nbody.parent.database_id should be defined, instead was `undefined`.');
  }
  const dbId = normalizeId(args.database_id);
  if (!dbId) return fieldError(ctx, 'body', 'parent.database_id', 'a valid uuid', args.database_id);
  if (args.properties === undefined) return fieldError(ctx, 'body', 'properties', 'defined', undefined);
  const db = visibleDatabase(ctx, dbId);
  if (db instanceof Fail) return db.result;
  const read = readValues(ctx, db.properties, args.properties);
  if (read instanceof Fail) return read.result;
  const archived = archivedMessage(ctx, 'database', dbId);
  if (archived) return validationError(ctx, archived);
  addOptions(ctx, dbId, read.newOptions);
  const when = stamp(ctx);
  const bot = ctx.get('bot_id');
  const id = ctx.id('{uuid}');
  ctx.create('pages', {
    id,
    parent: { type: 'database_id', database_id: dbId },
    icon: null,
    cover: null,
    archived: false,
    created_time: when,
    last_edited_time: when,
    created_by: bot,
    last_edited_by: bot,
    properties: read.values,
  }, { id });
  return apiResponse(ctx, renderPage(ctx, ctx.get(`pages[${id}]`), ctx.get(`databases[${dbId}].properties`)));
}
