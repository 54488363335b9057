// browse_subreddit -> GET /r/<name>/<sort>.json?limit=…[&t=…] (anonymous, data_source "api").
// The listing is sorted the way Reddit sorts it (hot: stickies first, then Reddit's hot rank;
// top / controversial within `time`, which Reddit defaults to "day"; rising: the last day's
// posts by score per hour), NSFW posts are dropped unless include_nsfw, and each post keeps the
// server's essential fields. include_subreddit_info adds /about.json data and is silently left
// out when that request fails (r/all, r/popular). A community that does not exist or is private
// fails on the JSON API and again on the RSS fallback, and the server reports both.
import { handle, RedditError } from '../lib/errors.js';
import { browseSubredditSchema } from '../lib/schemas.js';
import { communitiesFor, findSubreddit, readable, allPosts, hot, controversy, withinTime, byDescending } from '../lib/world.js';
import { browsePost } from '../lib/shape.js';

function listing(ctx, a) {
  const { special, subs } = communitiesFor(ctx, a.subreddit);
  const names = new Set(subs.map((s) => s.display_name));
  const now = ctx.nowSec();
  let posts = allPosts(ctx).filter((p) => names.has(p.subreddit));
  if (special) posts = posts.filter((p) => !p.stickied);
  const time = a.time || 'day';
  switch (a.sort) {
    case 'new':
      posts.sort(byDescending((p) => p.created_utc));
      break;
    case 'top':
      posts = posts.filter((p) => withinTime(p, time, now)).sort(byDescending((p) => p.score));
      break;
    case 'controversial':
      posts = posts.filter((p) => withinTime(p, time, now)).sort(byDescending(controversy));
      break;
    case 'rising':
      posts = posts.filter((p) => !p.stickied && withinTime(p, 'day', now))
        .sort(byDescending((p) => p.score / Math.max(1, (now - p.created_utc) / 3600)));
      break;
    default: {
      const stickies = special ? [] : posts.filter((p) => p.stickied);
      const rest = posts.filter((p) => special || !p.stickied).sort(byDescending(hot));
      posts = stickies.concat(rest);
    }
  }
  return posts.slice(0, a.limit);
}

export default function (args, ctx) {
  return handle(browseSubredditSchema, args, (a) => {
    let children;
    try {
      children = listing(ctx, a);
    } catch (e) {
      if (!(e instanceof RedditError)) throw e;
      // Anonymous .json failed: the client retries over the public RSS feed, which fails too.
      const name = encodeURIComponent(a.subreddit);
      const sub = findSubreddit(ctx, a.subreddit);
      const rss = sub && !readable(sub)
        ? `Cannot access r/${name} - it may be private, quarantined, or NSFW (Reddit's logged-out feed refuses NSFW subreddits)`
        : `Not found - r/${name} does not exist or is inaccessible`;
      throw new RedditError(`Both the JSON API and the RSS fallback failed for r/${a.subreddit}. API: ${e.message}. RSS: ${rss}`);
    }
    const posts = children.filter((p) => a.include_nsfw || !p.over_18).map(browsePost);
    const result = { posts, total_posts: posts.length, data_source: 'api' };
    if (a.include_subreddit_info) {
      const sub = findSubreddit(ctx, a.subreddit);
      if (sub && readable(sub)) {
        result.subreddit_info = {
          name: sub.display_name,
          subscribers: sub.subscribers,
          description: sub.public_description || sub.description,
          type: sub.subreddit_type,
          created: new Date(sub.created_utc * 1000),
          nsfw: sub.over18,
        };
      }
    }
    return result;
  });
}
