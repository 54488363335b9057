// GET /v1/users/me: the integration's bot user. The `random_string` argument is a placeholder the
// server ignores.
import { argsMissing, apiResponse } from '../lib/respond.js';
import { renderSelfBot } from '../lib/users.js';

export default function (args, ctx) {
  const missing = argsMissing(args);
  if (missing) return missing;
  return apiResponse(ctx, renderSelfBot(ctx));
}
