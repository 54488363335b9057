// get_media_posts: GET /{account}/media (newest first), limit capped at 100. `after` is a Graph
// paging cursor; this server never prints cursors, so valid ones are whatever the simulated Graph
// would have issued: base64 of the last media id of the previous page (see README).
import { checkArguments } from '../../_shared/pyschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { success, apiError } from '../lib/result.js';
import { tokenError, configuredAccount, unsupportedGet } from '../lib/graph.js';
import { mediaModel, newestFirst, decodeCursor } from '../lib/media.js';

export default function get_media_posts(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.get_media_posts, ctx);
  if (bad) return bad;
  const id = args.account_id || configuredAccount(ctx);
  const limit = Math.min(args.limit === undefined ? 25 : args.limit, 100);
  const expired = tokenError(ctx);
  if (expired) return apiError(ctx, `Failed to get media posts: ${expired}`);
  const acct = ctx.get(`accounts[${id}]`);
  if (!acct) return apiError(ctx, `Failed to get media posts: ${unsupportedGet(id)}`);
  let list = newestFirst(acct.media);
  if (args.after) {
    const lastId = decodeCursor(args.after);
    const at = list.findIndex((m) => m.id === lastId);
    if (at < 0) return apiError(ctx, 'Failed to get media posts: (#100) Invalid value for the after cursor');
    list = list.slice(at + 1);
  }
  const posts = list.slice(0, limit).map(mediaModel);
  return success(ctx, 'get_media_posts', { posts, count: posts.length });
}
