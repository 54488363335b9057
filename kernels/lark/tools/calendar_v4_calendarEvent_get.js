// GET /open-apis/calendar/v4/calendars/:calendar_id/events/:event_id
import { ok, larkError, fieldViolation } from '../lib/envelope.js';
import { identity, directory } from '../lib/users.js';
import { openCalendar, openEvent } from '../lib/calendars.js';
import { renderEvent } from '../lib/events.js';

const TOOL = 'calendar_v4_calendarEvent_get';

export default function (args, ctx) {
  const ident = identity(ctx, args);
  const params = args.params || {};
  const idType = params.user_id_type || 'open_id';
  let max = 10;
  if (params.max_attendee_num !== undefined) {
    const n = params.max_attendee_num;
    if (!Number.isInteger(n)) return fieldViolation(ctx, TOOL, 'max_attendee_num', n, 'the value must be an integer');
    if (n > 100) return fieldViolation(ctx, TOOL, 'max_attendee_num', n, 'the max value is 100');
    if (n < 0) return fieldViolation(ctx, TOOL, 'max_attendee_num', n, 'the min value is 0');
    max = n;
  }
  const opened = openCalendar(ctx, TOOL, args.path.calendar_id, ident, 'read');
  if (opened.result) return opened.result;
  const found = openEvent(ctx, TOOL, opened.cal, args.path.event_id);
  if (found.result) return found.result;
  const canEdit = opened.role === 'owner' || opened.role === 'writer';
  return ok({
    event: renderEvent(found.ev, opened.cal, directory(ctx), ident.app, idType, {
      attendees: params.need_attendee === true,
      maxAttendees: max,
      // Pre-meeting settings are only returned to an identity that can edit the event.
      meetingSettings: params.need_meeting_settings === true && canEdit,
    }),
  });
}
