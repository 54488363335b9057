// Small, valid, deterministic media files made inside the isolate (no Buffer, zlib or btoa here):
// a PNG whose colours come from a hash of the request, and a WAV tone whose pitch does. Both are
// placeholders for what Pollinations would render; their bytes depend only on the request.

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function base64(bytes) {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63] + (i + 1 < bytes.length ? B64[(n >> 6) & 63] : '=') + (i + 2 < bytes.length ? B64[n & 63] : '=');
  }
  return out;
}

import { hash32 } from '../../_shared/hash32.js';

export { hash32 };

let CRC = null;
function crc32(bytes) {
  if (!CRC) {
    CRC = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      CRC[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (const b of bytes) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const u32 = (n) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

function chunk(type, data) {
  const typed = [...type].map((c) => c.charCodeAt(0)).concat(data);
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

/** zlib stream of stored (uncompressed) deflate blocks. */
function zlibStored(raw) {
  const out = [0x78, 0x01];
  for (let i = 0; i < raw.length || i === 0; i += 65535) {
    const part = raw.slice(i, i + 65535);
    const last = i + 65535 >= raw.length ? 1 : 0;
    out.push(last, part.length & 255, part.length >> 8, ~part.length & 255, (~part.length >> 8) & 255, ...part);
    if (last) break;
  }
  let a = 1;
  let b = 0;
  for (const x of raw) { a = (a + x) % 65521; b = (b + a) % 65521; }
  return out.concat(u32(((b << 16) | a) >>> 0));
}

/** A 32×32 RGB PNG: a 4×4 grid of colours drawn from the seed string's hash. */
export function png(seedText) {
  const size = 32;
  const colours = [];
  let h = hash32(seedText);
  for (let i = 0; i < 16; i += 1) {
    h = hash32(`${h}:${i}`);
    colours.push([h & 255, (h >>> 8) & 255, (h >>> 16) & 255]);
  }
  const raw = [];
  for (let y = 0; y < size; y += 1) {
    raw.push(0);
    for (let x = 0; x < size; x += 1) raw.push(...colours[(y >> 3) * 4 + (x >> 3)]);
  }
  const ihdr = [...u32(size), ...u32(size), 8, 2, 0, 0, 0];
  return [137, 80, 78, 71, 13, 10, 26, 10, ...chunk('IHDR', ihdr), ...chunk('IDAT', zlibStored(raw)), ...chunk('IEND', [])];
}

/** A quarter-second 8 kHz 8-bit mono WAV tone, pitch 220–880 Hz from the seed string's hash. */
export function wav(seedText) {
  const rate = 8000;
  const n = 2000;
  const freq = 220 + (hash32(seedText) % 661);
  const le = (v, bytes) => Array.from({ length: bytes }, (_, i) => (v >>> (8 * i)) & 255);
  const samples = [];
  for (let i = 0; i < n; i += 1) samples.push(128 + Math.round(100 * Math.sin((2 * Math.PI * freq * i) / rate)));
  const ascii = (s) => [...s].map((c) => c.charCodeAt(0));
  return [
    ...ascii('RIFF'), ...le(36 + n, 4), ...ascii('WAVE'),
    ...ascii('fmt '), ...le(16, 4), ...le(1, 2), ...le(1, 2), ...le(rate, 4), ...le(rate, 4), ...le(1, 2), ...le(8, 2),
    ...ascii('data'), ...le(n, 4), ...samples,
  ];
}
