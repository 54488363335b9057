// The Reddit the server reads (anonymously, over the public .json API), as a context tree:
//   subreddits {display_name: {display_name, name: 't5_…', title, public_description, description,
//               subscribers, subreddit_type: 'public'|'restricted'|'private', over18, created_utc}}
//   posts      {id: {id, subreddit, title, author, selftext, url, domain, is_self, is_video, score,
//               upvote_ratio, created_utc, link_flair_text, over_18, stickied, locked,
//               distinguished, slug, comments: {id: {id, parent_id, author, body, score,
//               created_utc, stickied?, distinguished?}}}}
//   users      {name: {name, id: 't2_…', created_utc, link_karma, comment_karma}}
// Nothing here writes: every tool of this server is read-only.

import { RedditError, notFound, forbidden } from './errors.js';

export function subreddits(ctx) {
  return Object.values(ctx.get('subreddits') || {});
}

export function findSubreddit(ctx, name) {
  const lower = name.toLowerCase();
  return subreddits(ctx).find((s) => s.display_name.toLowerCase() === lower) || null;
}

export function allPosts(ctx) {
  return Object.values(ctx.get('posts') || {});
}

/** What an anonymous reader may list: public and restricted communities. */
export function readable(sub) {
  return sub && sub.subreddit_type !== 'private';
}

/**
 * The communities behind a /r/<name> path: `all`, `popular`, a multireddit `a+b`, or one name.
 * Throws the client's 404 / 403 message for a community that does not exist / is private.
 */
export function communitiesFor(ctx, name) {
  const lower = name.toLowerCase();
  if (lower === 'all') return { special: 'all', subs: subreddits(ctx).filter(readable) };
  if (lower === 'popular') return { special: 'popular', subs: subreddits(ctx).filter((s) => readable(s) && !s.over18) };
  const out = [];
  for (const part of name.split('+')) {
    const sub = findSubreddit(ctx, part);
    // The client names the community from the request path, where it is URI-encoded.
    if (!sub) throw notFound(encodeURIComponent(name));
    if (!readable(sub)) throw forbidden(encodeURIComponent(name));
    out.push(sub);
  }
  return { special: null, subs: out };
}

export function permalink(post) {
  return `/r/${post.subreddit}/comments/${post.id}/${post.slug}/`;
}

export function commentPermalink(post, comment) {
  return `${permalink(post)}${comment.id}/`;
}

export function numComments(post) {
  return Object.keys(post.comments || {}).length;
}

// ---------------------------------------------------------------------------------------------
// Votes. Listings only expose a fuzzed score and upvote_ratio; the ranking formulas want ups and
// downs, recovered from them (posts) or drawn from the comment id (comments, deterministic).

function hashId(id) {
  let h = 2166136261;
  for (let i = 0; i < id.length; i += 1) h = Math.imul(h ^ id.charCodeAt(i), 16777619) >>> 0;
  return h / 4294967296;
}

export function votes(item) {
  const score = item.score || 0;
  if (item.upvote_ratio !== undefined && item.upvote_ratio > 0.5 && item.upvote_ratio < 1) {
    const ups = Math.round((score * item.upvote_ratio) / (2 * item.upvote_ratio - 1));
    return { ups, downs: Math.max(0, ups - score) };
  }
  const frac = 0.02 + hashId(String(item.id)) * 0.25;
  if (score >= 0) {
    const downs = Math.round(score * frac);
    return { ups: score + downs, downs };
  }
  const ups = 1 + Math.round(-score * frac);
  return { ups, downs: ups - score };
}

/** Reddit's hot rank. */
export function hot(item) {
  const s = item.score || 0;
  const order = Math.log10(Math.max(Math.abs(s), 1));
  const sign = s > 0 ? 1 : s < 0 ? -1 : 0;
  return Math.round((sign * order + (item.created_utc - 1134028003) / 45000) * 1e7) / 1e7;
}

/** Reddit's controversy rank. */
export function controversy(item) {
  const { ups, downs } = votes(item);
  if (ups <= 0 || downs <= 0) return 0;
  const magnitude = ups + downs;
  const balance = ups > downs ? downs / ups : ups / downs;
  return magnitude ** balance;
}

/** Wilson score lower bound (the "best" comment sort). */
export function confidence(item) {
  const { ups, downs } = votes(item);
  const n = ups + downs;
  if (n === 0) return 0;
  const z = 1.281551565545;
  const p = ups / n;
  const left = p + (1 / (2 * n)) * z * z;
  const right = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return (left - right) / (1 + (1 / n) * z * z);
}

export const TIME_WINDOW = { hour: 3600, day: 86400, week: 7 * 86400, month: 30 * 86400, year: 365 * 86400, all: Infinity };

export function withinTime(item, time, nowSec) {
  const span = TIME_WINDOW[time || 'all'];
  return span === Infinity || item.created_utc >= nowSec - span;
}

export function byDescending(key) {
  return (a, b) => key(b) - key(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

export { RedditError };
