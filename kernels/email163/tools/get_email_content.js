// get_email_content: fetches one message of INBOX by UID over IMAP (read-only) and prints what
// mailparser makes of it. The UID goes straight to node-imap: "*" is the newest message, "a:b" a
// range (the first match is printed), anything parseInt cannot read crashes the server, and a
// UID with no message makes the call hang (the fetch ends without a message and nothing resolves).
import { destructureError, readEnv } from '../lib/env.js';
import { inboxByUid, openInbox, resolveUid } from '../lib/imap.js';
import { addressText, RULE } from '../lib/format.js';
import { crashed, serverError, text, timedOut } from '../lib/failures.js';
import { dateToString } from '../lib/tz.js';

export default function (args, ctx) {
  if (args === undefined || args === null) return serverError(destructureError('uid', args));
  const { uid } = args;
  const env = readEnv(ctx);
  const opened = openInbox(ctx, env);
  if (opened.configError) return serverError(opened.configError);
  if (!opened.mailbox) return serverError(opened.error);

  const messages = inboxByUid(opened.mailbox);
  const resolved = resolveUid(uid, messages);
  if (resolved.throws) return crashed(resolved.throws);
  if (resolved.uids.length === 0) return timedOut(`no message with UID ${uid} in INBOX`);
  const m = messages.find((x) => x.uid === resolved.uids[0]);

  const h = ctx.get('host') || {};
  const dateMs = m.headers.date !== undefined ? Date.parse(m.headers.date) : NaN;
  let out = `📧 邮件详情 (UID: ${uid})\n`;
  out += `${RULE}\n`;
  out += `📅 日期: ${Number.isNaN(dateMs) ? '未知' : dateToString(dateMs, h.time_zone, h.locale)}\n`;
  out += `👤 发件人: ${addressText(m.from) || '未知'}\n`;
  out += `👥 收件人: ${addressText(m.to) || '未知'}\n`;
  if (m.cc && m.cc.length) out += `📋 抄送: ${addressText(m.cc)}\n`;
  out += `📝 主题: ${m.headers.subject || '(无主题)'}\n`;
  out += `${RULE}\n`;
  if (m.text) out += `📄 文本内容:\n${m.text}\n`;
  if (m.html && m.html !== m.text) out += `🌐 HTML内容:\n${m.html}\n`;
  if (m.attachments && m.attachments.length) {
    out += '📎 附件列表:\n';
    m.attachments.forEach((a, i) => {
      out += `  ${i + 1}. ${a.filename || '未命名'} (${a.size || 0} bytes)\n`;
    });
  }
  return text(out);
}
