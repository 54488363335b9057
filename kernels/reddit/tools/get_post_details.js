// get_post_details -> (post_id alone or a redd.it / bare comments URL: GET /api/info.json?id=t3_…
// to learn the subreddit, "Post with ID … not found" when Reddit has none), then
// GET /r/<sub>/comments/<id>.json. An unknown community — or a post id that does not exist
// under a given one — is a 404 that the client words as "Not found - r/<sub> …"; a private
// community is a 403. A post asked for under the wrong (existing) community is still served,
// as Reddit redirects to the right one.
import { handle, RedditError, notFound, forbidden } from '../lib/errors.js';
import { getPostDetailsSchema } from '../lib/schemas.js';
import { findSubreddit, readable } from '../lib/world.js';
import { detailPost } from '../lib/shape.js';
import { commentTree, countComments } from '../lib/comments.js';

// The server's extractPostIdFromUrl: "sub_id", or "_id" when the URL names no community.
function fromUrl(url) {
  const clean = url.split('?')[0].split('#')[0];
  let m = /(?:https?:\/\/)?(?:(?:www|old|np|m|new)\.)?reddit\.com\/r\/(\w+)\/comments\/(\w+)/i.exec(clean);
  if (m) return `${m[1]}_${m[2]}`;
  m = /(?:https?:\/\/)?redd\.it\/(\w+)/i.exec(clean);
  if (m) return `_${m[1]}`;
  m = /(?:https?:\/\/)?(?:(?:www|old|np|m|new)\.)?reddit\.com\/comments\/(\w+)/i.exec(clean);
  if (m) return `_${m[1]}`;
  m = /(?:https?:\/\/)?(?:(?:www|old|np|m|new)\.)?reddit\.com\/gallery\/(\w+)/i.exec(clean);
  if (m) return `_${m[1]}`;
  throw new RedditError('Invalid Reddit URL format. Supported formats: reddit.com/r/subreddit/comments/id, old.reddit.com/..., np.reddit.com/..., redd.it/id');
}

function infoLookup(ctx, id) {
  const post = (ctx.get('posts') || {})[id];
  const sub = post ? findSubreddit(ctx, post.subreddit) : null;
  // /api/info.json shows an anonymous reader nothing from a private community.
  if (!post || !readable(sub)) throw new RedditError(`Post with ID ${id} not found`);
  return post.subreddit;
}

function getPost(ctx, identifier) {
  let subreddit;
  let id;
  if (identifier.includes('_')) {
    const cut = identifier.lastIndexOf('_');
    subreddit = identifier.substring(0, cut);
    id = identifier.substring(cut + 1);
    if (!subreddit) subreddit = infoLookup(ctx, id);
  } else {
    id = identifier;
    subreddit = infoLookup(ctx, id);
  }
  const name = encodeURIComponent(subreddit);
  const sub = findSubreddit(ctx, subreddit);
  if (!sub) throw notFound(name);
  if (!readable(sub)) throw forbidden(name);
  const post = (ctx.get('posts') || {})[id];
  if (!post || !readable(findSubreddit(ctx, post.subreddit))) throw notFound(name);
  return post;
}

export default function (args, ctx) {
  return handle(getPostDetailsSchema, args, (a) => {
    let identifier;
    if (a.url) identifier = fromUrl(a.url);
    else if (a.post_id) identifier = a.subreddit ? `${a.subreddit}_${a.post_id}` : a.post_id;
    else throw new RedditError('Provide either url OR post_id');
    const post = getPost(ctx, identifier);
    const tree = commentTree(post, { limit: a.comment_limit, sort: a.comment_sort, depth: a.comment_depth });
    const result = {
      post: detailPost(post),
      total_comments: countComments(tree),
      top_comments: tree.slice(0, a.max_top_comments || 5),
    };
    if (a.extract_links) {
      const links = new Set();
      const walk = (nodes) => {
        for (const n of nodes) {
          for (const u of n.body.match(/https?:\/\/[^\s]+/g) || []) links.add(u);
          if (n.replies.length) walk(n.replies);
        }
      };
      walk(tree);
      result.extracted_links = Array.from(links);
    }
    return result;
  });
}
