// setup_email_account: stores the address and password in process.env first — before anything
// is checked, so a failed setup still replaces the configured account — then detects the
// provider (or takes `provider` as given) and writes that provider's SMTP/IMAP/POP3 settings.
// No connection is made: a wrong password only shows up when mail is read or sent.
import { destructureError, writeEnv } from '../lib/env.js';
import { detectProvider, lookupProvider } from '../lib/providers.js';
import { serverError, text } from '../lib/failures.js';

export default function (args, ctx) {
  if (args === undefined || args === null) return serverError(destructureError('email', args));
  const { email, password, provider } = args;
  writeEnv(ctx, { EMAIL_USER: email, EMAIL_PASSWORD: password });

  let detected = provider;
  try {
    if (!detected) {
      detected = detectProvider(email);
      if (!detected) {
        return text(`❌ 无法识别邮箱类型: ${email}\n\n支持的邮箱类型请使用 list_supported_providers 查看，或手动指定 provider 参数。`);
      }
    }
    const config = lookupProvider(detected);
    if (!config) throw new Error(`不支持的邮箱类型: ${detected}`);
    if (config.inherited) throw new TypeError("Cannot read properties of undefined (reading 'host')");

    writeEnv(ctx, {
      EMAIL_SMTP_HOST: config.smtp.host,
      EMAIL_SMTP_PORT: config.smtp.port,
      EMAIL_SMTP_SECURE: config.smtp.secure,
      EMAIL_IMAP_HOST: config.imap.host,
      EMAIL_IMAP_PORT: config.imap.port,
      EMAIL_IMAP_SECURE: config.imap.secure,
      EMAIL_POP3_HOST: config.pop3.host,
      EMAIL_POP3_PORT: config.pop3.port,
      EMAIL_POP3_SECURE: config.pop3.secure,
      EMAIL_USE_POP3: config.usePOP3,
    });

    let out = '✅ 邮箱账号设置成功！\n\n';
    out += `📧 邮箱地址: ${email}\n`;
    out += `🏢 邮箱提供商: ${config.name}\n`;
    out += `📤 SMTP服务器: ${config.smtp.host}:${config.smtp.port} (SSL: ${config.smtp.secure})\n`;
    out += `📥 接收协议: ${config.usePOP3 ? 'POP3' : 'IMAP'}\n`;
    if (config.usePOP3) out += `📥 POP3服务器: ${config.pop3.host}:${config.pop3.port} (SSL: ${config.pop3.secure})\n`;
    else out += `📥 IMAP服务器: ${config.imap.host}:${config.imap.port} (SSL: ${config.imap.secure})\n`;
    out += '\n💡 提示: 配置已自动完成，您现在可以使用邮件功能了！';
    return text(out);
  } catch (e) {
    return text(`❌ 邮箱设置失败: ${e.message}`);
  }
}
