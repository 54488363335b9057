// Reaction emoji as the API takes them. discord.py strips "<" and ">" from a string emoji and
// sends the rest in the URL: a Unicode emoji, or a custom emoji as "name:id" (optionally ":name:id"
// or "a:name:id"). Anything else — shortcodes such as ":thumbsup:", plain text, a bare id — is
// answered with 10014 Unknown Emoji, as is a custom emoji the bot cannot reach.

const UNICODE_EMOJI = /^(?:[#*0-9]\uFE0F?\u20E3|\p{Regional_Indicator}{2}|\p{Extended_Pictographic}\uFE0F?\p{Emoji_Modifier}?(?:\u200D\p{Extended_Pictographic}\uFE0F?\p{Emoji_Modifier}?)*(?:[\u{E0020}-\u{E007E}]+\u{E007F})?)$/u;
const CUSTOM_EMOJI = /^:?(?:a:)?([A-Za-z0-9_]{2,32}):(\d{15,21})$/;

/**
 * @param {string} raw the tool argument
 * @param {object} guildEmojis every custom emoji of the bot's guilds, by id
 * @returns {{ key: string, emoji: string | {id: string, name: string, animated: boolean} } | null}
 */
export function parseReactionEmoji(raw, guildEmojis) {
  const s = String(raw).replace(/^[<>]+|[<>]+$/g, '');
  const custom = CUSTOM_EMOJI.exec(s);
  if (custom) {
    const known = guildEmojis[custom[2]];
    if (!known) return null;
    return { key: `${known.name}:${known.id}`, emoji: { id: known.id, name: known.name, animated: Boolean(known.animated) } };
  }
  if (UNICODE_EMOJI.test(s)) return { key: s, emoji: s };
  return null;
}

/** How read_messages prints a reaction's emoji: the character, or a custom emoji's name. */
export function emojiLabel(emoji) {
  return typeof emoji === 'string' ? emoji : emoji.name;
}

/** Every custom emoji of every guild the bot is in. */
export function allGuildEmojis(ctx) {
  const out = {};
  for (const guild of ctx.list('guilds')) for (const e of Object.values(guild.emojis || {})) out[e.id] = e;
  return out;
}
