// POST /open-apis/drive/v1/permissions/:token/members?type=…: add a collaborator (a user, the
// app itself, a chat, a department…) to a document, Base, wiki node or folder, or raise its role.
// The caller must be able to share the document: a manager (full_access) may grant any role,
// an editor view or edit, a reader nothing (1063004).
import { ok, larkError } from '../lib/envelope.js';
import { ERRORS } from '../lib/errors.js';
import { identity, directory, findUser } from '../lib/users.js';
import { accessRank, tokenSafe, PERM_RANK } from '../lib/drive.js';

const TOOL = 'drive_v1_permissionMember_create';

// The collaborator type each member id type implies.
const KIND_OF = { email: 'user', openid: 'user', unionid: 'user', userid: 'user', openchat: 'chat', opendepartmentid: 'department', groupid: 'group' };
const WIKI_MEMBER_TYPES = ['wiki_space_member', 'wiki_space_viewer', 'wiki_space_editor'];

/** The stored object a token names for a document type: `{path, obj}` or null. */
function resolveTarget(ctx, type, token) {
  if (!tokenSafe(token)) return null;
  if (type === 'docx') return { path: `documents[${token}]`, obj: ctx.get(`documents[${token}]`) };
  if (type === 'bitable') return { path: `bases[${token}]`, obj: ctx.get(`bases[${token}]`) };
  if (type === 'folder') return { path: `folders[${token}]`, obj: ctx.get(`folders[${token}]`) };
  if (type === 'wiki') {
    const hit = ctx.entries('wiki_spaces[*].nodes', { filter: (n) => n.node_token === token, limit: 1 })[0];
    if (!hit) return null;
    const node = hit.entity;
    const path = node.obj_type === 'bitable' ? `bases[${node.obj_token}]` : `documents[${node.obj_token}]`;
    return { path, obj: ctx.get(path), objToken: node.obj_token };
  }
  return null; // doc, sheet, file, mindnote, minutes, slides: none exist in the simulation
}

export default function (args, ctx) {
  const ident = identity(ctx, args);
  const d = args.data;
  const type = args.params.type;
  const token = args.path.token;
  const invalid = () => larkError(ctx, TOOL, ERRORS.PERM_INVALID_PARAM);
  const isBot = ident.kind === 'bot';
  // Folders and notifications are user-token features; departments are invisible to apps.
  if (isBot && (type === 'folder' || args.params.need_notification !== undefined || d.member_type === 'opendepartmentid')) return invalid();

  const target = resolveTarget(ctx, type, token);
  if (!target || !target.obj) return invalid();
  if (target.obj.deleted) return larkError(ctx, TOOL, ERRORS.PERM_RESOURCE_DELETED);
  const rank = accessRank(ctx, ident, target.obj, target.objToken || token);
  if (rank === 0) return larkError(ctx, TOOL, ERRORS.PERM_DENIED);
  if (rank < PERM_RANK.edit) return larkError(ctx, TOOL, ERRORS.PERM_NO_SHARE);
  if (PERM_RANK[d.perm] > rank) return larkError(ctx, TOOL, ERRORS.PERM_DENIED);

  // The collaborator type must agree with the member id type.
  let kind;
  if (d.member_type === 'wikispaceid') {
    if (type !== 'wiki' || !WIKI_MEMBER_TYPES.includes(d.type)) return invalid();
    kind = d.type;
  } else {
    kind = KIND_OF[d.member_type];
    if (d.type !== undefined && d.type !== kind) return invalid();
  }

  const dir = directory(ctx);
  const app = ctx.get('app');
  let key;
  let memberType = d.member_type;
  if (kind === 'user') {
    memberType = 'openid';
    let u = null;
    if (d.member_type === 'openid' && d.member_id === app.open_id) key = app.open_id;
    else if (d.member_type === 'email') u = Object.values(dir).find((x) => x.email && x.email.toLowerCase() === d.member_id.trim().toLowerCase()) || null;
    else u = findUser(dir, { openid: 'open_id', unionid: 'union_id', userid: 'user_id' }[d.member_type], d.member_id);
    if (!key) {
      if (!u || (u.status && u.status.is_resigned)) return invalid();
      // An app cannot see people outside the tenant; a user can share with external contacts.
      if (u.is_external && isBot) return larkError(ctx, TOOL, ERRORS.PERM_INVALID_OPERATION);
      key = u.open_id;
    }
  } else if (kind === 'chat') {
    const chat = tokenSafe(d.member_id) ? ctx.get(`chats[${d.member_id}]`) : null;
    if (!chat || chat.chat_status !== 'normal') return invalid();
    const inChat = isBot ? chat.bot_member === true : Object.prototype.hasOwnProperty.call(chat.members || {}, ident.openId);
    if (!inChat) return larkError(ctx, TOOL, ERRORS.PERM_INVALID_OPERATION);
    key = chat.chat_id;
  } else if (kind === 'department') {
    if (!tokenSafe(d.member_id) || !ctx.exists(`departments[${d.member_id}]`)) return invalid();
    key = d.member_id;
  } else if (kind === 'group') {
    return invalid(); // no user groups exist in the simulated tenant
  } else {
    if (!/^\d+$/.test(d.member_id) || !ctx.exists(`wiki_spaces[${d.member_id}]`)) return invalid();
    key = d.member_id;
  }

  if (key === target.obj.owner_open_id) return larkError(ctx, TOOL, ERRORS.PERM_INVALID_OPERATION);
  const had = (target.obj.members || {})[key];
  if (had && PERM_RANK[had.perm] > PERM_RANK[d.perm]) return larkError(ctx, TOOL, ERRORS.PERM_INVALID_OPERATION);
  // Users are stored under their open_id whichever id named them.
  const member = { member_id: key, member_type: memberType, perm: d.perm, type: kind };
  if (!had) ctx.create(`${target.path}.members`, member, { id: key });
  else if (had.perm !== d.perm) ctx.update(`${target.path}.members[${key}]`, { perm: d.perm });
  return ok({ member: { member_type: d.member_type, member_id: d.member_id, perm: d.perm, perm_type: d.perm_type || 'container', type: kind } });
}
