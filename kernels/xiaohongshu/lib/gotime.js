// Go's time handling as the server uses it: time.Parse(time.RFC3339, schedule_at) with Go's own
// error texts, and formatting in the server's local zone. The server is assumed to run in China
// (Asia/Shanghai, UTC+8, no daylight saving): QR deadlines and "最早可选" times are printed there.

export const LOCAL_OFFSET_MIN = 8 * 60;
const LAYOUT = '2006-01-02T15:04:05Z07:00';

/** time's internal quote(): ASCII kept (with \" and \\), everything else as \x bytes. */
function timeQuote(s) {
  let out = '"';
  for (const ch of s) {
    const cp = ch.codePointAt(0);
    if (cp < 0x20 || cp >= 0x80) {
      for (const b of utf8Bytes(ch)) out += '\\x' + b.toString(16).padStart(2, '0');
    } else {
      if (ch === '"' || ch === '\\') out += '\\';
      out += ch;
    }
  }
  return out + '"';
}

function utf8Bytes(ch) {
  const cp = ch.codePointAt(0);
  if (cp < 0x80) return [cp];
  if (cp < 0x800) return [0xc0 | (cp >> 6), 0x80 | (cp & 63)];
  if (cp < 0x10000) return [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
  return [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
}

function daysIn(month, year) {
  if (month === 2) return (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * time.Parse(time.RFC3339, value).
 * @returns {{ ok: true, ms: number, offsetMin: number } | { ok: false, message: string }}
 */
export function parseRFC3339(value) {
  let rest = value;
  const cannot = (elem) => ({ ok: false, message: `parsing time ${timeQuote(value)} as ${timeQuote(LAYOUT)}: cannot parse ${timeQuote(rest)} as ${timeQuote(elem)}` });
  const range = (what) => ({ ok: false, message: `parsing time ${timeQuote(value)}: ${what} out of range` });
  const literal = (lit) => {
    if (!rest.startsWith(lit)) return false;
    rest = rest.slice(lit.length);
    return true;
  };
  const fixed = (n) => {
    const m = new RegExp(`^\\d{${n}}`).exec(rest);
    if (!m) return null;
    rest = rest.slice(n);
    return Number(m[0]);
  };
  const year = fixed(4);
  if (year === null) return cannot('2006');
  if (!literal('-')) return cannot('-');
  const month = fixed(2);
  if (month === null) return cannot('01');
  if (!literal('-')) return cannot('-');
  const day = fixed(2);
  if (day === null) return cannot('02');
  if (!literal('T')) return cannot('T');
  const hm = /^\d\d?/.exec(rest);
  if (!hm) return cannot('15');
  rest = rest.slice(hm[0].length);
  const hour = Number(hm[0]);
  if (!literal(':')) return cannot(':');
  const minute = fixed(2);
  if (minute === null) return cannot('04');
  if (!literal(':')) return cannot(':');
  const second = fixed(2);
  if (second === null) return cannot('05');
  let milli = 0;
  const frac = /^[.,](\d+)/.exec(rest);
  if (frac) {
    milli = Math.floor(Number(`0.${frac[1]}`) * 1000);
    rest = rest.slice(frac[0].length);
  }
  let offsetMin;
  if (rest.startsWith('Z')) {
    offsetMin = 0;
    rest = rest.slice(1);
  } else {
    const tz = /^([+-])(\d\d):(\d\d)/.exec(rest);
    if (!tz) return cannot('Z07:00');
    offsetMin = (tz[1] === '-' ? -1 : 1) * (Number(tz[2]) * 60 + Number(tz[3]));
    rest = rest.slice(6);
  }
  if (rest !== '') return { ok: false, message: `parsing time ${timeQuote(value)}: extra text: ${timeQuote(rest)}` };
  if (month < 1 || month > 12) return range('month');
  if (day < 1 || day > daysIn(month, year)) return range('day');
  if (hour > 23) return range('hour');
  if (minute > 59) return range('minute');
  if (second > 59) return range('second');
  const ms = Date.UTC(year, month - 1, day, hour, minute, second, milli) - offsetMin * 60_000;
  return { ok: true, ms, offsetMin };
}

/** t.Format with the given layout ("2006-01-02 15:04" or with ":05") in a fixed UTC offset. */
export function formatAt(ms, offsetMin, withSeconds = false) {
  const d = new Date(ms + offsetMin * 60_000);
  const p = (n) => String(n).padStart(2, '0');
  const base = `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
  return withSeconds ? `${base}:${p(d.getUTCSeconds())}` : base;
}
