// delete_email -> users.messages.delete (permanent). The Gmail API allows it only with the full
// https://mail.google.com/ scope; the server's OAuth flow grants gmail.modify and
// gmail.settings.basic, so on a default account this answers `Error: Insufficient Permission`.
import { handle, text } from '../lib/errors.js';
import { DeleteEmailSchema } from '../lib/schemas.js';
import { deleteMessage } from '../lib/mailbox.js';

export default function (args, ctx) {
  return handle(DeleteEmailSchema, args, (a) => {
    deleteMessage(ctx, a.messageId);
    return text(`Email ${a.messageId} deleted successfully`);
  });
}
