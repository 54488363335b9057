// get_account_pages: GET /me/accounts?fields=id,name,instagram_business_account; the FacebookPage
// model adds access_token and category as None because they were not requested.
import { checkArguments } from '../../_shared/pyschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { success, apiError } from '../lib/result.js';
import { tokenError } from '../lib/graph.js';

export default function get_account_pages(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.get_account_pages, ctx);
  if (bad) return bad;
  const expired = tokenError(ctx);
  if (expired) return apiError(ctx, `Failed to get account pages: ${expired}`);
  const pages = ctx.list('pages').map((p) => ({
    id: p.id,
    name: p.name,
    access_token: null,
    category: null,
    instagram_business_account: p.instagram_business_account_id ? { id: p.instagram_business_account_id } : null,
  }));
  return success(ctx, 'get_account_pages', { pages, count: pages.length });
}
