// Calendar and event lookups with the checks the calendar v4 API makes, in its order: the id's
// format (191001 / 193000), existence (191000 / 193001, 193003 for a deleted event), then the
// current identity's access role on the calendar (191002, 193002 for writes on a read-only one).

import { ERRORS } from './errors.js';
import { larkError } from './envelope.js';
import { pathSafe } from './users.js';
import { isCalendarIdFormat, isEventIdFormat } from './events.js';

const WRITE_ROLES = ['owner', 'writer'];
const READ_ROLES = ['owner', 'writer', 'reader'];

/** The identity's role on a calendar ('owner' | 'writer' | 'reader' | 'free_busy_reader' | null). */
export function roleOf(cal, ident) {
  return (cal.acl && cal.acl[ident.openId]) || null;
}

/**
 * Resolve a calendar for reading (`need` = 'read') or writing events ('write').
 * Returns `{cal}` or `{result}` (an error result to return as is).
 */
export function openCalendar(ctx, tool, calendarId, ident, need) {
  if (!isCalendarIdFormat(calendarId)) return { result: larkError(ctx, tool, ERRORS.CALENDAR_INVALID_ID) };
  const cal = pathSafe(calendarId) ? ctx.get(`calendars[${calendarId}]`) : null;
  if (!cal) return { result: larkError(ctx, tool, ERRORS.CALENDAR_NOT_FOUND) };
  const role = roleOf(cal, ident);
  if (!role || !READ_ROLES.includes(role)) return { result: larkError(ctx, tool, ERRORS.CALENDAR_NO_ACCESS) };
  if (need === 'write' && !WRITE_ROLES.includes(role)) return { result: larkError(ctx, tool, ERRORS.EVENT_NO_PERMISSION) };
  return { cal, role };
}

/** Resolve an event of an opened calendar. Returns `{ev, path}` or `{result}`. */
export function openEvent(ctx, tool, cal, eventId) {
  if (!isEventIdFormat(eventId)) return { result: larkError(ctx, tool, ERRORS.EVENT_INVALID_ID) };
  const events = cal.events || {};
  if (!Object.prototype.hasOwnProperty.call(events, eventId)) {
    const deleted = cal.deleted_events || {};
    if (Object.prototype.hasOwnProperty.call(deleted, eventId)) return { result: larkError(ctx, tool, ERRORS.EVENT_DELETED) };
    return { result: larkError(ctx, tool, ERRORS.EVENT_NOT_FOUND) };
  }
  return { ev: events[eventId], path: `calendars[${cal.calendar_id}].events[${eventId}]` };
}
