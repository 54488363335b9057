// moderate_message: fetch the message and delete it (someone else's message needs MANAGE_MESSAGES).
// With timeout_minutes > 0 and an author who is still a member, the real server then evaluates
// `datetime.timedelta` after `from datetime import datetime` and raises AttributeError: the message
// is already gone, no timeout is applied, and the call reports that error. Reproduced as is.
import { checkArguments } from '../../_shared/pyschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { fetchChannel, fetchMessage, botId } from '../lib/lookup.js';
import { missingPermissions, pythonError } from '../lib/http.js';
import { has, P } from '../lib/permissions.js';

export default function moderate_message(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.moderate_message, ctx);
  if (bad) return bad;
  const found = fetchChannel(ctx, args.channel_id);
  if (found.error) return found.error;
  const msg = fetchMessage(ctx, found, args.message_id);
  if (msg.error) return msg.error;
  if (msg.message.author_id !== botId(ctx) && !has(found.perms, P.MANAGE_MESSAGES)) return missingPermissions(ctx);
  ctx.delete(msg.path);
  if (args.timeout_minutes !== undefined && args.timeout_minutes > 0 && found.guild.members[msg.message.author_id]) {
    return pythonError(ctx, "type object 'datetime.datetime' has no attribute 'timedelta'");
  }
  return ctx.text('Message deleted successfully.');
}
