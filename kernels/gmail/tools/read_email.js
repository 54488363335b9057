// read_email -> users.messages.get(format=full). The server prints the thread id, four headers
// (looked up case-insensitively), the plain-text body (or the HTML one with a note when there is
// no text part) and one line per attachment with its size in rounded KB.
import { handle, text } from '../lib/errors.js';
import { ReadEmailSchema } from '../lib/schemas.js';
import { getMessage } from '../lib/mailbox.js';
import { headerCI } from '../lib/format.js';

export default function (args, ctx) {
  return handle(ReadEmailSchema, args, (a) => {
    const m = getMessage(ctx, a.messageId);
    const subject = headerCI(m, 'subject') || '';
    const from = headerCI(m, 'from') || '';
    const to = headerCI(m, 'to') || '';
    const date = headerCI(m, 'date') || '';
    const plain = (m.body && m.body.text) || '';
    const html = (m.body && m.body.html) || '';
    const body = plain || html || '';
    const note = !plain && html ? '[Note: This email is HTML-formatted. Plain text version not available.]\n\n' : '';
    const atts = Object.values(m.attachments || {});
    const attachmentInfo = atts.length > 0
      ? `\n\nAttachments (${atts.length}):\n` + atts.map((x) => `- ${x.filename} (${x.mimeType || 'application/octet-stream'}, ${Math.round((x.size || 0) / 1024)} KB, ID: ${x.attachmentId})`).join('\n')
      : '';
    return text(`Thread ID: ${m.threadId || ''}\nSubject: ${subject}\nFrom: ${from}\nTo: ${to}\nDate: ${date}\n\n${note}${body}${attachmentInfo}`);
  });
}
