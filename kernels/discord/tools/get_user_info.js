// get_user_info: Client.fetch_user, printed as name#discriminator (users on the new username
// system have discriminator "0"), id, the bot flag as Python prints it, and the id's creation time.
import { checkArguments } from '../../_shared/pyschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { fetchUser } from '../lib/lookup.js';
import { createdAt } from '../lib/snowflake.js';

export default function get_user_info(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.get_user_info, ctx);
  if (bad) return bad;
  const found = fetchUser(ctx, args.user_id);
  if (found.error) return found.error;
  const u = found.user;
  return ctx.text(
    'User information:\n' +
      `Name: ${u.username}#${u.discriminator}\n` +
      `ID: ${u.id}\n` +
      `Bot: ${u.bot ? 'True' : 'False'}\n` +
      `Created: ${createdAt(u.id)}`,
  );
}
