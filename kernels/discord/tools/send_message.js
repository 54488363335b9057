// send_message: fetch_channel then channel.send(content). The API refuses an empty message (50006),
// more than 2000 characters (50035) and channels where the bot may not send (50013).
import { checkArguments } from '../../_shared/pyschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { fetchChannel, requireMessageable, botId } from '../lib/lookup.js';
import { httpError, missingPermissions, invalidFormBody } from '../lib/http.js';
import { has, P } from '../lib/permissions.js';
import { newSnowflake } from '../lib/snowflake.js';

export default function send_message(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.send_message, ctx);
  if (bad) return bad;
  const found = fetchChannel(ctx, args.channel_id);
  if (found.error) return found.error;
  const notMessageable = requireMessageable(ctx, found.channel, 'send');
  if (notMessageable) return notMessageable;
  if (!has(found.perms, P.SEND_MESSAGES)) return missingPermissions(ctx);
  if (args.content.trim() === '') return httpError(ctx, 400, 50006, 'Cannot send an empty message');
  if ([...args.content].length > 2000) return invalidFormBody(ctx, 'content', 'Must be 2000 or fewer in length.');
  const id = newSnowflake(ctx);
  ctx.create(`${found.path}.messages`, { id, author_id: botId(ctx), content: args.content, pinned: false, reactions: {} }, { id });
  return ctx.text(`Message sent successfully. Message ID: ${id}`);
}
