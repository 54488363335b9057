// Calendar events: id formats, time checks, recurrence expansion and the response shape of the
// calendar v4 event object. Events are stored close to the API object; fields the API does not
// return (idempotency keys, the update clock) stay in the store and never reach a response.

import { isDigits, isDate, dateToSec, zoneOffsetSec, SECONDS_PER_DAY } from './time.js';
import { parseRule, occurrenceStarts } from './rrule.js';
import { idAs } from './users.js';

/**
 * Lark calendar ids: `<tenant domain>_<22 chars>@group.calendar.feishu.cn` (or a resource id);
 * tenants on Lark (larksuite.com) have the same ids under calendar.larksuite.com.
 */
export function isCalendarIdFormat(id) {
  return typeof id === 'string' && /^[A-Za-z0-9._-]+@(group|resource)\.calendar\.(feishu\.cn|larksuite\.com)$/.test(id);
}

/** Event ids: a UUID plus `_0`, or `_<unix seconds>` for an exception instance. */
export function isEventIdFormat(id) {
  return typeof id === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}_[0-9]+$/.test(id);
}

/**
 * Check one time_info of a request. Returns `{allDay, sec, value}` or `{error}`. The API takes
 * exactly one of `date` (all-day) and `timestamp` (seconds); the default zone is Asia/Shanghai.
 */
export function readTimeInfo(ti) {
  if (!ti || typeof ti !== 'object') return { error: 'missing' };
  const hasDate = ti.date !== undefined && ti.date !== '';
  const hasTs = ti.timestamp !== undefined && ti.timestamp !== '';
  if (hasDate === hasTs) return { error: 'exactly one of date and timestamp' };
  if (ti.timezone !== undefined && !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(ti.timezone)) return { error: 'timezone' };
  if (hasDate) {
    if (!isDate(ti.date)) return { error: 'date' };
    // All-day events are fixed to UTC+0 whatever zone is sent.
    return { allDay: true, sec: dateToSec(ti.date), value: { date: ti.date, timezone: 'UTC' } };
  }
  if (!isDigits(ti.timestamp)) return { error: 'timestamp' };
  const sec = Number(ti.timestamp);
  return { allDay: false, sec, value: { timestamp: String(sec), timezone: ti.timezone || 'Asia/Shanghai' } };
}

/** Check a start/end pair: same kind, end not before start (all-day end dates are inclusive). */
export function checkSpan(start, end) {
  if (start.allDay !== end.allDay) return false;
  return start.allDay ? end.sec >= start.sec : end.sec > start.sec;
}

/** [startSec, endSec) of the first instance. */
export function firstSpan(ev) {
  if (ev.start_time && ev.start_time.date !== undefined) {
    return { start: dateToSec(ev.start_time.date), end: dateToSec(ev.end_time.date) + SECONDS_PER_DAY, allDay: true };
  }
  return { start: Number(ev.start_time.timestamp), end: Number(ev.end_time.timestamp), allDay: false };
}

/** Instances of an event (expanding its recurrence) that overlap [fromSec, toSec). */
export function instancesBetween(ev, fromSec, toSec) {
  const span = firstSpan(ev);
  const duration = span.end - span.start;
  const rule = ev.recurrence ? parseRule(ev.recurrence) : null;
  // Timed series repeat on the wall clock of their own zone (a Monday 10:00 in Los Angeles is a
  // Tuesday in Beijing); all-day events are fixed to UTC.
  const offset = span.allDay ? 0 : zoneOffsetSec(ev.start_time.timezone);
  const starts = rule ? occurrenceStarts(rule, span.start, offset, toSec, 5000) : [span.start];
  const out = [];
  for (const s of starts) if (s < toSec && s + duration > fromSec) out.push({ start: s, end: s + duration });
  return out;
}

/** Whether an event (any instance) ends at or after `sec` (anchor_time semantics). */
export function endsAfter(ev, sec) {
  if (ev.recurrence) return true; // recurring events are always returned with an anchor
  return firstSpan(ev).end >= sec;
}

/** The app link Lark puts on events (opens the event in the client). */
export function appLink(cal, ev) {
  const key = ev.event_id.replace(/_[0-9]+$/, '');
  return `https://applink.feishu.cn/client/calendar/event/detail?calendarId=${cal.app_link_id}&key=${key}&originalTime=0&startTime=${firstSpan(ev).start}`;
}

function renderAttendee(a, dir, app, idType) {
  const out = { type: a.type, attendee_id: a.attendee_id, rsvp_status: a.rsvp_status, is_optional: a.is_optional };
  if (a.type === 'user') {
    out.is_organizer = a.is_organizer;
    out.is_external = a.is_external;
    out.display_name = a.display_name;
    out.user_id = idAs(dir, app, a.user_id, idType);
  } else if (a.type === 'resource') {
    out.display_name = a.display_name;
    out.room_id = a.room_id;
  } else if (a.type === 'chat') {
    out.display_name = a.display_name;
    out.chat_id = a.chat_id;
  } else {
    out.display_name = a.display_name;
    out.third_party_email = a.third_party_email;
  }
  return out;
}

/**
 * The calendar.event object as the API returns it. `opts.attendees` adds the invitee list (get
 * with need_attendee), `opts.meetingSettings` keeps vchat.meeting_settings (need_meeting_settings).
 */
export function renderEvent(ev, cal, dir, app, idType, opts) {
  const o = opts || {};
  const vchat = Object.assign({}, ev.vchat || {});
  if (!o.meetingSettings) delete vchat.meeting_settings;
  const out = {
    event_id: ev.event_id,
    organizer_calendar_id: ev.organizer_calendar_id,
    summary: ev.summary,
    description: ev.description,
    start_time: ev.start_time,
    end_time: ev.end_time,
    vchat,
    visibility: ev.visibility,
    attendee_ability: ev.attendee_ability,
    free_busy_status: ev.free_busy_status,
  };
  if (ev.location) out.location = ev.location;
  out.color = ev.color;
  out.reminders = ev.reminders || [];
  if (ev.recurrence) out.recurrence = ev.recurrence;
  out.status = ev.status;
  out.is_exception = ev.is_exception;
  if (ev.recurring_event_id) out.recurring_event_id = ev.recurring_event_id;
  out.create_time = ev.create_time;
  if (ev.schemas && ev.schemas.length) out.schemas = ev.schemas;
  out.event_organizer = {
    user_id: idAs(dir, app, ev.event_organizer.user_id, idType),
    display_name: ev.event_organizer.display_name,
  };
  out.app_link = appLink(cal, ev);
  if (o.attendees) {
    const all = Object.values(ev.attendees || {});
    const max = o.maxAttendees;
    out.attendees = all.slice(0, max).map((a) => renderAttendee(a, dir, app, idType));
    out.has_more_attendee = all.length > max;
  }
  if (ev.attachments && ev.attachments.length) out.attachments = ev.attachments;
  if (ev.event_check_in) out.event_check_in = ev.event_check_in;
  return out;
}

/** Stable order for listings: by first start, then id. */
export function byStart(a, b) {
  const sa = firstSpan(a).start;
  const sb = firstSpan(b).start;
  if (sa !== sb) return sa - sb;
  return a.event_id < b.event_id ? -1 : a.event_id > b.event_id ? 1 : 0;
}
