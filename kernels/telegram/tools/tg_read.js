// tg_read -> resolve the name, then messages.readHistory (users, basic groups) or
// channels.readHistory (channels, supergroups). Prints {"result":"done"}, or
// {"result":"unread messages not found"} when messages.readHistory marked nothing
// (channels.readHistory answers true either way, so channels always say "done").
import { goJson } from '../lib/gojson.js';
import { TgError, wrap, errorResult, textResult } from '../lib/errors.js';
import { decode } from '../lib/args.js';
import { resolveName, checkReachable } from '../lib/peers.js';
import { topMessage } from '../lib/history.js';

export default function (args, ctx) {
  try {
    const a = decode(args, 'ReadArguments', { name: 'string' });
    let resolved;
    try {
      resolved = resolveName(ctx, a.name);
    } catch (e) {
      throw wrap('run client', wrap('callback', wrap('get inputPeer from name', e)));
    }
    const isChannel = resolved.key.startsWith('channel:');
    try {
      checkReachable(ctx, resolved);
    } catch (e) {
      throw wrap('run client', wrap('callback', wrap(isChannel ? 'failed to read channels' : 'read history', e)));
    }
    const dialog = (ctx.get('dialogs') || {})[resolved.key];
    const unread = dialog ? dialog.unread_count || 0 : 0;
    if (dialog && unread > 0) {
      const top = topMessage(dialog);
      ctx.update(`dialogs[${resolved.key}]`, { unread_count: 0, read_inbox_max_id: top ? top.id : dialog.read_inbox_max_id });
    }
    return textResult(goJson({ result: isChannel || unread > 0 ? 'done' : 'unread messages not found' }));
  } catch (e) {
    if (e instanceof TgError) return errorResult(e);
    throw e;
  }
}
