// Bytes and text without Node's Buffer or TextEncoder (neither exists inside the sandbox): UTF-8
// encoding as Node writes strings (a lone surrogate becomes U+FFFD), UTF-8 decoding as Node reads
// files (each maximal invalid subsequence becomes one U+FFFD, as the WHATWG decoder does), and
// base64.

/** The string as Node would write it: lone surrogates replaced by U+FFFD. */
export function wellFormed(s) {
  return s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

export function utf8Encode(s) {
  const out = [];
  for (const ch of wellFormed(s)) {
    const cp = ch.codePointAt(0);
    if (cp < 0x80) out.push(cp);
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return out;
}

/** Byte length of the string written as UTF-8. */
export function utf8Length(s) {
  let n = 0;
  for (const ch of wellFormed(s)) {
    const cp = ch.codePointAt(0);
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
}

export function utf8Decode(bytes) {
  let out = '';
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b < 0x80) {
      out += String.fromCharCode(b);
      i += 1;
      continue;
    }
    let need = 0;
    let lower = 0x80;
    let upper = 0xbf;
    let cp = 0;
    if (b >= 0xc2 && b <= 0xdf) { need = 1; cp = b & 0x1f; }
    else if (b >= 0xe0 && b <= 0xef) { need = 2; cp = b & 0x0f; if (b === 0xe0) lower = 0xa0; if (b === 0xed) upper = 0x9f; }
    else if (b >= 0xf0 && b <= 0xf4) { need = 3; cp = b & 0x07; if (b === 0xf0) lower = 0x90; if (b === 0xf4) upper = 0x8f; }
    else { out += '\uFFFD'; i += 1; continue; }
    i += 1;
    let ok = true;
    for (let k = 0; k < need; k += 1) {
      const c = bytes[i];
      if (c === undefined || c < lower || c > upper) { ok = false; break; }
      cp = (cp << 6) | (c & 0x3f);
      lower = 0x80;
      upper = 0xbf;
      i += 1;
    }
    out += ok ? String.fromCodePoint(cp) : '\uFFFD';
  }
  return out;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function base64Encode(bytes) {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63];
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63] : '=';
    out += i + 2 < bytes.length ? B64[n & 63] : '=';
  }
  return out;
}

export function base64Decode(s) {
  const out = [];
  let acc = 0;
  let bits = 0;
  for (const ch of s) {
    const v = B64.indexOf(ch);
    if (v < 0) continue; // padding and whitespace
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
  }
  return out;
}
