// DELETE /v1/blocks/{block_id}: moves a block (or a page / database, which are blocks too) to the
// trash — `archived` and `in_trash` become true — and answers it.
import { argsMissing, serverError, apiResponse, notFound, validationError, Fail } from '../lib/respond.js';
import { pathId } from '../lib/ids.js';
import { findVisible, pathOf, touch, archivedMessage } from '../lib/store.js';
import { renderAsBlock } from '../lib/render.js';
import { stamp } from '../lib/time.js';

export default function (args, ctx) {
  const missing = argsMissing(args);
  if (missing) return missing;
  if (!args.block_id) return serverError('Missing required argument: block_id');
  const id = pathId(ctx, 'block_id', args.block_id);
  if (id instanceof Fail) return id.result;
  const hit = findVisible(ctx, id);
  if (!hit) return notFound(ctx, 'block', id);
  const archived = archivedMessage(ctx, 'block', id);
  if (archived) return validationError(ctx, archived);
  const when = stamp(ctx);
  ctx.update(pathOf(hit.kind, id), { archived: true });
  touch(ctx, hit.kind, id, when);
  return apiResponse(ctx, renderAsBlock(ctx, hit.kind, ctx.get(pathOf(hit.kind, id))));
}
