// Cloud documents (Docs, Base, Wiki, folders): where they live in the tree, who may do what with
// them, and how their links look.
//
// Every cloud document carries `owner_open_id` and a `members` map of collaborators, keyed by
// the collaborator's open_id, chat_id or open_department_id:
// `{ "<id>": { member_id, member_type, perm: "view" | "edit" | "full_access", type } }`. A chat
// collaborator grants its role to everyone in the chat (the bot counts when it was added to the
// chat), a department one to its users. `link_share` (`tenant_readable` / `tenant_editable`)
// opens a document to every user of the tenant, never to apps: an app reaches a document only
// when it was added as a collaborator ("add document app"). Documents that sit in a wiki space
// also inherit the space's `members` map.

export const PERM_RANK = { view: 1, edit: 2, full_access: 3 };
export const PERMS = ['view', 'edit', 'full_access'];

/** The tenant's cloud settings (domain, locale, time zone), with Feishu defaults. */
export function cloudSettings(ctx) {
  const c = ctx.get('cloud') || {};
  return {
    domain: c.domain || 'sample.feishu.cn',
    locale: c.locale || 'zh_cn',
    timeZone: c.time_zone || 'Asia/Shanghai',
    platform: c.platform === 'lark' ? 'lark' : 'feishu',
  };
}

/** The web link of a cloud document (`base`, `docx`, `wiki`, `drive/folder`). */
export function docUrl(ctx, kind, token) {
  return `https://${cloudSettings(ctx).domain}/${kind}/${token}`;
}

/** A token that can be used inside a context path (no brackets) and is not empty. */
export function tokenSafe(token) {
  return typeof token === 'string' && token !== '' && !/[[\]]/.test(token);
}

/** Whether the calling identity is in a chat (the bot: when it was added; a user: a member). */
function inChat(chat, ident) {
  if (!chat || chat.chat_status !== 'normal') return false;
  if (ident.kind === 'bot') return chat.bot_member === true;
  return Object.prototype.hasOwnProperty.call(chat.members || {}, ident.openId);
}

/**
 * The wiki node that holds a document or base (`{space, node}`), or null. Lookups read only the
 * spaces' node maps, never the documents themselves.
 */
export function wikiHome(ctx, objToken) {
  const hits = ctx.entries('wiki_spaces[*].nodes', { filter: (n) => n.obj_token === objToken, limit: 1 });
  if (hits.length === 0) return null;
  const spacePath = hits[0].parentPath;
  const space = ctx.get(spacePath);
  return { space, node: hits[0].entity, spacePath };
}

/** The highest role one `members` map gives the identity (0 when none). */
function rankFrom(ctx, members, ident, user, chatCache) {
  let best = 0;
  for (const [key, member] of Object.entries(members || {})) {
    const rank = PERM_RANK[member && member.perm] || 0;
    if (rank <= best) continue;
    if (key === ident.openId) best = rank;
    else if (key.startsWith('oc_')) {
      if (!(key in chatCache)) chatCache[key] = ctx.get(`chats[${key}]`);
      if (inChat(chatCache[key], ident)) best = rank;
    } else if (key.startsWith('od-') && user && (user.department_ids || []).includes(key)) best = rank;
  }
  return best;
}

/**
 * The identity's access to a cloud document: 0 none, 1 view, 2 edit, 3 full_access (manage).
 * `doc` is the stored document, base or folder; `token` its token (to find a wiki home).
 */
export function accessRank(ctx, ident, doc, token) {
  if (!doc) return 0;
  if (doc.owner_open_id === ident.openId) return PERM_RANK.full_access;
  const user = ident.kind === 'user' ? ident.user : null;
  const chats = {};
  let best = rankFrom(ctx, doc.members, ident, user, chats);
  if (user && !user.is_external) {
    if (doc.link_share === 'tenant_editable') best = Math.max(best, PERM_RANK.edit);
    else if (doc.link_share === 'tenant_readable') best = Math.max(best, PERM_RANK.view);
  }
  if (token && best < PERM_RANK.full_access) {
    const home = wikiHome(ctx, token);
    if (home) best = Math.max(best, rankFrom(ctx, home.space.members, ident, user, chats));
  }
  return best;
}

/** The role name of a rank (`view` / `edit` / `full_access`), or null for none. */
export function permName(rank) {
  return PERMS[rank - 1] || null;
}
