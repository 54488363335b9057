// get_profile_info: GET /{account}?fields=id,username,name,biography,website,profile_picture_url,
// followers_count,follows_count,media_count, dumped through the InstagramProfile model.
import { checkArguments } from '../../_shared/pyschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { success, apiError } from '../lib/result.js';
import { tokenError, configuredAccount, unsupportedGet } from '../lib/graph.js';

export default function get_profile_info(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.get_profile_info, ctx);
  if (bad) return bad;
  const id = args.account_id || configuredAccount(ctx);
  const expired = tokenError(ctx);
  if (expired) return apiError(ctx, `Failed to get profile info: ${expired}`);
  const acct = ctx.get(`accounts[${id}]`);
  if (!acct) return apiError(ctx, `Failed to get profile info: ${unsupportedGet(id)}`);
  return success(ctx, 'get_profile_info', {
    id: acct.id,
    username: acct.username,
    name: acct.name,
    biography: acct.biography,
    website: acct.website,
    followers_count: acct.followers_count,
    follows_count: acct.follows_count,
    media_count: Object.keys(acct.media).length,
    profile_picture_url: acct.profile_picture_url,
  });
}
