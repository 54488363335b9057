// favorite_feed: collect or (unfavorite: true) uncollect a note; already so → skipped, success.
import { checkArguments } from '../lib/goschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { toggle } from '../lib/interact.js';

export default function favorite_feed(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.favorite_feed, ctx);
  if (bad) return bad;
  if (args.feed_id === '') return ctx.error('操作失败: 缺少feed_id参数');
  if (args.xsec_token === '') return ctx.error('操作失败: 缺少xsec_token参数');
  const action = args.unfavorite === true ? '取消收藏' : '收藏';
  const failed = toggle(ctx, args, 'collected', args.unfavorite !== true);
  if (failed) return ctx.error(`${action}失败: ${failed}`);
  return ctx.text(`${action}成功 - Feed ID: ${args.feed_id}`);
}
