// create_text_channel: Guild.create_text_channel on a guild from fetch_guild. That guild object
// carries no channel cache, so guild.get_channel(category_id) is always None and the channel is
// created without a category (the id is still passed through int()). The API needs
// MANAGE_CHANNELS and a 1–100 character name; it normalises text channel names.
import { checkArguments } from '../../_shared/pyschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { fetchGuild, toId, botId } from '../lib/lookup.js';
import { missingPermissions, invalidFormBody } from '../lib/http.js';
import { basePermissions, has, P } from '../lib/permissions.js';
import { newSnowflake } from '../lib/snowflake.js';
import { normaliseChannelName, nextPosition } from '../lib/channels.js';

export default function create_text_channel(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.create_text_channel, ctx);
  if (bad) return bad;
  const g = fetchGuild(ctx, args.server_id);
  if (g.error) return g.error;
  const guild = g.guild;
  if (args.category_id !== undefined) {
    const c = toId(ctx, args.category_id);
    if (c.error) return c.error;
  }
  if (!has(basePermissions(guild, botId(ctx)), P.MANAGE_CHANNELS)) return missingPermissions(ctx);
  const rawLength = [...args.name].length;
  const name = normaliseChannelName(args.name);
  if (rawLength < 1 || rawLength > 100 || name.length === 0) return invalidFormBody(ctx, 'name', 'Must be between 1 and 100 in length.');
  if (args.topic !== undefined && [...args.topic].length > 1024) return invalidFormBody(ctx, 'topic', 'Must be 1024 or fewer in length.');
  const siblings = ctx.list('channels', { filter: { guild_id: guild.id } });
  const id = newSnowflake(ctx);
  ctx.create('channels', {
    id,
    guild_id: guild.id,
    type: 'text',
    name,
    topic: args.topic === undefined ? null : args.topic,
    position: nextPosition(siblings),
    parent_id: null,
    nsfw: false,
    rate_limit_per_user: 0,
    overwrites: {},
    messages: {},
  }, { id });
  return ctx.text(`Created text channel #${name} (ID: ${id})`);
}
