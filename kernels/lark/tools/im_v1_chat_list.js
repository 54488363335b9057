// GET /open-apis/im/v1/chats: group chats the current identity is in (never p2p chats).
import { ok, larkError, fieldViolation } from '../lib/envelope.js';
import { ERRORS } from '../lib/errors.js';
import { identity, directory } from '../lib/users.js';
import { isMember, isListedGroup, renderListChat, byCreate, activeMs } from '../lib/chats.js';
import { pageSize, makeToken, readToken, page } from '../lib/paging.js';

const TOOL = 'im_v1_chat_list';

export default function (args, ctx) {
  const ident = identity(ctx, args);
  const p = args.params || {};
  const size = pageSize(p.page_size, 20, 1, 100);
  if (size.error) return fieldViolation(ctx, TOOL, 'page_size', size.value, size.error);
  const sort = p.sort_type || 'ByCreateTimeAsc';
  const chats = Object.values(ctx.get('chats') || {}).filter((c) => isListedGroup(c) && isMember(c, ident));
  if (sort === 'ByActiveTimeDesc') chats.sort((a, b) => activeMs(b) - activeMs(a) || byCreate(a, b));
  else chats.sort(byCreate);
  const scope = `${ident.kind}|${sort}`;
  let offset = 0;
  if (p.page_token !== undefined) {
    const t = readToken(p.page_token, 'chats', scope);
    if (t.error) return larkError(ctx, TOOL, ERRORS.CHAT_INVALID_PARAM);
    offset = t.offset;
  }
  const dir = directory(ctx);
  const pg = page(chats, offset, size.size);
  const out = { items: pg.slice.map((c) => renderListChat(c, dir, ident.app, p.user_id_type)) };
  if (pg.more) out.page_token = makeToken('chats', scope, pg.next);
  out.has_more = pg.more;
  return ok(out);
}
