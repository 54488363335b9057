// Local time of the machine running Obsidian (the vault's `vault.timezone`), which decides what
// "today" is for periodic notes and Dataview, and how Dataview prints dates. Two zones are
// modelled: Asia/Shanghai (UTC+8 all year) and America/Los_Angeles (US daylight-saving rules);
// any other zone reads `vault.utcOffsetMinutes`.

const HOUR = 3600000;
const DAY = 24 * HOUR;

/** Epoch ms of the n-th Sunday (1-based) of a month at `hourUtc` UTC. */
function nthSunday(year, month, n, hourUtc) {
  const first = Date.UTC(year, month, 1);
  const dow = new Date(first).getUTCDay();
  const day = 1 + ((7 - dow) % 7) + (n - 1) * 7;
  return Date.UTC(year, month, day, hourUtc);
}

/** The zone's offset from UTC in minutes at an instant. */
export function offsetMinutes(vault, ms) {
  const tz = vault && vault.timezone;
  if (tz === 'Asia/Shanghai') return 480;
  if (tz === 'America/Los_Angeles') {
    const y = new Date(ms).getUTCFullYear();
    const start = nthSunday(y, 2, 2, 10); // 2:00 PST on the second Sunday of March
    const end = nthSunday(y, 10, 1, 9); // 2:00 PDT on the first Sunday of November
    return ms >= start && ms < end ? -420 : -480;
  }
  return (vault && vault.utcOffsetMinutes) || 0;
}

/** Local wall-clock fields at an instant. */
export function localParts(vault, ms) {
  const off = offsetMinutes(vault, ms);
  const d = new Date(ms + off * 60000);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds(), millis: d.getUTCMilliseconds(), weekday: d.getUTCDay(), offset: off };
}

/** Epoch ms of local midnight of the day containing `ms`. */
export function localMidnight(vault, ms) {
  const p = localParts(vault, ms);
  const guess = Date.UTC(p.year, p.month - 1, p.day) - p.offset * 60000;
  return guess - (offsetMinutes(vault, guess) - p.offset) * 60000;
}

const two = (n) => String(n).padStart(2, '0');

/** Luxon's DateTime#toISO in the local zone: `2026-01-05T18:20:11.000-08:00`. */
export function isoLocal(vault, ms) {
  const p = localParts(vault, ms);
  const sign = p.offset < 0 ? '-' : '+';
  const off = Math.abs(p.offset);
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}:${two(p.second)}.${String(p.millis).padStart(3, '0')}${sign}${two(Math.floor(off / 60))}:${two(off % 60)}`;
}

/** ISO week-numbering year and week of a local date. */
function isoWeek(year, month, day) {
  const t = Date.UTC(year, month - 1, day);
  const dow = new Date(t).getUTCDay() || 7;
  const thursday = t + (4 - dow) * DAY;
  const wy = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(wy, 0, 1)) / (7 * DAY)) + 1;
  return { wy, week };
}

/**
 * A moment.js format for a local date, with the tokens periodic note formats use: YYYY, MM, DD,
 * Q, GGGG/gggg, WW/ww (ISO weeks), and [literal] text.
 */
export function formatDate(fmt, p) {
  const { wy, week } = isoWeek(p.year, p.month, p.day);
  let out = '';
  for (let i = 0; i < fmt.length;) {
    if (fmt[i] === '[') {
      const close = fmt.indexOf(']', i);
      out += fmt.slice(i + 1, close < 0 ? fmt.length : close);
      i = close < 0 ? fmt.length : close + 1;
      continue;
    }
    const rest = fmt.slice(i);
    const token = ['YYYY', 'GGGG', 'gggg', 'MM', 'DD', 'WW', 'ww', 'Q'].find((t) => rest.startsWith(t));
    if (!token) {
      out += fmt[i];
      i += 1;
      continue;
    }
    out += { YYYY: String(p.year), GGGG: String(wy), gggg: String(wy), MM: two(p.month), DD: two(p.day), WW: two(week), ww: two(week), Q: String(Math.floor((p.month - 1) / 3) + 1) }[token];
    i += token.length;
  }
  return out;
}
