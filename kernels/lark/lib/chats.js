// Group chats and p2p chats. A chat stores its user members (an id-keyed map), whether the app's
// bot is in it, and its messages. Listing APIs never show p2p chats; the bot sees only the chats
// it was added to, the user (useUAT) the chats they are a member of.

import { idAs } from './users.js';

/** Whether the calling identity is in the chat. */
export function isMember(chat, ident) {
  if (ident.kind === 'bot') return chat.bot_member === true;
  return Object.prototype.hasOwnProperty.call(chat.members || {}, ident.openId);
}

/** Milliseconds of the chat's latest message (its "active time"), or its creation. */
export function activeMs(chat) {
  let latest = Number(chat.create_time) * 1000;
  for (const m of Object.values(chat.messages || {})) {
    const t = Number(m.create_time);
    if (t > latest) latest = t;
  }
  return latest;
}

/**
 * The owner as the API reports it. A chat the bot created without an owner_id is owned by the
 * bot; the API then has no user id to give and both fields are empty.
 */
export function ownerFields(chat, dir, app, idType) {
  if (!chat.owner_open_id || chat.owner_open_id === app.open_id) return { owner_id: '', owner_id_type: '' };
  const type = idType || 'open_id';
  const id = idAs(dir, app, chat.owner_open_id, type);
  return { owner_id: id, owner_id_type: id === chat.owner_open_id ? 'open_id' : type };
}

/** The list_chat object of chat list / chat search. */
export function renderListChat(chat, dir, app, idType) {
  const owner = ownerFields(chat, dir, app, idType);
  return {
    chat_id: chat.chat_id,
    avatar: chat.avatar,
    name: chat.name,
    description: chat.description,
    owner_id: owner.owner_id,
    owner_id_type: owner.owner_id_type,
    external: chat.external,
    tenant_key: chat.tenant_key,
    chat_status: chat.chat_status,
  };
}

/** Stable order by creation time, then id. */
export function byCreate(a, b) {
  const d = Number(a.create_time) - Number(b.create_time);
  if (d !== 0) return d;
  return a.chat_id < b.chat_id ? -1 : a.chat_id > b.chat_id ? 1 : 0;
}

/** Group chats (never p2p) that are not dissolved. */
export function isListedGroup(chat) {
  return chat.chat_mode === 'group' && chat.chat_status === 'normal';
}

/** The default group avatar URL Lark hands out (static-resource CDN, image key inside). */
export function avatarUrl(imageKey) {
  return `https://s1-imfile.feishucdn.com/static-resource/v1/${imageKey}~?image_size=noop&cut_type=&quality=&format=png&sticker_format=.webp`;
}
