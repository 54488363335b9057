// slack_get_user_profile -> GET users.profile.get?user=…&include_labels=true
import { reply, apiError, serverError } from '../lib/result.js';
import { memberById, renderProfile } from '../lib/users.js';

export default function (args, ctx) {
  if (!args) return serverError('No arguments provided');
  if (!args.user_id) return serverError('Missing required argument: user_id');
  const member = memberById(ctx, String(args.user_id));
  if (!member) return reply(apiError('user_not_found'));
  return reply({ ok: true, profile: renderProfile(member, ctx.get('profile_fields') || {}) });
}
