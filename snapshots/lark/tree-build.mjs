// The Lark context tree of one persona: tenant, app, departments, people, rooms, calendars with
// their events, and chats with their messages, built from a shared roster
// (snapshots/personas/<persona>.json) and authored content. Used by <persona>.build.mjs.
//
// Deterministic: every id and every jitter comes from one seeded generator consumed in a fixed
// order; nothing reads the clock, the environment or Math.random.
//
// Content format (see li-ming.content.mjs for the long form): DEPARTMENTS, RESIGNED, ROOMS,
// CALENDARS, EVENTS (per calendar key), COLLEAGUE_CALENDARS and CHATS whose messages are lines
// `MM-DD HH:MM speaker | text` in the persona's local time.
import { sfc32 } from '../../runtime/context/ids.js';

/** `2026-01-05 10:00` in a fixed UTC offset (hours) to epoch seconds. */
export function localSec(text, offsetHours, where) {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(text);
  if (!m) throw new Error(`${where}: bad local time "${text}" (want YYYY-MM-DD HH:MM)`);
  return Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]) / 1000 - offsetHours * 3600;
}

/**
 * Build the tree.
 * @param {object} spec { seed: number[4], roster, content, contentFile, utcOffsetHours,
 *   eventZone, displayName(person), ownerExtra, employeePrefix, appName, ciAppName,
 *   defaultCreated, yearOf(month), tenant(tenantKey, roster), calendarDomain?, vcHost? }
 * @returns {{ tree: object, who: (key: string) => object, chatByKey: Record<string, string>, app: object }}
 */
