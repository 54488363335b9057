// configure_email_server: copies each truthy setting into process.env (booleans whenever they
// are not undefined), in the server's order. `x.toString()` on null throws; the variables set
// before that point stay set, as in the real process.
import { destructureError, readEnv, writeEnv } from '../lib/env.js';
import { serverError, text } from '../lib/failures.js';

export default function (args, ctx) {
  if (args === undefined || args === null) return serverError(destructureError('smtpHost', args));
  const { smtpHost, smtpPort, smtpSecure, imapHost, imapPort, imapSecure, user, password } = args;
  const steps = [
    [smtpHost, 'EMAIL_SMTP_HOST', (v) => v, 'truthy'],
    [smtpPort, 'EMAIL_SMTP_PORT', (v) => v.toString(), 'truthy'],
    [smtpSecure, 'EMAIL_SMTP_SECURE', (v) => v.toString(), 'defined'],
    [imapHost, 'EMAIL_IMAP_HOST', (v) => v, 'truthy'],
    [imapPort, 'EMAIL_IMAP_PORT', (v) => v.toString(), 'truthy'],
    [imapSecure, 'EMAIL_IMAP_SECURE', (v) => v.toString(), 'defined'],
    [user, 'EMAIL_USER', (v) => v, 'truthy'],
    [password, 'EMAIL_PASSWORD', (v) => v, 'truthy'],
  ];
  for (const [value, name, convert, when] of steps) {
    if (when === 'truthy' ? !value : value === undefined) continue;
    let converted;
    try {
      converted = convert(value);
    } catch (e) {
      return serverError(e.message);
    }
    writeEnv(ctx, { [name]: converted });
  }
  const env = readEnv(ctx);
  let info = '邮箱配置已更新：\n';
  info += `SMTP服务器: ${env.EMAIL_SMTP_HOST || '未设置'}\n`;
  info += `SMTP端口: ${env.EMAIL_SMTP_PORT || '未设置'}\n`;
  info += `SMTP SSL: ${env.EMAIL_SMTP_SECURE || '未设置'}\n`;
  info += `IMAP服务器: ${env.EMAIL_IMAP_HOST || '未设置'}\n`;
  info += `IMAP端口: ${env.EMAIL_IMAP_PORT || '未设置'}\n`;
  info += `IMAP SSL: ${env.EMAIL_IMAP_SECURE || '未设置'}\n`;
  info += `用户: ${user || '未更新'}`;
  return text(info);
}
