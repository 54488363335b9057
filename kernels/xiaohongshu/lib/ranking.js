// Which notes the home feed and search show, and in what order. The real ranking is Xiaohongshu's
// recommender; the simulation's is deterministic for a given state: recency, engagement and the
// authors the user follows for the home feed; text relevance for "综合" search.
import { visibleTo, commentCount } from './notes.js';

const DAY = 86400_000;
export const HOME_PAGE_SIZE = 30;
export const SEARCH_PAGE_SIZE = 20;

/**
 * Visit every note without copying it (ctx.list copies what its filter accepts, so the visitor
 * records what it needs and accepts nothing); then copy only the notes that are shown.
 */
function scanNotes(ctx, visit) {
  ctx.list('notes', { filter: (n) => { visit(n); return false; } });
}

export function homeFeed(ctx, meId) {
  const now = ctx.nowMs();
  const followed = new Set(ctx.list('users', { filter: { followed_by_me: true } }).map((u) => u.id));
  const scored = [];
  scanNotes(ctx, (n) => {
    if (n.user_id === meId || n.visibility !== '公开可见' || !visibleTo(ctx, n, meId)) return;
    const ageDays = Math.max(0, (now - n.time) / DAY);
    const s = Math.log10(n.liked_count + n.collected_count + 10) + (followed.has(n.user_id) ? 1.2 : 0) + Math.max(0, 2.5 - ageDays / 6);
    scored.push({ id: n.id, s });
  });
  return scored
    .sort((a, b) => b.s - a.s || (a.id < b.id ? -1 : 1))
    .slice(0, HOME_PAGE_SIZE)
    .map((x) => ctx.get(`notes[${x.id}]`));
}

const CJK = /[\u3400-\u9fff]/;

/** Terms of a query: whitespace-separated; long CJK terms also match as two-character pieces. */
function termMatch(text, term) {
  if (text.includes(term)) return 2;
  if (CJK.test(term) && [...term].length >= 3) {
    const chars = [...term];
    const pieces = [];
    for (let i = 0; i < chars.length; i += 2) pieces.push(chars.slice(i, i + 2).join(''));
    if (pieces.every((p) => text.includes(p))) return 1;
  }
  return 0;
}

/** Relevance of a note for the keyword, 0 when it does not match. */
export function relevance(ctx, note, keyword) {
  const terms = keyword.toLowerCase().split(/\s+/).filter(Boolean);
  const author = ctx.get(`users[${note.user_id}]`);
  const title = note.title.toLowerCase();
  const tags = (note.tags || []).join(' ').toLowerCase();
  const desc = note.desc.toLowerCase();
  const name = author ? author.nickname.toLowerCase() : '';
  let score = 0;
  for (const term of terms) {
    const t = termMatch(title, term) * 3 + termMatch(tags, term) * 2 + termMatch(desc, term) + termMatch(name, term);
    if (t === 0) return 0;
    score += t;
  }
  return score;
}

const SORTS = {
  综合: null,
  最新: (a, b) => b.time - a.time,
  最多点赞: (a, b) => b.liked_count - a.liked_count,
  最多评论: (a, b) => commentCount(b) - commentCount(a),
  最多收藏: (a, b) => b.collected_count - a.collected_count,
};

const WINDOWS = { 一天内: 1, 一周内: 7, 半年内: 182 };

/** Search with the (already validated) filters; the first page of results. */
export function search(ctx, meId, keyword, filters, myLocation) {
  const now = ctx.nowMs();
  const followed = new Set(ctx.list('users', { filter: { followed_by_me: true } }).map((u) => u.id));
  const hits = [];
  scanNotes(ctx, (n) => {
    if (!visibleTo(ctx, n, meId) || (n.visibility !== '公开可见' && n.user_id !== meId)) return;
    if (filters.note_type === '视频' && n.type !== 'video') return;
    if (filters.note_type === '图文' && n.type !== 'normal') return;
    if (WINDOWS[filters.publish_time] && now - n.time > WINDOWS[filters.publish_time] * DAY) return;
    if (filters.search_scope === '已看过' && !n.viewed) return;
    if (filters.search_scope === '未看过' && n.viewed) return;
    if (filters.search_scope === '已关注' && !followed.has(n.user_id)) return;
    if ((filters.location === '同城' || filters.location === '附近') && n.ip_location !== myLocation) return;
    const r = relevance(ctx, n, keyword);
    if (r > 0) hits.push({ n: { id: n.id, time: n.time, liked_count: n.liked_count, collected_count: n.collected_count, comments: n.comments, hidden_comment_count: n.hidden_comment_count }, r });
  });
  const order = SORTS[filters.sort_by || '综合'];
  hits.sort((a, b) => (order ? order(a.n, b.n) : b.r - a.r || b.n.liked_count - a.n.liked_count) || b.n.time - a.n.time || (a.n.id < b.n.id ? -1 : 1));
  return hits.slice(0, SEARCH_PAGE_SIZE).map((h) => ctx.get(`notes[${h.n.id}]`));
}

/** The filter groups the server validates before opening the page (label, field, allowed values). */
export const FILTER_GROUPS = [
  ['排序依据', 'sort_by', ['综合', '最新', '最多点赞', '最多评论', '最多收藏']],
  ['笔记类型', 'note_type', ['不限', '视频', '图文']],
  ['发布时间', 'publish_time', ['不限', '一天内', '一周内', '半年内']],
  ['搜索范围', 'search_scope', ['不限', '已看过', '未看过', '已关注']],
  ['位置距离', 'location', ['不限', '同城', '附近']],
];
