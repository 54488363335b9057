// slack_get_channel_history -> GET conversations.history?channel=…&limit=<limit.toString()>
// Newest first, top-level messages only (thread replies stay in their threads).
import { reply, apiError, serverError } from '../lib/result.js';
import { slackInt } from '../lib/params.js';
import { encode } from '../lib/base64.js';
import { bot, channelById, readAccess } from '../lib/channels.js';
import { isTopLevel, renderEnv, renderMessage, tsCompare } from '../lib/messages.js';

export default function (args, ctx) {
  if (!args) return serverError('No arguments provided');
  if (!args.channel_id) return serverError('Missing required argument: channel_id');
  // `getChannelHistory(channel_id, limit = 10)` calls limit.toString(): null throws a TypeError
  // the server catches and prints as {"error": message}.
  const limitArg = args.limit === undefined ? 10 : args.limit;
  let limitParam;
  try {
    limitParam = limitArg.toString();
  } catch (e) {
    return serverError(e instanceof Error ? e.message : String(e));
  }
  const channelParam = String(args.channel_id);

  const me = bot(ctx);
  const access = readAccess(channelById(ctx, channelParam), me.user_id);
  if (access.error) return reply(apiError(access.error));
  const parsed = slackInt(limitParam);
  if (parsed === null) return reply(apiError('invalid_limit'));
  // conversations.history: 0 means the default page (100); at most 999 per page.
  const limit = parsed === 0 ? 100 : Math.min(parsed, 999);

  const channel = access.channel;
  const env = renderEnv(ctx, channel);
  const top = Object.values(channel.messages || {}).filter(isTopLevel).sort((a, b) => tsCompare(b.ts, a.ts));
  const page = top.slice(0, limit);
  const hasMore = top.length > limit;
  const body = {
    ok: true,
    messages: page.map((m) => renderMessage(m, env)),
    has_more: hasMore,
    pin_count: (channel.pinned || []).length,
    channel_actions_ts: null,
    channel_actions_count: 0,
  };
  if (hasMore) body.response_metadata = { next_cursor: encode(`next_ts:${top[limit].ts.replace('.', '')}`) };
  return reply(body);
}
