// read_messages: channel.history(limit) — newest first — printed as "author (timestamp): content"
// plus a "Reactions:" line per message. Without READ_MESSAGE_HISTORY the API returns no messages.
import { checkArguments } from '../../_shared/pyschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { fetchChannel, requireMessageable, userString } from '../lib/lookup.js';
import { has, P } from '../lib/permissions.js';
import { compareIds, createdAt } from '../lib/snowflake.js';
import { emojiLabel } from '../lib/emoji.js';

export default function read_messages(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.read_messages, ctx);
  if (bad) return bad;
  const found = fetchChannel(ctx, args.channel_id);
  if (found.error) return found.error;
  const notMessageable = requireMessageable(ctx, found.channel, 'history');
  if (notMessageable) return notMessageable;
  // min(int(arguments.get("limit", 10)), 100)
  const limit = Math.min(Math.trunc(args.limit === undefined ? 10 : args.limit), 100);
  const all = has(found.perms, P.READ_MESSAGE_HISTORY) ? Object.values(found.channel.messages || {}) : [];
  const messages = all.sort((a, b) => compareIds(b.id, a.id)).slice(0, limit);
  const lines = messages.map((m) => {
    const author = ctx.get(`users[${m.author_id}]`);
    const reactions = Object.values(m.reactions || {});
    const shown = reactions.length ? reactions.map((r) => `${emojiLabel(r.emoji)}(${r.users.length})`).join(', ') : 'No reactions';
    return `${userString(author)} (${createdAt(m.id)}): ${m.content}\nReactions: ${shown}`;
  });
  return ctx.text(`Retrieved ${lines.length} messages:\n\n` + lines.join('\n'));
}
