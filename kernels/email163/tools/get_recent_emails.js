// get_recent_emails: the account's mail of the last `days` days, newest first, at most `limit`.
// Providers that prefer POP3 (163, detected from EMAIL_USER / EMAIL_TYPE) are read over POP3;
// everything else over IMAP, falling back to POP3 when IMAP cannot connect or log in.
//
// IMAP: the last limit*3 UIDs of INBOX are fetched, filtered by their Date header against
// now - days (local time of the host), sorted by date and cut to `limit`; dates and senders are
// printed as the raw headers. `limit` and `days` keep their JavaScript coercions (the server does
// plain arithmetic on whatever JSON it got).
//
// POP3 (poplib): only the first RETR of the server's loop is sent — poplib refuses commands while
// one is in flight — so the listing holds at most the newest message, and when that one is older
// than `days` the call never returns.
import { destructureError, readEnv } from '../lib/env.js';
import { prefersPop3 } from '../lib/config.js';
import { inboxByUid, openInbox, openMaildrop } from '../lib/imap.js';
import { addressText, imapEntry, NO_MAIL, pop3Entry } from '../lib/format.js';
import { crashed, serverError, text, timedOut } from '../lib/failures.js';
import { daysAgo, dateToLocaleString } from '../lib/tz.js';

function host(ctx) {
  return ctx.get('host') || {};
}

function viaImap(ctx, env, limit, days) {
  const opened = openInbox(ctx, env);
  if (opened.configError) {
    return { result: text(`❌ IMAP功能不可用: ${opened.configError}\n\n建议：\n1. 检查邮箱IMAP/POP3设置\n2. 确认使用正确的授权码\n3. 尝试使用QQ邮箱等其他邮箱服务`) };
  }
  if (!opened.mailbox) return { fallback: true };
  const results = inboxByUid(opened.mailbox);
  if (results.length === 0) return { result: text(NO_MAIL(days)) };
  const fetched = results.slice(-Math.min(limit * 3, results.length));
  if (fetched.length === 0) return { result: crashed('Error: Empty uid list') };
  const h = host(ctx);
  const since = daysAgo(ctx.nowMs(), days, h.time_zone);
  const emails = fetched.map((m) => ({
    uid: m.uid,
    date: m.headers.date !== undefined ? m.headers.date : '',
    from: m.headers.from !== undefined ? m.headers.from : '',
    subject: m.headers.subject !== undefined ? m.headers.subject : '(无主题)',
  }));
  const recent = emails.filter((e) => new Date(e.date) >= since);
  recent.sort((a, b) => new Date(b.date) - new Date(a.date));
  const limited = recent.slice(0, limit);
  if (limited.length === 0) return { result: text(NO_MAIL(days)) };
  return { result: text(`📬 最近${days}天的邮件列表 (共${limited.length}封):\n\n${limited.map(imapEntry).join('\n')}`) };
}

function viaPop3(ctx, env, limit, days) {
  const opened = openMaildrop(ctx, env);
  if (opened.configError) return serverError(opened.configError);
  if (opened.kind === 'hang') return timedOut('the POP3 server never greets a plain-text client on its TLS port');
  if (opened.kind === 'connect') return serverError(`POP3连接错误: ${opened.error}`);
  if (opened.kind === 'login') return serverError(`POP3登录失败: ${opened.error}`);
  const drop = inboxByUid(opened.mailbox);
  const count = drop.length;
  if (count === 0) return text('邮箱中没有邮件。');
  const startMsg = Math.max(1, count - limit + 1);
  if (!(count >= startMsg)) return timedOut(`no RETR is sent for limit=${JSON.stringify(limit)}`);
  // Only RETR <count> goes out (the newest message); the others hit poplib's lock.
  const newest = drop[count - 1];
  const h = host(ctx);
  const since = daysAgo(ctx.nowMs(), days, h.time_zone);
  const dateMs = newest.headers.date !== undefined ? Date.parse(newest.headers.date) : NaN;
  const emails = [];
  if (new Date(dateMs) >= since) {
    emails.push({
      uid: count,
      date: Number.isNaN(dateMs) ? '未知' : dateToLocaleString(dateMs, h.time_zone, h.locale),
      from: addressText(newest.from) || '未知',
      subject: newest.headers.subject || '(无主题)',
    });
  }
  if (emails.length === 0 && count !== startMsg) return timedOut('the newest message is older than the requested days, so QUIT is never sent');
  if (emails.length === 0) return text(NO_MAIL(days));
  return text(`📬 最近${days}天的邮件列表 (共${emails.length}封，POP3协议):\n\n${emails.map(pop3Entry).join('\n')}`);
}

export default function (args, ctx) {
  // `getRecentEmails(args = {})`: a call without arguments reads the defaults.
  if (args === null) return serverError(destructureError('limit', args));
  const { limit = 20, days = 3 } = args === undefined ? {} : args;
  const env = readEnv(ctx);
  if (prefersPop3(env)) return viaPop3(ctx, env, limit, days);
  const imap = viaImap(ctx, env, limit, days);
  if (imap.fallback) return viaPop3(ctx, env, limit, days);
  return imap.result;
}
