// reply_comment_in_feed: scrolls the comments looking for #comment-<comment_id>, falling back to a
// comment by user_id; only top-level comments and the replies shown under them can be found. Then
// clicks "回复", types and submits. The tool wrapper rejects a call without either id first.
import { checkArguments } from '../lib/goschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { currentSession } from '../lib/session.js';
import { openNote } from '../lib/access.js';
import { threads, INITIAL_REPLIES } from '../lib/notes.js';
import { addComment } from '../lib/comments.js';

export default function reply_comment_in_feed(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.reply_comment_in_feed, ctx);
  if (bad) return bad;
  const commentId = args.comment_id || '';
  const userId = args.user_id || '';
  if (commentId === '' && userId === '') return ctx.error('缺少 comment_id 或 user_id');
  if (args.feed_id === '') return ctx.error('回复评论失败: 缺少feed_id参数');
  if (args.xsec_token === '') return ctx.error('回复评论失败: 缺少xsec_token参数');
  if (args.content === '') return ctx.error('回复评论失败: 缺少content参数');
  const s = currentSession(ctx);
  const opened = openNote(ctx, args.feed_id, args.xsec_token);
  if (opened.blocked) return ctx.error(`回复评论失败: ${opened.blocked}`);
  const { roots, replies } = threads(opened.note);
  const findable = [];
  for (const root of roots) findable.push(root, ...(replies[root.id] || []).slice(0, INITIAL_REPLIES));
  const target = (commentId && findable.find((c) => c.id === commentId)) || (userId && findable.find((c) => c.user_id === userId));
  if (!target) return ctx.error(`回复评论失败: 无法找到评论: 未找到评论 (commentID: ${commentId}, userID: ${userId}), 尝试次数: 100`);
  if (!s.logged_in) return ctx.error('回复评论失败: 无法找到回复输入框: context deadline exceeded');
  const me = ctx.get(`users[${s.user_id}]`);
  addComment(ctx, opened.path, opened.note, me, args.content, target.parent_id || target.id, target.user_id);
  return ctx.text(`评论回复成功 - Feed ID: ${args.feed_id}, Comment ID: ${commentId}, User ID: ${userId}`);
}
