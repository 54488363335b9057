// send_email: nodemailer over the configured SMTP server, from EMAIL_USER. The server does not
// check its own required fields — a missing subject prints "主题: undefined" — and passes `to`,
// `cc`, `bcc` through (arrays are joined with ", "). Accepted recipients that are mailboxes of
// this world receive the message in their INBOX; the sender's SMTP record keeps every message
// (tree `mailboxes[sender].sent`, keyed by Message-ID).
import { destructureError, envUser, readEnv } from '../lib/env.js';
import { openSmtp, parseAddresses, isDeliverable, base64Size } from '../lib/smtp.js';
import { serverError, text } from '../lib/failures.js';
import { nodemailerDate } from '../lib/tz.js';

const joined = (v) => (Array.isArray(v) ? v.join(', ') : v);

export default function (args, ctx) {
  if (args === undefined || args === null) return serverError(destructureError('to', args));
  const { to, cc, bcc, subject, text: body, html, attachments } = args;
  const env = readEnv(ctx);
  const smtp = openSmtp(ctx, env);
  if (smtp.configError) return serverError(smtp.configError);

  const from = envUser(env);
  const toField = joined(to);
  const ccField = cc ? joined(cc) : undefined;
  const bccField = bcc ? joined(bcc) : undefined;

  // mailOptions.attachments = attachments.map(…) — runs before sendMail.
  let files = [];
  if (attachments && attachments.length > 0) {
    if (typeof attachments.map !== 'function') return serverError('attachments.map is not a function');
    for (const att of attachments) {
      if (att === null || att === undefined) return serverError(`Cannot read properties of ${att} (reading 'content')`);
      files.push(att);
    }
  }
  if (smtp.error) return serverError(smtp.error);

  const recipients = [...parseAddresses(toField), ...parseAddresses(ccField), ...parseAddresses(bccField)];
  if (recipients.length === 0) return serverError('No recipients defined');
  const accepted = recipients.filter((r) => isDeliverable(r.address));
  const rejected = recipients.filter((r) => !isDeliverable(r.address));
  if (accepted.length === 0) return serverError("Can't send mail - all recipients were rejected: 501 5.1.3 Bad recipient address syntax");

  // Attachments are read while the message streams (after the envelope was accepted).
  const hostFiles = (ctx.get('host') || {}).files || {};
  const attached = [];
  for (const att of files) {
    if (typeof att !== 'object') { attached.push({ filename: 'attachment', size: String(att).length }); continue; }
    if (att.content) attached.push({ filename: att.filename, size: base64Size(att.content) });
    else if (att.path) {
      const f = Object.prototype.hasOwnProperty.call(hostFiles, att.path) ? hostFiles[att.path] : null;
      if (!f || f.type === 'directory') return serverError(f ? `EISDIR: illegal operation on a directory, read` : `ENOENT: no such file or directory, open '${att.path}'`);
      attached.push({ filename: att.filename !== undefined ? att.filename : att.path.split('/').pop(), size: f.size });
    } else attached.push({ filename: att.filename, size: 0 });
  }

  const domain = String(from || 'localhost').split('@').pop();
  const id = ctx.id(`{hex:8}-{hex:4}-{hex:4}-{hex:4}-{hex:12}@${domain}`);
  const messageId = `<${id}>`;
  const date = nodemailerDate(ctx.nowMs());
  const headers = { date, from: String(from), message_id: messageId };
  if (toField !== undefined) headers.to = String(toField);
  if (ccField !== undefined) headers.cc = String(ccField);
  if (subject !== undefined) headers.subject = String(subject);
  const content = {
    from: [{ name: '', address: String(from) }],
    to: parseAddresses(toField),
    cc: parseAddresses(ccField),
    text: body === undefined ? '' : String(body),
  };
  if (html !== undefined) content.html = String(html);
  const attachmentList = attached.map((a) => ({ filename: a.filename, size: a.size }));

  const record = {
    message_id: id,
    headers,
    envelope: { from: String(from), to: accepted.map((r) => r.address) },
    ...content,
    bcc: parseAddresses(bccField),
    attachments: attachmentList,
    rejected: rejected.map((r) => r.address),
  };
  ctx.create(`mailboxes[${smtp.mailbox.address}].sent`, record, { id });

  // Local delivery to the mailboxes this world holds (by envelope address, once each).
  const delivered = new Set();
  for (const r of accepted) {
    const address = r.address.toLowerCase();
    if (delivered.has(address)) continue;
    delivered.add(address);
    const box = ctx.list('mailboxes', { filter: (m) => m.address.toLowerCase() === address, limit: 1 })[0];
    if (!box) continue;
    const uid = box.uidnext;
    ctx.create(`mailboxes[${box.address}].messages`, { uid, flags: [], headers, ...content, attachments: attachmentList }, { id: String(uid) });
    ctx.update(`mailboxes[${box.address}]`, { uidnext: uid + 1 });
  }

  return text(`邮件发送成功！\n消息ID: ${messageId}\n收件人: ${joined(to)}\n主题: ${subject}`);
}
