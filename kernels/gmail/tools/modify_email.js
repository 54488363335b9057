// modify_email -> users.messages.modify. `labelIds` is sent as addLabelIds, and an explicit
// addLabelIds replaces it (the server overwrites the same request field).
import { handle, text } from '../lib/errors.js';
import { ModifyEmailSchema } from '../lib/schemas.js';
import { modifyMessage } from '../lib/mailbox.js';

export default function (args, ctx) {
  return handle(ModifyEmailSchema, args, (a) => {
    let add;
    if (a.labelIds) add = a.labelIds;
    if (a.addLabelIds) add = a.addLabelIds;
    modifyMessage(ctx, a.messageId, add, a.removeLabelIds);
    return text(`Email ${a.messageId} labels updated successfully`);
  });
}
