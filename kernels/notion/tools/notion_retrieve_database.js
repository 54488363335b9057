// GET /v1/databases/{database_id}: title, description and property schema. The server does not
// check the argument, so a missing ID reaches the API as the text "undefined".
import { argsMissing, apiResponse, Fail } from '../lib/respond.js';
import { pathId } from '../lib/ids.js';
import { visibleDatabase } from '../lib/databases.js';
import { renderDatabase } from '../lib/render.js';

export default function (args, ctx) {
  const missing = argsMissing(args);
  if (missing) return missing;
  const id = pathId(ctx, 'database_id', args.database_id);
  if (id instanceof Fail) return id.result;
  const db = visibleDatabase(ctx, id);
  if (db instanceof Fail) return db.result;
  return apiResponse(ctx, renderDatabase(ctx, db));
}
