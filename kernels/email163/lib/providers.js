// The provider table of TimeCyber/email-mcp (index.js, EMAIL_CONFIGS at c6b88d9), in the order
// the server iterates it: display name, the domains auto-detection matches, SMTP/IMAP/POP3
// endpoints and whether the server reads mail over POP3 instead of IMAP (163 does).

export const PROVIDERS = {
  qq: { name: 'QQ邮箱', domains: ['qq.com'], smtp: { host: 'smtp.qq.com', port: 587, secure: false }, imap: { host: 'imap.qq.com', port: 993, secure: true }, pop3: { host: 'pop.qq.com', port: 995, secure: true }, usePOP3: false },
  163: { name: '网易邮箱', domains: ['163.com', '126.com', 'yeah.net'], smtp: { host: 'smtp.163.com', port: 465, secure: true }, imap: { host: 'imap.163.com', port: 993, secure: true }, pop3: { host: 'pop.163.com', port: 995, secure: true }, usePOP3: true },
  gmail: { name: 'Gmail', domains: ['gmail.com', 'googlemail.com'], smtp: { host: 'smtp.gmail.com', port: 587, secure: true }, imap: { host: 'imap.gmail.com', port: 993, secure: true }, pop3: { host: 'pop.gmail.com', port: 995, secure: true }, usePOP3: false },
  outlook: { name: 'Outlook/Hotmail', domains: ['outlook.com', 'hotmail.com', 'live.com', 'msn.com'], smtp: { host: 'smtp-mail.outlook.com', port: 587, secure: false }, imap: { host: 'outlook.office365.com', port: 993, secure: true }, pop3: { host: 'outlook.office365.com', port: 995, secure: true }, usePOP3: false },
  exmail: { name: '腾讯企业邮箱', domains: ['exmail.qq.com'], smtp: { host: 'smtp.exmail.qq.com', port: 465, secure: true }, imap: { host: 'imap.exmail.qq.com', port: 993, secure: true }, pop3: { host: 'pop.exmail.qq.com', port: 995, secure: true }, usePOP3: false },
  aliyun: { name: '阿里云邮箱', domains: ['aliyun.com', 'alibaba-inc.com'], smtp: { host: 'smtp.mxhichina.com', port: 465, secure: true }, imap: { host: 'imap.mxhichina.com', port: 993, secure: true }, pop3: { host: 'pop.mxhichina.com', port: 995, secure: true }, usePOP3: false },
  sina: { name: '新浪邮箱', domains: ['sina.com', 'sina.cn'], smtp: { host: 'smtp.sina.com', port: 587, secure: false }, imap: { host: 'imap.sina.com', port: 993, secure: true }, pop3: { host: 'pop.sina.com', port: 995, secure: true }, usePOP3: false },
  sohu: { name: '搜狐邮箱', domains: ['sohu.com'], smtp: { host: 'smtp.sohu.com', port: 25, secure: false }, imap: { host: 'imap.sohu.com', port: 993, secure: true }, pop3: { host: 'pop.sohu.com', port: 995, secure: true }, usePOP3: false },
};

/**
 * `EMAIL_CONFIGS[key]` as JavaScript evaluates it on the server's plain object: an own provider,
 * `{ inherited: true }` for names every object inherits (`constructor`, `toString`, `__proto__`
 * …; truthy, but without smtp/imap/pop3, so the server later throws a TypeError), or undefined.
 */
export function lookupProvider(key) {
  // Property keys are strings: ['163'] and 163 both find '163', as on the real object.
  const k = String(key);
  if (Object.prototype.hasOwnProperty.call(PROVIDERS, k)) return PROVIDERS[k];
  if (k in Object.prototype) return { inherited: true };
  return undefined;
}

/**
 * detectEmailProvider(email, manualType): a manual type wins when EMAIL_CONFIGS has it (truthy
 * lookup), otherwise the domain after the first "@" (lower-cased) is matched against every
 * provider's domains. Non-string emails throw the TypeError the server would hit.
 * @returns {string|null}
 */
export function detectProvider(email, manualType) {
  if (manualType && lookupProvider(manualType)) return String(manualType);
  if (email === undefined || email === null) throw new TypeError(`Cannot read properties of ${email} (reading 'split')`);
  if (typeof email !== 'string') throw new TypeError('email.split is not a function');
  const part = email.split('@')[1];
  const domain = part === undefined ? undefined : part.toLowerCase();
  if (!domain) return null;
  for (const [provider, config] of Object.entries(PROVIDERS)) if (config.domains.includes(domain)) return provider;
  return null;
}
