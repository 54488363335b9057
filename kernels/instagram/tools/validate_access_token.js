// validate_access_token: GET /me?fields=id; any InstagramAPIError becomes {"valid": false}.
import { checkArguments } from '../../_shared/pyschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { success } from '../lib/result.js';
import { tokenError } from '../lib/graph.js';

export default function validate_access_token(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.validate_access_token, ctx);
  if (bad) return bad;
  return success(ctx, 'validate_access_token', { valid: tokenError(ctx) === null });
}
