// One small deterministic string hash for kernels that need variation without randomness (a
// world's weather by date, a transit trip number, generated image colours): FNV-1a over the UTF-16
// code units, then murmur3's finaliser so neighbouring strings differ in every bit range.

/** 32 well-mixed bits of a string, as an unsigned integer. */
export function hash32(s) {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i += 1) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
