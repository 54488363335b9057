// list_feeds: the home page's recommended notes (window.__INITIAL_STATE__.feed.feeds) as
// {"feeds": [...], "count": n}. Home cards carry only the like count. Without a logged-in session
// the page shows the login wall and no feed data.
import { checkArguments } from '../lib/goschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { currentSession } from '../lib/session.js';
import { homeFeed } from '../lib/ranking.js';
import { feedItem } from '../lib/notes.js';
import { goMarshalIndent } from '../lib/gojson.js';

export default function list_feeds(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.list_feeds, ctx);
  if (bad) return bad;
  const s = currentSession(ctx);
  if (!s.logged_in) return ctx.error('获取Feeds列表失败: 没有捕获到 feeds 数据');
  const feeds = homeFeed(ctx, s.user_id).map((n, i) => feedItem(ctx, n, i, 'home'));
  return ctx.text(goMarshalIndent({ feeds, count: feeds.length }));
}
