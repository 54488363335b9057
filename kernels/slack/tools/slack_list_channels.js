// slack_list_channels -> GET conversations.list?types=public_channel&exclude_archived=true
//   &limit=<min(limit,200)>&team_id=…[&cursor=…]
// The server passes Slack's body through untouched. SLACK_CHANNEL_IDS is assumed unset (the
// documented default), so the conversations.info branch of the real server is not taken.
import { reply, apiError, serverError } from '../lib/result.js';
import { slackInt } from '../lib/params.js';
import { encode, decode } from '../lib/base64.js';
import { bot, renderListedChannel } from '../lib/channels.js';

const DEFAULT_LIMIT = 100;

export default function (args, ctx) {
  if (!args) return serverError('No arguments provided');
  // `getChannels(limit = 100, cursor)`: the default applies only when limit is undefined; then
  // Math.min(limit, 200).toString() coerces whatever JSON value came in (null -> "0", "abc" -> "NaN").
  const limitArg = args.limit === undefined ? DEFAULT_LIMIT : args.limit;
  const limitParam = Math.min(limitArg, 200).toString();
  const cursorParam = args.cursor ? String(args.cursor) : null;

  const parsed = slackInt(limitParam);
  if (parsed === null) return reply(apiError('invalid_limit'));
  const limit = parsed === 0 ? DEFAULT_LIMIT : Math.min(parsed, 999);

  const me = bot(ctx);
  const channels = ctx.list('channels', { filter: (c) => c.is_channel && !c.is_private && !c.is_archived && !c.is_im && !c.is_mpim })
    .sort((a, b) => (a.created - b.created) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

  let start = 0;
  if (cursorParam !== null) {
    const decoded = decode(cursorParam);
    const m = decoded ? /^team:([CG][A-Z0-9]+)$/.exec(decoded) : null;
    start = m ? channels.findIndex((c) => c.id === m[1]) : -1;
    if (start < 0) return reply(apiError('invalid_cursor'));
  }
  const page = channels.slice(start, start + limit);
  const next = channels[start + limit];
  return reply({
    ok: true,
    channels: page.map((c) => renderListedChannel(c, me.user_id)),
    response_metadata: { next_cursor: next ? encode(`team:${next.id}`) : '' },
  });
}
