// The server converts every id with Python's int(): `int(arguments["channel_id"])`. This is that
// conversion for strings — surrounding whitespace, a sign and single underscores between digits are
// accepted; anything else raises ValueError, which the SDK reports as the error text.
import { pyStr } from '../../_shared/pyschema.js';

/**
 * @param {string} raw
 * @returns {{ ok: true, value: string } | { ok: false, message: string }}
 */
export function pyInt(raw) {
  const s = String(raw).replace(/^[\s\u0085]+|[\s\u0085]+$/gu, '');
  const m = /^([+-]?)(\d(?:_?\d)*)$/.exec(s);
  if (!m) return { ok: false, message: `invalid literal for int() with base 10: ${pyStr(String(raw))}` };
  const digits = m[2].replace(/_/g, '');
  const value = BigInt(digits);
  return { ok: true, value: (m[1] === '-' && value !== 0n ? '-' : '') + value.toString() };
}
