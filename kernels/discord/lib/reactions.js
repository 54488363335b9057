// Adding and removing the bot's own reactions. Message.add_reaction puts the bot on the reaction
// (a new emoji needs ADD_REACTIONS; a message holds at most 20 distinct emoji); re-adding is a
// no-op. Message.remove_reaction(emoji, bot) takes the bot off it and drops an emptied reaction.
import { parseReactionEmoji, allGuildEmojis } from './emoji.js';
import { unknownEmoji, missingPermissions, httpError } from './http.js';
import { has, P } from './permissions.js';
import { botId } from './lookup.js';

/** Returns null on success or the error result; mutates through ctx. */
export function addReaction(ctx, found, msg, raw) {
  const parsed = parseReactionEmoji(raw, allGuildEmojis(ctx));
  if (!parsed) return unknownEmoji(ctx);
  const me = botId(ctx);
  const message = ctx.get(msg.path);
  const existing = (message.reactions || {})[parsed.key];
  if (existing && existing.users.includes(me)) return null;
  if (!existing) {
    if (!has(found.perms, P.ADD_REACTIONS)) return missingPermissions(ctx);
    if (Object.keys(message.reactions || {}).length >= 20) return httpError(ctx, 400, 30010, 'Maximum number of reactions reached (20)');
  }
  if (!message.reactions) ctx.update(msg.path, { reactions: {} });
  ctx.set(`${msg.path}.reactions[${parsed.key}]`, { emoji: parsed.emoji, users: existing ? existing.users.concat([me]) : [me] });
  return null;
}

export function removeOwnReaction(ctx, msg, raw) {
  const parsed = parseReactionEmoji(raw, allGuildEmojis(ctx));
  if (!parsed) return unknownEmoji(ctx);
  const me = botId(ctx);
  const existing = (ctx.get(msg.path).reactions || {})[parsed.key];
  if (!existing || !existing.users.includes(me)) return null;
  const users = existing.users.filter((u) => u !== me);
  const path = `${msg.path}.reactions[${parsed.key}]`;
  if (users.length === 0) ctx.delete(path);
  else ctx.update(path, { users });
  return null;
}
