// The mail servers the simulated server can reach, and what they answer. Each known host serves
// some protocols on some ports, with implicit TLS or in plain text (STARTTLS). Mailboxes live in
// the tree (`mailboxes`, address -> mailbox); a login succeeds when the host belongs to the
// mailbox's provider, the service is on and the password is the mailbox's authorization code —
// 163/QQ accounts accept the app authorization code over IMAP/POP3/SMTP, not the web password.

// host -> { provider, ports: { port: [protocol, 'tls' | 'plain'] } }
const HOSTS = {};
function serve(host, provider, ports) {
  HOSTS[host] = HOSTS[host] || { provider, ports: {} };
  Object.assign(HOSTS[host].ports, ports);
}
serve('smtp.qq.com', 'qq', { 465: ['smtp', 'tls'], 587: ['smtp', 'plain'], 25: ['smtp', 'plain'] });
serve('imap.qq.com', 'qq', { 993: ['imap', 'tls'], 143: ['imap', 'plain'] });
serve('pop.qq.com', 'qq', { 995: ['pop3', 'tls'], 110: ['pop3', 'plain'] });
serve('smtp.163.com', '163', { 465: ['smtp', 'tls'], 994: ['smtp', 'tls'], 25: ['smtp', 'plain'] });
serve('imap.163.com', '163', { 993: ['imap', 'tls'], 143: ['imap', 'plain'] });
serve('pop.163.com', '163', { 995: ['pop3', 'tls'], 110: ['pop3', 'plain'] });
serve('smtp.gmail.com', 'gmail', { 465: ['smtp', 'tls'], 587: ['smtp', 'plain'] });
serve('imap.gmail.com', 'gmail', { 993: ['imap', 'tls'] });
serve('pop.gmail.com', 'gmail', { 995: ['pop3', 'tls'] });
serve('smtp-mail.outlook.com', 'outlook', { 587: ['smtp', 'plain'] });
serve('outlook.office365.com', 'outlook', { 993: ['imap', 'tls'], 995: ['pop3', 'tls'] });
serve('smtp.exmail.qq.com', 'exmail', { 465: ['smtp', 'tls'] });
serve('imap.exmail.qq.com', 'exmail', { 993: ['imap', 'tls'] });
serve('pop.exmail.qq.com', 'exmail', { 995: ['pop3', 'tls'] });
serve('smtp.mxhichina.com', 'aliyun', { 465: ['smtp', 'tls'], 25: ['smtp', 'plain'] });
serve('imap.mxhichina.com', 'aliyun', { 993: ['imap', 'tls'] });
serve('pop.mxhichina.com', 'aliyun', { 995: ['pop3', 'tls'] });
serve('smtp.sina.com', 'sina', { 465: ['smtp', 'tls'], 587: ['smtp', 'plain'], 25: ['smtp', 'plain'] });
serve('imap.sina.com', 'sina', { 993: ['imap', 'tls'] });
serve('pop.sina.com', 'sina', { 995: ['pop3', 'tls'] });
serve('smtp.sohu.com', 'sohu', { 25: ['smtp', 'plain'], 465: ['smtp', 'tls'] });
serve('imap.sohu.com', 'sohu', { 993: ['imap', 'tls'] });
serve('pop.sohu.com', 'sohu', { 995: ['pop3', 'tls'] });

// What each library reports when the TLS mode does not match the port, or nothing listens.
const WRONG_VERSION = 'error:0A00010B:SSL routines:ssl3_get_record:wrong version number';
const CONNECT_FAIL = {
  smtp: { tlsOnPlain: WRONG_VERSION, plainOnTls: 'Greeting never received', closed: 'Connection timeout' },
  imap: { tlsOnPlain: WRONG_VERSION, plainOnTls: 'Timed out while waiting for handshake', closed: 'Timed out while connecting to server' },
  pop3: { tlsOnPlain: WRONG_VERSION, plainOnTls: null, closed: 'connect ETIMEDOUT' },
};

// The servers' own words for a failed login (node-imap reports the text after NO; nodemailer
// prefixes "Invalid login: "; poplib passes the -ERR line).
const AUTH_FAIL = {
  163: { smtp: '535 Error: authentication failed', imap: 'LOGIN Login error password error', pop3: '-ERR authorization failed' },
  qq: {
    smtp: '535 Login fail. Account is abnormal, service is not open, password is incorrect, login frequency limited, or system is busy. More information at https://help.mail.qq.com/detail/108/1023',
    imap: 'Login fail. Account is abnormal, service is not open, password is incorrect, login frequency limited, or system is busy. More information at https://help.mail.qq.com/detail/108/1023',
    pop3: '-ERR Login fail. Account is abnormal, service is not open, password is incorrect, login frequency limited, or system is busy. More information at https://help.mail.qq.com/detail/108/1023',
  },
  gmail: {
    smtp: '535-5.7.8 Username and Password not accepted. For more information, go to\n535 5.7.8  https://support.google.com/mail/?p=BadCredentials',
    imap: 'Invalid credentials (Failure)',
    pop3: '-ERR [AUTH] Username and password not accepted.',
  },
  outlook: { smtp: '535 5.7.139 Authentication unsuccessful, basic authentication is disabled.', imap: 'AUTHENTICATE failed.', pop3: '-ERR Logon failure: unknown user name or bad password.' },
};
const AUTH_FAIL_DEFAULT = { smtp: '535 Authentication failed', imap: 'Authentication failed.', pop3: '-ERR authentication failed' };

export function providerOfHost(host) {
  return HOSTS[host] ? HOSTS[host].provider : null;
}

/**
 * Open a connection. @returns {{ ok: true } | { error: string, kind: 'connect' | 'hang' }}
 * `hang` means the client library waits forever (no timeout fires), so the tool never answers.
 */
export function connect(protocol, host, port, tls) {
  const h = typeof host === 'string' ? HOSTS[host] : undefined;
  if (!h) return { error: `getaddrinfo ENOTFOUND ${host}`, kind: 'connect' };
  const svc = h.ports[port];
  const fail = CONNECT_FAIL[protocol];
  if (!svc || svc[0] !== protocol) return { error: fail.closed, kind: 'connect' };
  if (tls && svc[1] === 'plain') return { error: fail.tlsOnPlain, kind: 'connect' };
  if (!tls && svc[1] === 'tls') return fail.plainOnTls ? { error: fail.plainOnTls, kind: 'connect' } : { error: 'no greeting', kind: 'hang' };
  return { ok: true };
}

/**
 * Log in on a host already connected. @returns {{ mailbox } | { error: string }}
 * @param {object} ctx
 */
export function login(ctx, protocol, host, user, password) {
  const provider = providerOfHost(host);
  const fail = (AUTH_FAIL[provider] || AUTH_FAIL_DEFAULT)[protocol];
  if (typeof user !== 'string' || typeof password !== 'string' || user === '' || password === '') return { error: fail };
  const address = user.toLowerCase();
  const mailbox = ctx.list('mailboxes', { filter: (m) => m.address.toLowerCase() === address, limit: 1 })[0];
  if (!mailbox || mailbox.provider !== provider) return { error: fail };
  if (!mailbox.services || !mailbox.services[protocol]) return { error: fail };
  if (password !== mailbox.auth_code) return { error: fail };
  return { mailbox };
}
