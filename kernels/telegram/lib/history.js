// Messages and dialogs as the server reads them from messages.getHistory / messages.getDialogs.
//
// Neither request sets a limit; the page sizes Telegram then uses are not documented, and we
// assume 100 dialogs and 20 messages (README). History is newest first; `offset` is an
// offset_id (only messages with a smaller id). Dialogs come pinned first, then by the date of
// their top message; an offset string selects the dialogs whose top message is older.

import { peerEntity, userTitle } from './peers.js';

export const DIALOGS_PAGE = 100;
export const HISTORY_PAGE = 20;

const pad = (n) => String(n).padStart(2, '0');

/** time.Unix(date, 0).Format(time.DateTime) in the server machine's time zone. */
export function localTime(date, offsetSeconds) {
  const d = new Date((date + offsetSeconds) * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

export function messagesNewestFirst(dialog) {
  return Object.values((dialog && dialog.messages) || {}).sort((a, b) => b.id - a.id);
}

/** The dialog's top message (service messages included, as Telegram counts them). */
export function topMessage(dialog) {
  return messagesNewestFirst(dialog)[0] || null;
}

export function sortKey(dialog) {
  const top = topMessage(dialog);
  return top ? { date: top.date, id: top.id } : { date: dialog.date || 0, id: 0 };
}

/** Every dialog, in the order getDialogs returns them. */
export function orderedDialogs(ctx) {
  const all = Object.values(ctx.get('dialogs') || {}).filter((d) => d.listed !== false);
  return all.sort((a, b) => {
    const pa = a.pinned || 0;
    const pb = b.pinned || 0;
    if (pa || pb) {
      if (!pa) return 1;
      if (!pb) return -1;
      return pa - pb;
    }
    const ka = sortKey(a);
    const kb = sortKey(b);
    return kb.date - ka.date || kb.id - ka.id;
  });
}

/** Display name of the sender of a message (dialogs list: getNameID → getTitle). */
export function senderTitle(ctx, from) {
  if (!from) return '';
  const p = peerEntity(ctx, from);
  if (!p) return '';
  return p.type === 'user' ? userTitle(p.entity) : p.entity.title;
}

/** Username of the sender of a message (history: getUsername; channels and users without one: ''). */
export function senderUsername(ctx, from) {
  if (!from) return '';
  const p = peerEntity(ctx, from);
  if (!p || p.type !== 'user') return '';
  return p.entity.username || '';
}

/** The first 20 whitespace-separated words, `...` appended when cut (strings.Fields). */
export function twentyWords(text) {
  const words = String(text).split(/\s+/).filter(Boolean);
  return words.length > 20 ? words.slice(0, 20).join(' ') + '...' : text;
}
