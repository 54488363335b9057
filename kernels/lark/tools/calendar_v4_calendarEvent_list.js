// GET /open-apis/calendar/v4/calendars/:calendar_id/events. Three modes, as documented:
//   - start_time + end_time: the events overlapping that range, one page only (page_size caps it);
//   - anchor_time: events ending at or after it (recurring ones always), paginated;
//   - neither: every event, paginated; the last page carries a sync_token;
// and sync_token alone returns the events changed since that token was issued.
import { ok, larkError, fieldViolation } from '../lib/envelope.js';
import { ERRORS } from '../lib/errors.js';
import { identity, directory } from '../lib/users.js';
import { openCalendar } from '../lib/calendars.js';
import { renderEvent, instancesBetween, endsAfter, byStart } from '../lib/events.js';
import { isDigits } from '../lib/time.js';
import { pageSize, makeToken, readToken, page } from '../lib/paging.js';

const TOOL = 'calendar_v4_calendarEvent_list';

export default function (args, ctx) {
  const ident = identity(ctx, args);
  const p = args.params || {};
  const idType = p.user_id_type || 'open_id';
  const size = pageSize(p.page_size, 500, 50, 1000);
  if (size.error) return fieldViolation(ctx, TOOL, 'page_size', size.value, size.error);

  const ranged = p.start_time !== undefined || p.end_time !== undefined;
  const invalid = () => larkError(ctx, TOOL, ERRORS.CAL_INVALID_PARAMS);
  if (ranged) {
    if (p.sync_token !== undefined) return larkError(ctx, TOOL, ERRORS.CAL_SYNC_CONFLICT);
    if (p.start_time === undefined || p.end_time === undefined) return invalid();
    if (!isDigits(p.start_time) || !isDigits(p.end_time)) return invalid();
    if (Number(p.end_time) < Number(p.start_time)) return invalid();
    if (p.page_token !== undefined || p.anchor_time !== undefined) return invalid();
  }
  if (p.anchor_time !== undefined && !isDigits(p.anchor_time)) return invalid();

  const opened = openCalendar(ctx, TOOL, args.path.calendar_id, ident, 'read');
  if (opened.result) return opened.result;
  const cal = opened.cal;
  const dir = directory(ctx);
  const render = (e) => renderEvent(e, cal, dir, ident.app, idType);
  let events = Object.values(cal.events || {}).sort(byStart);

  if (ranged) {
    const from = Number(p.start_time);
    const to = Number(p.end_time);
    const hits = events.filter((e) => instancesBetween(e, from, to === from ? to + 1 : to).length > 0);
    return ok({ has_more: false, items: hits.slice(0, size.size).map(render) });
  }

  let since = null;
  if (p.sync_token !== undefined) {
    const t = readToken(p.sync_token, 'sync', cal.calendar_id);
    if (t.error) return larkError(ctx, TOOL, ERRORS.CAL_TOKEN_EXPIRED);
    since = t.offset;
    events = events.filter((e) => Math.floor((e.update_ms || 0) / 1000) > since);
  }
  if (p.anchor_time !== undefined) events = events.filter((e) => endsAfter(e, Number(p.anchor_time)));

  const scope = `${cal.calendar_id}|${p.anchor_time || ''}|${since === null ? '' : since}`;
  let offset = 0;
  if (p.page_token !== undefined) {
    const t = readToken(p.page_token, 'evt', scope);
    if (t.error) return larkError(ctx, TOOL, ERRORS.CAL_TOKEN_EXPIRED);
    offset = t.offset;
  }
  const pg = page(events, offset, size.size);
  const out = { has_more: pg.more };
  if (pg.more) out.page_token = makeToken('evt', scope, pg.next);
  // The sync token marks "now": a later call with it returns what changed after this second.
  else out.sync_token = makeToken('sync', cal.calendar_id, ctx.nowSec());
  out.items = pg.slice.map(render);
  return ok(out);
}
