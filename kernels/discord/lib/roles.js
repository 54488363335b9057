// add_role / remove_role share discord.py's steps: fetch the guild, fetch the member, take the role
// from the guild's cache (None when unknown, which Member.add_roles trips over), then the API's
// own checks — MANAGE_ROLES and the role hierarchy (only roles below the bot's highest role; managed
// and @everyone roles cannot be assigned).
import { checkArguments } from '../../_shared/pyschema.js';
import { fetchGuild, fetchMember, toId, botId } from './lookup.js';
import { pythonError, missingPermissions } from './http.js';
import { basePermissions, topRolePosition, has, P } from './permissions.js';

export function changeRole(args, ctx, schema, adding) {
  const bad = checkArguments(args, schema, ctx);
  if (bad) return bad;
  const g = fetchGuild(ctx, args.server_id);
  if (g.error) return g.error;
  const guild = g.guild;
  const m = fetchMember(ctx, guild, args.user_id);
  if (m.error) return m.error;
  const r = toId(ctx, args.role_id);
  if (r.error) return r.error;
  const role = guild.roles[r.id];
  if (!role) return pythonError(ctx, "'NoneType' object has no attribute 'id'");
  const me = botId(ctx);
  if (!has(basePermissions(guild, me), P.MANAGE_ROLES) || role.managed || role.id === guild.id || role.position >= topRolePosition(guild, me)) {
    return missingPermissions(ctx);
  }
  const member = m.member;
  const hasRole = member.roles.includes(role.id);
  const path = `guilds[${guild.id}].members[${member.user_id}]`;
  if (adding && !hasRole) ctx.update(path, { roles: member.roles.concat([role.id]) });
  if (!adding && hasRole) ctx.update(path, { roles: member.roles.filter((x) => x !== role.id) });
  return ctx.text(adding ? `Added role ${role.name} to user ${m.user.username}` : `Removed role ${role.name} from user ${m.user.username}`);
}
