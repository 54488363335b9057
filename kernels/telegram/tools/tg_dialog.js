// tg_dialog -> resolve the name, messages.getHistory(peer, offset_id = offset), newest first.
// Each message prints as {who, when, text}: `who` is the sender's username — absent for a sender
// without one, for posts of a broadcast channel, and for every message of a private chat
// (Telegram sends no from_id there); `text` is absent for media without a caption; service
// messages (joins, pins) are skipped. `offset` is the id of the oldest message on the page, to
// pass back for the next one (absent on an empty page).
import { goJson } from '../lib/gojson.js';
import { TgError, wrap, errorResult, textResult } from '../lib/errors.js';
import { decode } from '../lib/args.js';
import { resolveName, checkReachable } from '../lib/peers.js';
import { messagesNewestFirst, localTime, senderUsername, HISTORY_PAGE } from '../lib/history.js';

export default function (args, ctx) {
  try {
    const a = decode(args, 'HistoryArguments', { name: 'string', offset: 'int' });
    let resolved;
    try {
      resolved = resolveName(ctx, a.name);
    } catch (e) {
      throw wrap('failed to get history', wrap('callback', wrap('get inputPeer from name', e)));
    }
    try {
      checkReachable(ctx, resolved);
    } catch (e) {
      throw wrap('failed to get history', wrap('callback', wrap('failed to get history', e)));
    }
    const dialog = (ctx.get('dialogs') || {})[resolved.key];
    let msgs = messagesNewestFirst(dialog);
    if (a.offset > 0) msgs = msgs.filter((m) => m.id < a.offset);
    const page = msgs.slice(0, HISTORY_PAGE);
    const host = ctx.get('host') || {};
    const messages = [];
    for (const m of page) {
      if (m.action) continue;
      const info = {};
      const who = senderUsername(ctx, m.from);
      if (who) info.who = who;
      info.when = localTime(m.date, host.utcOffsetSeconds || 0);
      if (m.text) info.text = m.text;
      messages.push(info);
    }
    const rsp = { messages };
    const lastReal = page.filter((m) => !m.action).pop();
    if (lastReal) rsp.offset = lastReal.id;
    return textResult(goJson(rsp));
  } catch (e) {
    if (e instanceof TgError) return errorResult(e);
    throw e;
  }
}
