// Discord's permission computation for the bot: base permissions from @everyone and the member's
// roles (owner and ADMINISTRATOR get everything), then the channel's overwrites in Discord's order
// (@everyone, roles combined, member). Bitfields are decimal strings in the tree, BigInt here.

export const P = {
  CREATE_INSTANT_INVITE: 1n << 0n,
  KICK_MEMBERS: 1n << 1n,
  BAN_MEMBERS: 1n << 2n,
  ADMINISTRATOR: 1n << 3n,
  MANAGE_CHANNELS: 1n << 4n,
  MANAGE_GUILD: 1n << 5n,
  ADD_REACTIONS: 1n << 6n,
  VIEW_CHANNEL: 1n << 10n,
  SEND_MESSAGES: 1n << 11n,
  MANAGE_MESSAGES: 1n << 13n,
  EMBED_LINKS: 1n << 14n,
  ATTACH_FILES: 1n << 15n,
  READ_MESSAGE_HISTORY: 1n << 16n,
  MENTION_EVERYONE: 1n << 17n,
  USE_EXTERNAL_EMOJIS: 1n << 18n,
  CONNECT: 1n << 20n,
  SPEAK: 1n << 21n,
  MANAGE_ROLES: 1n << 28n,
  MODERATE_MEMBERS: 1n << 40n,
};

const ALL = (1n << 53n) - 1n;

/** The guild-level permissions of a member. */
export function basePermissions(guild, userId) {
  if (guild.owner_id === userId) return ALL;
  const member = guild.members[userId];
  if (!member) return 0n;
  let perms = BigInt(guild.roles[guild.id] ? guild.roles[guild.id].permissions : '0');
  for (const rid of member.roles) if (guild.roles[rid]) perms |= BigInt(guild.roles[rid].permissions);
  return perms & P.ADMINISTRATOR ? ALL : perms;
}

/** The member's permissions in one channel (overwrites applied). */
export function channelPermissions(guild, channel, userId) {
  let perms = basePermissions(guild, userId);
  if (perms === ALL) return ALL;
  const ow = channel.overwrites || {};
  const apply = (o) => { if (o) perms = (perms & ~BigInt(o.deny)) | BigInt(o.allow); };
  apply(ow[guild.id]);
  const member = guild.members[userId];
  let allow = 0n;
  let deny = 0n;
  for (const rid of member ? member.roles : []) {
    if (ow[rid] && ow[rid].type === 'role') { allow |= BigInt(ow[rid].allow); deny |= BigInt(ow[rid].deny); }
  }
  perms = (perms & ~deny) | allow;
  if (ow[userId] && ow[userId].type === 'member') apply(ow[userId]);
  return perms;
}

export function has(perms, flag) {
  return (perms & flag) === flag;
}

/** The position of the member's highest role (0 for @everyone only); the owner outranks everyone. */
export function topRolePosition(guild, userId) {
  if (guild.owner_id === userId) return Infinity;
  const member = guild.members[userId];
  let top = 0;
  for (const rid of member ? member.roles : []) if (guild.roles[rid]) top = Math.max(top, guild.roles[rid].position);
  return top;
}
