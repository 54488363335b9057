// POST /open-apis/calendar/v4/freebusy/list: busy periods of a user's primary calendar (events
// the user organises there or is invited to and has not declined) or of a meeting room, within
// [time_min, time_max], which may span at most 90 days. Periods are RFC 3339 in the tenant's zone.
import { ok, larkError } from '../lib/envelope.js';
import { ERRORS } from '../lib/errors.js';
import { directory, findUser, pathSafe } from '../lib/users.js';
import { instancesBetween } from '../lib/events.js';
import { parseRfc3339, formatInZone } from '../lib/time.js';

const TOOL = 'calendar_v4_freebusy_list';
const MAX_SPAN_SEC = 90 * 86400;

function involves(cal, ev, who) {
  if (who.room) return Object.values(ev.attendees || {}).some((a) => a.type === 'resource' && a.room_id === who.room && a.rsvp_status !== 'decline' && a.rsvp_status !== 'removed');
  if (cal.type === 'primary' && cal.owner_open_id === who.user) return true;
  return Object.values(ev.attendees || {}).some((a) => a.type === 'user' && a.user_id === who.user && a.rsvp_status !== 'decline' && a.rsvp_status !== 'removed');
}

export default function (args, ctx) {
  const d = args.data;
  const idType = (args.params && args.params.user_id_type) || 'open_id';
  const minMs = parseRfc3339(d.time_min);
  const maxMs = parseRfc3339(d.time_max);
  if (minMs === null || maxMs === null || maxMs <= minMs) return larkError(ctx, TOOL, ERRORS.CAL_INVALID_PARAMS);
  const from = Math.floor(minMs / 1000);
  const to = Math.ceil(maxMs / 1000);
  if (to - from > MAX_SPAN_SEC) return larkError(ctx, TOOL, ERRORS.CAL_INVALID_PARAMS);

  let who;
  if (d.user_id !== undefined && d.user_id !== '') {
    // user_id wins over room_id when both are sent.
    const u = findUser(directory(ctx), idType, d.user_id);
    if (!u || u.is_external || u.status.is_resigned) return larkError(ctx, TOOL, ERRORS.CAL_USER_NOT_IN_TENANT);
    who = { user: u.open_id };
  } else if (d.room_id !== undefined && d.room_id !== '') {
    if (!pathSafe(d.room_id) || !ctx.exists(`rooms[${d.room_id}]`)) return larkError(ctx, TOOL, ERRORS.CAL_INVALID_PARAMS);
    who = { room: d.room_id };
  } else {
    return larkError(ctx, TOOL, ERRORS.CAL_INVALID_PARAMS);
  }

  const onlyBusy = d.only_busy !== false;
  const spans = [];
  for (const cal of Object.values(ctx.get('calendars') || {})) {
    for (const ev of Object.values(cal.events || {})) {
      if (ev.status === 'cancelled') continue;
      if (onlyBusy && ev.free_busy_status === 'free') continue;
      if (!involves(cal, ev, who)) continue;
      for (const inst of instancesBetween(ev, from, to)) spans.push(inst);
    }
  }
  spans.sort((a, b) => a.start - b.start || a.end - b.end);
  // Periods are written in the tenant's time zone (tree.cloud.time_zone; Beijing time by default).
  const cloud = ctx.get('cloud');
  const zone = (cloud && cloud.time_zone) || 'Asia/Shanghai';
  const seen = new Set();
  const list = [];
  for (const s of spans) {
    const key = `${s.start}-${s.end}`;
    if (seen.has(key)) continue;
    seen.add(key);
    list.push({ start_time: formatInZone(s.start, zone), end_time: formatInZone(s.end, zone) });
  }
  return ok({ freebusy_list: list });
}
