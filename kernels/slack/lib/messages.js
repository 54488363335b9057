// Messages as conversations.history / conversations.replies / chat.postMessage print them.
// The tree stores each message in its Slack shape without `blocks` (derived from text on output,
// see blocks.js) and without `bot_profile` (looked up in tree `bots` by bot_id).

import { blockIdFor, textToBlocks } from './blocks.js';

// Slack's key order for ordinary messages (user- or app-posted) and for system/integration ones.
const ORDER = ['user', 'type', 'ts', 'bot_id', 'app_id', 'client_msg_id', 'text', 'team', 'bot_profile', 'edited',
  'thread_ts', 'reply_count', 'reply_users_count', 'latest_reply', 'reply_users', 'is_locked', 'subscribed',
  'parent_user_id', 'blocks', 'attachments', 'reactions', 'pinned_to'];
const SYSTEM_ORDER = ['type', 'subtype', 'ts', 'user', 'bot_id', 'app_id', 'username', 'text', 'attachments',
  'bot_profile', 'thread_ts', 'reply_count', 'reply_users_count', 'latest_reply', 'reply_users', 'is_locked',
  'subscribed', 'parent_user_id', 'reactions', 'pinned_to'];

/** Top-level messages are what conversations.history lists; thread replies are not. */
export function isTopLevel(m) {
  return !m.thread_ts || m.thread_ts === m.ts || m.subtype === 'thread_broadcast';
}

/** Compare two Slack timestamps ("1767258000.123456") numerically. */
export function tsCompare(a, b) {
  const [as, au] = a.split('.');
  const [bs, bu] = b.split('.');
  if (as.length !== bs.length) return as.length - bs.length;
  if (as !== bs) return as < bs ? -1 : 1;
  return au === bu ? 0 : au < bu ? -1 : 1;
}

/**
 * The wire form of a stored message.
 * @param {object} m stored message
 * @param {{ channelId: string, bots: Record<string, object>, pinned: string[], customEmoji: Record<string,string> }} env
 */
export function renderMessage(m, env) {
  const src = Object.assign({}, m);
  if (src.bot_id && env.bots && env.bots[src.bot_id]) src.bot_profile = env.bots[src.bot_id];
  const system = Boolean(src.subtype) && src.subtype !== 'thread_broadcast';
  if (!system && typeof src.text === 'string' && src.text !== '') {
    src.blocks = textToBlocks(src.text, blockIdFor(`${src.ts}:${src.text}`), env.customEmoji);
  }
  if (env.pinned && env.pinned.includes(src.ts)) src.pinned_to = [env.channelId];
  const order = system ? SYSTEM_ORDER : ORDER;
  const out = {};
  for (const k of order) if (src[k] !== undefined) out[k] = src[k];
  // Anything else the snapshot recorded (files, metadata …) follows in stored order.
  for (const k of Object.keys(src)) if (out[k] === undefined && src[k] !== undefined) out[k] = src[k];
  return out;
}

/** A fresh, unused ts in the channel, from the run clock and the seeded generator. */
export function freshTs(ctx, messages) {
  for (let i = 0; i < 50; i += 1) {
    const ts = ctx.id('{unix}.{digits:6}');
    if (!messages || !Object.prototype.hasOwnProperty.call(messages, ts)) return ts;
  }
  throw new Error('could not draw an unused message ts');
}

/** The render environment of one channel. */
export function renderEnv(ctx, channel) {
  return {
    channelId: channel.id,
    bots: ctx.get('bots') || {},
    pinned: channel.pinned || [],
    customEmoji: ctx.get('emoji') || {},
  };
}
