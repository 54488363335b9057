// GET /v1/blocks/{block_id}/children?start_cursor&page_size: the live children of a page or
// block in order (sub-pages and inline databases included), 100 per page at most.
import { argsMissing, serverError, apiResponse, notFound, Fail } from '../lib/respond.js';
import { pathId } from '../lib/ids.js';
import { findVisible, childrenOf, parentsWithChildren } from '../lib/store.js';
import { renderAsBlock, listBody } from '../lib/render.js';
import { paginate } from '../lib/paging.js';

export default function (args, ctx) {
  const missing = argsMissing(args);
  if (missing) return missing;
  if (!args.block_id) return serverError('Missing required argument: block_id');
  const id = pathId(ctx, 'block_id', args.block_id);
  if (id instanceof Fail) return id.result;
  const hit = findVisible(ctx, id);
  if (!hit) return notFound(ctx, 'block', id);
  const kids = hit.kind === 'database' ? [] : childrenOf(ctx, id);
  const page = paginate(ctx, 'query', kids.map((k) => k.id), args.start_cursor, args.page_size);
  if (page instanceof Fail) return page.result;
  const withKids = parentsWithChildren(ctx);
  const byId = new Map(kids.map((k) => [k.id, k.kind]));
  const results = page.ids.map((kid) => {
    const kind = byId.get(kid);
    const rec = ctx.get(`${kind === 'page' ? 'pages' : kind === 'database' ? 'databases' : 'blocks'}[${kid}]`);
    return renderAsBlock(ctx, kind, rec, withKids);
  });
  return apiResponse(ctx, listBody(results, page.nextCursor, 'block'));
}
