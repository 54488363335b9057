// The login QR code image: get_login_qrcode returns the page's QR code as a base64 PNG. The
// simulated code is a real, decodable-looking PNG (1-bit grayscale, stored deflate blocks) of a
// version-2 QR layout — finder, timing and alignment patterns, with the data area drawn from the
// call's seeded generator, so every login attempt shows a different code.

const SIZE = 25; // modules
const QUIET = 4; // modules of white border
const SCALE = 4; // pixels per module

let crcTable = null;
function crc32(bytes) {
  if (!crcTable) {
    crcTable = [];
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable.push(c >>> 0);
    }
  }
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const u32 = (n) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

function chunk(type, data) {
  const typeBytes = [...type].map((c) => c.charCodeAt(0));
  return [...u32(data.length), ...typeBytes, ...data, ...u32(crc32([...typeBytes, ...data]))];
}

function zlibStored(raw) {
  const out = [0x78, 0x01];
  for (let i = 0; i < raw.length || i === 0; i += 65535) {
    const block = raw.slice(i, i + 65535);
    const last = i + 65535 >= raw.length ? 1 : 0;
    out.push(last, block.length & 255, block.length >>> 8, ~block.length & 255, (~block.length >>> 8) & 255, ...block);
  }
  let a = 1;
  let b = 0;
  for (const x of raw) {
    a = (a + x) % 65521;
    b = (b + a) % 65521;
  }
  return out.concat(u32(((b << 16) | a) >>> 0));
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
export function base64(bytes) {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] || 0) << 8) | (bytes[i + 2] || 0);
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63];
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63] : '=';
    out += i + 2 < bytes.length ? B64[n & 63] : '=';
  }
  return out;
}

/** The module matrix: true = dark. */
function qrModules(random) {
  const m = Array.from({ length: SIZE }, () => Array.from({ length: SIZE }, () => random() < 0.5));
  const fixed = Array.from({ length: SIZE }, () => Array(SIZE).fill(false));
  const set = (r, c, dark) => { if (r >= 0 && c >= 0 && r < SIZE && c < SIZE) { m[r][c] = dark; fixed[r][c] = true; } };
  for (const [r0, c0] of [[0, 0], [0, SIZE - 7], [SIZE - 7, 0]]) {
    for (let r = -1; r <= 7; r += 1) {
      for (let c = -1; c <= 7; c += 1) {
        const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
        set(r0 + r, c0 + c, ring !== 2 && ring !== 4);
      }
    }
  }
  for (let i = 8; i < SIZE - 8; i += 1) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  for (let r = -2; r <= 2; r += 1) for (let c = -2; c <= 2; c += 1) set(18 + r, 18 + c, Math.max(Math.abs(r), Math.abs(c)) !== 1);
  set(SIZE - 8, 8, true);
  return m;
}

/** A base64 PNG of a fresh QR-style code. */
export function qrPngBase64(random) {
  const modules = qrModules(random);
  const px = (SIZE + 2 * QUIET) * SCALE;
  const rowBytes = Math.ceil(px / 8);
  const raw = [];
  for (let y = 0; y < px; y += 1) {
    raw.push(0);
    const r = Math.floor(y / SCALE) - QUIET;
    for (let byte = 0; byte < rowBytes; byte += 1) {
      let v = 0;
      for (let bit = 0; bit < 8; bit += 1) {
        const x = byte * 8 + bit;
        const c = Math.floor(x / SCALE) - QUIET;
        const dark = x < px && r >= 0 && c >= 0 && r < SIZE && c < SIZE && modules[r][c];
        v = (v << 1) | (dark ? 0 : 1);
      }
      raw.push(v);
    }
  }
  const header = [...u32(px), ...u32(px), 1, 0, 0, 0, 0];
  const png = [137, 80, 78, 71, 13, 10, 26, 10, ...chunk('IHDR', header), ...chunk('IDAT', zlibStored(raw)), ...chunk('IEND', [])];
  return base64(png);
}
