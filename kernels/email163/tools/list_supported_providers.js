// list_supported_providers: a fixed text built from the provider table. The table's '163' key
// is an integer-like property, which JavaScript enumerates first — so the real server lists
// 网易邮箱 before QQ邮箱, and so does this kernel.
import { PROVIDERS } from '../lib/providers.js';
import { text } from '../lib/failures.js';

export default function (args, ctx) {
  let out = '📋 支持的邮箱提供商:\n\n';
  for (const [provider, config] of Object.entries(PROVIDERS)) {
    out += `🏢 ${config.name} (${provider})\n`;
    out += `   域名: ${config.domains.join(', ')}\n`;
    out += `   推荐协议: ${config.usePOP3 ? 'POP3' : 'IMAP'}\n`;
    out += `   示例: user@${config.domains[0]}\n\n`;
  }
  out += '💡 使用方法:\n';
  out += '1. 使用 setup_email_account 工具\n';
  out += '2. 填写完整邮箱地址和密码/授权码\n';
  out += '3. 系统会自动识别并配置对应的邮箱服务器\n\n';
  out += '⚠️  注意: 请确保已在对应邮箱中开启POP3/IMAP/SMTP服务并获取授权码！';
  return text(out);
}
