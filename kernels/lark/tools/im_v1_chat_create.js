// POST /open-apis/im/v1/chats: the bot creates a group. Without owner_id the bot owns it; the
// invited users (at most 50) and the owner become members; the creating bot always joins.
import { ok, larkError, fieldViolation } from '../lib/envelope.js';
import { ERRORS, invalidIdError } from '../lib/errors.js';
import { directory, findUser } from '../lib/users.js';
import { avatarUrl, ownerFields } from '../lib/chats.js';

const TOOL = 'im_v1_chat_create';
const VISIBILITY = ['only_owner', 'all_members', 'not_anyone'];
const APPROVAL = ['no_approval_required', 'approval_required'];
const TEN_HOURS_MS = 10 * 3600 * 1000;

function restrictedOk(r) {
  if (!r) return true;
  const vals = [r.screenshot_has_permission_setting, r.download_has_permission_setting, r.message_has_permission_setting].map((v) => v || 'all_members');
  return r.status === true ? vals.some((v) => v === 'not_anyone') : vals.every((v) => v === 'all_members');
}

/** The chat object of the create response (field order as the API returns it). */
function render(chat, dir, app, idType) {
  const owner = ownerFields(chat, dir, app, idType);
  return {
    avatar: chat.avatar,
    name: chat.name,
    description: chat.description,
    i18n_names: chat.i18n_names,
    owner_id: owner.owner_id,
    owner_id_type: owner.owner_id_type,
    urgent_setting: chat.urgent_setting,
    video_conference_setting: chat.video_conference_setting,
    pin_manage_setting: chat.pin_manage_setting,
    add_member_permission: chat.add_member_permission,
    share_card_permission: chat.share_card_permission,
    at_all_permission: chat.at_all_permission,
    edit_permission: chat.edit_permission,
    group_message_type: chat.group_message_type,
    chat_mode: chat.chat_mode,
    chat_type: chat.chat_type,
    chat_tag: chat.chat_tag,
    external: chat.external,
    tenant_key: chat.tenant_key,
    join_message_visibility: chat.join_message_visibility,
    leave_message_visibility: chat.leave_message_visibility,
    membership_approval: chat.membership_approval,
    moderation_permission: chat.moderation_permission,
    restricted_mode_setting: chat.restricted_mode_setting,
    hide_member_count_setting: chat.hide_member_count_setting,
    chat_id: chat.chat_id,
  };
}

