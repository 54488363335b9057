// Opening a note's page: https://www.xiaohongshu.com/explore/<id>?xsec_token=<token>. The page only
// renders for a token the site issued for that note (the one feed, search and profile cards carry)
// and for notes the viewer may see; otherwise it shows "当前笔记暂时无法浏览", which the server's
// checkPageAccessible turns into "笔记不可访问: 当前笔记暂时无法浏览".
import { visibleTo } from './notes.js';
import { meId } from './session.js';

export const BLOCKED = '笔记不可访问: 当前笔记暂时无法浏览';

/** @returns {{ note: object, path: string } | { blocked: string }} */
export function openNote(ctx, feedId, xsecToken) {
  const note = ctx.get(`notes[${feedId}]`);
  if (!note || note.xsec_token !== xsecToken || !visibleTo(ctx, note, meId(ctx))) return { blocked: BLOCKED };
  return { note, path: `notes[${feedId}]` };
}

/** Whether a token was issued by the site at all (user profile pages take any note's token). */
export function knownToken(ctx, xsecToken) {
  return ctx.list('notes', { filter: (n) => n.xsec_token === xsecToken, limit: 1 }).length > 0;
}
