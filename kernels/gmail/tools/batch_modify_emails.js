// batch_modify_emails -> users.messages.modify once per id (see lib/batch.js for the batching).
import { handle, text } from '../lib/errors.js';
import { BatchModifyEmailsSchema } from '../lib/schemas.js';
import { modifyMessage } from '../lib/mailbox.js';
import { processBatches, failureLines } from '../lib/batch.js';

export default function (args, ctx) {
  return handle(BatchModifyEmailsSchema, args, (a) => {
    const { successes, failures } = processBatches(a.messageIds, a.batchSize || 50, (id) => modifyMessage(ctx, id, a.addLabelIds, a.removeLabelIds));
    let out = 'Batch label modification complete.\n';
    out += `Successfully processed: ${successes.length} messages\n`;
    if (failures.length > 0) {
      out += `Failed to process: ${failures.length} messages\n\n`;
      out += 'Failed message IDs:\n';
      out += failureLines(failures);
    }
    return text(out);
  });
}
