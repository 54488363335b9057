// Discord snowflakes: (milliseconds since 2015-01-01 << 22) | worker/process/increment bits. Creation
// times are read back from ids (as discord.py's utils.snowflake_time does), so an entity's
// `created_at` is always consistent with its id and never stored separately.

export const DISCORD_EPOCH = 1420070400000n;

/** Milliseconds since the Unix epoch encoded in a snowflake (decimal string). */
export function snowflakeMs(id) {
  return Number((BigInt(id) >> 22n) + DISCORD_EPOCH);
}

/** A fresh snowflake for "now" on the run clock; the low 22 bits come from the seeded generator. */
export function newSnowflake(ctx) {
  const ms = BigInt(ctx.nowMs()) - DISCORD_EPOCH;
  const low = BigInt(Math.floor(ctx.random() * 4194304));
  return String((ms << 22n) | low);
}

/** Python's datetime.isoformat() of an aware UTC datetime with millisecond precision. */
export function isoformat(ms) {
  const iso = new Date(ms).toISOString(); // 2026-01-05T10:23:45.123Z
  const base = iso.slice(0, 19);
  const milli = ms % 1000;
  return milli === 0 ? `${base}+00:00` : `${base}.${String(milli).padStart(3, '0')}000+00:00`;
}

/** Python's isoformat() of the creation time of a snowflake. */
export function createdAt(id) {
  return isoformat(snowflakeMs(id));
}

/** Order two snowflakes (decimal strings) numerically. */
export function compareIds(a, b) {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}
