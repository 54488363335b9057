// What send_email and draft_email share (handleEmailAction): the server's own checks before any
// API call — every `to` address against its regex, then (when attachments are given, the
// nodemailer path) that each file exists on the server's machine — and then the API call.
import { ServerError } from './errors.js';
import { validateEmail, resolvePath } from './format.js';
import { storeOutgoing } from './mailbox.js';

export function compose(ctx, args, mode) {
  for (const email of args.to) {
    if (!validateEmail(email)) throw new ServerError(`Recipient email address is invalid: ${email}`);
  }
  const files = [];
  if (args.attachments && args.attachments.length > 0) {
    const local = ctx.get('localFiles') || {};
    const cwd = (ctx.get('host') || {}).cwd || '/';
    for (const filePath of args.attachments) {
      const file = local[resolvePath(cwd, filePath)];
      if (!file) throw new ServerError(`File does not exist: ${filePath}`);
      files.push(file);
    }
  }
  return storeOutgoing(ctx, args, files, mode);
}
