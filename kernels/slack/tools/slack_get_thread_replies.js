// slack_get_thread_replies -> GET conversations.replies?channel=…&ts=…
// The thread's parent first, then its replies oldest first. A reply's ts returns its whole thread;
// an unthreaded message's ts returns that message alone.
import { reply, apiError, serverError } from '../lib/result.js';
import { bot, channelById, readAccess } from '../lib/channels.js';
import { renderEnv, renderMessage, tsCompare } from '../lib/messages.js';

export default function (args, ctx) {
  if (!args) return serverError('No arguments provided');
  if (!args.channel_id || !args.thread_ts) return serverError('Missing required arguments: channel_id and thread_ts');
  const me = bot(ctx);
  const access = readAccess(channelById(ctx, String(args.channel_id)), me.user_id);
  if (access.error) return reply(apiError(access.error));
  const channel = access.channel;
  const messages = channel.messages || {};
  const ts = String(args.thread_ts);
  const hit = Object.prototype.hasOwnProperty.call(messages, ts) ? messages[ts] : null;
  if (!hit) return reply(apiError('thread_not_found'));

  const rootTs = hit.thread_ts || hit.ts;
  const thread = Object.values(messages)
    .filter((m) => m.ts === rootTs || (m.thread_ts === rootTs && m.ts !== rootTs))
    .sort((a, b) => tsCompare(a.ts, b.ts));
  const env = renderEnv(ctx, channel);
  return reply({ ok: true, messages: thread.map((m) => renderMessage(m, env)), has_more: false });
}
