// The subset of RFC 5545 recurrence rules Lark events use: FREQ (DAILY, WEEKLY, MONTHLY, YEARLY),
// INTERVAL, COUNT, UNTIL, BYDAY (plain weekdays) and BYMONTHDAY. Occurrences are computed on the
// event's local calendar (the wall clock of its start time zone for timed events, UTC for all-day
// ones, as Lark fixes all-day events to UTC+0), which is all free/busy and time-range listing need.

const DAY = 86400;
const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
const FREQS = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'];

/** Parse a rule; returns null when it is not one Lark would accept. */
export function parseRule(text) {
  if (typeof text !== 'string' || text === '') return null;
  const body = text.startsWith('RRULE:') ? text.slice(6) : text;
  const rule = { freq: null, interval: 1, count: null, until: null, byday: null, bymonthday: null };
  for (const part of body.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    const key = part.slice(0, eq).toUpperCase();
    const value = part.slice(eq + 1).toUpperCase();
    if (key === 'FREQ') {
      if (!FREQS.includes(value)) return null;
      rule.freq = value;
    } else if (key === 'INTERVAL') {
      if (!/^[1-9][0-9]{0,2}$/.test(value)) return null;
      rule.interval = Number(value);
    } else if (key === 'COUNT') {
      if (!/^[1-9][0-9]{0,3}$/.test(value)) return null;
      rule.count = Number(value);
    } else if (key === 'UNTIL') {
      const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(value);
      if (!m) return null;
      rule.until = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] || 23), Number(m[5] || 59), Number(m[6] || 59)) / 1000;
    } else if (key === 'BYDAY') {
      const days = value.split(',');
      if (days.some((d) => !WEEKDAYS.includes(d))) return null;
      rule.byday = days.map((d) => WEEKDAYS.indexOf(d));
    } else if (key === 'BYMONTHDAY') {
      if (!/^([1-9]|[12][0-9]|3[01])$/.test(value)) return null;
      rule.bymonthday = Number(value);
    } else if (key !== 'WKST') {
      return null;
    }
  }
  if (!rule.freq) return null;
  // RFC 5545: COUNT and UNTIL must not both appear (the Lark docs repeat this).
  if (rule.count !== null && rule.until !== null) return null;
  return rule;
}

/**
 * Start seconds of the occurrences of a recurring event that begin before `toSec`, given its
 * first start, duration and local offset. At most `cap` occurrences are produced.
 */
export function occurrenceStarts(rule, firstStart, offsetSec, toSec, cap) {
  const out = [];
  const local0 = firstStart + offsetSec;
  const startDay = Math.floor(local0 / DAY);
  const timeOfDay = local0 - startDay * DAY;
  const first = new Date(startDay * DAY * 1000);
  const weekdayOf = (day) => (new Date(day * DAY * 1000).getUTCDay() + 6) % 7;
  const byday = rule.byday || [weekdayOf(startDay)];
  const startWeek = Math.floor((startDay + 3) / 7); // weeks start on Monday (1970-01-01 was a Thursday)
  const limit = Math.min(cap || 2000, rule.count || Infinity);
  for (let day = startDay; out.length < limit && day < startDay + 3700; day += 1) {
    const startSec = day * DAY + timeOfDay - offsetSec;
    if (startSec >= toSec) break;
    if (rule.until !== null && startSec > rule.until) break;
    const d = new Date(day * DAY * 1000);
    let match = false;
    if (rule.freq === 'DAILY') {
      match = (day - startDay) % rule.interval === 0 && (!rule.byday || byday.includes(weekdayOf(day)));
    } else if (rule.freq === 'WEEKLY') {
      match = (Math.floor((day + 3) / 7) - startWeek) % rule.interval === 0 && byday.includes(weekdayOf(day));
    } else if (rule.freq === 'MONTHLY') {
      const months = (d.getUTCFullYear() - first.getUTCFullYear()) * 12 + d.getUTCMonth() - first.getUTCMonth();
      match = months % rule.interval === 0 && d.getUTCDate() === (rule.bymonthday || first.getUTCDate());
    } else {
      match = (d.getUTCFullYear() - first.getUTCFullYear()) % rule.interval === 0 &&
        d.getUTCMonth() === first.getUTCMonth() && d.getUTCDate() === first.getUTCDate();
    }
    // The first instance always counts (DTSTART is an occurrence), later ones follow the rule.
    if (day === startDay || match) out.push(startSec);
  }
  return out;
}
