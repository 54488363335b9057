// Notes as the Xiaohongshu web pages expose them (window.__INITIAL_STATE__), decoded into the
// server's Go structs (xiaohongshu/types.go) — field order, nil/empty values and string counts
// included — plus who may see which note.
import { xhsCount } from './format.js';

/** Published (scheduled notes appear at their time) and visible to the viewer. */
export function visibleTo(ctx, note, viewerId) {
  if (note.publish_at_ms && note.publish_at_ms > ctx.nowMs()) return false;
  if (note.user_id === viewerId) return true;
  if (note.visibility === '仅自己可见') return false;
  if (note.visibility === '仅互关好友可见') {
    const author = ctx.get(`users[${note.user_id}]`);
    return Boolean(author && author.followed_by_me && author.follows_me);
  }
  return true;
}

/** Image URLs are stored once; the page serves a preview and a default rendition of each. */
export const imagePre = (img) => `${img.url}!nd_prv_wlteh_webp_3`;
export const imageDefault = (img) => `${img.url}!nd_dft_wlteh_webp_3`;

/** The User struct: userId, nickname, nickName, avatar (feed cards carry both spellings). */
export function userStruct(user, cardStyle) {
  return { userId: user.id, nickname: user.nickname, nickName: cardStyle ? user.nickname : '', avatar: user.avatar };
}

export function commentCount(note) {
  return Object.keys(note.comments || {}).length + (note.hidden_comment_count || 0);
}

/**
 * A Feed item. `counts` is "home" (the home feed and profile cards carry only likes) or "search"
 * (search cards carry likes, collects, comments and shares).
 */
export function feedItem(ctx, note, index, counts) {
  const author = ctx.get(`users[${note.user_id}]`);
  const cover = note.images[0];
  const full = counts === 'search';
  const card = {
    type: note.type,
    displayTitle: note.title,
    user: userStruct(author, true),
    interactInfo: {
      liked: Boolean(note.liked),
      likedCount: xhsCount(note.liked_count),
      sharedCount: full ? xhsCount(note.shared_count) : '',
      commentCount: full ? xhsCount(commentCount(note)) : '',
      collectedCount: full ? xhsCount(note.collected_count) : '',
      collected: full ? Boolean(note.collected) : false,
    },
    cover: {
      width: cover.width,
      height: cover.height,
      url: '',
      fileId: '',
      urlPre: imagePre(cover),
      urlDefault: imageDefault(cover),
      infoList: [
        { imageScene: 'WB_PRV', url: imagePre(cover) },
        { imageScene: 'WB_DFT', url: imageDefault(cover) },
      ],
    },
  };
  if (note.type === 'video') card.video = { capa: { duration: note.video_duration } };
  return { xsecToken: note.xsec_token, id: note.id, modelType: 'note', noteCard: card, index };
}

/** The note's desc as the detail page carries it: body, then the topics as "#tag[话题]#". */
export function detailDesc(note) {
  if (!note.tags || note.tags.length === 0) return note.desc;
  return `${note.desc}\n${note.tags.map((t) => `#${t}[话题]#`).join(' ')}`;
}

export function feedDetail(ctx, note) {
  const author = ctx.get(`users[${note.user_id}]`);
  return {
    noteId: note.id,
    xsecToken: note.xsec_token,
    title: note.title,
    desc: detailDesc(note),
    type: note.type,
    time: note.time,
    ipLocation: note.ip_location,
    user: userStruct(author, false),
    interactInfo: {
      liked: Boolean(note.liked),
      likedCount: xhsCount(note.liked_count),
      sharedCount: xhsCount(note.shared_count),
      commentCount: xhsCount(commentCount(note)),
      collectedCount: xhsCount(note.collected_count),
      collected: Boolean(note.collected),
    },
    imageList: note.images.map((img) => ({ width: img.width, height: img.height, urlDefault: imageDefault(img), urlPre: imagePre(img) })),
  };
}

/** Top-level comments in page order (most liked first, then oldest), and replies by time. */
export function threads(note) {
  const all = Object.values(note.comments || {});
  const roots = all.filter((c) => !c.parent_id).sort((a, b) => b.like_count - a.like_count || a.create_time - b.create_time || (a.id < b.id ? -1 : 1));
  const replies = {};
  for (const c of all.filter((x) => x.parent_id).sort((a, b) => a.create_time - b.create_time || (a.id < b.id ? -1 : 1))) {
    (replies[c.parent_id] = replies[c.parent_id] || []).push(c);
  }
  return { roots, replies };
}

/** The Comment struct. Replies come without sub-comment fields (null / ""), as in the page data. */
export function commentStruct(ctx, note, c, sub) {
  const user = ctx.get(`users[${c.user_id}]`);
  return {
    id: c.id,
    noteId: note.id,
    content: c.content,
    likeCount: xhsCount(c.like_count),
    createTime: c.create_time,
    ipLocation: c.ip_location,
    liked: Boolean(c.liked),
    userInfo: userStruct(user, false),
    subCommentCount: sub === undefined ? '' : String(sub.count),
    subComments: sub === undefined ? null : sub.list,
    showTags: c.user_id === note.user_id ? ['is_author'] : [],
  };
}

/** How many replies the page shows under a comment before "展开 N 条回复" is clicked. */
export const INITIAL_REPLIES = 1;

/** A note's new ObjectId-style id: creation seconds in hex, then 16 random hex digits. */
export function objectId(ctx) {
  return ctx.nowSec().toString(16).padStart(8, '0') + ctx.id('{hex:16}');
}
