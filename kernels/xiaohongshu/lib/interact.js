// like_feed / favorite_feed share the page logic: read the note's liked/collected state, skip when
// it is already as asked, otherwise click the button. On a page that does not render (bad token,
// unknown note) there is no button to click. Logged out, the click only opens the login dialog and
// the server still reports success — the state does not change (faithful to the real server).
import { currentSession } from './session.js';
import { openNote } from './access.js';

/**
 * @param {'liked' | 'collected'} flag
 * @param {boolean} on the wanted state
 * @returns {null | string} an error text (without the action prefix), or null on "success"
 */
export function toggle(ctx, args, flag, on) {
  const s = currentSession(ctx);
  const opened = openNote(ctx, args.feed_id, args.xsec_token);
  const button = flag === 'liked' ? '点击点赞按钮失败' : '点击收藏按钮失败';
  if (opened.blocked) return `${button}: no clickable element matched for selectors`;
  if (!s.logged_in) return null;
  const note = opened.note;
  if (Boolean(note[flag]) === on) return null;
  const countField = flag === 'liked' ? 'liked_count' : 'collected_count';
  ctx.update(opened.path, { [flag]: on, [countField]: Math.max(0, note[countField] + (on ? 1 : -1)) });
  return null;
}
