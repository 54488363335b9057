// post_comment_to_feed: opens the note, types into the comment box and submits. Logged out, the
// box opens the login dialog instead and the input area never appears (60 s page timeout).
import { checkArguments } from '../lib/goschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { currentSession } from '../lib/session.js';
import { openNote } from '../lib/access.js';
import { addComment } from '../lib/comments.js';

export default function post_comment_to_feed(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.post_comment_to_feed, ctx);
  if (bad) return bad;
  if (args.feed_id === '') return ctx.error('发表评论失败: 缺少feed_id参数');
  if (args.xsec_token === '') return ctx.error('发表评论失败: 缺少xsec_token参数');
  if (args.content === '') return ctx.error('发表评论失败: 缺少content参数');
  const s = currentSession(ctx);
  const opened = openNote(ctx, args.feed_id, args.xsec_token);
  if (opened.blocked) return ctx.error(`发表评论失败: ${opened.blocked}`);
  if (!s.logged_in) return ctx.error('发表评论失败: 未找到评论输入区域: context deadline exceeded');
  const me = ctx.get(`users[${s.user_id}]`);
  addComment(ctx, opened.path, opened.note, me, args.content, null, null);
  return ctx.text(`评论发表成功 - Feed ID: ${args.feed_id}`);
}
