// draft_email -> users.drafts.create. Prints `Email draft created successfully with ID: <draft id>`.
import { handle } from '../lib/errors.js';
import { SendEmailSchema } from '../lib/schemas.js';
import { compose } from '../lib/compose.js';

export default function (args, ctx) {
  return handle(SendEmailSchema, args, (a) => {
    const { draftId } = compose(ctx, a, 'draft');
    return { content: [{ type: 'text', text: `Email draft created successfully with ID: ${draftId}` }] };
  });
}
