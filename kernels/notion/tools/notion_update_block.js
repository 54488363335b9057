// PATCH /v1/blocks/{block_id} with the `block` argument as the body: `{ <type>: { … } }` replaces
// the given fields of the block's content (rich_text as a whole), `archived` moves it to or
// out of the trash. The content key must be the block's own type.
import { argsMissing, serverError, apiResponse, notFound, validationError, fieldError, Fail } from '../lib/respond.js';
import { pathId } from '../lib/ids.js';
import { findVisible, pathOf, touch, archivedMessage } from '../lib/store.js';
import { readContent, CREATABLE } from '../lib/blocks.js';
import { renderAsBlock } from '../lib/render.js';
import { stamp } from '../lib/time.js';

const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const TYPE_KEYS = CREATABLE.concat(['child_page', 'child_database', 'table', 'table_row', 'column_list', 'column', 'synced_block', 'template', 'link_preview', 'audio']);

export default function (args, ctx) {
  const missing = argsMissing(args);
  if (missing) return missing;
  if (!args.block_id || !args.block) return serverError('Missing required arguments: block_id and block');
  const id = pathId(ctx, 'block_id', args.block_id);
  if (id instanceof Fail) return id.result;
  const body = args.block;
  if (!isObj(body)) return validationError(ctx, `body failed validation: body should be an object, instead was \`${JSON.stringify(body)}\`.`);
  const hit = findVisible(ctx, id);
  if (!hit) return notFound(ctx, 'block', id);
  const ownType = hit.kind === 'page' ? 'child_page' : hit.kind === 'database' ? 'child_database' : hit.rec.type;
  const flag = body.archived !== undefined ? body.archived : body.in_trash;
  if (flag !== undefined && typeof flag !== 'boolean') return fieldError(ctx, 'body', body.archived !== undefined ? 'archived' : 'in_trash', 'a boolean', flag);
  const contentKeys = Object.keys(body).filter((k) => TYPE_KEYS.includes(k));
  if (body.type !== undefined && body.type !== ownType) contentKeys.push(body.type);
  const foreign = contentKeys.find((k) => k !== ownType);
  if (foreign) return validationError(ctx, `body failed validation: body.${ownType} should be defined, instead was \`undefined\`.`);
  const content = body[ownType];
  let next = null;
  if (content !== undefined) {
    if (hit.kind !== 'block') return validationError(ctx, `Block type ${ownType} cannot be updated through this endpoint; use the ${hit.kind} endpoints instead.`);
    next = readContent(ctx, 'body', ownType, content, hit.rec[ownType] || {});
    if (next instanceof Fail) return next.result;
  }
  const restoring = flag === false;
  if (!restoring) {
    const archived = archivedMessage(ctx, 'block', id);
    if (archived) return validationError(ctx, archived);
  }
  const changes = {};
  if (next) changes[ownType] = next;
  if (flag !== undefined) changes.archived = flag;
  if (Object.keys(changes).length) {
    ctx.update(pathOf(hit.kind, id), changes);
    touch(ctx, hit.kind, id, stamp(ctx));
  }
  return apiResponse(ctx, renderAsBlock(ctx, hit.kind, ctx.get(pathOf(hit.kind, id))));
}
