// The writable fields of calendar.event (create and patch share them). Each field is checked the
// way the API documents it; anything it would reject is reported so the caller can answer with
// 190002 "invalid parameters in request", which is what the calendar API returns for them.

import { readTimeInfo, checkSpan } from './events.js';
import { parseRule } from './rrule.js';

const CHECK_IN_DURATIONS = [0, 5, 15, 30, 60];

function checkInTime(t) {
  if (!t) return true;
  if (!CHECK_IN_DURATIONS.includes(t.duration)) return false;
  return !(t.time_type === 'before_event_start' && t.duration === 0);
}

/**
 * Turn request `data` into stored fields. `existing` is the stored event for a patch (its times
 * complete a patch that sends only one side), null for a create.
 * Returns `{changes}` or `{error}`.
 */
export function eventFields(ctx, data, existing) {
  const changes = {};
  const d = data || {};
  if (d.summary !== undefined) changes.summary = d.summary;
  if (d.description !== undefined) changes.description = d.description;

  if (d.start_time !== undefined || d.end_time !== undefined || !existing) {
    const start = d.start_time !== undefined ? readTimeInfo(d.start_time) : readTimeInfo(existing.start_time);
    const end = d.end_time !== undefined ? readTimeInfo(d.end_time) : readTimeInfo(existing.end_time);
    if (start.error || end.error) return { error: `time: ${start.error || end.error}` };
    if (!checkSpan(start, end)) return { error: 'end_time before start_time' };
    if (d.start_time !== undefined || !existing) changes.start_time = start.value;
    if (d.end_time !== undefined || !existing) changes.end_time = end.value;
  }

  if (d.vchat !== undefined) {
    const v = d.vchat;
    const type = v.vc_type;
    if (type === 'lark_live' || type === 'unknown') return { error: 'vchat.vc_type is read-only' };
    if (type === 'third_party') {
      if (!v.meeting_url) return { error: 'vchat.meeting_url required for third_party' };
      const out = { vc_type: 'third_party', icon_type: v.icon_type || 'default', meeting_url: v.meeting_url };
      if (v.description !== undefined) out.description = v.description;
      changes.vchat = out;
    } else if (type === 'no_meeting') {
      changes.vchat = { vc_type: 'no_meeting' };
    } else if (type === 'vc' || type === undefined) {
      const prev = existing && existing.vchat && existing.vchat.vc_type === 'vc' ? existing.vchat.meeting_url : null;
      // Lark tenants (larksuite.com) get Lark's meeting host, Feishu tenants Feishu's.
      const cloud = ctx.get('cloud');
      const host = cloud && cloud.platform === 'lark' ? 'vc.larksuite.com' : 'vc.feishu.cn';
      const out = { vc_type: 'vc', meeting_url: prev || `https://${host}/j/${ctx.id('{digits:9}')}` };
      if (v.meeting_settings) out.meeting_settings = v.meeting_settings;
      changes.vchat = out;
    }
  } else if (!existing) {
    changes.vchat = {};
  }

  for (const k of ['visibility', 'attendee_ability', 'free_busy_status']) if (d[k] !== undefined) changes[k] = d[k];
  if (d.location !== undefined) changes.location = d.location;
  if (d.color !== undefined) {
    if (!Number.isInteger(d.color) || d.color < -2147483648 || d.color > 2147483647) return { error: 'color must be an int32' };
    changes.color = d.color;
  }
  if (d.reminders !== undefined) {
    for (const r of d.reminders) {
      if (!Number.isInteger(r.minutes) || r.minutes < -20160 || r.minutes > 20160) return { error: 'reminders.minutes out of range' };
    }
    changes.reminders = d.reminders.map((r) => ({ minutes: r.minutes }));
  }
  if (d.recurrence !== undefined) {
    if (d.recurrence !== '' && !parseRule(d.recurrence)) return { error: 'recurrence is not a valid RRULE' };
    changes.recurrence = d.recurrence === '' ? undefined : d.recurrence;
  }
  if (d.schemas !== undefined) changes.schemas = d.schemas;
  // No upload tool is exposed, so no file_token can name an uploaded calendar attachment.
  if (d.attachments !== undefined && d.attachments.length > 0) return { error: 'attachments: unknown file_token' };
  if (d.event_check_in !== undefined) {
    const c = d.event_check_in;
    if (!checkInTime(c.check_in_start_time) || !checkInTime(c.check_in_end_time)) return { error: 'event_check_in duration' };
    changes.event_check_in = c;
  }
  return { changes };
}
