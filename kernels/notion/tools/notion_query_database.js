// POST /v1/databases/{database_id}/query with { filter?, sorts?, start_cursor?, page_size? }:
// the database's rows (archived ones excluded), filtered and sorted as the API does; without
// sorts, newest first.
import { argsMissing, serverError, apiResponse, validationError, Fail } from '../lib/respond.js';
import { pathId } from '../lib/ids.js';
import { scan } from '../lib/store.js';
import { visibleDatabase } from '../lib/databases.js';
import { checkFilter, checkSorts, matches, sortPages } from '../lib/filter.js';
import { renderPage, listBody } from '../lib/render.js';
import { paginate } from '../lib/paging.js';

export default function (args, ctx) {
  const missing = argsMissing(args);
  if (missing) return missing;
  if (!args.database_id) return serverError('Missing required argument: database_id');
  const id = pathId(ctx, 'database_id', args.database_id);
  if (id instanceof Fail) return id.result;
  const db = visibleDatabase(ctx, id);
  if (db instanceof Fail) return db.result;
  const schema = db.properties;
  if (args.filter) {
    const err = checkFilter(ctx, schema, args.filter, 'body.filter', 0);
    if (err) return err.result;
  }
  if (args.sorts) {
    const err = checkSorts(ctx, schema, args.sorts);
    if (err) return err.result;
  }
  if (db.archived) return validationError(ctx, "Can't query a database that is archived. You must unarchive the database before querying.");
  const rows = [];
  scan(ctx, 'pages', (p) => { if (p.parent.database_id === id && !p.archived) rows.push(p); });
  const nowMs = ctx.nowMs();
  let hits = args.filter ? rows.filter((p) => matches(ctx, schema, p, args.filter, nowMs)) : rows.slice();
  if (args.sorts && args.sorts.length) {
    hits.sort((a, b) => (a.created_time < b.created_time ? 1 : a.created_time > b.created_time ? -1 : a.id < b.id ? -1 : 1));
    hits = sortPages(ctx, schema, hits, args.sorts);
  } else {
    hits.sort((a, b) => (a.created_time < b.created_time ? 1 : a.created_time > b.created_time ? -1 : a.id < b.id ? -1 : 1));
  }
  const page = paginate(ctx, 'body', hits.map((p) => p.id), args.start_cursor, args.page_size);
  if (page instanceof Fail) return page.result;
  const byId = new Map(hits.map((p) => [p.id, p]));
  const results = page.ids.map((pid) => renderPage(ctx, JSON.parse(JSON.stringify(byId.get(pid))), schema));
  return apiResponse(ctx, listBody(results, page.nextCursor, 'page_or_database'));
}
