// send_dm: POST /me/messages {recipient: {id}, message: {text}} with the page token. The recipient
// must be an Instagram-scoped id of someone who has messaged the account; the standard messaging
// window closes 24 hours after their last message. The sent message joins that conversation.
import { checkArguments } from '../../_shared/pyschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { success, apiError } from '../lib/result.js';
import { tokenError, configuredAccount, metaNow, metaMs } from '../lib/graph.js';
import { dmErrorText } from '../lib/dm.js';

export default function send_dm(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.send_dm, ctx);
  if (bad) return bad;
  const expired = tokenError(ctx);
  if (expired) return apiError(ctx, dmErrorText(expired, true));
  const conv = ctx.list('conversations', { filter: { participant_id: args.recipient_id } })[0];
  if (!conv) return apiError(ctx, dmErrorText('(#100) No matching user found', true));
  if (args.message.trim() === '') return apiError(ctx, dmErrorText('(#100) Param message[text] must be non-empty UTF-8 encoded text', true));
  const lastInbound = Object.values(conv.messages)
    .filter((m) => m.from_id === args.recipient_id)
    .reduce((max, m) => Math.max(max, metaMs(m.created_time)), -Infinity);
  if (ctx.nowMs() - lastInbound > 24 * 3600_000) {
    return apiError(ctx, dmErrorText('(#10) This message is sent outside of allowed window.', true));
  }
  const account = configuredAccount(ctx);
  const id = `aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOj${ctx.id('{mixed:60}')}`;
  const now = metaNow(ctx);
  ctx.create(`conversations[${conv.id}].messages`, { id, from_id: account, to_id: args.recipient_id, message: args.message, created_time: now }, { id });
  ctx.update(`conversations[${conv.id}]`, { updated_time: now });
  return success(ctx, 'send_dm', { message_id: id, recipient_id: args.recipient_id, success: true }, '24-hour response window applies. Requires Advanced Access.');
}
