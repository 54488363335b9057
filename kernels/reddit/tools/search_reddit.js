// search_reddit -> GET /search.json (all of Reddit) or /r/<name>/search.json with restrict_sr,
// one request per subreddit (each asking for ceil(limit / n) results; failed ones are skipped,
// and only when all fail is that an error). Results are sorted by relevance / hot / top / new /
// comments within `time`. NSFW posts and private communities are not searched (anonymous
// reader). author and flair are filtered locally after Reddit's limit, with a note when they
// removed results.
import { handle, RedditError } from '../lib/errors.js';
import { searchRedditSchema } from '../lib/schemas.js';
import { communitiesFor, subreddits, readable, allPosts, hot, withinTime, byDescending, numComments } from '../lib/world.js';
import { matchPosts } from '../lib/search.js';
import { searchPost } from '../lib/shape.js';

function search(ctx, query, subredditName, sort, time, limit) {
  const subs = subredditName ? communitiesFor(ctx, subredditName).subs : subreddits(ctx).filter(readable);
  const names = new Set(subs.map((s) => s.display_name));
  const now = ctx.nowSec();
  const pool = allPosts(ctx).filter((p) => names.has(p.subreddit) && !p.over_18 && withinTime(p, time, now));
  const hits = matchPosts(pool, query);
  const order = {
    relevance: (a, b) => b.relevance - a.relevance || b.post.score - a.post.score || b.post.created_utc - a.post.created_utc,
    hot: (a, b) => byDescending(hot)(a.post, b.post),
    top: (a, b) => byDescending((p) => p.score)(a.post, b.post),
    new: (a, b) => byDescending((p) => p.created_utc)(a.post, b.post),
    comments: (a, b) => byDescending(numComments)(a.post, b.post),
  }[sort];
  return hits.sort(order).slice(0, limit).map((h) => h.post);
}

export default function (args, ctx) {
  return handle(searchRedditSchema, args, (a) => {
    let children;
    const subs = a.subreddits || [];
    if (subs.length === 1) {
      children = search(ctx, a.query, subs[0], a.sort, a.time, a.limit);
    } else if (subs.length > 1) {
      const per = Math.ceil(a.limit / subs.length);
      const ok = [];
      const failed = [];
      for (const sub of subs) {
        try {
          ok.push(search(ctx, a.query, sub, a.sort, a.time, per));
        } catch (e) {
          if (!(e instanceof RedditError)) throw e;
          failed.push(sub);
        }
      }
      if (ok.length === 0) throw new RedditError(`Search failed for all subreddits: ${failed.join(', ')}`);
      children = ok.flat();
    } else {
      children = search(ctx, a.query, null, a.sort, a.time, a.limit);
    }
    const unfiltered = children.length;
    if (a.author) {
      const author = a.author.replace(/^\/?u\//i, '').toLowerCase();
      children = children.filter((p) => p.author && p.author.toLowerCase() === author);
    }
    if (a.flair) {
      const flair = a.flair.toLowerCase();
      children = children.filter((p) => p.link_flair_text && p.link_flair_text.toLowerCase().includes(flair));
    }
    const results = children.map(searchPost);
    const result = { results, total_results: results.length };
    if ((a.author || a.flair) && results.length < unfiltered) {
      const which = [a.author && 'author', a.flair && 'flair'].filter(Boolean).join(' and ');
      result.filter_note = `${unfiltered} posts matched the query; ${results.length} remained after applying the ${which} filter locally. Reddit applies the limit before this filter, so more matches may exist beyond the first ${unfiltered} results.`;
    }
    return result;
  });
}
