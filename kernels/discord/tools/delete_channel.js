// delete_channel: fetch_channel then channel.delete(). Needs MANAGE_CHANNELS in the channel; the
// rules and community-updates channels of a Community server cannot be deleted (50074). Deleting a
// category leaves its channels in place without a parent, as Discord does.
import { checkArguments } from '../../_shared/pyschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { fetchChannel } from '../lib/lookup.js';
import { missingPermissions, httpError } from '../lib/http.js';
import { has, P } from '../lib/permissions.js';

export default function delete_channel(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.delete_channel, ctx);
  if (bad) return bad;
  const found = fetchChannel(ctx, args.channel_id);
  if (found.error) return found.error;
  const { channel, guild } = found;
  if (!has(found.perms, P.MANAGE_CHANNELS)) return missingPermissions(ctx);
  if (guild.community && (guild.rules_channel_id === channel.id || guild.public_updates_channel_id === channel.id)) {
    return httpError(ctx, 400, 50074, 'Cannot delete a channel required for Community guilds');
  }
  if (channel.type === 'category') {
    for (const child of ctx.list('channels', { filter: { parent_id: channel.id } })) ctx.update(`channels[${child.id}]`, { parent_id: null });
  }
  ctx.delete(found.path);
  return ctx.text('Deleted channel successfully');
}
