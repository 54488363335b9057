// Login state. The real server keeps the browser session in a cookies file: a QR login started by
// get_login_qrcode completes in the background when the user scans the code with the Xiaohongshu
// app, and the cookies are saved; delete_cookies removes them. Every tool runs a fresh headless
// browser with those cookies, so "logged in" means "the cookies file holds a live session".
//
// The persona's habit decides whether a QR code gets scanned (`session.qr_scan`: "scan" — she scans
// it right away, before the agent's next call — or "ignore"). Each kernel first settles a pending
// login, so the state it acts on is the one the real browser would see.

const QR_TIMEOUT_MS = 4 * 60_000;

/** Settle a pending QR login (scanned → logged in; expired → dropped) and return the session. */
export function currentSession(ctx) {
  const s = ctx.get('session');
  const pending = s.pending_login;
  if (pending) {
    const now = ctx.nowMs();
    if (s.qr_scan === 'scan' && now > pending.issued_at_ms && now <= pending.expires_at_ms) {
      ctx.update('session', { logged_in: true, pending_login: null, cookies_saved_at: new Date(pending.issued_at_ms + 20_000).toISOString() });
      return ctx.get('session');
    }
    if (now > pending.expires_at_ms) {
      ctx.update('session', { pending_login: null });
      return ctx.get('session');
    }
  }
  return s;
}

export function startQrLogin(ctx) {
  ctx.update('session', { pending_login: { issued_at_ms: ctx.nowMs(), expires_at_ms: ctx.nowMs() + QR_TIMEOUT_MS } });
  return ctx.nowMs() + QR_TIMEOUT_MS;
}

/** The logged-in user's id (the account the cookies belong to). */
export function meId(ctx) {
  return ctx.get('session.user_id');
}
