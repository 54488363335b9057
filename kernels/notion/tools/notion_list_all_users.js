// GET /v1/users?start_cursor&page_size: the workspace's people and bots (guests are not listed).
import { argsMissing, apiResponse, Fail } from '../lib/respond.js';
import { renderUser } from '../lib/users.js';
import { listBody } from '../lib/render.js';
import { paginate } from '../lib/paging.js';

export default function (args, ctx) {
  const missing = argsMissing(args);
  if (missing) return missing;
  const users = ctx.list('users');
  const page = paginate(ctx, 'query', users.map((u) => u.id), args.start_cursor, args.page_size);
  if (page instanceof Fail) return page.result;
  const byId = new Map(users.map((u) => [u.id, u]));
  return apiResponse(ctx, listBody(page.ids.map((id) => renderUser(byId.get(id))), page.nextCursor, 'user'));
}
