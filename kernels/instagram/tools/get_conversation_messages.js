// get_conversation_messages: GET /{conversation}?fields=messages{id,from,to,message,created_time,
// attachments}. The `limit` is sent on the conversation node, not on the messages edge, and the
// Graph API only exposes the 20 most recent messages of a conversation — so at most 20, newest first.
import { checkArguments } from '../../_shared/pyschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { success, apiError } from '../lib/result.js';
import { tokenError, unsupportedGet, pydanticTime, metaMs } from '../lib/graph.js';
import { dmErrorText } from '../lib/dm.js';

function party(ctx, id) {
  const acct = ctx.get(`accounts[${id}]`);
  if (acct) return { username: acct.username, id };
  const user = ctx.get(`users[${id}]`);
  return { username: user ? user.username : '', id };
}

export default function get_conversation_messages(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.get_conversation_messages, ctx);
  if (bad) return bad;
  const expired = tokenError(ctx);
  if (expired) return apiError(ctx, dmErrorText(expired, false));
  const conv = ctx.get(`conversations[${args.conversation_id}]`);
  if (!conv) return apiError(ctx, dmErrorText(unsupportedGet(args.conversation_id), false));
  const messages = Object.values(conv.messages)
    .sort((a, b) => metaMs(b.created_time) - metaMs(a.created_time))
    .slice(0, 20)
    .map((m) => ({
      id: m.id,
      from_id: m.from_id,
      to: [party(ctx, m.to_id)],
      message: m.message,
      created_time: pydanticTime(m.created_time),
      attachments: m.attachments || null,
    }));
  return success(ctx, 'get_conversation_messages', { conversation_id: args.conversation_id, messages, count: messages.length });
}
