// slack_add_reaction -> POST reactions.add {channel, timestamp, name} as the bot.
import { reply, apiError, serverError, withCharsetWarning } from '../lib/result.js';
import { bot, channelById, readAccess } from '../lib/channels.js';
import { canonicalReaction } from '../lib/emoji.js';

// Slack caps the distinct emoji on one message (too_many_emoji) at 23.
const MAX_DISTINCT = 23;

function fail(code) {
  return reply(withCharsetWarning(apiError(code)));
}

export default function (args, ctx) {
  if (!args) return serverError('No arguments provided');
  if (!args.channel_id || !args.timestamp || !args.reaction) {
    return serverError('Missing required arguments: channel_id, timestamp, and reaction');
  }
  const me = bot(ctx);
  // reactions.add takes conversation ids only (no names, no user ids).
  const channel = typeof args.channel_id === 'string' ? channelById(ctx, args.channel_id) : null;
  const access = readAccess(channel, me.user_id);
  if (access.error) return fail(access.error);
  if (channel.is_archived) return fail('is_archived');

  const ts = String(args.timestamp);
  const messages = channel.messages || {};
  const message = Object.prototype.hasOwnProperty.call(messages, ts) ? messages[ts] : null;
  if (!message) return fail('message_not_found');

  const name = typeof args.reaction === 'string' ? canonicalReaction(args.reaction, ctx.get('emoji') || {}) : null;
  if (!name) return fail('invalid_name');

  const reactions = (message.reactions || []).map((r) => ({ name: r.name, users: r.users.slice(), count: r.count }));
  const existing = reactions.find((r) => r.name === name);
  if (existing && existing.users.includes(me.user_id)) return fail('already_reacted');
  if (!existing && reactions.length >= MAX_DISTINCT) return fail('too_many_emoji');
  if (existing) {
    existing.users.push(me.user_id);
    existing.count += 1;
  } else {
    reactions.push({ name, users: [me.user_id], count: 1 });
  }
  ctx.update(`channels[${channel.id}].messages[${ts}]`, { reactions });
  return reply(withCharsetWarning({ ok: true }));
}
