// Media as the InstagramMedia model dumps them, and their order on the account (newest first, as
// /{account}/media returns them).
import { pydanticTime, metaMs } from './graph.js';

export function mediaModel(m) {
  return {
    id: m.id,
    media_type: m.media_type,
    media_url: m.media_url,
    permalink: m.permalink,
    thumbnail_url: m.thumbnail_url,
    caption: m.caption,
    timestamp: pydanticTime(m.timestamp),
    like_count: m.like_count,
    comments_count: m.comments_count,
  };
}

export function newestFirst(mediaMap) {
  return Object.values(mediaMap).sort((a, b) => metaMs(b.timestamp) - metaMs(a.timestamp) || (a.id < b.id ? 1 : -1));
}

/** Graph paging cursors are opaque base64 strings; ours encode the media id the page ends at. */
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function encodeCursor(text) {
  const bytes = [...text].map((c) => c.charCodeAt(0));
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] || 0) << 8) | (bytes[i + 2] || 0);
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63] + (i + 1 < bytes.length ? B64[(n >> 6) & 63] : '=') + (i + 2 < bytes.length ? B64[n & 63] : '=');
  }
  return out;
}

export function decodeCursor(cursor) {
  const clean = String(cursor).replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(clean)) return null;
  let bits = 0;
  let acc = 0;
  let out = '';
  for (const ch of clean) {
    acc = (acc << 6) | B64.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += String.fromCharCode((acc >> bits) & 255);
    }
  }
  return out;
}
