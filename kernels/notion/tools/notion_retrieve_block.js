// GET /v1/blocks/{block_id}. Pages and databases are blocks too (child_page / child_database).
import { argsMissing, serverError, apiResponse, notFound, Fail } from '../lib/respond.js';
import { pathId } from '../lib/ids.js';
import { findVisible } from '../lib/store.js';
import { renderAsBlock } from '../lib/render.js';

export default function (args, ctx) {
  const missing = argsMissing(args);
  if (missing) return missing;
  if (!args.block_id) return serverError('Missing required argument: block_id');
  const id = pathId(ctx, 'block_id', args.block_id);
  if (id instanceof Fail) return id.result;
  const hit = findVisible(ctx, id);
  if (!hit) return notFound(ctx, 'block', id);
  return apiResponse(ctx, renderAsBlock(ctx, hit.kind, hit.rec));
}
