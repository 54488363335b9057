// PATCH /v1/blocks/{block_id}/children with { children }. suekou 1.2.4 sends only the children —
// the `after` argument of its schema is never forwarded — so new blocks always go last.
// Answers the list of the appended (top-level) blocks.
import { argsMissing, serverError, apiResponse, notFound, validationError, Fail } from '../lib/respond.js';
import { pathId } from '../lib/ids.js';
import { findVisible, nextPosition, parentsWithChildren, touch, archivedMessage } from '../lib/store.js';
import { readChildren, canHaveChildren } from '../lib/blocks.js';
import { renderAsBlock, listBody } from '../lib/render.js';
import { stamp } from '../lib/time.js';

function createTree(ctx, nodes, parent, when, bot, startPosition) {
  const ids = [];
  let position = startPosition;
  for (const n of nodes) {
    const rec = { id: ctx.id('{uuid}'), parent, type: n.type, [n.type]: n.content, archived: false, created_time: when, last_edited_time: when, created_by: bot, last_edited_by: bot, position };
    position += 1;
    ctx.create('blocks', rec, { id: rec.id });
    ids.push(rec.id);
    if (n.children.length) createTree(ctx, n.children, { type: 'block_id', block_id: rec.id }, when, bot, 1);
  }
  return ids;
}

export default function (args, ctx) {
  const missing = argsMissing(args);
  if (missing) return missing;
  if (!args.block_id || !args.children) return serverError('Missing required arguments: block_id and children');
  const id = pathId(ctx, 'block_id', args.block_id);
  if (id instanceof Fail) return id.result;
  const nodes = readChildren(ctx, 'body.children', args.children, 0);
  if (nodes instanceof Fail) return nodes.result;
  const hit = findVisible(ctx, id);
  if (!hit) return notFound(ctx, 'block', id);
  if (hit.kind === 'database') return validationError(ctx, 'Block type child_database does not support children.');
  if (hit.kind === 'block' && !canHaveChildren(hit.rec.type, hit.rec[hit.rec.type])) return validationError(ctx, `Block type ${hit.rec.type} does not support children.`);
  const archived = archivedMessage(ctx, 'block', id); // the blocks endpoint words it for blocks
  if (archived) return validationError(ctx, archived);
  const when = stamp(ctx);
  const bot = ctx.get('bot_id');
  const parent = hit.kind === 'page' ? { type: 'page_id', page_id: id } : { type: 'block_id', block_id: id };
  const ids = createTree(ctx, nodes, parent, when, bot, nextPosition(ctx, id));
  touch(ctx, hit.kind, id, when);
  const withKids = parentsWithChildren(ctx);
  const results = ids.map((b) => renderAsBlock(ctx, 'block', ctx.get(`blocks[${b}]`), withKids));
  return apiResponse(ctx, listBody(results, null, 'block'));
}
