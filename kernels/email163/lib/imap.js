// The IMAP side as the server drives it with node-imap: configuration, connection and login,
// then the INBOX (opened read-only, so nothing is marked seen).
import { imapConfig, pop3Config } from './config.js';
import { connect, login } from './world.js';

/**
 * @returns {{ configError: string } | { error: string, kind: string } | { mailbox: object }}
 */
export function openInbox(ctx, env) {
  const cfg = imapConfig(env);
  if (cfg.error) return { configError: cfg.error };
  const c = cfg.config;
  const conn = connect('imap', c.host, c.port, c.tls);
  if (!conn.ok) return conn;
  const auth = login(ctx, 'imap', c.host, c.user, c.password);
  if (auth.error) return { error: auth.error, kind: 'login' };
  return { mailbox: auth.mailbox };
}

/** The same for POP3 (poplib): { configError } | { error, kind } | { mailbox }. */
export function openMaildrop(ctx, env) {
  const cfg = pop3Config(env);
  if (cfg.error) return { configError: cfg.error };
  const c = cfg.config;
  const conn = connect('pop3', c.host, c.port, c.tls);
  if (!conn.ok) return conn;
  const auth = login(ctx, 'pop3', c.host, c.user, c.password);
  if (auth.error) return { error: auth.error, kind: 'login' };
  return { mailbox: auth.mailbox };
}

/** INBOX messages in UID order (what `SEARCH ALL` returns). */
export function inboxByUid(mailbox) {
  return Object.values(mailbox.messages || {}).sort((a, b) => a.uid - b.uid);
}

const RE_NUM_RANGE = /^(?:\d+|\*):(?:\d+|\*)$/;

/**
 * node-imap's check of a UID passed to fetch(): "*", "n:m" ranges and anything parseInt reads
 * as a positive integer pass; otherwise it throws (from inside an event callback: the process
 * dies). @returns {{ uids: number[] } | { throws: string }}
 */
export function resolveUid(raw, messages) {
  const maxUid = messages.length ? messages[messages.length - 1].uid : 0;
  if (typeof raw === 'string') {
    if (raw === '*' || raw === '*:*') return { uids: maxUid ? [maxUid] : [] };
    if (RE_NUM_RANGE.test(raw)) {
      const [a, b] = raw.split(':').map((x) => (x === '*' ? maxUid : Number(x)));
      const lo = Math.min(a, b);
      const hi = Math.max(a, b);
      return { uids: messages.filter((m) => m.uid >= lo && m.uid <= hi).map((m) => m.uid) };
    }
  }
  const n = parseInt(String(raw), 10);
  if (Number.isNaN(n)) return { throws: `Error: UID/seqno must be an integer, "*", or a range: ${raw}` };
  if (n <= 0) return { throws: 'Error: UID/seqno must be greater than zero' };
  return { uids: messages.some((m) => m.uid === n) ? [n] : [] };
}
