// POST /open-apis/im/v1/messages?receive_id_type=…: the bot sends a message to a chat it is in,
// or to a user (through the bot's p2p chat with that user, opened on first contact).
import { ok, larkError } from '../lib/envelope.js';
import { ERRORS, imParamMsg, invalidIdError } from '../lib/errors.js';
import { directory, findUser, pathSafe } from '../lib/users.js';
import { MSG_TYPES, checkContent, renderMessage } from '../lib/messages.js';

const TOOL = 'im_v1_message_create';
const UUID_WINDOW_MS = 3600 * 1000;

export default function (args, ctx) {
  const d = args.data;
  const idType = args.params.receive_id_type;
  const param = (ext) => larkError(ctx, TOOL, ERRORS.IM_INVALID_PARAM, { msg: imParamMsg(ext) });
  if (!MSG_TYPES.includes(d.msg_type)) return param('invalid msg_type');

  const app = ctx.get('app');
  const tenantKey = ctx.get('tenant').tenant_key;
  const dir = directory(ctx);

  // Resolve the chat the message goes to.
  let chat = null;
  let user = null;
  if (idType === 'chat_id') {
    chat = pathSafe(d.receive_id) ? ctx.get(`chats[${d.receive_id}]`) : null;
    if (!chat) return param('invalid receive_id');
    if (!chat.bot_member) return larkError(ctx, TOOL, ERRORS.IM_BOT_NOT_IN_CHAT);
  } else {
    if (d.receive_id === app.open_id) return param('this operation to bots is currently not supported');
    if (idType === 'email') {
      user = Object.values(dir).find((u) => !u.is_external && u.email.toLowerCase() === d.receive_id.toLowerCase()) || null;
      if (!user) return param('invalid receive_id');
    } else {
      user = findUser(dir, idType, d.receive_id);
      if (!user) {
        const e = invalidIdError(idType, [d.receive_id]);
        return larkError(ctx, TOOL, e.def, { msg: e.msg });
      }
    }
    if (user.is_external) return larkError(ctx, TOOL, ERRORS.IM_CROSS_TENANT_P2P);
    // The app is available to every employee; people who left are outside its availability.
    if (user.status.is_resigned) return larkError(ctx, TOOL, ERRORS.IM_NO_AVAILABILITY);
    const mine = (c) => c.chat_mode === 'p2p' && c.bot_member && Object.keys(c.members || {}).length === 1 && Object.prototype.hasOwnProperty.call(c.members, user.open_id);
    chat = ctx.list('chats', { filter: mine, limit: 1 })[0] || null;
  }

  const lookup = {
    user: (id) => findUser(dir, 'open_id', id) || findUser(dir, 'user_id', id),
    chat: (id) => pathSafe(id) && ctx.get(`chats[${id}].chat_mode`) === 'group',
  };
  const checked = checkContent(d.msg_type, d.content, chat ? chat.chat_mode : 'p2p', lookup);
  if (checked.tooLong) return larkError(ctx, TOOL, ERRORS.IM_CONTENT_TOO_LONG);
  if (checked.ext) return param(checked.ext);

  // The same uuid sends at most one message within an hour; a repeat returns that message.
  if (d.uuid) {
    const recent = (m) => m.uuid === d.uuid && ctx.nowMs() - Number(m.create_time) < UUID_WINDOW_MS;
    const earlier = ctx.list('chats[*].messages', { filter: recent, limit: 1 })[0];
    if (earlier) return ok(renderMessage(earlier));
  }

  const now = ctx.nowMs();
  if (!chat) {
    const chatId = ctx.id('oc_{hex:32}');
    chat = ctx.create('chats', {
      chat_id: chatId,
      avatar: '',
      name: '',
      description: '',
      owner_open_id: '',
      chat_mode: 'p2p',
      chat_type: 'p2p',
      external: false,
      tenant_key: tenantKey,
      chat_status: 'normal',
      create_time: String(Math.floor(now / 1000)),
      bot_member: true,
      members: { [user.open_id]: { open_id: user.open_id, join_time: Math.floor(now / 1000), role: 'member' } },
      messages: {},
    }, { id: chatId }).entity;
  }

  const messageId = ctx.id('om_{hex:32}');
  const message = {
    message_id: messageId,
    msg_type: d.msg_type,
    create_time: String(now),
    update_time: String(now),
    deleted: false,
    updated: false,
    chat_id: chat.chat_id,
    sender: { id: app.app_id, id_type: 'app_id', sender_type: 'app', tenant_key: tenantKey },
    body: { content: checked.content },
  };
  if (checked.mentions && checked.mentions.length) message.mentions = checked.mentions;
  if (d.uuid) message.uuid = d.uuid;
  const created = ctx.create(`chats[${chat.chat_id}].messages`, message, { id: messageId });
  return ok(renderMessage(created.entity));
}
