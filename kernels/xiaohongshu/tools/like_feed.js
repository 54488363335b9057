// like_feed: like or (unlike: true) unlike a note; already in the wanted state → skipped, success.
import { checkArguments } from '../lib/goschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { toggle } from '../lib/interact.js';

export default function like_feed(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.like_feed, ctx);
  if (bad) return bad;
  if (args.feed_id === '') return ctx.error('操作失败: 缺少feed_id参数');
  if (args.xsec_token === '') return ctx.error('操作失败: 缺少xsec_token参数');
  const action = args.unlike === true ? '取消点赞' : '点赞';
  const failed = toggle(ctx, args, 'liked', args.unlike !== true);
  if (failed) return ctx.error(`${action}失败: ${failed}`);
  return ctx.text(`${action}成功 - Feed ID: ${args.feed_id}`);
}
