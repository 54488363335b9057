// Base64 for Slack's pagination cursors (`dXNlcjpVMDYxTkZUVDI=` is "user:U061NFTT2"). Kernels run
// without btoa/atob, so this is a small ASCII-only codec.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function encode(text) {
  let out = '';
  for (let i = 0; i < text.length; i += 3) {
    const a = text.charCodeAt(i);
    const b = i + 1 < text.length ? text.charCodeAt(i + 1) : NaN;
    const c = i + 2 < text.length ? text.charCodeAt(i + 2) : NaN;
    const n = (a << 16) | ((b || 0) << 8) | (c || 0);
    out += ALPHABET[(n >> 18) & 63] + ALPHABET[(n >> 12) & 63];
    out += Number.isNaN(b) ? '=' : ALPHABET[(n >> 6) & 63];
    out += Number.isNaN(c) ? '=' : ALPHABET[n & 63];
  }
  return out;
}

/** The decoded text, or null when `text` is not well-formed base64 of ASCII. */
export function decode(text) {
  if (typeof text !== 'string' || text.length === 0 || text.length % 4 !== 0) return null;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return null;
  let out = '';
  for (let i = 0; i < text.length; i += 4) {
    const v = [0, 1, 2, 3].map((k) => (text[i + k] === '=' ? 0 : ALPHABET.indexOf(text[i + k])));
    const n = (v[0] << 18) | (v[1] << 12) | (v[2] << 6) | v[3];
    out += String.fromCharCode((n >> 16) & 255);
    if (text[i + 2] !== '=') out += String.fromCharCode((n >> 8) & 255);
    if (text[i + 3] !== '=') out += String.fromCharCode(n & 255);
  }
  return /^[\x20-\x7e]*$/.test(out) ? out : null;
}
