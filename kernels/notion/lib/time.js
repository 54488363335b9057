// Notion stores created_time / last_edited_time rounded down to the minute.

/** The run clock as Notion would stamp an edit: `2026-01-01T09:04:00.000Z`. */
export function stamp(ctx) {
  const ms = ctx.nowMs();
  return new Date(ms - (ms % 60000)).toISOString();
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** Whether a string is an ISO 8601 date or date-time Notion accepts. */
export function isIsoDate(s) {
  if (typeof s !== 'string') return false;
  if (!ISO_DATE.test(s) && !ISO_DATETIME.test(s)) return false;
  return !Number.isNaN(Date.parse(s.length === 10 ? `${s}T00:00:00Z` : s));
}

/**
 * Milliseconds for comparing dates in filters and sorts. A bare date counts as midnight UTC;
 * a date-time without an offset as UTC too (the workspace time zone is not modelled).
 */
export function dateMs(s) {
  if (typeof s !== 'string') return NaN;
  if (s.length === 10) return Date.parse(`${s}T00:00:00Z`);
  return Date.parse(/(Z|[+-]\d{2}:\d{2})$/.test(s) ? s : `${s}Z`);
}

/** The UTC calendar day of a date or date-time string, `YYYY-MM-DD`. */
export function dayOf(s) {
  const ms = dateMs(s);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().slice(0, 10);
}
