// DELETE /open-apis/calendar/v4/calendars/:calendar_id/events/:event_id. The event leaves the
// calendar; a tombstone remembers it so a second delete or a get answers 193003 "event is deleted".
import { ok } from '../lib/envelope.js';
import { identity } from '../lib/users.js';
import { openCalendar, openEvent } from '../lib/calendars.js';

const TOOL = 'calendar_v4_calendarEvent_delete';

export default function (args, ctx) {
  const ident = identity(ctx, args);
  const opened = openCalendar(ctx, TOOL, args.path.calendar_id, ident, 'write');
  if (opened.result) return opened.result;
  const found = openEvent(ctx, TOOL, opened.cal, args.path.event_id);
  if (found.result) return found.result;
  const calPath = `calendars[${opened.cal.calendar_id}]`;
  ctx.delete(found.path);
  if (!opened.cal.deleted_events) ctx.set(`${calPath}.deleted_events`, {});
  ctx.set(`${calPath}.deleted_events[${found.ev.event_id}]`, { deleted_ms: ctx.nowMs() });
  return ok({});
}
