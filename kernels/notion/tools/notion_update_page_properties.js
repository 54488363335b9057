// PATCH /v1/pages/{page_id} with { properties }: each key (a property name or ID) must exist in
// the page's schema (a plain page has only `title`) and carry a value of that property's type.
// Unknown select / multi_select options are added to the database; status options are not.
import { argsMissing, serverError, apiResponse, validationError, Fail } from '../lib/respond.js';
import { pathId } from '../lib/ids.js';
import { visiblePage, readValues, addOptions } from '../lib/pages.js';
import { archivedMessage } from '../lib/store.js';
import { renderPage, schemaFor } from '../lib/render.js';
import { stamp } from '../lib/time.js';

export default function (args, ctx) {
  const missing = argsMissing(args);
  if (missing) return missing;
  if (!args.page_id || !args.properties) return serverError('Missing required arguments: page_id and properties');
  const id = pathId(ctx, 'page_id', args.page_id);
  if (id instanceof Fail) return id.result;
  const page = visiblePage(ctx, id);
  if (page instanceof Fail) return page.result;
  const schema = schemaFor(ctx, page);
  const read = readValues(ctx, schema, args.properties);
  if (read instanceof Fail) return read.result;
  const archived = archivedMessage(ctx, 'page', id);
  if (archived) return validationError(ctx, archived);
  if (Object.keys(read.values).length) {
    if (schema) addOptions(ctx, page.parent.database_id, read.newOptions);
    ctx.update(`pages[${id}]`, {
      properties: Object.assign({}, page.properties, read.values),
      last_edited_time: stamp(ctx),
      last_edited_by: ctx.get('bot_id'),
    });
  }
  const now = ctx.get(`pages[${id}]`);
  return apiResponse(ctx, renderPage(ctx, now, schemaFor(ctx, now)));
}
