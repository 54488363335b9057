// add_reaction: fetch the channel and the message, then Message.add_reaction(emoji).
import { checkArguments } from '../../_shared/pyschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { fetchChannel, fetchMessage } from '../lib/lookup.js';
import { addReaction } from '../lib/reactions.js';

export default function add_reaction(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.add_reaction, ctx);
  if (bad) return bad;
  const found = fetchChannel(ctx, args.channel_id);
  if (found.error) return found.error;
  const msg = fetchMessage(ctx, found, args.message_id);
  if (msg.error) return msg.error;
  const failed = addReaction(ctx, found, msg, args.emoji);
  if (failed) return failed;
  return ctx.text(`Added reaction ${args.emoji} to message`);
}
