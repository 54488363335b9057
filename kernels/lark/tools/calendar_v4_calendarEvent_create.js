// POST /open-apis/calendar/v4/calendars/:calendar_id/events: create an event on a calendar the
// current identity can write. The organizer is the calendar's owner; no invitees are added (the
// attendee API is not among the exposed tools).
import { ok, larkError } from '../lib/envelope.js';
import { ERRORS } from '../lib/errors.js';
import { identity, directory, displayName } from '../lib/users.js';
import { openCalendar } from '../lib/calendars.js';
import { isCalendarIdFormat, renderEvent } from '../lib/events.js';
import { eventFields } from '../lib/event-fields.js';

const TOOL = 'calendar_v4_calendarEvent_create';

export default function (args, ctx) {
  const ident = identity(ctx, args);
  const params = args.params || {};
  const idType = params.user_id_type || 'open_id';
  const calendarId = args.path.calendar_id;
  if (!isCalendarIdFormat(calendarId)) return larkError(ctx, TOOL, ERRORS.CALENDAR_INVALID_ID);
  const fields = eventFields(ctx, args.data, null);
  if (fields.error) return larkError(ctx, TOOL, ERRORS.CAL_INVALID_PARAMS);
  const opened = openCalendar(ctx, TOOL, calendarId, ident, 'write');
  if (opened.result) return opened.result;
  const cal = opened.cal;
  const dir = directory(ctx);

  // A repeated idempotency_key returns the event the first request created.
  if (params.idempotency_key) {
    const earlier = Object.values(cal.events || {}).find((e) => e.idempotency_key === params.idempotency_key);
    if (earlier) return ok({ event: renderEvent(earlier, cal, dir, ident.app, idType) });
  }

  const c = fields.changes;
  const eventId = ctx.id('{uuid}_0');
  const entity = {
    event_id: eventId,
    organizer_calendar_id: cal.calendar_id,
    summary: c.summary !== undefined ? c.summary : '',
    description: c.description !== undefined ? c.description : '',
    start_time: c.start_time,
    end_time: c.end_time,
    vchat: c.vchat,
    visibility: c.visibility || 'default',
    attendee_ability: c.attendee_ability || 'none',
    free_busy_status: c.free_busy_status || 'busy',
    color: c.color !== undefined ? c.color : -1,
    reminders: c.reminders || [],
    status: 'confirmed',
    is_exception: false,
    create_time: String(ctx.nowSec()),
    event_organizer: { user_id: cal.owner_open_id, display_name: displayName(dir, ident.app, cal.owner_open_id) },
    attendees: {},
    update_ms: ctx.nowMs(),
  };
  if (c.location) entity.location = c.location;
  if (c.recurrence) entity.recurrence = c.recurrence;
  if (c.schemas) entity.schemas = c.schemas;
  if (c.event_check_in) entity.event_check_in = c.event_check_in;
  if (params.idempotency_key) entity.idempotency_key = params.idempotency_key;
  const created = ctx.create(`calendars[${cal.calendar_id}].events`, entity, { id: eventId });
  return ok({ event: renderEvent(created.entity, cal, dir, ident.app, idType) });
}
