// GET /open-apis/im/v1/messages: the history of a chat or a thread the bot is in. In a chat
// container a thread shows only its root message; the thread container lists the whole thread
// (and ignores start_time/end_time, which it does not support).
import { ok, larkError } from '../lib/envelope.js';
import { ERRORS, imParamMsg } from '../lib/errors.js';
import { pathSafe } from '../lib/users.js';
import { renderMessage, byCreateTime } from '../lib/messages.js';
import { isDigits } from '../lib/time.js';
import { makeToken, readToken, page } from '../lib/paging.js';

const TOOL = 'im_v1_message_list';

export default function (args, ctx) {
  const p = args.params;
  const param = (ext) => larkError(ctx, TOOL, ERRORS.IM_INVALID_PARAM, { msg: imParamMsg(ext) });
  if (p.container_id_type !== 'chat' && p.container_id_type !== 'thread') return param('invalid container_id_type');
  let size = 20;
  if (p.page_size !== undefined) {
    if (!Number.isInteger(p.page_size) || p.page_size < 1 || p.page_size > 50) return param('The page_size exceeds the limit');
    size = p.page_size;
  }
  const isThread = p.container_id_type === 'thread';
  if (!isThread) {
    if (p.start_time !== undefined && !isDigits(p.start_time)) return param('invalid start_time');
    if (p.end_time !== undefined && !isDigits(p.end_time)) return param('invalid end_time');
    if (p.start_time !== undefined && p.end_time !== undefined && Number(p.end_time) < Number(p.start_time)) return param('The end_time is earlier than the start_time');
  }

  let chat = null;
  let items;
  if (!isThread) {
    chat = pathSafe(p.container_id) ? ctx.get(`chats[${p.container_id}]`) : null;
    if (!chat) return param('invalid container_id');
    if (!chat.bot_member) return larkError(ctx, TOOL, ERRORS.IM_BOT_NOT_IN_CHAT);
    const from = p.start_time !== undefined ? Number(p.start_time) * 1000 : -Infinity;
    const to = p.end_time !== undefined ? Number(p.end_time) * 1000 + 999 : Infinity;
    items = Object.values(chat.messages || {}).filter((m) => {
      const t = Number(m.create_time);
      return t >= from && t <= to && !(m.thread_id && m.root_id);
    });
  } else {
    // Only the messages of the thread are copied out of the tree, not every chat.
    const hits = ctx.entries('chats[*].messages', { filter: (m) => m.thread_id === p.container_id });
    if (hits.length === 0) return param('invalid container_id');
    chat = ctx.get(hits[0].parentPath);
    if (!chat.bot_member) return larkError(ctx, TOOL, ERRORS.IM_BOT_NOT_IN_CHAT);
    items = hits.map((h) => h.entity);
  }

  const desc = p.sort_type === 'ByCreateTimeDesc';
  items.sort(byCreateTime);
  if (desc) items.reverse();
  const scope = [p.container_id_type, p.container_id, isThread ? '' : p.start_time || '', isThread ? '' : p.end_time || '', desc ? 'desc' : 'asc'].join('|');
  let offset = 0;
  if (p.page_token !== undefined) {
    const t = readToken(p.page_token, 'msgs', scope);
    if (t.error === 'invalid') return param('invalid page_token');
    if (t.error === 'changed') return param('the request parameters have changed, page_token is invalid');
    offset = t.offset;
  }
  const pg = page(items, offset, size);
  const out = { has_more: pg.more };
  if (pg.more) out.page_token = makeToken('msgs', scope, pg.next);
  out.items = pg.slice.map(renderMessage);
  return ok(out);
}
