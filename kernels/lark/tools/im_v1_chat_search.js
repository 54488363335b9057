// GET /open-apis/im/v1/chats/search: group chats visible to the current identity (those it is in
// plus public groups of the tenant) whose name, i18n name or a member's name matches the query.
// No query lists every visible group; an empty or over-64-character query finds nothing.
import { ok, larkError, fieldViolation } from '../lib/envelope.js';
import { ERRORS } from '../lib/errors.js';
import { identity, directory } from '../lib/users.js';
import { isMember, isListedGroup, renderListChat, byCreate } from '../lib/chats.js';
import { pageSize, makeToken, readToken, page } from '../lib/paging.js';

const TOOL = 'im_v1_chat_search';

function nameMatches(chat, q) {
  const names = [chat.name].concat(Object.values(chat.i18n_names || {}));
  return names.some((n) => typeof n === 'string' && n.toLowerCase().includes(q));
}

function memberMatches(chat, q, dir) {
  return Object.keys(chat.members || {}).some((id) => {
    const u = dir[id];
    return u && (u.name.toLowerCase().includes(q) || u.en_name.toLowerCase().includes(q));
  });
}

export default function (args, ctx) {
  const ident = identity(ctx, args);
  const p = args.params || {};
  const size = pageSize(p.page_size, 20, 1, 100);
  if (size.error) return fieldViolation(ctx, TOOL, 'page_size', size.value, size.error);
  const tenantKey = ctx.get('tenant').tenant_key;
  const dir = directory(ctx);
  const visible = Object.values(ctx.get('chats') || {})
    .filter((c) => isListedGroup(c) && (isMember(c, ident) || (c.chat_type === 'public' && !c.external && c.tenant_key === tenantKey)))
    .sort(byCreate);

  let hits;
  if (p.query === undefined) {
    hits = visible;
  } else if (p.query === '' || p.query.length > 64) {
    hits = [];
  } else {
    // A keyword with "-" must be quoted; the quotes are not part of the keyword.
    const q = p.query.replace(/^"(.*)"$/, '$1').toLowerCase().trim();
    const byName = visible.filter((c) => nameMatches(c, q));
    const byMember = visible.filter((c) => !byName.includes(c) && memberMatches(c, q, dir));
    hits = byName.concat(byMember);
  }

  const scope = `${ident.kind}|${p.query === undefined ? '\u0000' : p.query}`;
  let offset = 0;
  if (p.page_token !== undefined) {
    const t = readToken(p.page_token, 'search', scope);
    if (t.error) return larkError(ctx, TOOL, ERRORS.CHAT_INVALID_PARAM);
    offset = t.offset;
  }
  const pg = page(hits, offset, size.size);
  const out = { items: pg.slice.map((c) => renderListChat(c, dir, ident.app, p.user_id_type)) };
  if (pg.more) out.page_token = makeToken('search', scope, pg.next);
  out.has_more = pg.more;
  return ok(out);
}
