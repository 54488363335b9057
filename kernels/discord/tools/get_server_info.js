// get_server_info: Client.fetch_guild, then a "key: value" line per field. The guild comes from
// REST, where discord.py has no member_count (it prints None) and created_at is read from the id.
import { checkArguments } from '../../_shared/pyschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { fetchGuild } from '../lib/lookup.js';
import { createdAt } from '../lib/snowflake.js';

export default function get_server_info(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.get_server_info, ctx);
  if (bad) return bad;
  const found = fetchGuild(ctx, args.server_id);
  if (found.error) return found.error;
  const g = found.guild;
  const info = [
    ['name', g.name],
    ['id', g.id],
    ['owner_id', g.owner_id],
    ['member_count', 'None'],
    ['created_at', createdAt(g.id)],
    ['description', g.description === null ? 'None' : g.description],
    ['premium_tier', g.premium_tier],
    ['explicit_content_filter', `ContentFilter.${g.explicit_content_filter}`],
  ];
  return ctx.text('Server Information:\n' + info.map(([k, v]) => `${k}: ${v}`).join('\n'));
}
