// chat.postMessage as Slack answers it for a bot token: the channel may be an id (C…/G…/D…), a
// user id (the bot's DM with that user, opened on first use) or a channel name; the bot must be
// able to post there; with thread_ts the message becomes a reply and its parent's thread fields
// (reply_count, reply_users, latest_reply) move on.
import { reply, apiError, withCharsetWarning } from './result.js';
import { bot, channelById, channelByName, isConversationId, isUserId, postAccess } from './channels.js';
import { freshTs, renderMessage, renderEnv } from './messages.js';
import { memberById } from './users.js';

// Slack truncates or rejects longer text; it documents msg_too_long for text over 40,000 chars.
const MAX_TEXT = 40000;
// Messages nothing can be threaded under.
const NOT_THREADABLE = ['channel_join', 'channel_leave', 'channel_topic', 'channel_purpose', 'channel_name', 'channel_archive'];

function fail(code) {
  return reply(withCharsetWarning(apiError(code)));
}

/** The conversation a postMessage `channel` names, or { error }. May describe a DM to open. */
function resolveTarget(ctx, raw, me) {
  if (isConversationId(raw)) return postAccess(channelById(ctx, raw), me.user_id);
  if (isUserId(raw)) {
    const user = memberById(ctx, raw);
    if (!user || user.deleted) return { error: 'channel_not_found' };
    if (user.is_bot) return { error: 'cannot_dm_bot' };
    const im = ctx.list('channels', { filter: (c) => c.is_im && c.user === raw, limit: 1 })[0];
    if (im) return postAccess(im, me.user_id);
    return { openDm: raw };
  }
  return postAccess(channelByName(ctx, raw), me.user_id);
}

/**
 * @param {object} ctx
 * @param {unknown} channelArg args.channel_id (truthy)
 * @param {unknown} textArg args.text (truthy)
 * @param {unknown} threadArg args.thread_ts, or undefined for a top-level message
 */
export function postMessage(ctx, channelArg, textArg, threadArg) {
  const me = bot(ctx);
  // The body is JSON; Slack reads scalars as their string form. Objects and arrays are not text.
  if (typeof textArg === 'object') return fail('invalid_arguments');
  const text = String(textArg);
  const target = resolveTarget(ctx, typeof channelArg === 'string' ? channelArg : String(channelArg), me);
  if (target.error) return fail(target.error);
  if (text.length > MAX_TEXT) return fail('msg_too_long');

  let channel = target.channel;
  let parent = null;
  if (threadArg !== undefined && channel) {
    const threadTs = String(threadArg);
    const hit = Object.prototype.hasOwnProperty.call(channel.messages || {}, threadTs) ? channel.messages[threadTs] : null;
    if (hit) {
      if (NOT_THREADABLE.includes(hit.subtype)) return fail('cannot_reply_to_message');
      // A reply's ts threads under that reply's parent.
      const rootTs = hit.thread_ts && hit.thread_ts !== hit.ts ? hit.thread_ts : hit.ts;
      parent = channel.messages[rootTs] || hit;
    }
    // A thread_ts that matches no message: Slack posts the text as an ordinary channel message.
  }

  if (target.openDm) {
    const id = ctx.id('D{ALNUM:10}');
    const team = ctx.get('team').id;
    channel = ctx.create('channels', {
      id, created: ctx.nowSec(), is_archived: false, is_im: true, is_org_shared: false, context_team_id: team,
      updated: ctx.nowMs(), user: target.openDm, is_user_deleted: false, priority: 0,
      members: [me.user_id, target.openDm], pinned: [], messages: {},
    }, { id }).entity;
  }

  const ts = freshTs(ctx, channel.messages);
  const message = { user: me.user_id, type: 'message', ts, bot_id: me.bot_id, app_id: me.app_id, text, team: me.team_id };
  if (parent) {
    message.thread_ts = parent.ts;
    message.parent_user_id = parent.user;
  }
  ctx.create(`channels[${channel.id}].messages`, message, { id: ts });

  if (parent) {
    const users = (parent.reply_users || []).slice();
    if (!users.includes(me.user_id)) users.push(me.user_id);
    const changes = {
      thread_ts: parent.ts,
      reply_count: (parent.reply_count || 0) + 1,
      reply_users_count: users.length,
      latest_reply: ts,
      reply_users: users,
    };
    if (parent.is_locked === undefined) changes.is_locked = false;
    if (parent.subscribed === undefined) changes.subscribed = false;
    ctx.update(`channels[${channel.id}].messages[${parent.ts}]`, changes);
  }

  return reply(withCharsetWarning({
    ok: true,
    channel: channel.id,
    ts,
    message: renderMessage(message, renderEnv(ctx, channel)),
  }));
}
