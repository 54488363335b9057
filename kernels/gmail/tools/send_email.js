// send_email -> users.messages.send. Prints `Email sent successfully with ID: <id>`.
import { handle } from '../lib/errors.js';
import { SendEmailSchema } from '../lib/schemas.js';
import { compose } from '../lib/compose.js';

export default function (args, ctx) {
  return handle(SendEmailSchema, args, (a) => {
    const { message } = compose(ctx, a, 'send');
    return { content: [{ type: 'text', text: `Email sent successfully with ID: ${message.id}` }] };
  });
}
