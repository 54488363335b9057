// search_feeds: the search result page (window.__INITIAL_STATE__.search.feeds, notes only). Filter
// values are checked before the page is opened; the first page holds up to 20 notes. Search cards
// carry likes, collects, comments and shares. Logged out, the page has no result data.
import { checkArguments, goQuote } from '../lib/goschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { currentSession } from '../lib/session.js';
import { search, FILTER_GROUPS } from '../lib/ranking.js';
import { feedItem } from '../lib/notes.js';
import { goMarshalIndent } from '../lib/gojson.js';

export default function search_feeds(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.search_feeds, ctx);
  if (bad) return bad;
  if (args.keyword === '') return ctx.error('搜索Feeds失败: 缺少关键词参数');
  const filters = args.filters || {};
  for (const [label, field, allowed] of FILTER_GROUPS) {
    const value = filters[field];
    if (value && !allowed.includes(value)) return ctx.error(`搜索Feeds失败: ${label} 不支持 ${goQuote(value)}，可选：${allowed.join('、')}`);
  }
  const s = currentSession(ctx);
  if (!s.logged_in) return ctx.error('搜索Feeds失败: 没有捕获到 feeds 数据');
  const me = ctx.get(`users[${s.user_id}]`);
  const feeds = search(ctx, s.user_id, args.keyword, filters, me.ip_location).map((n, i) => feedItem(ctx, n, i, 'search'));
  return ctx.text(goMarshalIndent({ feeds, count: feeds.length }));
}
