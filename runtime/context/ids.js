// ID templates and the seeded generator, shared by the host and the sandbox (plain JavaScript,
// no imports, because this file is evaluated inside isolates too).
//
// A template is literal text with placeholders, written in the real server's format:
//   {hex:N} {HEX:N} {digits:N} {alnum:N} {ALNUM:N} {alpha:N} {ALPHA:N}  N characters
//   {uuid}                                                                RFC 4122 v4 layout
//   {unix} {unixms}                                                       the run clock
// e.g. Lark chats `oc_{hex:32}`, Slack timestamps `{unix}.{digits:6}`, Notion pages `{uuid}`.

const ALPHABETS = {
  hex: '0123456789abcdef',
  HEX: '0123456789ABCDEF',
  digits: '0123456789',
  alnum: '0123456789abcdefghijklmnopqrstuvwxyz',
  ALNUM: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  alpha: 'abcdefghijklmnopqrstuvwxyz',
  ALPHA: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  mixed: '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
};

/**
 * sfc32: a small, fast generator with a 128-bit state. The host seeds it from
 * sha256(run seed, server, call sequence) so every call draws its own reproducible stream; the
 * snapshot builders seed it from fixed words.
 * @param {number[]} words four unsigned 32-bit words
 * @param {number} [warmup] outputs to discard first (the runtime's streams use 15)
 * @returns {() => number} uniform floats in [0, 1)
 */
export function sfc32(words, warmup = 15) {
  let a = words[0] >>> 0;
  let b = words[1] >>> 0;
  let c = words[2] >>> 0;
  let d = words[3] >>> 0;
  function next() {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  }
  // The first outputs of sfc32 still echo the seed words; discard them as its author advises.
  for (let i = 0; i < warmup; i += 1) next();
  return next;
}

/**
 * Expand an ID template with a random source and the run clock.
 * @param {string} template
 * @param {() => number} random
 * @param {number} nowMs
 */
export function expandIdTemplate(template, random, nowMs) {
  return String(template).replace(/\{(\w+)(?::(\d+))?\}/g, (whole, kind, n) => {
    if (kind === 'uuid') {
      let out = '';
      for (let i = 0; i < 32; i += 1) {
        let v = Math.floor(random() * 16);
        if (i === 12) v = 4;
        if (i === 16) v = (v & 3) | 8;
        out += ALPHABETS.hex[v];
        if (i === 7 || i === 11 || i === 15 || i === 19) out += '-';
      }
      return out;
    }
    if (kind === 'unix') return String(Math.floor(nowMs / 1000));
    if (kind === 'unixms') return String(nowMs);
    const alphabet = ALPHABETS[kind];
    if (!alphabet || n === undefined) throw new Error(`unknown ID template placeholder ${whole}`);
    let out = '';
    for (let i = 0; i < Number(n); i += 1) out += alphabet[Math.floor(random() * alphabet.length)];
    return out;
  });
}
