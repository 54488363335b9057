// tg_send -> resolve the name, then messages.saveDraft(peer, text): despite the name nothing is
// sent — the text becomes the dialog's cloud draft (replacing any earlier one; an empty text
// clears it). A peer without a dialog gets one, as Telegram lists a chat that holds a draft.
// Prints {"success":true}.
import { goJson } from '../lib/gojson.js';
import { TgError, wrap, errorResult, textResult } from '../lib/errors.js';
import { decode } from '../lib/args.js';
import { resolveName, checkReachable } from '../lib/peers.js';

export default function (args, ctx) {
  try {
    const a = decode(args, 'DraftArguments', { name: 'string', text: 'string' });
    let resolved;
    try {
      resolved = resolveName(ctx, a.name);
    } catch (e) {
      throw wrap('failed to send message', wrap('callback', wrap('get inputPeer from name', e)));
    }
    try {
      checkReachable(ctx, resolved);
    } catch (e) {
      throw wrap('failed to send message', wrap('callback', wrap('save draft', e)));
    }
    const key = resolved.key;
    const draft = a.text === '' ? undefined : { message: a.text, date: ctx.nowSec() };
    if (ctx.exists(`dialogs[${key}]`)) {
      ctx.update(`dialogs[${key}]`, { draft });
    } else if (draft) {
      ctx.create('dialogs', { peer: key, date: ctx.nowSec(), unread_count: 0, read_inbox_max_id: 0, draft, messages: {} }, { id: key });
    }
    return textResult(goJson({ success: true }));
  } catch (e) {
    if (e instanceof TgError) return errorResult(e);
    throw e;
  }
}
