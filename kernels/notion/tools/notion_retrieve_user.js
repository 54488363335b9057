// GET /v1/users/{user_id}.
import { argsMissing, serverError, apiResponse, apiError, Fail } from '../lib/respond.js';
import { pathId } from '../lib/ids.js';
import { renderUser, getUser } from '../lib/users.js';

export default function (args, ctx) {
  const missing = argsMissing(args);
  if (missing) return missing;
  if (!args.user_id) return serverError('Missing required argument: user_id');
  const id = pathId(ctx, 'user_id', args.user_id);
  if (id instanceof Fail) return id.result;
  const user = getUser(ctx, id);
  if (!user) return apiError(ctx, 404, 'object_not_found', `Could not find user with ID: ${id}.`);
  return apiResponse(ctx, renderUser(user));
}
