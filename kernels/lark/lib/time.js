// Time helpers. Lark speaks Unix seconds as decimal strings, message times as millisecond strings,
// RFC 3339 for free/busy, and RFC 3339 full-dates for all-day events. Everything here is plain
// arithmetic on UTC so no host time zone can leak in; Beijing time (UTC+8, no DST) is the only
// local zone the simulation needs.

export const BEIJING_OFFSET_SEC = 8 * 3600;
const DAY = 86400;

/** A non-empty string of ASCII digits (Lark's second/millisecond timestamps). */
export function isDigits(s) {
  return typeof s === 'string' && /^[0-9]+$/.test(s) && s.length <= 16;
}

/** `YYYY-MM-DD` that names a real calendar day. */
export function isDate(s) {
  if (typeof s !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const [y, m, d] = s.split('-').map(Number);
  const t = Date.UTC(y, m - 1, d);
  const back = new Date(t);
  return back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d;
}

/** Seconds of 00:00 UTC on a `YYYY-MM-DD` date (all-day events are fixed to UTC+0 in Lark). */
export function dateToSec(s) {
  const [y, m, d] = s.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 1000;
}

/** `YYYY-MM-DD` of a UTC second. */
export function secToDate(sec) {
  return new Date(sec * 1000).toISOString().slice(0, 10);
}

/** RFC 3339 date-time with a Z or ±hh:mm offset, to epoch milliseconds (null when malformed). */
export function parseRfc3339(s) {
  if (typeof s !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/.exec(s);
  if (!m) return null;
  const [y, mo, d, h, mi, se] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(Number);
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || se > 60) return null;
  let ms = Date.UTC(y, mo - 1, d, h, mi, se);
  if (new Date(ms).getUTCDate() !== d) return null;
  if (m[7]) ms += Math.round(Number(m[7]) * 1000);
  if (m[8] !== 'Z' && m[8] !== 'z') {
    const sign = m[8][0] === '-' ? -1 : 1;
    const oh = Number(m[8].slice(1, 3));
    const om = Number(m[8].slice(4, 6));
    if (oh > 23 || om > 59) return null;
    ms -= sign * (oh * 3600 + om * 60) * 1000;
  }
  return ms;
}

export const SECONDS_PER_DAY = DAY;

// Standard UTC offsets (seconds) of the IANA zones the simulation knows. Daylight saving time is
// not modelled (the snapshots' recurring events stay inside standard time); an unknown zone is
// treated as Beijing time, the zone Lark assumes for Chinese tenants.
const ZONE_OFFSETS = {
  UTC: 0,
  'Etc/UTC': 0,
  'Asia/Shanghai': 8 * 3600,
  'Asia/Hong_Kong': 8 * 3600,
  'Asia/Singapore': 8 * 3600,
  'Asia/Tokyo': 9 * 3600,
  'Europe/London': 0,
  'Europe/Berlin': 3600,
  'America/New_York': -5 * 3600,
  'America/Chicago': -6 * 3600,
  'America/Denver': -7 * 3600,
  'America/Los_Angeles': -8 * 3600,
};

/** Whether a time zone name is one of the IANA names the simulation knows. */
export function isKnownZone(zone) {
  return typeof zone === 'string' && Object.prototype.hasOwnProperty.call(ZONE_OFFSETS, zone);
}

/** The UTC offset (seconds) of a zone; Beijing time for zones the simulation does not know. */
export function zoneOffsetSec(zone) {
  return isKnownZone(zone) ? ZONE_OFFSETS[zone] : BEIJING_OFFSET_SEC;
}

/**
 * Epoch seconds as RFC 3339 in a zone's standard time, e.g. 2026-01-05T10:00:00-08:00 (Beijing
 * time for zones the simulation does not know).
 */
export function formatInZone(sec, zone) {
  const off = zoneOffsetSec(zone);
  const sign = off < 0 ? '-' : '+';
  const abs = Math.abs(off);
  const hh = String(Math.floor(abs / 3600)).padStart(2, '0');
  const mm = String(Math.floor((abs % 3600) / 60)).padStart(2, '0');
  return new Date((sec + off) * 1000).toISOString().slice(0, 19) + `${sign}${hh}:${mm}`;
}
