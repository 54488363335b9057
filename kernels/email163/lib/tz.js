// The host the server runs on: its time zone and locale shape two outputs — Date#toString() in
// get_email_content ("Mon Dec 29 2025 10:21:33 GMT+0800 (中国标准时间)") and
// Date#toLocaleString() in the POP3 listing ("2025/12/29 10:21:33"). Kernels must not depend on
// the simulator's own zone or ICU data, so both are formatted here for the zones the snapshots
// use (tree `host.time_zone` / `host.locale`).

const ZONES = {
  'Asia/Shanghai': { std: 480, names: { 'zh-CN': ['中国标准时间'], 'en-US': ['China Standard Time'] } },
  UTC: { std: 0, names: { 'zh-CN': ['协调世界时'], 'en-US': ['Coordinated Universal Time'] } },
  'America/Los_Angeles': { std: -480, dst: 'us', names: { 'zh-CN': ['北美太平洋标准时间', '北美太平洋夏令时间'], 'en-US': ['Pacific Standard Time', 'Pacific Daylight Time'] } },
  'America/New_York': { std: -300, dst: 'us', names: { 'zh-CN': ['北美东部标准时间', '北美东部夏令时间'], 'en-US': ['Eastern Standard Time', 'Eastern Daylight Time'] } },
};

function zone(name) {
  return ZONES[name] || ZONES.UTC;
}

// US rule since 2007: from the second Sunday of March 02:00 local standard time to the first
// Sunday of November 02:00 local daylight time.
function nthSunday(year, month, n) {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - first) % 7) + (n - 1) * 7;
}

function isUsDst(ms, stdMinutes) {
  const year = new Date(ms).getUTCFullYear();
  const start = Date.UTC(year, 2, nthSunday(year, 2, 2), 2) - stdMinutes * 60000;
  const end = Date.UTC(year, 10, nthSunday(year, 10, 1), 1) - stdMinutes * 60000;
  return ms >= start && ms < end;
}

/** Offset of the zone from UTC at instant `ms`, in minutes, and whether it is daylight time. */
export function offsetAt(ms, tzName) {
  const z = zone(tzName);
  const dst = z.dst === 'us' && isUsDst(ms, z.std);
  return { minutes: z.std + (dst ? 60 : 0), dst };
}

const p2 = (n) => String(n).padStart(2, '0');
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function localFields(ms, tzName) {
  const off = offsetAt(ms, tzName);
  const d = new Date(ms + off.minutes * 60000);
  return { d, off };
}

/** Date.prototype.toString() on the host. */
export function dateToString(ms, tzName, locale) {
  if (Number.isNaN(ms)) return 'Invalid Date';
  const { d, off } = localFields(ms, tzName);
  const sign = off.minutes >= 0 ? '+' : '-';
  const abs = Math.abs(off.minutes);
  const names = zone(tzName).names[locale] || zone(tzName).names['en-US'];
  const label = names[off.dst ? 1 : 0] || names[0];
  return `${DAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${p2(d.getUTCDate())} ${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} GMT${sign}${p2(Math.floor(abs / 60))}${p2(abs % 60)} (${label})`;
}

/** Date.prototype.toLocaleString() on the host (zh-CN and en-US layouts). */
export function dateToLocaleString(ms, tzName, locale) {
  if (Number.isNaN(ms)) return 'Invalid Date';
  const { d } = localFields(ms, tzName);
  const y = d.getUTCFullYear();
  const mo = d.getUTCMonth() + 1;
  const da = d.getUTCDate();
  const h = d.getUTCHours();
  if (locale === 'zh-CN') return `${y}/${mo}/${da} ${p2(h)}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${mo}/${da}/${y}, ${h12}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * `const since = new Date(); since.setDate(since.getDate() - days)` on the host: the day of the
 * month moves in local time, with setDate's own coercion (ToNumber, then truncation; NaN gives an
 * invalid date). Returns epoch ms (NaN when invalid).
 */
export function daysAgo(nowMs, days, tzName) {
  const off = offsetAt(nowMs, tzName).minutes * 60000;
  const local = new Date(nowMs + off);
  local.setUTCDate(local.getUTCDate() - days);
  const t = local.getTime();
  if (Number.isNaN(t)) return NaN;
  return t - offsetAt(t - off, tzName).minutes * 60000;
}

/** The Date header nodemailer writes: UTC, "+0000". */
export function nodemailerDate(ms) {
  return new Date(ms).toUTCString().replace(/GMT/, '+0000');
}
