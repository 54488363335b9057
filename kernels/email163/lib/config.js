// How the server turns process.env into SMTP / IMAP / POP3 connection settings
// (createSMTPTransporter, createIMAPConnection, createPOP3Connection). A "manual" host variable
// wins and nothing else is checked; otherwise the provider is detected from EMAIL_USER (or taken
// from EMAIL_TYPE) and user and password are required. Each returns { config } or
// { error } — the message the server throws.

import { detectProvider, lookupProvider } from './providers.js';
import { envPassword, envUser, portOr } from './env.js';

const NO_USER = '缺少邮箱用户名配置。请设置 EMAIL_USER 环境变量。';
const NO_PASSWORD = '缺少邮箱密码配置。请设置 EMAIL_PASSWORD 环境变量。';

function autoProvider(env, user, unknownMessage) {
  if (!user) return { error: NO_USER };
  let provider;
  try {
    provider = detectProvider(user, env.EMAIL_TYPE);
  } catch (e) {
    return { error: e.message };
  }
  if (!provider) return { error: unknownMessage };
  const config = lookupProvider(provider);
  if (config.inherited) return { error: "Cannot read properties of undefined (reading 'host')" };
  return { provider, config };
}

export function smtpConfig(env) {
  const user = envUser(env);
  const pass = envPassword(env);
  if (env.EMAIL_SMTP_HOST || env.WECHAT_EMAIL_HOST) {
    return { config: {
      host: env.EMAIL_SMTP_HOST || env.WECHAT_EMAIL_HOST,
      port: portOr(env.EMAIL_SMTP_PORT || env.WECHAT_EMAIL_PORT, 587),
      secure: (env.EMAIL_SMTP_SECURE || env.WECHAT_EMAIL_SECURE) !== 'false',
      user, pass,
    } };
  }
  const found = autoProvider(env, user, `无法识别邮箱类型: ${user}。如果是企业邮箱，请设置 EMAIL_TYPE 环境变量（如: 'exmail' 代表腾讯企业邮箱）`);
  if (found.error) return found;
  if (!pass) return { error: NO_PASSWORD };
  const s = found.config.smtp;
  return { config: { host: s.host, port: s.port, secure: s.secure, user, pass } };
}

export function imapConfig(env) {
  const user = envUser(env);
  const password = envPassword(env);
  if (env.EMAIL_IMAP_HOST || env.WECHAT_EMAIL_HOST) {
    return { config: {
      host: env.EMAIL_IMAP_HOST || env.WECHAT_EMAIL_HOST.replace('smtp', 'imap'),
      port: portOr(env.EMAIL_IMAP_PORT, 993),
      tls: env.EMAIL_IMAP_SECURE !== 'false',
      user, password,
    } };
  }
  const found = autoProvider(env, user, `无法识别邮箱类型: ${user}。如果是企业邮箱，请设置 EMAIL_TYPE 环境变量`);
  if (found.error) return found;
  if (!password) return { error: NO_PASSWORD };
  const s = found.config.imap;
  return { config: { host: s.host, port: s.port, tls: s.secure, user, password } };
}

export function pop3Config(env) {
  const user = envUser(env);
  const password = envPassword(env);
  if (env.EMAIL_POP3_HOST || env.WECHAT_EMAIL_HOST) {
    return { config: {
      host: env.EMAIL_POP3_HOST || env.WECHAT_EMAIL_HOST.replace('smtp', 'pop'),
      port: portOr(env.EMAIL_POP3_PORT, 995),
      tls: env.EMAIL_POP3_SECURE !== 'false',
      user, password,
    } };
  }
  const found = autoProvider(env, user, `无法识别邮箱类型: ${user}。如果是企业邮箱，请设置 EMAIL_TYPE 环境变量`);
  if (found.error) return found;
  if (!password) return { error: NO_PASSWORD };
  const s = found.config.pop3;
  return { config: { host: s.host, port: s.port, tls: s.secure, user, password } };
}

/**
 * getRecentEmails reads over POP3 when the account's provider prefers it (163), detected from
 * EMAIL_USER and EMAIL_TYPE; otherwise IMAP (falling back to POP3 when IMAP fails).
 */
export function prefersPop3(env) {
  const email = envUser(env);
  if (!email) return false;
  let provider;
  try {
    provider = detectProvider(email, env.EMAIL_TYPE);
  } catch (e) {
    return false;
  }
  const config = provider ? lookupProvider(provider) : undefined;
  return Boolean(config && config.usePOP3);
}
