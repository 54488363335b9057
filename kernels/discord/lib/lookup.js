// How discord.py resolves what the server asks for: Client.fetch_channel / fetch_guild /
// fetch_user and Guild.fetch_member / Channel.fetch_message are REST calls, so each one can raise
// the API's own error (Unknown Channel, Missing Access …). Ids pass through Python's int() first.
import { pyInt } from './pyint.js';
import { pythonError, unknownChannel, unknownGuild, unknownMember, unknownMessage, unknownUser, missingAccess } from './http.js';
import { channelPermissions, has, P } from './permissions.js';

/** discord.py's class for each channel type (used in AttributeError messages). */
export const CHANNEL_CLASS = {
  text: 'TextChannel',
  news: 'TextChannel',
  voice: 'VoiceChannel',
  stage_voice: 'StageChannel',
  category: 'CategoryChannel',
  forum: 'ForumChannel',
};

const MESSAGEABLE = new Set(['text', 'news', 'voice', 'stage_voice']);

/** The AttributeError Python raises when the channel object lacks a Messageable method. */
export function requireMessageable(ctx, channel, attribute) {
  if (MESSAGEABLE.has(channel.type)) return null;
  return pythonError(ctx, `'${CHANNEL_CLASS[channel.type]}' object has no attribute '${attribute}'`);
}

export function botId(ctx) {
  return ctx.get('bot_user_id');
}

/** int(raw) or the ValueError result. */
export function toId(ctx, raw) {
  const r = pyInt(raw);
  return r.ok ? { id: r.value } : { error: pythonError(ctx, r.message) };
}

/** Client.fetch_guild: the bot only reaches guilds it is in. */
export function fetchGuild(ctx, raw) {
  const r = toId(ctx, raw);
  if (r.error) return r;
  const guild = ctx.get(`guilds[${r.id}]`);
  return guild ? { guild } : { error: unknownGuild(ctx) };
}

/** Client.fetch_channel: unknown ids are 404; channels the bot cannot view are 403 Missing Access. */
export function fetchChannel(ctx, raw) {
  const r = toId(ctx, raw);
  if (r.error) return r;
  const channel = ctx.get(`channels[${r.id}]`);
  if (!channel) return { error: unknownChannel(ctx) };
  const guild = ctx.get(`guilds[${channel.guild_id}]`);
  const perms = channelPermissions(guild, channel, botId(ctx));
  if (!has(perms, P.VIEW_CHANNEL)) return { error: missingAccess(ctx) };
  return { channel, guild, perms, path: `channels[${channel.id}]` };
}

/** Channel.fetch_message (the channel must be messageable; reading needs message history). */
export function fetchMessage(ctx, found, raw) {
  const notMessageable = requireMessageable(ctx, found.channel, 'fetch_message');
  if (notMessageable) return { error: notMessageable };
  const r = toId(ctx, raw);
  if (r.error) return r;
  if (!has(found.perms, P.READ_MESSAGE_HISTORY)) return { error: missingAccess(ctx) };
  const path = `${found.path}.messages[${r.id}]`;
  const message = ctx.get(path);
  return message ? { message, path } : { error: unknownMessage(ctx) };
}

/** Guild.fetch_member. */
export function fetchMember(ctx, guild, raw) {
  const r = toId(ctx, raw);
  if (r.error) return r;
  const member = guild.members[r.id];
  if (!member) return { error: unknownMember(ctx) };
  const user = ctx.get(`users[${r.id}]`);
  return { member, user };
}

/** Client.fetch_user. */
export function fetchUser(ctx, raw) {
  const r = toId(ctx, raw);
  if (r.error) return r;
  const user = ctx.get(`users[${r.id}]`);
  return user ? { user } : { error: unknownUser(ctx) };
}

/** str(user) in discord.py 2.x: the bare name for migrated usernames, name#discriminator otherwise. */
export function userString(user) {
  return user.discriminator === '0' ? user.username : `${user.username}#${user.discriminator}`;
}
