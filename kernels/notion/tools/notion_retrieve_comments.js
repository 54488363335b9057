// GET /v1/comments?block_id&start_cursor&page_size: the unresolved comments made directly on a
// page or block, oldest first.
import { argsMissing, serverError, apiResponse, notFound, Fail } from '../lib/respond.js';
import { urlId } from '../lib/ids.js';
import { findVisible } from '../lib/store.js';
import { renderComment, listBody } from '../lib/render.js';
import { paginate } from '../lib/paging.js';

export default function (args, ctx) {
  const missing = argsMissing(args);
  if (missing) return missing;
  if (!args.block_id) return serverError('Missing required argument: block_id');
  // block_id travels as a query parameter on this endpoint.
  const id = urlId(ctx, 'query', 'block_id', args.block_id);
  if (id instanceof Fail) return id.result;
  if (!findVisible(ctx, id)) return notFound(ctx, 'block', id);
  const comments = ctx.list('comments', { filter: (c) => !c.resolved && (c.parent.page_id === id || c.parent.block_id === id) });
  comments.sort((a, b) => (a.created_time < b.created_time ? -1 : a.created_time > b.created_time ? 1 : a.id < b.id ? -1 : 1));
  const page = paginate(ctx, 'query', comments.map((c) => c.id), args.start_cursor, args.page_size);
  if (page instanceof Fail) return page.result;
  const byId = new Map(comments.map((c) => [c.id, c]));
  return apiResponse(ctx, listBody(page.ids.map((cid) => renderComment(ctx, byId.get(cid))), page.nextCursor, 'comment'));
}
