// add_multiple_reactions: one Message.add_reaction per emoji, in order. The first failure ends the
// call with that error; reactions added before it stay (the server does not undo them).
import { checkArguments } from '../../_shared/pyschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { fetchChannel, fetchMessage } from '../lib/lookup.js';
import { addReaction } from '../lib/reactions.js';

export default function add_multiple_reactions(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.add_multiple_reactions, ctx);
  if (bad) return bad;
  const found = fetchChannel(ctx, args.channel_id);
  if (found.error) return found.error;
  const msg = fetchMessage(ctx, found, args.message_id);
  if (msg.error) return msg.error;
  for (const emoji of args.emojis) {
    const failed = addReaction(ctx, found, msg, emoji);
    if (failed) return failed;
  }
  return ctx.text(`Added reactions: ${args.emojis.join(', ')} to message`);
}
