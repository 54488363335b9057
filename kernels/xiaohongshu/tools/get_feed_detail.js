// get_feed_detail: the note page's noteDetailMap entry as {"feed_id", "data": {"note", "comments"}}.
// By default the first batch of ten top-level comments, each with the replies the page shows
// before "展开 N 条回复". With load_all_comments the page is scrolled: batches of ten until `limit`
// (default 20) is reached or the comments end; click_more_replies expands replies of comments with
// at most `reply_limit` (default 10) replies.
import { checkArguments } from '../lib/goschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { currentSession } from '../lib/session.js';
import { openNote } from '../lib/access.js';
import { feedDetail, threads, commentStruct, INITIAL_REPLIES } from '../lib/notes.js';
import { goMarshalIndent } from '../lib/gojson.js';

const BATCH = 10;

export default function get_feed_detail(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.get_feed_detail, ctx);
  if (bad) return bad;
  if (args.feed_id === '') return ctx.error('获取Feed详情失败: 缺少feed_id参数');
  if (args.xsec_token === '') return ctx.error('获取Feed详情失败: 缺少xsec_token参数');
  const s = currentSession(ctx);
  const opened = openNote(ctx, args.feed_id, args.xsec_token);
  if (opened.blocked) return ctx.error(`获取Feed详情失败: ${opened.blocked}`);
  if (!s.logged_in) return ctx.error(`获取Feed详情失败: feed ${args.feed_id} not found in noteDetailMap`);
  const note = opened.note;
  const { roots, replies } = threads(note);
  let shown = Math.min(BATCH, roots.length);
  const expand = Boolean(args.load_all_comments && args.click_more_replies);
  const replyLimit = args.reply_limit > 0 ? args.reply_limit : 10;
  if (args.load_all_comments) {
    const limit = args.limit > 0 ? args.limit : 20;
    while (shown < roots.length && shown < limit) shown = Math.min(shown + BATCH, roots.length);
  }
  const list = roots.slice(0, shown).map((c) => {
    const all = replies[c.id] || [];
    const open = expand && all.length <= replyLimit ? all : all.slice(0, INITIAL_REPLIES);
    return commentStruct(ctx, note, c, { count: all.length, list: open.map((r) => commentStruct(ctx, note, r, undefined)) });
  });
  const comments = { list, cursor: shown > 0 ? roots[shown - 1].id : '', hasMore: shown < roots.length };
  return ctx.text(goMarshalIndent({ feed_id: args.feed_id, data: { note: feedDetail(ctx, note), comments } }));
}
