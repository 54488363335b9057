// Conversations and the bot's access to them. The MCP server runs with a bot token, so what a
// call may see or do depends on the bot user's membership:
//   - private channels and DMs the bot is not in do not exist for it: channel_not_found;
//   - public channels it has not joined: listed by conversations.list (is_member false), but
//     history, replies, posting and reactions answer not_in_channel;
//   - archived channels: readable, but posting answers is_archived.

// Conversation ids: C… public/private channels, G… legacy private groups, D… direct messages.
const CONVERSATION_ID = /^[CGD][A-Z0-9]{8,12}$/;
const USER_ID = /^[UW][A-Z0-9]{8,12}$/;

export function isConversationId(v) {
  return typeof v === 'string' && CONVERSATION_ID.test(v);
}

export function isUserId(v) {
  return typeof v === 'string' && USER_ID.test(v);
}

/** The bot identity whose token the server holds: { user_id, bot_id, app_id, team_id }. */
export function bot(ctx) {
  return ctx.get('bot');
}

/** A stored channel by id (a copy), or null. Ids are checked first: they go into a path. */
export function channelById(ctx, id) {
  return isConversationId(id) ? ctx.get(`channels[${id}]`) : null;
}

export function isMember(channel, userId) {
  return Array.isArray(channel.members) && channel.members.includes(userId);
}

/**
 * Access for reading (history, replies) and reacting: { channel } or { error }.
 * @param {object|null} channel
 * @param {string} botUser the bot's user id
 */
export function readAccess(channel, botUser) {
  if (!channel) return { error: 'channel_not_found' };
  const member = isMember(channel, botUser);
  if (!member && (channel.is_private || channel.is_im || channel.is_mpim)) return { error: 'channel_not_found' };
  if (!member) return { error: 'not_in_channel' };
  return { channel };
}

/** Access for chat.postMessage: adds is_archived and posting restrictions. */
export function postAccess(channel, botUser) {
  if (!channel) return { error: 'channel_not_found' };
  const member = isMember(channel, botUser);
  if (!member && (channel.is_private || channel.is_im || channel.is_mpim)) return { error: 'channel_not_found' };
  if (channel.is_archived) return { error: 'is_archived' };
  if (!member) return { error: 'not_in_channel' };
  if (channel.posting_restricted_to === 'admins') return { error: 'restricted_action' };
  return { channel };
}

/** chat.postMessage also takes a channel name ("#general" or "general"). */
export function channelByName(ctx, raw) {
  const name = raw.startsWith('#') ? raw.slice(1) : raw;
  if (name === '') return null;
  const found = ctx.list('channels', { filter: (c) => !c.is_im && !c.is_mpim && c.name === name, limit: 1 });
  return found.length ? found[0] : null;
}

// Fields of a channel object in conversations.list, in Slack's order; is_member and num_members
// are computed for the bot.
const LIST_FIELDS = ['id', 'name', 'is_channel', 'is_group', 'is_im', 'is_mpim', 'is_private', 'created',
  'is_archived', 'is_general', 'unlinked', 'name_normalized', 'is_shared', 'is_org_shared',
  'is_pending_ext_shared', 'pending_shared', 'context_team_id', 'updated', 'parent_conversation', 'creator',
  'is_ext_shared', 'shared_team_ids', 'pending_connected_team_ids'];

export function renderListedChannel(channel, botUser) {
  const out = {};
  for (const k of LIST_FIELDS) if (channel[k] !== undefined) out[k] = channel[k];
  out.is_member = isMember(channel, botUser);
  out.topic = channel.topic;
  out.purpose = channel.purpose;
  if (channel.properties !== undefined) out.properties = channel.properties;
  out.previous_names = channel.previous_names || [];
  out.num_members = (channel.members || []).length;
  return out;
}
