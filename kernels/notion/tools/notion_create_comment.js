// POST /v1/comments with { parent: { page_id } } (a new discussion on a page) or { discussion_id }
// (a reply in an existing thread), and rich_text. The comment is made by the integration's bot.
import { argsMissing, serverError, apiResponse, apiError, validationError, fieldError, notFound, shown, Fail } from '../lib/respond.js';
import { normalizeId } from '../lib/ids.js';
import { findVisible, archivedMessage } from '../lib/store.js';
import { readRichText } from '../lib/richtext.js';
import { renderComment } from '../lib/render.js';
import { stamp } from '../lib/time.js';

const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

export default function (args, ctx) {
  const missing = argsMissing(args);
  if (missing) return missing;
  if (!args.parent && !args.discussion_id) return serverError('Either parent.page_id or discussion_id must be provided');
  if (args.parent && args.discussion_id) {
    return validationError(ctx, `body failed validation. Fix one:\nbody.parent should be not present, instead was \`${shown(args.parent)}\`.\nbody.discussion_id should be not present, instead was \`${shown(args.discussion_id)}\`.`);
  }
  if (args.rich_text === undefined) return fieldError(ctx, 'body', 'rich_text', 'defined', undefined);
  const runs = readRichText(ctx, 'rich_text', args.rich_text);
  if (runs instanceof Fail) return runs.result;
  let parent;
  let discussion;
  if (args.parent) {
    if (!isObj(args.parent)) return fieldError(ctx, 'body', 'parent', 'an object', args.parent);
    if (args.parent.page_id === undefined) return fieldError(ctx, 'body', 'parent.page_id', 'defined', undefined);
    const pageId = normalizeId(args.parent.page_id);
    if (!pageId) return fieldError(ctx, 'body', 'parent.page_id', 'a valid uuid', args.parent.page_id);
    const hit = findVisible(ctx, pageId);
    if (!hit || hit.kind !== 'page') return notFound(ctx, 'page', pageId);
    const archived = archivedMessage(ctx, 'page', pageId);
    if (archived) return validationError(ctx, archived);
    parent = { type: 'page_id', page_id: pageId };
    discussion = ctx.id('{uuid}');
  } else {
    const dId = normalizeId(String(args.discussion_id));
    if (!dId) return fieldError(ctx, 'body', 'discussion_id', 'a valid uuid', args.discussion_id);
    const thread = ctx.list('comments', { filter: { discussion_id: dId }, limit: 1 })[0];
    const on = thread ? thread.parent.page_id || thread.parent.block_id : null;
    if (!thread || !findVisible(ctx, on)) return apiError(ctx, 404, 'object_not_found', `Could not find discussion with ID: ${dId}. Make sure the relevant pages and databases are shared with your integration.`);
    parent = thread.parent;
    discussion = dId;
  }
  const when = stamp(ctx);
  const id = ctx.id('{uuid}');
  const comment = { id, parent, discussion_id: discussion, created_time: when, last_edited_time: when, created_by: ctx.get('bot_id'), rich_text: runs, resolved: false };
  ctx.create('comments', comment, { id });
  return apiResponse(ctx, renderComment(ctx, comment));
}
