// tg_dialogs -> messages.getDialogs from the offset, then the server's DialogInfo per dialog:
// name (omitted when a user has no username), type (user | bot | chat | channel), title, the
// last message (sender's display name, time, first 20 words, is_unread) or `empty: true`, and the
// next offset `<user|chan|chat>-<id>-<msg id>-<date>` (`end` when the page is empty).
// only_unread drops dialogs whose unread count is 0 after the page is fetched, so a page can
// come back short or empty while the offset still moves on.
import { goJson } from '../lib/gojson.js';
import { TgError, wrap, errorResult, textResult } from '../lib/errors.js';
import { decode } from '../lib/args.js';
import { peerEntity, dialogName, dialogTitle } from '../lib/peers.js';
import { orderedDialogs, sortKey, topMessage, localTime, senderTitle, twentyWords, DIALOGS_PAGE } from '../lib/history.js';

const OFFSET_TYPE = { user: 'user', channel: 'chan', chat: 'chat' };

// DialogsOffset.UnmarshalJSON, called on the raw argument.
function parseOffset(raw) {
  const parts = raw.split('-');
  if (parts.length !== 4) throw new TgError('invalid format');
  const type = { user: 'user', chan: 'channel', chat: 'chat' }[parts[0]];
  if (!type) throw new TgError('unknown peer type');
  const int = (s, what, fn) => {
    if (!/^[+-]?\d+$/.test(s)) throw new TgError(`${what}: ${fn}: parsing ${JSON.stringify(s)}: invalid syntax`);
    return Number(s);
  };
  const id = int(parts[1], 'invalid peer', 'strconv.ParseInt');
  const msgId = int(parts[2], 'invalid message ID', 'strconv.Atoi');
  const date = int(parts[3], 'invalid date', 'strconv.Atoi');
  return { type, id, msgId, date };
}

export default function (args, ctx) {
  try {
    const a = decode(args, 'DialogsArguments', { offset: 'string', only_unread: 'bool' });
    let offset = null;
    if (a.offset !== '') {
      try {
        offset = parseOffset(a.offset);
      } catch (e) {
        throw wrap('failed to unmarshal offset', e);
      }
    }
    let page = orderedDialogs(ctx);
    if (offset) {
      page = page.filter((d) => {
        if (d.pinned) return false;
        const k = sortKey(d);
        return k.date < offset.date || (k.date === offset.date && k.id < offset.msgId);
      });
    }
    page = page.slice(0, DIALOGS_PAGE);

    const host = ctx.get('host') || {};
    const dialogs = [];
    for (const d of page) {
      if (a.only_unread && !(d.unread_count > 0)) continue;
      const p = peerEntity(ctx, d.peer);
      if (!p) continue;
      const info = {};
      const name = dialogName(p.type, p.entity);
      if (name) info.name = name;
      info.type = p.type === 'user' ? (p.entity.bot ? 'bot' : 'user') : p.type;
      info.title = dialogTitle(p.type, p.entity);
      const top = topMessage(d);
      if (top && !top.action) {
        const last = {};
        const who = senderTitle(ctx, top.from);
        if (who) last.who = who;
        last.when = localTime(top.date, host.utcOffsetSeconds || 0);
        const text = twentyWords(top.text || '');
        if (text) last.text = text;
        if (d.unread_count > 0) last.is_unread = true;
        info.last_message = last;
      } else {
        info.empty = true;
      }
      if (!info.title) continue;
      dialogs.push(info);
    }

    let next = 'end';
    for (let i = page.length - 1; i >= 0; i -= 1) {
      const top = topMessage(page[i]);
      if (!top || top.action) continue;
      const [type, id] = page[i].peer.split(':');
      next = `${OFFSET_TYPE[type]}-${id}-${top.id}-${top.date}`;
      break;
    }
    return textResult(goJson({ dialogs, offset: next }));
  } catch (e) {
    if (e instanceof TgError) return errorResult(e);
    throw e;
  }
}