export function buildLarkTree(spec) {
  const { roster } = spec;
  const { CALENDARS, EVENTS, CHATS, ROOMS, DEPARTMENTS, COLLEAGUE_CALENDARS, RESIGNED } = spec.content;
  const CONTENT = spec.contentFile;
  // ---------------------------------------------------------------------------------------------
  // Seeded randomness (sfc32) and Lark-shaped ids.

  const rand = sfc32(spec.seed, 0);
  for (let i = 0; i < 32; i += 1) rand();
  const pickChars = (alphabet, n) => {
    let s = '';
    for (let i = 0; i < n; i += 1) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  const HEX = '0123456789abcdef';
  const hex = (n) => pickChars(HEX, n);
  const HEXU = (n) => pickChars('0123456789ABCDEF', n);
  const digits = (n) => pickChars('123456789', 1) + pickChars('0123456789', n - 1);
  const alnum = (n) => pickChars('0123456789abcdefghijklmnopqrstuvwxyz', n);
  const mixed = (n) => pickChars('0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', n);
  const uuid = () => {
    const h = hex(32).split('');
    h[12] = '4';
    h[16] = HEX[(parseInt(h[16], 16) & 3) | 8];
    const s = h.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const calDomain = spec.calendarDomain || 'feishu.cn';
  const calendarId = () => `${calDomain}_${mixed(22)}@group.calendar.${calDomain}`;

  // ---------------------------------------------------------------------------------------------
  // Time: content is written in the persona's local time (spec.utcOffsetHours, no DST).

  /** `2026-01-05 10:00` (the persona's local time) to epoch seconds. */
  function localTime(text) {
    return localSec(text, spec.utcOffsetHours, CONTENT);
  }

  // ---------------------------------------------------------------------------------------------
  // People: the roster, named the way the tenant's Lark shows them (spec.displayName).

  const displayName = (p) => spec.displayName(p);
  const mobile = (m) => m.replace(/[\s-]/g, '');

  const tenantKey = hex(16);
  const partnerTenants = {};
  const tenantOf = (email) => {
    const domain = email.split('@')[1];
    if (domain === roster.company.domain) return tenantKey;
    if (!partnerTenants[domain]) partnerTenants[domain] = hex(16);
    return partnerTenants[domain];
  };

  const departments = {};
  const deptByTeam = {};
  for (const d of DEPARTMENTS) {
    const id = `od-${hex(32)}`;
    deptByTeam[d.team] = id;
    departments[id] = { open_department_id: id, department_id: d.department_id, name: d.name, en_name: d.team, member_count: 0 };
  }

  const users = {};
  const byKey = {};
  const status = (resigned) => ({ is_frozen: false, is_resigned: resigned, is_activated: true, is_exited: false, is_unjoin: false });
  let employeeNo = 1001;
  function addUser(p, key, extra) {
    const openId = `ou_${hex(32)}`;
    const external = p.team === 'external';
    const u = {
      open_id: openId,
      union_id: `on_${hex(32)}`,
      name: displayName(p),
      en_name: p.name,
      email: p.email,
      mobile: mobile(p.mobile),
      job_title: p.title,
      city: p.city,
      tenant_key: tenantOf(p.email),
      status: status(false),
    };
    if (!external) {
      u.user_id = alnum(8);
      u.employee_no = `${spec.employeePrefix}${employeeNo++}`;
      u.department_ids = [deptByTeam[p.team]];
      departments[deptByTeam[p.team]].member_count += 1;
    } else {
      u.is_external = true;
      u.company = p.email.split('@')[1].replace('.example', '');
    }
    Object.assign(u, extra || {});
    users[openId] = u;
    byKey[key] = u;
    return u;
  }
  const me = addUser(roster.owner, 'me', spec.ownerExtra || {});
  for (const p of roster.people) addUser(p, p.key);
  // One former colleague who left before the snapshot: only findable with include_resigned.
  const resigned = addUser(RESIGNED, 'former', {});
  resigned.status = status(true);

  const app = {
    app_id: `cli_${hex(16)}`,
    name: spec.appName,
    open_id: `ou_${hex(32)}`,
    union_id: `on_${hex(32)}`,
    primary_calendar_id: '',
  };
  const ciApp = { app_id: `cli_${hex(16)}`, name: spec.ciAppName };

  const who = (key) => {
    const u = byKey[key];
    if (!u) throw new Error(`${CONTENT}: unknown person "${key}"`);
    return u;
  };

  // ---------------------------------------------------------------------------------------------
  // Rooms and calendars.

  const rooms = {};
  const roomByKey = {};
  for (const r of ROOMS) {
    const id = `omm_${hex(32)}`;
    rooms[id] = { room_id: id, name: r.name, capacity: r.capacity, building: r.building, floor: r.floor };
    roomByKey[r.key] = rooms[id];
  }

  const calendars = {};
  const calByKey = {};
  function addCalendar(def) {
    const id = calendarId();
    const owner = def.owner === 'bot' ? app.open_id : who(def.owner).open_id;
    const acl = {};
    for (const [k, role] of Object.entries(def.acl)) acl[k === 'bot' ? app.open_id : who(k).open_id] = role;
    const summary = def.summary || (def.owner === 'bot' ? app.name : who(def.owner).name);
    calendars[id] = {
      calendar_id: id,
      summary,
      description: def.description || '',
      permissions: def.permissions,
      color: def.color,
      type: def.type,
      summary_alias: def.summary_alias || '',
      is_deleted: false,
      is_third_party: false,
      owner_open_id: owner,
      app_link_id: `7${digits(18)}`,
      acl,
      events: {},
      deleted_events: {},
    };
    calByKey[def.key] = calendars[id];
    return calendars[id];
  }
  for (const def of CALENDARS) addCalendar(def);
  for (const def of COLLEAGUE_CALENDARS) addCalendar({ key: `primary:${def.owner}`, owner: def.owner, type: 'primary', permissions: 'show_only_free_busy', color: def.color, acl: { [def.owner]: 'owner' } });
  me.primary_calendar_id = calByKey.me.calendar_id;
  app.primary_calendar_id = calByKey.bot.calendar_id;
  for (const def of COLLEAGUE_CALENDARS) who(def.owner).primary_calendar_id = calByKey[`primary:${def.owner}`].calendar_id;

  // ---------------------------------------------------------------------------------------------
  // Events.

  const RSVP_OTHERS = ['accept', 'accept', 'accept', 'accept', 'tentative', 'needs_action', 'decline'];
  function timeInfo(text, allDay) {
    if (allDay) return { date: text, timezone: 'UTC' };
    return { timestamp: String(localTime(text)), timezone: spec.eventZone };
  }
  function addEvent(calKey, e) {
    const cal = calByKey[calKey];
    if (!cal) throw new Error(`${CONTENT}: event "${e.summary}" names unknown calendar "${calKey}"`);
    const id = `${uuid()}_0`;
    const organizerKey = e.organizer || (cal.owner_open_id === app.open_id ? 'bot' : Object.keys(byKey).find((k) => byKey[k].open_id === cal.owner_open_id));
    const organizer = organizerKey === 'bot' ? { open_id: app.open_id, name: app.name } : { open_id: who(organizerKey).open_id, name: who(organizerKey).name };
    // An event organised by the calendar's owner belongs to that calendar; an invitation from
    // someone else points at the organiser's primary calendar (when the tenant has it here).
    const organizerCal = !e.organizer || organizerKey === 'bot' || !who(organizerKey).primary_calendar_id ? cal : calendars[who(organizerKey).primary_calendar_id];
    const attendees = {};
    const invitees = [organizerKey].concat(e.with || []).filter((k, i, a) => k !== 'bot' && a.indexOf(k) === i);
    if (e.with && !invitees.includes('me') && cal === calByKey.me) invitees.push('me');
    for (const k of invitees) {
      const u = who(k);
      const aid = `user_${digits(19)}`;
      const isOrg = k === organizerKey;
      let rsvp = isOrg || k === 'me' ? 'accept' : RSVP_OTHERS[Math.floor(rand() * RSVP_OTHERS.length)];
      if (e.rsvp && e.rsvp[k]) rsvp = e.rsvp[k];
      attendees[aid] = { type: 'user', attendee_id: aid, rsvp_status: rsvp, is_optional: (e.optional || []).includes(k), is_organizer: isOrg, is_external: !!u.is_external, display_name: u.name, user_id: u.open_id };
    }
    if (e.room) {
      const r = roomByKey[e.room];
      const aid = `resource_${digits(19)}`;
      attendees[aid] = { type: 'resource', attendee_id: aid, rsvp_status: 'accept', is_optional: false, display_name: r.name, room_id: r.room_id };
    }
    const createdSec = localTime(e.created || spec.defaultCreated) + int(0, 3000);
    const ev = {
      event_id: id,
      organizer_calendar_id: organizerCal.calendar_id,
      summary: e.summary,
      description: e.description || '',
      start_time: timeInfo(e.start, e.allDay),
      end_time: timeInfo(e.end, e.allDay),
      vchat: e.vchat === 'none' ? { vc_type: 'no_meeting' } : e.vchat ? e.vchat : { vc_type: 'vc', meeting_url: `https://${spec.vcHost || 'vc.feishu.cn'}/j/${digits(9)}` },
      visibility: e.visibility || 'default',
      attendee_ability: e.attendee_ability || 'can_see_others',
      free_busy_status: e.free || (e.allDay ? 'free' : 'busy'),
      color: -1,
      reminders: e.allDay ? [] : [{ minutes: e.remind === undefined ? 15 : e.remind }],
      status: e.status || 'confirmed',
      is_exception: false,
      create_time: String(createdSec),
      event_organizer: { user_id: organizer.open_id, display_name: organizer.name },
      attendees,
      update_ms: createdSec * 1000,
    };
    if (e.room) ev.location = { name: roomByKey[e.room].name, address: roomByKey[e.room].building };
    if (e.location) ev.location = e.location;
    if (e.recurrence) ev.recurrence = e.recurrence;
    cal.events[id] = ev;
    return ev;
  }
  for (const [calKey, list] of Object.entries(EVENTS)) for (const e of list) addEvent(calKey, e);
  for (const def of COLLEAGUE_CALENDARS) for (const e of def.events) addEvent(`primary:${def.owner}`, e);

  // ---------------------------------------------------------------------------------------------
  // Chats and messages.

  const chats = {};
  const DEFAULT_SETTINGS = {
    urgent_setting: 'all_members',
    video_conference_setting: 'all_members',
    pin_manage_setting: 'all_members',
    add_member_permission: 'all_members',
    share_card_permission: 'allowed',
    at_all_permission: 'all_members',
    edit_permission: 'all_members',
    chat_tag: 'inner',
    join_message_visibility: 'all_members',
    leave_message_visibility: 'all_members',
    membership_approval: 'no_approval_required',
    moderation_permission: 'all_members',
    restricted_mode_setting: { status: false, screenshot_has_permission_setting: 'all_members', download_has_permission_setting: 'all_members', message_has_permission_setting: 'all_members' },
    hide_member_count_setting: 'all_members',
  };
  const avatar = () => `https://s1-imfile.feishucdn.com/static-resource/v1/v3_00${hex(2)}_${uuid()}g~?image_size=noop&cut_type=&quality=&format=png&sticker_format=.webp`;

  const LINE = /^(\d{2}-\d{2}) (\d{2}:\d{2}) (\^?)(\S+) \| (.*)$/;
  function parseLines(chatKey, script) {
    const out = [];
    for (const raw of script.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      const m = LINE.exec(line);
      if (!m) throw new Error(`${CONTENT}: chat ${chatKey}: bad line "${line}"`);
      const year = spec.yearOf(Number(m[1].slice(0, 2)));
      out.push({ at: localTime(`${year}-${m[1]} ${m[2]}`), threadReply: m[3] === '^', speaker: m[4], text: m[5] });
    }
    return out;
  }

  function senderOf(speaker) {
    if (speaker === 'bot') return { id: app.app_id, id_type: 'app_id', sender_type: 'app', tenant_key: tenantKey };
    if (speaker === 'ci') return { id: ciApp.app_id, id_type: 'app_id', sender_type: 'app', tenant_key: tenantKey };
    const u = who(speaker);
    return { id: u.open_id, id_type: 'open_id', sender_type: 'user', tenant_key: u.tenant_key };
  }

  /** Turn one authored line into a message body (content JSON string) and its mentions. */
  function bodyOf(chatKey, text) {
    const mentions = [];
    const mention = (s) => s.replace(/@\{(\w+)\}/g, (whole, key) => {
      if (key === 'all') return '@_all';
      const u = who(key);
      const k = `@_user_${mentions.length + 1}`;
      mentions.push({ key: k, id: u.open_id, id_type: 'open_id', name: u.name, tenant_key: u.tenant_key });
      return k;
    });
    let m;
    if ((m = /^\[post:([^\]]+)\] (.*)$/.exec(text))) {
      const content = m[2].split(' // ').map((para) => [{ tag: 'text', text: mention(para) }]);
      return { msg_type: 'post', content: JSON.stringify({ title: m[1], content }), mentions };
    }
    if ((m = /^\[card:([^\]]+)\] (.*)$/.exec(text))) {
      const elements = m[2].split(' // ').map((para) => [{ tag: 'text', text: para }]);
      return { msg_type: 'interactive', content: JSON.stringify({ title: m[1], elements }), mentions };
    }
    if ((m = /^\[file:([^\]]+)\]$/.exec(text))) {
      return { msg_type: 'file', content: JSON.stringify({ file_key: `file_v3_00${hex(2)}_${uuid()}g`, file_name: m[1] }), mentions };
    }
    if (text === '[img]') return { msg_type: 'image', content: JSON.stringify({ image_key: `img_v3_00${hex(2)}_${uuid()}g` }), mentions };
    if (text === '[recalled]') return { msg_type: 'text', content: JSON.stringify({ text: 'This message was recalled' }), mentions, deleted: true };
    if (text.startsWith('[reply] ')) return Object.assign(bodyOf(chatKey, text.slice(8)), { reply: true });
    return { msg_type: 'text', content: JSON.stringify({ text: mention(text) }), mentions };
  }

  const chatByKey = {};
  for (const def of CHATS) {
    const chatId = `oc_${hex(32)}`;
    chatByKey[def.key] = chatId;
    const members = {};
    const lines = parseLines(def.key, def.messages);
    const memberKeys = def.members.concat(lines.map((l) => l.speaker)).filter((k, i, a) => k !== 'bot' && k !== 'ci' && a.indexOf(k) === i);
    const created = localTime(def.created);
    for (const k of memberKeys) {
      const u = who(k);
      members[u.open_id] = { open_id: u.open_id, join_time: created + (k === def.owner ? 0 : int(60, 86400 * 3)), role: k === def.owner ? 'owner' : 'member' };
    }
    const chat = def.mode === 'p2p'
      ? { chat_id: chatId, avatar: '', name: '', description: '', owner_open_id: '', chat_mode: 'p2p', chat_type: 'p2p', external: false, tenant_key: tenantKey, chat_status: 'normal', create_time: String(created), bot_member: def.bot, members, messages: {} }
      : Object.assign({
        chat_id: chatId,
        avatar: avatar(),
        name: def.name,
        description: def.description || '',
        i18n_names: def.i18n_names || {},
        owner_open_id: def.owner === 'bot' ? app.open_id : who(def.owner).open_id,
      }, DEFAULT_SETTINGS, {
        group_message_type: def.thread ? 'thread' : 'chat',
        chat_mode: 'group',
        chat_type: def.public ? 'public' : 'private',
        external: !!def.external,
        chat_tag: def.external ? 'external' : 'inner',
        tenant_key: tenantKey,
        chat_status: 'normal',
        create_time: String(created),
        bot_member: def.bot,
        bot_manager: false,
        other_bots: def.ci ? [ciApp.app_id] : [],
        members,
        messages: {},
      });
    let last = null;
    let threadRoot = null;
    let previousAt = 0;
    for (const l of lines) {
      if (l.at < previousAt) throw new Error(`${CONTENT}: chat ${def.key}: messages out of order at "${l.text.slice(0, 40)}"`);
      previousAt = l.at;
      const id = `om_${hex(32)}`;
      const ms = (l.at + int(0, 59)) * 1000 + int(0, 999);
      const b = bodyOf(def.key, l.text);
      const msg = { message_id: id };
      if (l.threadReply) {
        if (!threadRoot) throw new Error(`${CONTENT}: chat ${def.key}: thread reply before any root`);
        msg.root_id = threadRoot.message_id;
        msg.parent_id = threadRoot.message_id;
        msg.thread_id = threadRoot.thread_id;
      } else if (b.reply && last) {
        msg.root_id = last.root_id || last.message_id;
        msg.parent_id = last.message_id;
      } else if (def.thread) {
        msg.thread_id = `omt_${hex(16)}`;
      }
      Object.assign(msg, {
        msg_type: b.msg_type,
        create_time: String(ms),
        update_time: String(ms),
        deleted: !!b.deleted,
        updated: false,
        chat_id: chatId,
        sender: senderOf(l.speaker),
        body: { content: b.content },
      });
      if (b.mentions.length) msg.mentions = b.mentions;
      chat.messages[id] = msg;
      if (!l.threadReply) {
        last = msg;
        if (def.thread) threadRoot = msg;
      }
    }
    chats[chatId] = chat;
  }

  // ---------------------------------------------------------------------------------------------

  const tree = {
    me: me.open_id,
    tenant: spec.tenant(tenantKey, roster),
    app,
    departments,
    users,
    rooms,
    calendars,
    chats,
  };
  return { tree, who, chatByKey, app, deptByTeam };
}
