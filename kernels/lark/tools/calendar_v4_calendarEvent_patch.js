// PATCH /open-apis/calendar/v4/calendars/:calendar_id/events/:event_id: change only the fields sent.
import { ok, larkError } from '../lib/envelope.js';
import { ERRORS } from '../lib/errors.js';
import { identity, directory } from '../lib/users.js';
import { openCalendar, openEvent } from '../lib/calendars.js';
import { renderEvent, isCalendarIdFormat } from '../lib/events.js';
import { eventFields } from '../lib/event-fields.js';

const TOOL = 'calendar_v4_calendarEvent_patch';

export default function (args, ctx) {
  const ident = identity(ctx, args);
  const idType = (args.params && args.params.user_id_type) || 'open_id';
  if (!isCalendarIdFormat(args.path.calendar_id)) return larkError(ctx, TOOL, ERRORS.CALENDAR_INVALID_ID);
  const opened = openCalendar(ctx, TOOL, args.path.calendar_id, ident, 'write');
  if (opened.result) return opened.result;
  const found = openEvent(ctx, TOOL, opened.cal, args.path.event_id);
  if (found.result) return found.result;
  // An invitation organised by someone else can only be edited when its organiser allowed
  // invitees to modify the event.
  if (found.ev.event_organizer.user_id !== opened.cal.owner_open_id && found.ev.attendee_ability !== 'can_modify_event') {
    return larkError(ctx, TOOL, ERRORS.EVENT_NO_PERMISSION);
  }
  const fields = eventFields(ctx, args.data, found.ev);
  if (fields.error) return larkError(ctx, TOOL, ERRORS.CAL_INVALID_PARAMS);
  const changes = fields.changes;
  const changed = Object.keys(changes).some((k) => JSON.stringify(changes[k]) !== JSON.stringify(found.ev[k]));
  let ev = found.ev;
  if (changed) {
    changes.update_ms = ctx.nowMs();
    ev = ctx.update(found.path, changes);
  }
  return ok({ event: renderEvent(ev, opened.cal, directory(ctx), ident.app, idType) });
}
