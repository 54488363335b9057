// test_email_connection: verifies SMTP (connect + login) and/or IMAP (connect + login) with the
// current settings and reports each line. An unknown testType tests nothing (empty text).
import { destructureError, readEnv } from '../lib/env.js';
import { openSmtp } from '../lib/smtp.js';
import { openInbox } from '../lib/imap.js';
import { serverError, text } from '../lib/failures.js';

export default function (args, ctx) {
  // `testConnection(args = {})`: a call without arguments tests both.
  if (args === null) return serverError(destructureError('testType', args));
  const { testType = 'both' } = args === undefined ? {} : args;
  const env = readEnv(ctx);
  const results = [];
  if (testType === 'smtp' || testType === 'both') {
    const smtp = openSmtp(ctx, env);
    const problem = smtp.configError || smtp.error;
    results.push(problem ? `❌ SMTP连接测试失败: ${problem}` : '✅ SMTP服务器连接测试成功！');
  }
  if (testType === 'imap' || testType === 'both') {
    const imap = openInbox(ctx, env);
    const problem = imap.configError || imap.error;
    results.push(problem ? `❌ IMAP连接测试失败: ${problem}` : '✅ IMAP服务器连接测试成功！');
  }
  return text(results.join('\n'));
}
