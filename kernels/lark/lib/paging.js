// Page tokens and page_size rules. Lark page tokens are opaque base64 strings; here a token
// carries a fingerprint of the request it continues (so a changed request is detected, as the IM
// API does with "the request parameters have changed, page_token is invalid") and an offset.

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function encodeAscii(s) {
  let out = '';
  for (let i = 0; i < s.length; i += 3) {
    const a = s.charCodeAt(i);
    const b = i + 1 < s.length ? s.charCodeAt(i + 1) : NaN;
    const c = i + 2 < s.length ? s.charCodeAt(i + 2) : NaN;
    const n = (a << 16) | ((b || 0) << 8) | (c || 0);
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63];
    if (!Number.isNaN(b)) out += B64[(n >> 6) & 63];
    if (!Number.isNaN(c)) out += B64[n & 63];
  }
  return out;
}

function decodeAscii(s) {
  if (typeof s !== 'string' || !/^[A-Za-z0-9_-]*$/.test(s) || s.length % 4 === 1) return null;
  let out = '';
  for (let i = 0; i < s.length; i += 4) {
    const chunk = s.slice(i, i + 4);
    let n = 0;
    for (let j = 0; j < 4; j += 1) n = (n << 6) | (j < chunk.length ? B64.indexOf(chunk[j]) : 0);
    out += String.fromCharCode((n >> 16) & 255);
    if (chunk.length > 2) out += String.fromCharCode((n >> 8) & 255);
    if (chunk.length > 3) out += String.fromCharCode(n & 255);
  }
  return out;
}

/** FNV-1a over UTF-16 code units, as 8 hex digits: a stable fingerprint of request parameters. */
export function fingerprint(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** A page token for `offset` within the listing identified by `scope`. */
export function makeToken(kind, scope, offset) {
  return encodeAscii(`${kind}.${fingerprint(scope)}.${offset}`);
}

/**
 * Read a token: `{offset}` when it belongs to this listing, `{error: 'invalid'}` when it is not a
 * token at all, `{error: 'changed'}` when it was issued for other request parameters.
 */
export function readToken(token, kind, scope) {
  const raw = decodeAscii(token);
  const m = raw === null ? null : /^([a-z]+)\.([0-9a-f]{8})\.([0-9]{1,13})$/.exec(raw);
  if (!m || m[1] !== kind) return { error: 'invalid' };
  if (m[2] !== fingerprint(scope)) return { error: 'changed' };
  return { offset: Number(m[3]) };
}

/**
 * Check a page_size against a documented range. Returns `{size}` or `{error: description}`.
 * Lark treats an absent page_size as the default.
 */
export function pageSize(value, def, min, max) {
  if (value === undefined) return { size: def };
  if (typeof value !== 'number' || !Number.isInteger(value)) return { error: 'the value must be an integer', value };
  if (value < min) return { error: `the min value is ${min}`, value };
  if (value > max) return { error: `the max value is ${max}`, value };
  return { size: value };
}

/** Slice one page out of a sorted list. */
export function page(items, offset, size) {
  const slice = items.slice(offset, offset + size);
  const more = offset + size < items.length;
  return { slice, more, next: offset + size };
}
