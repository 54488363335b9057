// batch_delete_emails -> users.messages.delete once per id. Like delete_email it needs the full
// mail scope; without it every id fails with `Insufficient Permission`.
import { handle, text } from '../lib/errors.js';
import { BatchDeleteEmailsSchema } from '../lib/schemas.js';
import { deleteMessage } from '../lib/mailbox.js';
import { processBatches, failureLines } from '../lib/batch.js';

export default function (args, ctx) {
  return handle(BatchDeleteEmailsSchema, args, (a) => {
    const { successes, failures } = processBatches(a.messageIds, a.batchSize || 50, (id) => deleteMessage(ctx, id));
    let out = 'Batch delete operation complete.\n';
    out += `Successfully deleted: ${successes.length} messages\n`;
    if (failures.length > 0) {
      out += `Failed to delete: ${failures.length} messages\n\n`;
      out += 'Failed message IDs:\n';
      out += failureLines(failures);
    }
    return text(out);
  });
}
