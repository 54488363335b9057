// slack_get_users -> GET users.list?limit=<min(limit,200)>&team_id=…[&cursor=…]
// Slack's body passes through: every member of the workspace, deleted users, bots and Slackbot
// included (the server does not filter them). Members of other teams (Slack Connect) are not
// part of users.list.
import { reply, apiError, serverError } from '../lib/result.js';
import { slackInt } from '../lib/params.js';
import { encode, decode } from '../lib/base64.js';
import { renderMember } from '../lib/users.js';

export default function (args, ctx) {
  if (!args) return serverError('No arguments provided');
  const limitArg = args.limit === undefined ? 100 : args.limit;
  const limitParam = Math.min(limitArg, 200).toString();
  const cursorParam = args.cursor ? String(args.cursor) : null;
  const parsed = slackInt(limitParam);
  if (parsed === null) return reply(apiError('invalid_limit'));

  const team = ctx.get('team').id;
  const members = ctx.list('users', { filter: (u) => u.team_id === team })
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  // users.list: a limit of 0 means no pagination (everything in one page).
  const limit = parsed === 0 ? members.length : parsed;

  let start = 0;
  if (cursorParam !== null) {
    const decoded = decode(cursorParam);
    const m = decoded ? /^user:([A-Z0-9]+)$/.exec(decoded) : null;
    start = m ? members.findIndex((u) => u.id === m[1]) : -1;
    if (start < 0) return reply(apiError('invalid_cursor'));
  }
  const page = members.slice(start, start + limit);
  const next = members[start + limit];
  return reply({
    ok: true,
    members: page.map(renderMember),
    cache_ts: ctx.nowSec(),
    response_metadata: { next_cursor: next ? encode(`user:${next.id}`) : '' },
  });
}
