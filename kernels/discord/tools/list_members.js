// list_members: Guild.fetch_members(limit) pages through members by ascending user id; each line
// shows the username and the member's role ids without @everyone, lowest role first.
import { checkArguments } from '../../_shared/pyschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { fetchGuild } from '../lib/lookup.js';
import { compareIds } from '../lib/snowflake.js';

export default function list_members(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.list_members, ctx);
  if (bad) return bad;
  const found = fetchGuild(ctx, args.server_id);
  if (found.error) return found.error;
  const guild = found.guild;
  // min(int(arguments.get("limit", 100)), 1000): int() truncates toward zero.
  const limit = Math.min(Math.trunc(args.limit === undefined ? 100 : args.limit), 1000);
  const ids = Object.keys(guild.members).sort(compareIds).slice(0, limit);
  const lines = ids.map((uid) => {
    const user = ctx.get(`users[${uid}]`);
    const roles = guild.members[uid].roles
      .filter((rid) => guild.roles[rid])
      .sort((a, b) => guild.roles[a].position - guild.roles[b].position || compareIds(a, b));
    return `${user.username} (ID: ${uid}, Roles: ${roles.join(', ')})`;
  });
  return ctx.text(`Server Members (${lines.length}):\n` + lines.join('\n'));
}
