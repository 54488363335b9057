// GET /v1/pages/{page_id}: page properties only (content is in the block children).
import { argsMissing, serverError, apiResponse, Fail } from '../lib/respond.js';
import { pathId } from '../lib/ids.js';
import { visiblePage } from '../lib/pages.js';
import { renderPage, schemaFor } from '../lib/render.js';

export default function (args, ctx) {
  const missing = argsMissing(args);
  if (missing) return missing;
  if (!args.page_id) return serverError('Missing required argument: page_id');
  const id = pathId(ctx, 'page_id', args.page_id);
  if (id instanceof Fail) return id.result;
  const page = visiblePage(ctx, id);
  if (page instanceof Fail) return page.result;
  return apiResponse(ctx, renderPage(ctx, page, schemaFor(ctx, page)));
}
