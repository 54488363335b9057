// POST /v1/databases with { parent, title, properties }: a full-page database under a page (it
// becomes that page's last child). Exactly one title property is required.
import { argsMissing, apiResponse, validationError, fieldError, notFound, Fail } from '../lib/respond.js';
import { normalizeId } from '../lib/ids.js';
import { findVisible, nextPosition, touch, archivedMessage } from '../lib/store.js';
import { applySchema, readTitle } from '../lib/databases.js';
import { renderDatabase } from '../lib/render.js';
import { stamp } from '../lib/time.js';

const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

export default function (args, ctx) {
  const missing = argsMissing(args);
  if (missing) return missing;
  const parent = args.parent;
  if (parent === undefined) return fieldError(ctx, 'body', 'parent', 'defined', undefined);
  if (!isObj(parent)) return fieldError(ctx, 'body', 'parent', 'an object', parent);
  if (parent.type === 'workspace' || parent.workspace !== undefined) return validationError(ctx, "Can't create databases parented by a workspace.");
  if (parent.page_id === undefined) return fieldError(ctx, 'body', 'parent.page_id', 'defined', undefined);
  const pageId = normalizeId(parent.page_id);
  if (!pageId) return fieldError(ctx, 'body', 'parent.page_id', 'a valid uuid', parent.page_id);
  const title = readTitle(ctx, 'title', args.title);
  if (title instanceof Fail) return title.result;
  const read = applySchema(ctx, {}, args.properties, true);
  if (read instanceof Fail) return read.result;
  const hit = findVisible(ctx, pageId);
  if (!hit || hit.kind !== 'page') return notFound(ctx, 'page', pageId);
  const archived = archivedMessage(ctx, 'page', pageId);
  if (archived) return validationError(ctx, archived);
  const when = stamp(ctx);
  const bot = ctx.get('bot_id');
  const id = ctx.id('{uuid}');
  ctx.create('databases', {
    id,
    parent: { type: 'page_id', page_id: pageId },
    title: title || [],
    description: [],
    is_inline: false,
    icon: null,
    cover: null,
    properties: read.schema,
    archived: false,
    created_time: when,
    last_edited_time: when,
    created_by: bot,
    last_edited_by: bot,
    position: nextPosition(ctx, pageId),
  }, { id });
  touch(ctx, 'page', pageId, when);
  return apiResponse(ctx, renderDatabase(ctx, ctx.get(`databases[${id}]`)));
}
