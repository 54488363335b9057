// user_analysis -> GET /user/<name>/about.json, /submitted.json and /comments.json (sort "top"
// within time_range, or "new" for "all"; an empty timed result is fetched again as new/all and
// flagged with timeRangeNote), summarised by the server's ContentProcessor: account age,
// karma, interests guessed from subreddit names, top subreddits by the karma of the fetched
// posts, recent posts with an "insight", recent comments. An unknown user is a 404 that the
// client, finding no /r/ in the path, words as "Not found - r/resource …".
import { handle, RedditError } from '../lib/errors.js';
import { userAnalysisSchema } from '../lib/schemas.js';
import { allPosts, findSubreddit, readable, withinTime, byDescending, numComments, permalink, commentPermalink } from '../lib/world.js';

function userListing(ctx, name, type, sort, time, limit) {
  const lower = name.toLowerCase();
  const now = ctx.nowSec();
  const visible = allPosts(ctx).filter((p) => readable(findSubreddit(ctx, p.subreddit)));
  let items;
  if (type === 'submitted') {
    items = visible.filter((p) => p.author.toLowerCase() === lower).map((p) => ({ kind: 'post', p }));
  } else {
    items = [];
    for (const p of visible) {
      for (const c of Object.values(p.comments || {})) if (c.author.toLowerCase() === lower) items.push({ kind: 'comment', p, c });
    }
  }
  const item = (x) => (x.kind === 'post' ? x.p : x.c);
  items = items.filter((x) => withinTime(item(x), time, now));
  items.sort((x, y) => (sort === 'top' ? byDescending((i) => i.score) : byDescending((i) => i.created_utc))(item(x), item(y)));
  return items.slice(0, limit);
}

// ContentProcessor.generateInsight
function insight(p, nowMs) {
  const comments = numComments(p);
  const ratio = comments / (p.score || 1);
  const age = nowMs / 1000 - p.created_utc;
  const velocity = p.score / (age / 3600);
  if (ratio > 0.5) return '🔥 Controversial - high discussion ratio';
  if (velocity > 1000) return '🚀 Viral - gaining traction rapidly';
  if (p.score > 10000) return '⭐ Mega-hit post';
  if (p.score > 1000) return '📈 Popular post';
  if (p.is_video) return '🎥 Video content';
  if (p.stickied) return '📌 Pinned by moderators';
  if (p.distinguished) return '👮 Official post';
  if (ratio > 0.2) return '💬 Discussion-heavy';
  return '📄 Standard post';
}

const CATEGORIES = {
  Technology: ['programming', 'javascript', 'python', 'webdev', 'tech', 'coding', 'linux', 'android', 'apple'],
  Gaming: ['gaming', 'games', 'pcgaming', 'ps4', 'ps5', 'xbox', 'nintendo', 'steam'],
  Science: ['science', 'physics', 'chemistry', 'biology', 'space', 'astronomy'],
  Finance: ['investing', 'stocks', 'wallstreetbets', 'cryptocurrency', 'bitcoin', 'finance'],
  Sports: ['sports', 'nba', 'nfl', 'soccer', 'football', 'baseball', 'hockey'],
  Entertainment: ['movies', 'television', 'music', 'books', 'netflix', 'anime'],
  News: ['news', 'worldnews', 'politics', 'economics'],
  Lifestyle: ['food', 'cooking', 'fitness', 'health', 'fashion', 'travel'],
};

function interests(subs) {
  const out = new Set();
  for (const sub of subs) {
    const lower = sub.toLowerCase();
    for (const [category, keywords] of Object.entries(CATEGORIES)) if (keywords.some((k) => lower.includes(k))) out.add(category);
  }
  return Array.from(out);
}

const iso = (sec) => new Date(sec * 1000);

function commentSummary(x, nullSafe) {
  const body = x.c.body || '';
  return {
    id: x.c.id,
    body: body.substring(0, 200) + (body.length > 200 ? '...' : ''),
    score: nullSafe ? x.c.score || 0 : x.c.score,
    subreddit: x.p.subreddit || 'unknown',
    postTitle: x.p.title || (nullSafe ? 'deleted' : undefined),
    created: iso(x.c.created_utc),
    url: `https://reddit.com${commentPermalink(x.p, x.c)}`,
  };
}

export default function (args, ctx) {
  return handle(userAnalysisSchema, args, (a) => {
    const user = Object.values(ctx.get('users') || {}).find((u) => u.name.toLowerCase() === a.username.toLowerCase());
    if (!user) throw new RedditError('Not found - r/resource does not exist or is inaccessible');
    const sort = a.time_range === 'all' ? 'new' : 'top';
    let posts = null;
    let comments = null;
    let usedFallback = false;
    if (a.posts_limit > 0) {
      posts = userListing(ctx, user.name, 'submitted', sort, a.time_range, a.posts_limit);
      if (posts.length === 0 && a.time_range !== 'all') {
        usedFallback = true;
        posts = userListing(ctx, user.name, 'submitted', 'new', 'all', a.posts_limit);
      }
    }
    if (a.comments_limit > 0) {
      comments = userListing(ctx, user.name, 'comments', sort, a.time_range, a.comments_limit);
      if (comments.length === 0 && a.time_range !== 'all') {
        usedFallback = true;
        comments = userListing(ctx, user.name, 'comments', 'new', 'all', a.comments_limit);
      }
    }
    const nowMs = ctx.nowMs();
    let summary;
    if (posts) {
      const ageYears = (nowMs - user.created_utc * 1000) / (365 * 24 * 60 * 60 * 1000);
      const activity = new Map();
      for (const x of posts) {
        const name = x.p.subreddit || 'unknown';
        if (!activity.has(name)) activity.set(name, { posts: 0, karma: 0 });
        const s = activity.get(name);
        s.posts += 1;
        s.karma += x.p.score || 0;
      }
      const topSubreddits = Array.from(activity.entries()).map(([name, s]) => ({ name, posts: s.posts, karma: s.karma }))
        .sort((x, y) => y.karma - x.karma).slice(0, a.top_subreddits_limit);
      summary = {
        username: user.name,
        accountAge: ageYears > 1 ? `${Math.floor(ageYears)} years` : `${Math.floor(ageYears * 12)} months`,
        karma: { link: user.link_karma || 0, comment: user.comment_karma || 0, total: (user.link_karma || 0) + (user.comment_karma || 0) },
        interests: interests(Array.from(activity.keys())),
        topSubreddits,
        recentPosts: posts.map((x) => ({
          id: x.p.id,
          title: x.p.title,
          score: x.p.score,
          comments: numComments(x.p),
          insight: insight(x.p, nowMs),
          url: `https://reddit.com${permalink(x.p)}`,
          author: x.p.author,
          subreddit: x.p.subreddit,
          created: iso(x.p.created_utc),
        })),
        recentComments: comments && comments.length > 0 ? comments.map((x) => commentSummary(x, false)) : undefined,
      };
    } else {
      summary = {
        username: user.name,
        accountAge: 'Unknown',
        karma: { link: user.link_karma, comment: user.comment_karma, total: user.link_karma + user.comment_karma },
      };
      if (comments && comments.length > 0) {
        summary.recentComments = comments.filter((x) => x.c.id && x.c.body).map((x) => commentSummary(x, true));
      }
    }
    if (usedFallback && a.time_range !== 'all') {
      summary.timeRangeNote = `No posts found in the last ${a.time_range}, showing all recent posts instead`;
    }
    return summary;
  });
}