export default function (args, ctx) {
  const d = args.data || {};
  const p = args.params || {};
  const idType = p.user_id_type || 'open_id';
  const invalidParam = () => larkError(ctx, TOOL, ERRORS.CHAT_INVALID_PARAM);
  const users = d.user_id_list || [];
  const bots = d.bot_id_list || [];
  if (users.length > 50) return fieldViolation(ctx, TOOL, 'user_id_list', users.length, 'the max len is 50');
  if (bots.length > 5) return fieldViolation(ctx, TOOL, 'bot_id_list', bots.length, 'the max len is 5');
  if (bots.some((b) => !/^cli_[0-9a-f]{16}$/.test(b))) return invalidParam();
  if (d.chat_mode !== undefined && d.chat_mode !== 'group') return invalidParam();
  if (d.chat_type !== undefined && d.chat_type !== 'private' && d.chat_type !== 'public') return invalidParam();
  for (const k of ['join_message_visibility', 'leave_message_visibility']) if (d[k] !== undefined && !VISIBILITY.includes(d[k])) return invalidParam();
  if (d.membership_approval !== undefined && !APPROVAL.includes(d.membership_approval)) return invalidParam();
  if (!restrictedOk(d.restricted_mode_setting)) return invalidParam();
  const chatType = d.chat_type || 'private';
  // A public group needs a name of at least 2 characters; a private one defaults to the API's
  // placeholder (spelled as the API spells it).
  if (chatType === 'public' && (typeof d.name !== 'string' || d.name.length < 2)) return invalidParam();
  if (d.avatar !== undefined && !/^img_[A-Za-z0-9_-]+$/.test(d.avatar)) return invalidParam();

  const dir = directory(ctx);
  const app = ctx.get('app');
  const tenantKey = ctx.get('tenant').tenant_key;
  const wanted = (d.owner_id ? [d.owner_id] : []).concat(users);
  const unknown = [];
  const resolved = [];
  for (const id of wanted) {
    const u = findUser(dir, idType, id);
    if (!u || (u.status && u.status.is_resigned)) {
      if (!unknown.includes(id)) unknown.push(id);
    } else resolved.push(u);
  }
  if (unknown.length) {
    const e = invalidIdError(idType, unknown);
    return larkError(ctx, TOOL, e.def, { msg: e.msg });
  }
  // Inviting people from another tenant makes an external group, which this app may not manage.
  if (resolved.some((u) => u.is_external)) return larkError(ctx, TOOL, ERRORS.CHAT_EXTERNAL_FORBIDDEN);
  const ownerOpenId = d.owner_id ? resolved[0].open_id : app.open_id;

  // The same uuid and owner create one group within 10 hours; a repeat returns that group.
  if (p.uuid) {
    const same = (c) => c.create_uuid === p.uuid && c.owner_open_id === ownerOpenId && ctx.nowMs() - Number(c.create_time) * 1000 < TEN_HOURS_MS;
    const earlier = ctx.list('chats', { filter: same, limit: 1 })[0];
    if (earlier) return ok(render(earlier, dir, app, idType));
  }

  const now = ctx.nowSec();
  const members = {};
  for (const u of resolved) members[u.open_id] = { open_id: u.open_id, join_time: now, role: u.open_id === ownerOpenId ? 'owner' : 'member' };
  const restricted = d.restricted_mode_setting || {};
  const chatId = ctx.id('oc_{hex:32}');
  const avatarKey = d.avatar || `v3_00${ctx.id('{hex:2}')}_${ctx.id('{hex:8}-{hex:4}-{hex:4}-{hex:4}-{hex:12}')}g`;
  const chat = {
    chat_id: chatId,
    avatar: avatarUrl(avatarKey),
    name: d.name !== undefined ? d.name : '(no titile)',
    description: d.description || '',
    i18n_names: d.i18n_names || {},
    owner_open_id: ownerOpenId,
    urgent_setting: d.urgent_setting || 'all_members',
    video_conference_setting: d.video_conference_setting || 'all_members',
    pin_manage_setting: 'all_members',
    add_member_permission: 'all_members',
    share_card_permission: 'allowed',
    at_all_permission: 'all_members',
    edit_permission: d.edit_permission || 'all_members',
    group_message_type: d.group_message_type || 'chat',
    chat_mode: 'group',
    chat_type: chatType,
    chat_tag: 'inner',
    external: false,
    tenant_key: tenantKey,
    join_message_visibility: d.join_message_visibility || 'all_members',
    leave_message_visibility: d.leave_message_visibility || 'all_members',
    membership_approval: d.membership_approval || 'no_approval_required',
    moderation_permission: 'all_members',
    restricted_mode_setting: {
      status: restricted.status === true,
      screenshot_has_permission_setting: restricted.screenshot_has_permission_setting || 'all_members',
      download_has_permission_setting: restricted.download_has_permission_setting || 'all_members',
      message_has_permission_setting: restricted.message_has_permission_setting || 'all_members',
    },
    hide_member_count_setting: d.hide_member_count_setting || 'all_members',
    chat_status: 'normal',
    create_time: String(now),
    bot_member: true,
    bot_manager: d.owner_id ? p.set_bot_manager === true : true,
    other_bots: bots.filter((b) => b !== app.app_id),
    members,
    messages: {},
  };
  if (p.uuid) chat.create_uuid = p.uuid;
  const created = ctx.create('chats', chat, { id: chatId });
  return ok(render(created.entity, dir, app, idType));
}
