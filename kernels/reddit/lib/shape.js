// The post fields the tools print ("essential fields from Reddit's verbose response"), in the
// server's key order. JSON.stringify drops keys whose value is undefined.
import { permalink, numComments } from './world.js';

function base(p) {
  return {
    id: p.id,
    title: p.title,
    author: p.author,
    score: p.score,
    upvote_ratio: p.upvote_ratio,
    num_comments: numComments(p),
    created_utc: p.created_utc,
    url: p.url,
    permalink: `https://reddit.com${permalink(p)}`,
    subreddit: p.subreddit,
    is_video: p.is_video,
    is_text_post: p.is_self,
  };
}

/** browse_subreddit: selftext cut to 500 characters, with the stickied flag. */
export function browsePost(p) {
  return Object.assign(base(p), {
    content: (p.selftext || '').substring(0, 500),
    nsfw: p.over_18,
    stickied: p.stickied,
    link_flair_text: p.link_flair_text,
  });
}

/** search_reddit: like browse, without stickied. */
export function searchPost(p) {
  return Object.assign(base(p), {
    content: (p.selftext || '').substring(0, 500),
    nsfw: p.over_18,
    link_flair_text: p.link_flair_text,
  });
}

/** get_post_details: 1000 characters of text, plus stickied and locked. */
export function detailPost(p) {
  return Object.assign(base(p), {
    content: (p.selftext || '').substring(0, 1000),
    nsfw: p.over_18,
    link_flair_text: p.link_flair_text,
    stickied: p.stickied,
    locked: p.locked,
  });
}
