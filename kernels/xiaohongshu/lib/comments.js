// Writing comments as the logged-in user: top-level comments and replies (a reply hangs under the
// top-level comment of its thread and records whom it answers).
import { objectId } from './notes.js';

export function addComment(ctx, notePath, note, me, content, parent, replyTo) {
  const id = objectId(ctx);
  ctx.create(`${notePath}.comments`, {
    id,
    content,
    user_id: me.id,
    create_time: ctx.nowMs(),
    ip_location: me.ip_location,
    like_count: 0,
    liked: false,
    parent_id: parent,
    reply_to_user_id: replyTo,
  }, { id });
  return id;
}
