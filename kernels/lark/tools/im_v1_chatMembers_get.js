// GET /open-apis/im/v1/chats/:chat_id/members: the user members of a chat the current identity
// is in (bots are never listed), in the order they joined.
import { ok, larkError, fieldViolation } from '../lib/envelope.js';
import { ERRORS } from '../lib/errors.js';
import { identity, directory, idAs, pathSafe } from '../lib/users.js';
import { isMember } from '../lib/chats.js';
import { pageSize, makeToken, readToken, page } from '../lib/paging.js';

const TOOL = 'im_v1_chatMembers_get';

export default function (args, ctx) {
  const ident = identity(ctx, args);
  const p = args.params || {};
  const size = pageSize(p.page_size, 20, 1, 100);
  if (size.error) return fieldViolation(ctx, TOOL, 'page_size', size.value, size.error);
  const chatId = args.path.chat_id;
  const chat = pathSafe(chatId) ? ctx.get(`chats[${chatId}]`) : null;
  if (!chat) return larkError(ctx, TOOL, ERRORS.CHAT_INVALID_ID);
  if (chat.chat_status !== 'normal') return larkError(ctx, TOOL, ERRORS.CHAT_DISSOLVED);
  if (!isMember(chat, ident)) return larkError(ctx, TOOL, ERRORS.CHAT_OPERATOR_NOT_IN_CHAT);
  const type = p.member_id_type || 'open_id';
  const dir = directory(ctx);
  // Members who joined together keep the order they were added in (the sort is stable).
  const members = Object.values(chat.members || {}).sort((a, b) => a.join_time - b.join_time);
  const scope = `${chatId}|${ident.kind}`;
  let offset = 0;
  if (p.page_token !== undefined) {
    const t = readToken(p.page_token, 'members', scope);
    if (t.error) return larkError(ctx, TOOL, ERRORS.CHAT_INVALID_PARAM);
    offset = t.offset;
  }
  const pg = page(members, offset, size.size);
  const items = pg.slice.map((m) => {
    const u = dir[m.open_id] || {};
    const id = idAs(dir, ident.app, m.open_id, type);
    // An external member has no user_id in this tenant: its open_id is returned instead.
    return { member_id_type: id === m.open_id ? 'open_id' : type, member_id: id, name: u.name || '', tenant_key: u.tenant_key || chat.tenant_key };
  });
  const out = { items };
  if (pg.more) out.page_token = makeToken('members', scope, pg.next);
  out.has_more = pg.more;
  out.member_total = members.length;
  return ok(out);
}
