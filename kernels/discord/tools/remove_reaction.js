// remove_reaction: Message.remove_reaction(emoji, bot user) — only the bot's own reaction goes;
// removing one the bot never added succeeds without a change, as the API answers 204.
import { checkArguments } from '../../_shared/pyschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { fetchChannel, fetchMessage } from '../lib/lookup.js';
import { removeOwnReaction } from '../lib/reactions.js';

export default function remove_reaction(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.remove_reaction, ctx);
  if (bad) return bad;
  const found = fetchChannel(ctx, args.channel_id);
  if (found.error) return found.error;
  const msg = fetchMessage(ctx, found, args.message_id);
  if (msg.error) return msg.error;
  const failed = removeOwnReaction(ctx, msg, args.emoji);
  if (failed) return failed;
  return ctx.text(`Removed reaction ${args.emoji} from message`);
}
