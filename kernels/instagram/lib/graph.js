// The Graph API as ig-mcp's InstagramClient meets it: the configured business account, the access
// token's validity, objects that do not exist (or belong to someone else), and Meta's timestamps.

/** Graph's error for an id the token cannot read (code 100, subcode 33). */
export function unsupportedGet(id) {
  return `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`;
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Facebook's "Friday, 02-Jan-26 08:00:00 PST" rendering (Pacific standard time). */
function pacific(ms) {
  const d = new Date(ms - 8 * 3600_000);
  const p = (n) => String(n).padStart(2, '0');
  return `${DAYS[d.getUTCDay()]}, ${p(d.getUTCDate())}-${MONTHS[d.getUTCMonth()]}-${p(d.getUTCFullYear() % 100)} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} PST`;
}

/**
 * The OAuth error (code 190) every call meets once the token has expired, or null while it is
 * valid. The snapshot's `auth.expires_at` is an ISO time; `auth.token_valid: false` forces it.
 */
export function tokenError(ctx) {
  const auth = ctx.get('auth');
  const expires = Date.parse(auth.expires_at);
  if (auth.token_valid !== false && ctx.nowMs() < expires) return null;
  return `Error validating access token: Session has expired on ${pacific(expires)}. The current time is ${pacific(ctx.nowMs())}.`;
}

/** The account the server is configured with (INSTAGRAM_BUSINESS_ACCOUNT_ID). */
export function configuredAccount(ctx) {
  return ctx.get('config.business_account_id');
}

/** Meta's "2025-12-20T18:32:11+0000" as pydantic serialises the parsed aware datetime: "...Z". */
export function pydanticTime(meta) {
  return meta.replace(/\+0000$/, 'Z').replace(/\+00:00$/, 'Z');
}

/** Graph-style timestamp of the run clock: "2026-01-01T09:01:00+0000". */
export function metaNow(ctx) {
  return new Date(ctx.nowMs()).toISOString().slice(0, 19) + '+0000';
}

export function metaMs(meta) {
  return Date.parse(meta.replace(/\+0000$/, 'Z'));
}
