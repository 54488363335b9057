// get_conversations: without page_id, the first page of get_account_pages(); then
// GET /{page}/conversations?platform=instagram&fields=id,updated_time,message_count (newest first).
// Each as the InstagramConversation model (messages and participants None: not requested).
import { checkArguments } from '../../_shared/pyschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { success, apiError } from '../lib/result.js';
import { tokenError, unsupportedGet, pydanticTime, metaMs } from '../lib/graph.js';
import { dmErrorText, conversationsOfPage } from '../lib/dm.js';

export default function get_conversations(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.get_conversations, ctx);
  if (bad) return bad;
  const limit = Math.min(args.limit === undefined ? 25 : args.limit, 100);
  const expired = tokenError(ctx);
  let pageId = args.page_id;
  if (!pageId) {
    if (expired) return apiError(ctx, `Failed to get account pages: ${expired}`);
    const pages = ctx.list('pages');
    if (pages.length === 0) return apiError(ctx, 'No Facebook pages found. Please connect a Facebook page to your Instagram account.');
    pageId = pages[0].id;
  }
  if (expired) return apiError(ctx, dmErrorText(expired, false));
  if (!ctx.exists(`pages[${pageId}]`)) return apiError(ctx, dmErrorText(unsupportedGet(pageId), false));
  const conversations = conversationsOfPage(ctx, pageId)
    .sort((a, b) => metaMs(b.updated_time) - metaMs(a.updated_time))
    .slice(0, limit)
    .map((c) => ({ id: c.id, updated_time: pydanticTime(c.updated_time), messages: null, participants: null, message_count: Object.keys(c.messages).length }));
  return success(ctx, 'get_conversations', { conversations, count: conversations.length }, 'Requires instagram_manage_messages permission');
}
