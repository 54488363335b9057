// POST /open-apis/calendar/v4/calendars/primary: the primary calendar of the current identity.
// As the bot (tenant token) that is the app's own calendar; with useUAT it is the user's.
import { ok, larkError } from '../lib/envelope.js';
import { ERRORS } from '../lib/errors.js';
import { identity, directory, idAs } from '../lib/users.js';
import { roleOf } from '../lib/calendars.js';

const TOOL = 'calendar_v4_calendar_primary';

export default function (args, ctx) {
  const ident = identity(ctx, args);
  const idType = (args.params && args.params.user_id_type) || 'open_id';
  // The API refuses user_id_type=user_id for the app identity: a bot has no user_id.
  if (ident.kind === 'bot' && idType === 'user_id') return larkError(ctx, TOOL, ERRORS.CAL_INVALID_PARAMS);
  const calendarId = ident.kind === 'bot' ? ident.app.primary_calendar_id : ident.user && ident.user.primary_calendar_id;
  const cal = calendarId ? ctx.get(`calendars[${calendarId}]`) : null;
  if (!cal) return larkError(ctx, TOOL, ERRORS.CALENDAR_NOT_FOUND);
  const dir = directory(ctx);
  return ok({
    calendars: [
      {
        calendar: {
          calendar_id: cal.calendar_id,
          summary: cal.summary,
          description: cal.description,
          permissions: cal.permissions,
          color: cal.color,
          type: cal.type,
          summary_alias: cal.summary_alias,
          is_deleted: cal.is_deleted,
          is_third_party: cal.is_third_party,
          role: roleOf(cal, ident) || 'owner',
        },
        user_id: idAs(dir, ident.app, ident.openId, idType),
      },
    ],
  });
}
