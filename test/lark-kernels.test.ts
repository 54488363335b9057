// The Lark kernels, tool by tool: the success path with the exact payload lark-mcp would print,
// and each error class the real API shows (not found, invalid id format, no access, semantic
// conflicts, page_size bounds, user id type mismatches), always on a fresh copy of the li-ming
// snapshot. A failed call must leave the tree untouched: no operations.
import { describe, it, expect } from 'vitest';
import { readFileSync, mkdtempSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { loadServer, presetTools } from '../runtime/servers/registry.ts';
import { kernelSession, type KernelCall } from './helpers/kernel-session.ts';
import { validatorFor } from '../runtime/servers/validate.ts';
import type { CallToolResult, PatchOp } from '../runtime/kernel/types.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Any = any;

const ROOT = join(import.meta.dirname, '..');
const SNAP_FILE = join(ROOT, 'snapshots', 'lark', 'li-ming.json');
const SNAP: Any = JSON.parse(readFileSync(SNAP_FILE, 'utf8'));
const T: Any = SNAP.tree;
const server = loadServer('lark');
const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);

// ---------------------------------------------------------------------------------------------
// Snapshot lookups by name, so the tests read like the data.

const app = T.app;
const me = T.users[T.me];
const users: Any[] = Object.values(T.users);
const userByEmail = (e: string): Any => users.find((u) => u.email === e);
const calendars: Any[] = Object.values(T.calendars);
const cal = (summary: string): Any => calendars.find((c) => c.summary === summary);
const ME_CAL = me.primary_calendar_id;
const BOT_CAL = app.primary_calendar_id;
const PRODUCT_CAL = cal('产品部日历 Product Team').calendar_id;
const ATLAS_CAL = cal('Atlas Billing Revamp').calendar_id;
const BEACON_CAL = cal('Beacon 3.0 Release').calendar_id;
const CEDAR_CAL = cal('Cedar Migration 数据平台迁移').calendar_id;
const event = (calendarId: string, summary: string): Any => Object.values(T.calendars[calendarId].events).find((e: Any) => e.summary === summary);
const chats: Any[] = Object.values(T.chats);
const chat = (name: string): Any => chats.find((c) => c.name === name);
const ATLAS_CHAT = chat('Atlas Billing Revamp 项目群').chat_id;
const WARROOM = chat('Atlas Release War Room').chat_id;
const Q1_LEADS = chat('Q1 Planning Leads').chat_id;
const EXTERNAL = chat('Huaxin × OrbitPay').chat_id;
const ME_P2P = chats.find((c) => c.chat_mode === 'p2p' && c.members[T.me]).chat_id;
const BO = userByEmail('bo.ma@huaxin-cloud.example');
const CHAO = userByEmail('chao.xu@huaxin-cloud.example');
const JING_LIN = userByEmail('jing.lin@huaxin-cloud.example');
const FORMER = userByEmail('tao.zhou@huaxin-cloud.example');
const FENG_HE = userByEmail('feng.he@orbitpay.example');
const sec = (iso: string) => String(Date.parse(iso) / 1000);
const UNKNOWN_CAL = 'feishu.cn_AAAAAAAAAAAAAAAAAAAAAA@group.calendar.feishu.cn';
const UNKNOWN_EVENT = '00000000-0000-4000-8000-000000000000_0';
const UNKNOWN_CHAT = 'oc_00000000000000000000000000000000';

// ---------------------------------------------------------------------------------------------
// Running kernels: one session per test, a fresh tree, the clock stepping a minute per call and
// a different seed per call (as the runtime's per-call generator does).

type Call = KernelCall;

const session = () => kernelSession(server, T, { seedTail: [7, 11, 13], json: 'strict' });

function ok(r: Call) {
  expect(r.result.isError, r.text).toBeUndefined();
  expect(r.body).not.toHaveProperty('code');
  return r.body;
}

function beijingStamp(ms: number) {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace(/\D/g, '');
}

/** An HTTP 4xx Lark error exactly as lark-mcp prints it, with nothing written. */
function larkError(r: Call, code: number, msg: string, fieldViolations?: Any[]) {
  expect(r.ops).toEqual([]);
  expect(r.result.isError).toBe(true);
  const log = r.body.error?.log_id;
  expect(log).toMatch(/^\d{14}[0-9A-F]{20}$/);
  expect(log.slice(0, 14)).toBe(beijingStamp(r.nowMs));
  const method = /method_id=(\d{19})$/.exec(r.body.error.troubleshooter)?.[1];
  expect(method).toBeDefined();
  const error: Any = {
    log_id: log,
    troubleshooter: `排查建议查看(Troubleshooting suggestions): https://open.feishu.cn/search?from=openapi&log_id=${log}&code=${code}&method_id=${method}`,
  };
  if (fieldViolations) error.field_violations = fieldViolations;
  expect(r.text).toBe(JSON.stringify({ code, msg, error }));
}

const imParam = (ext: string) => `Your request contains an invalid request parameter, ext=${ext}`;
const listed = (body: Any) => body.items.map((e: Any) => e.summary);

// ---------------------------------------------------------------------------------------------

const PAPER_TOOLS = [
  'calendar_v4_calendarEvent_create', 'calendar_v4_calendarEvent_delete', 'calendar_v4_calendarEvent_get',
  'calendar_v4_calendarEvent_list', 'calendar_v4_calendarEvent_patch', 'calendar_v4_calendar_primary',
  'calendar_v4_freebusy_list', 'contact_v3_user_batchGetId', 'im_v1_chat_create', 'im_v1_chat_list',
  'im_v1_chatMembers_get', 'im_v1_chat_search', 'im_v1_message_create', 'im_v1_message_list',
];
const DEFAULT_PRESET_TOOLS = [
  'bitable_v1_app_create', 'bitable_v1_appTable_create', 'bitable_v1_appTableField_list', 'bitable_v1_appTable_list',
  'bitable_v1_appTableRecord_create', 'bitable_v1_appTableRecord_search', 'bitable_v1_appTableRecord_update',
  'contact_v3_user_batchGetId', 'docx_v1_document_rawContent', 'drive_v1_permissionMember_create', 'im_v1_chat_create',
  'im_v1_chat_list', 'im_v1_chatMembers_get', 'im_v1_message_create', 'im_v1_message_list', 'wiki_v1_node_search',
  'wiki_v2_space_getNode', 'docx_builtin_search', 'docx_builtin_import',
];

describe('lark: server folder', () => {
  it('has the 14 paper tools first, then the default preset\'s other tools, each with a kernel', () => {
    const names = server.tools.map((t) => t.name);
    expect(names.slice(0, 14)).toEqual(PAPER_TOOLS);
    expect(names.slice(14)).toEqual(DEFAULT_PRESET_TOOLS.filter((n) => !PAPER_TOOLS.includes(n)));
    expect(names).toHaveLength(27);
    for (const n of names) expect(server.sources.has(`lark/tools/${n}.js`), n).toBe(true);
    expect(server.config).toMatchObject({ name: 'lark', validation: 'sdk-zod4', defaultSnapshot: 'lark/li-ming' });
  });

  it('presets: default and paper are the 14-tool set, lark-default is the real default preset, all is everything', () => {
    expect(server.presets.default).toEqual(PAPER_TOOLS);
    expect(server.presets.paper).toEqual(PAPER_TOOLS);
    expect(server.presets['lark-default']).toEqual(DEFAULT_PRESET_TOOLS);
    expect(server.presets.all).toEqual(server.tools.map((t) => t.name));
    expect(presetTools(server).map((t) => t.name)).toEqual(PAPER_TOOLS);
  });

  it('the manifest is the union of the shared lark.json and lark.default.json, definitions byte for byte', () => {
    const manifest: Any = JSON.parse(readFileSync(join(ROOT, 'kernels/lark/manifest.json'), 'utf8'));
    const shared = '/work/shared/tools';
    // CI runs from a clean clone without the shared folder; the check needs it.
    if (!existsSync(join(shared, 'lark.json')) || !existsSync(join(shared, 'lark.default.json'))) return;
    const paper: Any = JSON.parse(readFileSync(join(shared, 'lark.json'), 'utf8'));
    const preset: Any = JSON.parse(readFileSync(join(shared, 'lark.default.json'), 'utf8'));
    const extra = preset.tools.filter((t: Any) => !paper.tools.some((p: Any) => p.name === t.name));
    expect(manifest.tools.map((t: Any) => JSON.stringify(t))).toEqual(paper.tools.concat(extra).map((t: Any) => JSON.stringify(t)));
    // Tools both files list are defined identically there.
    for (const t of preset.tools) {
      const same = paper.tools.find((p: Any) => p.name === t.name);
      if (same) expect(JSON.stringify(same)).toBe(JSON.stringify(t));
    }
    expect(manifest.serverInfo).toEqual(paper.serverInfo);
    expect(manifest.toolCount).toBe(27);
  });

  it('an HTTP 200 error body comes back without isError (lark-mcp only flags HTTP errors)', async () => {
    const { larkError: build } = await import('../kernels/lark/lib/envelope.js' as string);
    const ctx = { nowMs: () => T0, id: () => '0123456789ABCDEF0123' };
    const r = build(ctx, 'im_v1_chat_list', { http: 200, code: 232001, msg: 'x' });
    expect(r.isError).toBeUndefined();
    expect(JSON.parse(r.content[0].text)).toMatchObject({ code: 232001, msg: 'x' });
    expect(build(ctx, 'im_v1_chat_list', { http: 400, code: 232001, msg: 'x' }).isError).toBe(true);
  });
});

describe('lark: calendar_v4_calendar_primary', () => {
  it('as the bot returns the app calendar, as the user (useUAT) the user\'s', async () => {
    const { call } = session();
    const bot = ok(await call('calendar_v4_calendar_primary', {}));
    const c = T.calendars[BOT_CAL];
    expect(bot).toEqual({
      calendars: [{
        calendar: { calendar_id: BOT_CAL, summary: c.summary, description: c.description, permissions: c.permissions, color: c.color, type: 'primary', summary_alias: '', is_deleted: false, is_third_party: false, role: 'owner' },
        user_id: app.open_id,
      }],
    });
    const mine = ok(await call('calendar_v4_calendar_primary', { useUAT: true, params: { user_id_type: 'user_id' } }));
    expect(mine.calendars[0].calendar.calendar_id).toBe(ME_CAL);
    expect(mine.calendars[0].calendar.summary).toBe('李明');
    expect(mine.calendars[0].user_id).toBe(me.user_id);
    expect(ok(await call('calendar_v4_calendar_primary', { params: { user_id_type: 'union_id' } })).calendars[0].user_id).toBe(app.union_id);
  });

  it('refuses user_id_type=user_id for the app identity (190002)', async () => {
    const { call } = session();
    larkError(await call('calendar_v4_calendar_primary', { params: { user_id_type: 'user_id' } }), 190002, 'invalid parameters in request');
  });
});

describe('lark: calendar_v4_calendarEvent_list', () => {
  it('a time range returns the overlapping events, recurring ones included, in one page', async () => {
    const { call } = session();
    const body = ok(await call('calendar_v4_calendarEvent_list', {
      path: { calendar_id: ME_CAL },
      params: { start_time: sec('2026-01-19T00:00:00+08:00'), end_time: sec('2026-01-21T00:00:00+08:00') },
    }));
    expect(Object.keys(body)).toEqual(['has_more', 'items']);
    expect(body.has_more).toBe(false);
    expect(listed(body)).toEqual(['1:1 Li Ming / Lei Huang', '深圳出差 Shenzhen business trip', 'Bluefin Retail onsite demo (Shenzhen)', 'Shenzhen sales team lunch & learn']);
    const trip = body.items[1];
    expect(trip.start_time).toEqual({ date: '2026-01-19', timezone: 'UTC' });
    expect(trip.event_organizer).toEqual({ user_id: me.open_id, display_name: '李明' });
    expect(trip).not.toHaveProperty('attendees');
    expect(trip.app_link).toMatch(/^https:\/\/applink\.feishu\.cn\/client\/calendar\/event\/detail\?calendarId=\d{19}&key=[0-9a-f-]{36}&originalTime=0&startTime=\d+$/);
  });

  it('without a range lists everything in start order, pages at page_size and ends with a sync_token', async () => {
    const { call } = session();
    const all = ok(await call('calendar_v4_calendarEvent_list', { path: { calendar_id: ME_CAL } }));
    expect(all.has_more).toBe(false);
    expect(all.sync_token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(all.items).toHaveLength(Object.keys(T.calendars[ME_CAL].events).length);
    const starts = all.items.map((e: Any) => Number(e.start_time.timestamp ?? Date.parse(e.start_time.date) / 1000));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    // Add events until there are more than 50 (the minimum page_size), then page through.
    for (let i = 0; i < 20; i += 1) {
      ok(await call('calendar_v4_calendarEvent_create', { path: { calendar_id: ME_CAL }, data: { summary: `Block ${i}`, start_time: { timestamp: sec(`2026-02-${String(i + 1).padStart(2, '0')}T09:00:00+08:00`) }, end_time: { timestamp: sec(`2026-02-${String(i + 1).padStart(2, '0')}T10:00:00+08:00`) } } }));
    }
    const total = all.items.length + 20;
    const p1 = ok(await call('calendar_v4_calendarEvent_list', { path: { calendar_id: ME_CAL }, params: { page_size: 50 } }));
    expect(p1.has_more).toBe(true);
    expect(p1.items).toHaveLength(50);
    expect(p1).not.toHaveProperty('sync_token');
    const p2 = ok(await call('calendar_v4_calendarEvent_list', { path: { calendar_id: ME_CAL }, params: { page_size: 50, page_token: p1.page_token } }));
    expect(p2.has_more).toBe(false);
    expect(p2.items).toHaveLength(total - 50);
    expect(p2.items.at(-1).summary).toBe('Block 19');
  });

  it('a sync_token returns only what changed after it was issued; anchor_time keeps later events', async () => {
    const { call } = session();
    const first = ok(await call('calendar_v4_calendarEvent_list', { path: { calendar_id: ATLAS_CAL } }));
    const loadTest = event(ATLAS_CAL, 'Atlas load test results');
    ok(await call('calendar_v4_calendarEvent_patch', { path: { calendar_id: ATLAS_CAL, event_id: loadTest.event_id }, data: { summary: 'Atlas load test results (3,150/min)' } }));
    const delta = ok(await call('calendar_v4_calendarEvent_list', { path: { calendar_id: ATLAS_CAL }, params: { sync_token: first.sync_token } }));
    expect(listed(delta)).toEqual(['Atlas load test results (3,150/min)']);
    const anchored = ok(await call('calendar_v4_calendarEvent_list', { path: { calendar_id: ATLAS_CAL }, params: { anchor_time: sec('2026-01-22T00:00:00+08:00') } }));
    expect(listed(anchored)).toEqual(['Atlas daily stand-up', 'Atlas Go/No-Go review', 'Atlas Billing GA launch 🚀', 'Atlas launch war room', 'Atlas launch retrospective']);
  });

  it('calendar errors: malformed id 191001, unknown 191000, no access role 191002', async () => {
    const { call } = session();
    larkError(await call('calendar_v4_calendarEvent_list', { path: { calendar_id: 'primary' } }), 191001, 'invalid calendar_id');
    larkError(await call('calendar_v4_calendarEvent_list', { path: { calendar_id: UNKNOWN_CAL } }), 191000, 'calendar not found');
    // The Cedar calendar is shared with Li Ming, not with the app.
    larkError(await call('calendar_v4_calendarEvent_list', { path: { calendar_id: CEDAR_CAL } }), 191002, 'no calendar access_role');
    expect(listed(ok(await call('calendar_v4_calendarEvent_list', { path: { calendar_id: CEDAR_CAL }, useUAT: true })))).toContain('Cedar dry run #2 (evening)');
    larkError(await call('calendar_v4_calendarEvent_list', { path: { calendar_id: cal('马波').calendar_id }, useUAT: true }), 191002, 'no calendar access_role');
  });

  it('parameter errors: page_size bounds (99992402), broken ranges (190002), sync conflicts (190009), bad tokens (190008)', async () => {
    const { call } = session();
    const list = (params: Any) => call('calendar_v4_calendarEvent_list', { path: { calendar_id: ME_CAL }, params });
    larkError(await list({ page_size: 20 }), 99992402, 'field validation failed', [{ field: 'page_size', value: '20', description: 'the min value is 50' }]);
    larkError(await list({ page_size: 1001 }), 99992402, 'field validation failed', [{ field: 'page_size', value: '1001', description: 'the max value is 1000' }]);
    larkError(await list({ start_time: sec('2026-01-10T00:00:00Z') }), 190002, 'invalid parameters in request');
    larkError(await list({ start_time: sec('2026-01-10T00:00:00Z'), end_time: sec('2026-01-09T00:00:00Z') }), 190002, 'invalid parameters in request');
    larkError(await list({ start_time: 'yesterday', end_time: '1768000000' }), 190002, 'invalid parameters in request');
    larkError(await list({ start_time: '1768000000', end_time: '1769000000', anchor_time: '1768000000' }), 190002, 'invalid parameters in request');
    larkError(await list({ start_time: '1768000000', end_time: '1769000000', sync_token: 'abc' }), 190009, 'sync token cannot be used with other request restrictions');
    larkError(await list({ page_token: 'not-a-token' }), 190008, 'page_token or sync_token expired');
  });
});

describe('lark: calendar_v4_calendarEvent_get', () => {
  it('returns the event; invitees only with need_attendee, capped by max_attendee_num', async () => {
    const { call } = session();
    const okr = event(ME_CAL, 'Q1 OKR 对齐 (Product × Engineering)');
    const plain = ok(await call('calendar_v4_calendarEvent_get', { path: { calendar_id: ME_CAL, event_id: okr.event_id } }));
    expect(Object.keys(plain)).toEqual(['event']);
    expect(plain.event).not.toHaveProperty('attendees');
    expect(plain.event.location.name).toBe('上海-12F-外滩 Bund (16)');
    expect(plain.event.start_time).toEqual({ timestamp: sec('2026-01-02T10:00:00+08:00'), timezone: 'Asia/Shanghai' });
    const withPeople = ok(await call('calendar_v4_calendarEvent_get', { path: { calendar_id: ME_CAL, event_id: okr.event_id }, params: { need_attendee: true, max_attendee_num: 3, user_id_type: 'user_id' } }));
    expect(withPeople.event.attendees).toHaveLength(3);
    expect(withPeople.event.has_more_attendee).toBe(true);
    expect(withPeople.event.attendees[0]).toMatchObject({ type: 'user', is_organizer: true, display_name: '李明', user_id: me.user_id, rsvp_status: 'accept' });
    expect(withPeople.event.event_organizer.user_id).toBe(me.user_id);
    const all = ok(await call('calendar_v4_calendarEvent_get', { path: { calendar_id: ME_CAL, event_id: okr.event_id }, params: { need_attendee: true } }));
    expect(all.event.attendees.map((a: Any) => a.display_name)).toEqual(['李明', '马波', '周梅', '杨芳', '黄磊', '林峰', '上海-12F-外滩 Bund (16)']);
    expect(all.event.has_more_attendee).toBe(false);
  });

  it('event errors: malformed id 193000, unknown 193001, max_attendee_num over 100, no access 191002', async () => {
    const { call } = session();
    const get = (calendar_id: string, event_id: string, params?: Any) => call('calendar_v4_calendarEvent_get', { path: { calendar_id, event_id }, params });
    larkError(await get(ME_CAL, 'evt_1'), 193000, 'invalid event_id');
    larkError(await get(ME_CAL, UNKNOWN_EVENT), 193001, 'event not found');
    // An event of another calendar is not found through this one.
    larkError(await get(ME_CAL, event(ATLAS_CAL, 'Atlas Go/No-Go review').event_id), 193001, 'event not found');
    larkError(await get(ME_CAL, event(ME_CAL, '看牙 Dentist').event_id, { max_attendee_num: 101 }), 99992402, 'field validation failed', [{ field: 'max_attendee_num', value: '101', description: 'the max value is 100' }]);
    larkError(await get(CEDAR_CAL, event(CEDAR_CAL, 'Cedar dry run #2 (evening)').event_id), 191002, 'no calendar access_role');
  });
});

describe('lark: calendar_v4_calendarEvent_create', () => {
  it('creates a timed event on a writable calendar and returns it', async () => {
    const { call, tree } = session();
    const r = await call('calendar_v4_calendarEvent_create', {
      path: { calendar_id: ME_CAL },
      data: { summary: 'Atlas GA dry run', description: 'Walk through the runbook', start_time: { timestamp: sec('2026-01-26T16:00:00+08:00') }, end_time: { timestamp: sec('2026-01-26T17:00:00+08:00') }, reminders: [{ minutes: 10 }], vchat: { vc_type: 'vc' } },
    });
    const ev = ok(r).event;
    expect(ev.event_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}_0$/);
    expect(ev).toEqual({
      event_id: ev.event_id,
      organizer_calendar_id: ME_CAL,
      summary: 'Atlas GA dry run',
      description: 'Walk through the runbook',
      start_time: { timestamp: sec('2026-01-26T16:00:00+08:00'), timezone: 'Asia/Shanghai' },
      end_time: { timestamp: sec('2026-01-26T17:00:00+08:00'), timezone: 'Asia/Shanghai' },
      vchat: { vc_type: 'vc', meeting_url: ev.vchat.meeting_url },
      visibility: 'default',
      attendee_ability: 'none',
      free_busy_status: 'busy',
      color: -1,
      reminders: [{ minutes: 10 }],
      status: 'confirmed',
      is_exception: false,
      create_time: String(r.nowMs / 1000),
      event_organizer: { user_id: me.open_id, display_name: '李明' },
      app_link: `https://applink.feishu.cn/client/calendar/event/detail?calendarId=${T.calendars[ME_CAL].app_link_id}&key=${ev.event_id.slice(0, 36)}&originalTime=0&startTime=${sec('2026-01-26T16:00:00+08:00')}`,
    });
    expect(ev.vchat.meeting_url).toMatch(/^https:\/\/vc\.feishu\.cn\/j\/\d{9}$/);
    expect(r.ops).toHaveLength(1);
    expect(r.ops[0]).toMatchObject({ op: 'add', path: `/calendars/${ME_CAL}/events/${ev.event_id}` });
    expect(tree.calendars[ME_CAL].events[ev.event_id].summary).toBe('Atlas GA dry run');
  });

  it('all-day events are fixed to UTC; a repeated idempotency_key returns the first event', async () => {
    const { call } = session();
    const args = { path: { calendar_id: ATLAS_CAL }, params: { idempotency_key: 'atlas-hypercare-1' }, data: { summary: 'Atlas hypercare week', start_time: { date: '2026-01-28', timezone: 'Asia/Shanghai' }, end_time: { date: '2026-01-30' } } };
    const first = await call('calendar_v4_calendarEvent_create', args);
    expect(ok(first).event.start_time).toEqual({ date: '2026-01-28', timezone: 'UTC' });
    expect(first.body.event.end_time).toEqual({ date: '2026-01-30', timezone: 'UTC' });
    const again = await call('calendar_v4_calendarEvent_create', args);
    expect(again.ops).toEqual([]);
    expect(again.body.event.event_id).toBe(first.body.event.event_id);
  });

  it('write permission: the bot may only read the Beacon calendar (193002); Li Ming may write it', async () => {
    const { call } = session();
    const data = { summary: 'Beta smoke test', start_time: { timestamp: sec('2026-02-02T10:00:00+08:00') }, end_time: { timestamp: sec('2026-02-02T11:00:00+08:00') } };
    larkError(await call('calendar_v4_calendarEvent_create', { path: { calendar_id: BEACON_CAL }, data }), 193002, 'no permission to operate event');
    const made = ok(await call('calendar_v4_calendarEvent_create', { path: { calendar_id: BEACON_CAL }, data, useUAT: true }));
    // Events of a shared calendar are organised by its owner.
    expect(made.event.event_organizer.display_name).toBe('林峰');
  });

  it('rejects bad times, recurrences and attachments with 190002, bad calendar ids with 191001', async () => {
    const { call } = session();
    const create = (data: Any, calendar_id = ME_CAL) => call('calendar_v4_calendarEvent_create', { path: { calendar_id }, data });
    const at = (iso: string) => ({ timestamp: sec(iso) });
    const INVALID = 'invalid parameters in request';
    larkError(await create({ start_time: at('2026-01-10T11:00:00Z'), end_time: at('2026-01-10T10:00:00Z') }), 190002, INVALID);
    larkError(await create({ start_time: { timestamp: '1768000000', date: '2026-01-10' }, end_time: at('2026-01-10T10:00:00Z') }), 190002, INVALID);
    larkError(await create({ start_time: { date: '2026-01-10' }, end_time: at('2026-01-10T10:00:00Z') }), 190002, INVALID);
    larkError(await create({ start_time: { date: '2026-02-30' }, end_time: { date: '2026-03-01' } }), 190002, INVALID);
    larkError(await create({ start_time: {}, end_time: at('2026-01-10T10:00:00Z') }), 190002, INVALID);
    larkError(await create({ start_time: at('2026-01-10T09:00:00Z'), end_time: at('2026-01-10T10:00:00Z'), recurrence: 'FREQ=HOURLY' }), 190002, INVALID);
    larkError(await create({ start_time: at('2026-01-10T09:00:00Z'), end_time: at('2026-01-10T10:00:00Z'), recurrence: 'FREQ=DAILY;COUNT=3;UNTIL=20260120' }), 190002, INVALID);
    larkError(await create({ start_time: at('2026-01-10T09:00:00Z'), end_time: at('2026-01-10T10:00:00Z'), attachments: [{ file_token: 'boxcnX' }] }), 190002, INVALID);
    larkError(await create({ start_time: at('2026-01-10T09:00:00Z'), end_time: at('2026-01-10T10:00:00Z'), vchat: { vc_type: 'lark_live' } }), 190002, INVALID);
    larkError(await create({ start_time: at('2026-01-10T09:00:00Z'), end_time: at('2026-01-10T10:00:00Z'), reminders: [{ minutes: 30000 }] }), 190002, INVALID);
    larkError(await create({ start_time: at('2026-01-10T09:00:00Z'), end_time: at('2026-01-10T10:00:00Z') }, 'primary'), 191001, 'invalid calendar_id');
    larkError(await create({ start_time: at('2026-01-10T09:00:00Z'), end_time: at('2026-01-10T10:00:00Z') }, UNKNOWN_CAL), 191000, 'calendar not found');
  });
});

describe('lark: calendar_v4_calendarEvent_patch', () => {
  it('changes only the fields sent and returns the whole event', async () => {
    const { call, tree } = session();
    const uat1 = event(ATLAS_CAL, 'Atlas UAT session 1');
    const r = await call('calendar_v4_calendarEvent_patch', {
      path: { calendar_id: ATLAS_CAL, event_id: uat1.event_id },
      data: { summary: 'Atlas UAT session 1 (moved)', start_time: { timestamp: sec('2026-01-12T15:00:00+08:00') }, end_time: { timestamp: sec('2026-01-12T17:00:00+08:00') } },
    });
    const ev = ok(r).event;
    expect(ev.summary).toBe('Atlas UAT session 1 (moved)');
    expect(ev.start_time.timestamp).toBe(sec('2026-01-12T15:00:00+08:00'));
    expect(ev.description).toBe(uat1.description);
    const base = `/calendars/${ATLAS_CAL}/events/${uat1.event_id}`;
    expect(r.ops.map((o) => `${o.op} ${o.path}`)).toEqual([`replace ${base}/summary`, `replace ${base}/start_time`, `replace ${base}/end_time`, `replace ${base}/update_ms`]);
    expect(tree.calendars[ATLAS_CAL].events[uat1.event_id].location).toEqual(uat1.location);
    // Sending the same values again changes nothing.
    const same = await call('calendar_v4_calendarEvent_patch', { path: { calendar_id: ATLAS_CAL, event_id: uat1.event_id }, data: { summary: 'Atlas UAT session 1 (moved)' } });
    expect(ok(same).event.summary).toBe('Atlas UAT session 1 (moved)');
    expect(same.ops).toEqual([]);
  });

  it('errors: an invitation organised by someone else (193002), unknown (193001), end before start (190002)', async () => {
    const { call } = session();
    const party = event(ME_CAL, '2026 年会 Huaxin Annual Party');
    larkError(await call('calendar_v4_calendarEvent_patch', { path: { calendar_id: ME_CAL, event_id: party.event_id }, data: { summary: 'skip' } }), 193002, 'no permission to operate event');
    larkError(await call('calendar_v4_calendarEvent_patch', { path: { calendar_id: ME_CAL, event_id: UNKNOWN_EVENT }, data: { summary: 'x' } }), 193001, 'event not found');
    const dentist = event(ME_CAL, '看牙 Dentist');
    larkError(await call('calendar_v4_calendarEvent_patch', { path: { calendar_id: ME_CAL, event_id: dentist.event_id }, data: { end_time: { timestamp: dentist.start_time.timestamp } } }), 190002, 'invalid parameters in request');
    larkError(await call('calendar_v4_calendarEvent_patch', { path: { calendar_id: BEACON_CAL, event_id: event(BEACON_CAL, 'Beacon feature freeze').event_id }, data: { summary: 'x' } }), 193002, 'no permission to operate event');
  });
});

describe('lark: calendar_v4_calendarEvent_delete', () => {
  it('removes the event and remembers it: later calls answer 193003 "event is deleted"', async () => {
    const { call, tree } = session();
    const vendor = event(CEDAR_CAL, 'Cedar vendor demo (StarRocks enterprise)');
    // Li Ming only reads the Cedar calendar.
    larkError(await call('calendar_v4_calendarEvent_delete', { path: { calendar_id: CEDAR_CAL, event_id: vendor.event_id }, useUAT: true }), 193002, 'no permission to operate event');
    const dinner = event(ME_CAL, '部门聚餐 Product team dinner');
    const r = await call('calendar_v4_calendarEvent_delete', { path: { calendar_id: ME_CAL, event_id: dinner.event_id }, params: { need_notification: 'false' } });
    expect(r.result).toEqual({ content: [{ type: 'text', text: '{}' }] });
    expect(r.ops.map((o) => `${o.op} ${o.path}`)).toEqual([`remove /calendars/${ME_CAL}/events/${dinner.event_id}`, `add /calendars/${ME_CAL}/deleted_events/${dinner.event_id}`]);
    expect(tree.calendars[ME_CAL].events[dinner.event_id]).toBeUndefined();
    larkError(await call('calendar_v4_calendarEvent_delete', { path: { calendar_id: ME_CAL, event_id: dinner.event_id } }), 193003, 'event is deleted');
    larkError(await call('calendar_v4_calendarEvent_get', { path: { calendar_id: ME_CAL, event_id: dinner.event_id } }), 193003, 'event is deleted');
    larkError(await call('calendar_v4_calendarEvent_delete', { path: { calendar_id: ME_CAL, event_id: UNKNOWN_EVENT } }), 193001, 'event not found');
    larkError(await call('calendar_v4_calendarEvent_delete', { path: { calendar_id: 'li.ming@huaxin-cloud.example', event_id: dinner.event_id } }), 191001, 'invalid calendar_id');
  });
});

describe('lark: calendar_v4_freebusy_list', () => {
  it('busy periods of a user: own events and accepted invitations, recurring instances expanded', async () => {
    const { call } = session();
    const body = ok(await call('calendar_v4_freebusy_list', { data: { time_min: '2026-01-05T00:00:00+08:00', time_max: '2026-01-06T00:00:00+08:00', user_id: me.open_id } }));
    expect(body).toEqual({
      freebusy_list: [
        { start_time: '2026-01-05T09:30:00+08:00', end_time: '2026-01-05T09:45:00+08:00' },
        { start_time: '2026-01-05T10:00:00+08:00', end_time: '2026-01-05T11:00:00+08:00' },
        { start_time: '2026-01-05T14:00:00+08:00', end_time: '2026-01-05T15:30:00+08:00' },
        { start_time: '2026-01-05T16:30:00+08:00', end_time: '2026-01-05T17:00:00+08:00' },
      ],
    });
    // Same person by user_id; free events appear only with only_busy=false.
    const friday = { time_min: '2026-01-09T17:00:00+08:00', time_max: '2026-01-09T18:00:00+08:00' };
    expect(ok(await call('calendar_v4_freebusy_list', { data: { ...friday, user_id: me.user_id }, params: { user_id_type: 'user_id' } })).freebusy_list).toEqual([]);
    expect(ok(await call('calendar_v4_freebusy_list', { data: { ...friday, user_id: me.user_id, only_busy: false }, params: { user_id_type: 'user_id' } })).freebusy_list)
      .toEqual([{ start_time: '2026-01-09T17:00:00+08:00', end_time: '2026-01-09T17:30:00+08:00' }]);
  });

  it('meeting rooms are busy when booked', async () => {
    const { call } = session();
    const bund = Object.values(T.rooms).find((r: Any) => r.name.includes('Bund')) as Any;
    const body = ok(await call('calendar_v4_freebusy_list', { data: { time_min: '2026-01-22T00:00:00+08:00', time_max: '2026-01-23T00:00:00+08:00', room_id: bund.room_id } }));
    expect(body.freebusy_list).toEqual([{ start_time: '2026-01-22T10:00:00+08:00', end_time: '2026-01-22T12:00:00+08:00' }]);
  });

  it('errors: unknown, resigned or wrongly typed users (195100); bad or too long ranges (190002)', async () => {
    const { call } = session();
    const span = { time_min: '2026-01-05T00:00:00+08:00', time_max: '2026-01-06T00:00:00+08:00' };
    const fb = (data: Any, params?: Any) => call('calendar_v4_freebusy_list', { data, params });
    larkError(await fb({ ...span, user_id: 'ou_00000000000000000000000000000000' }), 195100, 'user is dismiss or not exist in the tenant');
    larkError(await fb({ ...span, user_id: FORMER.open_id }), 195100, 'user is dismiss or not exist in the tenant');
    larkError(await fb({ ...span, user_id: me.open_id }, { user_id_type: 'user_id' }), 195100, 'user is dismiss or not exist in the tenant');
    larkError(await fb({ time_min: '2026-01-01T00:00:00+08:00', time_max: '2026-04-02T00:00:00+08:00', user_id: me.open_id }), 190002, 'invalid parameters in request');
    larkError(await fb({ time_min: '2026-01-05 09:00', time_max: '2026-01-06T00:00:00+08:00', user_id: me.open_id }), 190002, 'invalid parameters in request');
    larkError(await fb({ time_min: span.time_max, time_max: span.time_min, user_id: me.open_id }), 190002, 'invalid parameters in request');
    larkError(await fb({ ...span }), 190002, 'invalid parameters in request');
    larkError(await fb({ ...span, room_id: 'omm_nope' }), 190002, 'invalid parameters in request');
  });
});

describe('lark: contact_v3_user_batchGetId', () => {
  it('one entry per email and per mobile; misses come back without user_id', async () => {
    const { call } = session();
    const status = { is_frozen: false, is_resigned: false, is_activated: true, is_exited: false, is_unjoin: false };
    const r = await call('contact_v3_user_batchGetId', {
      data: { emails: ['bo.ma@huaxin-cloud.example', 'nobody@huaxin-cloud.example', 'tao.zhou@huaxin-cloud.example', FENG_HE.email], mobiles: ['13900003705', '+86 139 0000 5626'] },
      params: { user_id_type: 'user_id' },
    });
    expect(r.text).toBe(JSON.stringify({
      user_list: [
        { user_id: BO.user_id, email: 'bo.ma@huaxin-cloud.example', status },
        { email: 'nobody@huaxin-cloud.example' },
        { email: 'tao.zhou@huaxin-cloud.example' },
        { email: FENG_HE.email },
        { user_id: BO.user_id, mobile: '13900003705', status },
        { user_id: CHAO.user_id, mobile: '+86 139 0000 5626', status },
      ],
    }));
    expect(r.ops).toEqual([]);
    const resigned = ok(await call('contact_v3_user_batchGetId', { data: { emails: ['TAO.ZHOU@huaxin-cloud.example'], include_resigned: true } }));
    expect(resigned.user_list).toEqual([{ user_id: FORMER.open_id, email: 'TAO.ZHOU@huaxin-cloud.example', status: { ...status, is_resigned: true } }]);
    expect(ok(await call('contact_v3_user_batchGetId', {})).user_list).toEqual([]);
  });

  it('more than 50 emails is a field validation error', async () => {
    const { call } = session();
    const emails = Array.from({ length: 51 }, (_, i) => `u${i}@huaxin-cloud.example`);
    larkError(await call('contact_v3_user_batchGetId', { data: { emails } }), 99992402, 'field validation failed', [{ field: 'emails', value: '51', description: 'the max len is 50' }]);
  });
});

describe('lark: im_v1_chat_list', () => {
  it('the bot sees the groups it is in (no p2p, not Q1 Planning Leads); the user sees theirs', async () => {
    const { call } = session();
    const bot = ok(await call('im_v1_chat_list', { params: { page_size: 100 } }));
    const botNames = bot.items.map((c: Any) => c.name);
    expect(botNames).toHaveLength(12);
    expect(botNames[0]).toBe('华信云全员群 Huaxin Cloud All Hands');
    expect(botNames).not.toContain('Q1 Planning Leads');
    expect(botNames).not.toContain('Huaxin × OrbitPay');
    expect(bot).toEqual({ items: bot.items, has_more: false });
    expect(Object.keys(bot.items[0])).toEqual(['chat_id', 'avatar', 'name', 'description', 'owner_id', 'owner_id_type', 'external', 'tenant_key', 'chat_status']);
    const user = ok(await call('im_v1_chat_list', { useUAT: true, params: { page_size: 100, user_id_type: 'user_id' } }));
    expect(user.items).toHaveLength(14);
    const leads = user.items.find((c: Any) => c.name === 'Q1 Planning Leads');
    expect(leads).toMatchObject({ owner_id: me.user_id, owner_id_type: 'user_id', external: false, chat_status: 'normal' });
    expect(user.items.find((c: Any) => c.chat_id === EXTERNAL).external).toBe(true);
  });

  it('pages with page_token; ByActiveTimeDesc puts the latest conversation first', async () => {
    const { call } = session();
    const p1 = ok(await call('im_v1_chat_list', { params: { page_size: 5 } }));
    expect(p1.items).toHaveLength(5);
    expect(p1.has_more).toBe(true);
    const p2 = ok(await call('im_v1_chat_list', { params: { page_size: 5, page_token: p1.page_token } }));
    const p3 = ok(await call('im_v1_chat_list', { params: { page_size: 5, page_token: p2.page_token } }));
    expect(p3).not.toHaveProperty('page_token');
    expect(p3.has_more).toBe(false);
    expect(new Set([...p1.items, ...p2.items, ...p3.items].map((c: Any) => c.chat_id)).size).toBe(12);
    const active = ok(await call('im_v1_chat_list', { params: { sort_type: 'ByActiveTimeDesc', page_size: 2 } }));
    expect(active.items.map((c: Any) => c.name)).toEqual(['Atlas Billing Revamp 项目群', '数据部 Data Team']);
    larkError(await call('im_v1_chat_list', { params: { page_size: 5, page_token: p1.page_token, sort_type: 'ByActiveTimeDesc' } }), 232001, 'Your request contains an invalid request parameter.');
    larkError(await call('im_v1_chat_list', { params: { page_size: 101 } }), 99992402, 'field validation failed', [{ field: 'page_size', value: '101', description: 'the max value is 100' }]);
  });
});

describe('lark: im_v1_chat_search', () => {
  it('matches group names first, then member names; empty or over-long queries find nothing', async () => {
    const { call } = session();
    const names = async (params: Any, useUAT?: boolean) => ok(await call('im_v1_chat_search', { params, useUAT })).items.map((c: Any) => c.name);
    expect(await names({ query: 'atlas' })).toEqual(['Atlas Billing Revamp 项目群', 'Atlas Release War Room']);
    expect(await names({ query: '"Sales × Product"' })).toEqual(['Sales × Product Sync']);
    expect(await names({ query: 'Jing Lin' })).toEqual(['华信云全员群 Huaxin Cloud All Hands', '研发中心 Engineering', 'Atlas Billing Revamp 项目群', 'Atlas Release War Room']);
    expect(await names({ query: '' })).toEqual([]);
    expect(await names({ query: 'x'.repeat(65) })).toEqual([]);
    expect(await names({ query: 'Q1' })).toEqual([]);
    expect(await names({ query: 'Q1' }, true)).toEqual(['Q1 Planning Leads']);
    expect(await names({})).toHaveLength(12);
  });

  it('finds public groups the identity is not in; pages and checks page_size', async () => {
    const { call } = session();
    // The bot creates a public group without Li Ming: his search finds it, his chat list does not.
    const made = ok(await call('im_v1_chat_create', { data: { name: 'Atlas GA Hypercare', chat_type: 'public', user_id_list: [BO.open_id] } }));
    const found = ok(await call('im_v1_chat_search', { useUAT: true, params: { query: 'hypercare' } }));
    expect(found.items.map((c: Any) => c.chat_id)).toEqual([made.chat_id]);
    const mine = ok(await call('im_v1_chat_list', { useUAT: true, params: { page_size: 100 } }));
    expect(mine.items.map((c: Any) => c.chat_id)).not.toContain(made.chat_id);
    const p1 = ok(await call('im_v1_chat_search', { params: { query: 'a', page_size: 2 } }));
    expect(p1.has_more).toBe(true);
    const p2 = ok(await call('im_v1_chat_search', { params: { query: 'a', page_size: 2, page_token: p1.page_token } }));
    expect(p2.items[0].chat_id).not.toBe(p1.items[0].chat_id);
    larkError(await call('im_v1_chat_search', { params: { query: 'b', page_token: p1.page_token } }), 232001, 'Your request contains an invalid request parameter.');
    larkError(await call('im_v1_chat_search', { params: { query: 'a', page_size: 500 } }), 99992402, 'field validation failed', [{ field: 'page_size', value: '500', description: 'the max value is 100' }]);
  });
});

describe('lark: im_v1_chatMembers_get', () => {
  it('lists user members in join order with member_total, in the requested id type', async () => {
    const { call } = session();
    const p1 = ok(await call('im_v1_chatMembers_get', { path: { chat_id: ATLAS_CHAT }, params: { page_size: 5, member_id_type: 'user_id' } }));
    expect(p1.member_total).toBe(14);
    expect(p1.items[0]).toEqual({ member_id_type: 'user_id', member_id: me.user_id, name: '李明', tenant_key: T.tenant.tenant_key });
    expect(Object.keys(p1)).toEqual(['items', 'page_token', 'has_more', 'member_total']);
    const p2 = ok(await call('im_v1_chatMembers_get', { path: { chat_id: ATLAS_CHAT }, params: { page_size: 5, member_id_type: 'user_id', page_token: p1.page_token } }));
    const p3 = ok(await call('im_v1_chatMembers_get', { path: { chat_id: ATLAS_CHAT }, params: { page_size: 5, member_id_type: 'user_id', page_token: p2.page_token } }));
    expect(p3.items).toHaveLength(4);
    expect(p3.has_more).toBe(false);
    // External members have no user_id in this tenant: their open_id is returned.
    const ext = ok(await call('im_v1_chatMembers_get', { path: { chat_id: EXTERNAL }, useUAT: true, params: { member_id_type: 'user_id' } }));
    expect(ext.items[0]).toEqual({ member_id_type: 'open_id', member_id: FENG_HE.open_id, name: FENG_HE.name, tenant_key: FENG_HE.tenant_key });
  });

  it('errors: unknown chat 232006, operator not in chat 232011, page_size over 100', async () => {
    const { call } = session();
    larkError(await call('im_v1_chatMembers_get', { path: { chat_id: UNKNOWN_CHAT } }), 232006, 'Your request specifies a chat_id which is invalid.');
    larkError(await call('im_v1_chatMembers_get', { path: { chat_id: Q1_LEADS } }), 232011, 'Operator can NOT be out of the chat.');
    expect(ok(await call('im_v1_chatMembers_get', { path: { chat_id: Q1_LEADS }, useUAT: true })).member_total).toBe(7);
    larkError(await call('im_v1_chatMembers_get', { path: { chat_id: ATLAS_CHAT }, params: { page_size: 200 } }), 99992402, 'field validation failed', [{ field: 'page_size', value: '200', description: 'the max value is 100' }]);
  });
});

describe('lark: im_v1_chat_create', () => {
  it('creates a group with the owner and invitees as members and the bot in it', async () => {
    const { call, tree } = session();
    const r = await call('im_v1_chat_create', {
      data: { name: 'Atlas GA Comms', description: 'Launch comms for Jan 27', owner_id: me.open_id, user_id_list: [BO.open_id, CHAO.open_id] },
      params: { set_bot_manager: true },
    });
    const c = ok(r);
    expect(c.chat_id).toMatch(/^oc_[0-9a-f]{32}$/);
    expect(Object.keys(c)).toEqual(['avatar', 'name', 'description', 'i18n_names', 'owner_id', 'owner_id_type', 'urgent_setting', 'video_conference_setting', 'pin_manage_setting', 'add_member_permission', 'share_card_permission', 'at_all_permission', 'edit_permission', 'group_message_type', 'chat_mode', 'chat_type', 'chat_tag', 'external', 'tenant_key', 'join_message_visibility', 'leave_message_visibility', 'membership_approval', 'moderation_permission', 'restricted_mode_setting', 'hide_member_count_setting', 'chat_id']);
    expect(c).toMatchObject({ name: 'Atlas GA Comms', owner_id: me.open_id, owner_id_type: 'open_id', chat_mode: 'group', chat_type: 'private', chat_tag: 'inner', external: false, group_message_type: 'chat' });
    expect(c.avatar).toMatch(/^https:\/\/s1-imfile\.feishucdn\.com\/static-resource\/v1\/v3_00/);
    expect(r.ops).toHaveLength(1);
    expect(r.ops[0]).toMatchObject({ op: 'add', path: `/chats/${c.chat_id}` });
    expect(Object.keys(tree.chats[c.chat_id].members).sort()).toEqual([me.open_id, BO.open_id, CHAO.open_id].sort());
    const members = ok(await call('im_v1_chatMembers_get', { path: { chat_id: c.chat_id } }));
    expect(members.items.map((m: Any) => m.name)).toEqual(['李明', '马波', '徐超']);
    expect(ok(await call('im_v1_chat_list', { params: { page_size: 100 } })).items.map((x: Any) => x.chat_id)).toContain(c.chat_id);
  });

  it('without owner the bot owns it; a repeated uuid returns the same group', async () => {
    const { call } = session();
    const args = { data: { user_id_list: [JING_LIN.user_id] }, params: { user_id_type: 'user_id', uuid: 'ops-sync-2026-01' } };
    const first = await call('im_v1_chat_create', args);
    expect(ok(first)).toMatchObject({ name: '(no titile)', owner_id: '', owner_id_type: '' });
    const again = await call('im_v1_chat_create', args);
    expect(again.ops).toEqual([]);
    expect(again.body.chat_id).toBe(first.body.chat_id);
  });

  it('errors: unknown or wrongly typed user ids, external users, bad settings, too many users', async () => {
    const { call } = session();
    const create = (data: Any, params?: Any) => call('im_v1_chat_create', { data, params });
    larkError(await create({ user_id_list: [BO.open_id, 'ou_ffffffffffffffffffffffffffffffff'] }), 99992351, 'The request you send is not a valid {open_id} or not exists. Invalid ids: [ou_ffffffffffffffffffffffffffffffff] .');
    larkError(await create({ user_id_list: [BO.open_id] }, { user_id_type: 'user_id' }), 99992360, `The request you send is not a valid {user_id} or not exists. Invalid ids: [${BO.open_id}] .`);
    larkError(await create({ user_id_list: [FORMER.open_id] }), 99992351, `The request you send is not a valid {open_id} or not exists. Invalid ids: [${FORMER.open_id}] .`);
    larkError(await create({ name: 'OrbitPay sync', user_id_list: [FENG_HE.open_id] }), 232033, 'The operator or invited bots does NOT have the authority to manage external chats without the scope.');
    larkError(await create({ name: 'A', chat_type: 'public' }), 232001, 'Your request contains an invalid request parameter.');
    larkError(await create({ name: 'Ops', chat_mode: 'topic' }), 232001, 'Your request contains an invalid request parameter.');
    larkError(await create({ name: 'Ops', restricted_mode_setting: { status: true } }), 232001, 'Your request contains an invalid request parameter.');
    const many = Array.from({ length: 51 }, () => BO.open_id);
    larkError(await create({ name: 'Everyone', user_id_list: many }), 99992402, 'field validation failed', [{ field: 'user_id_list', value: '51', description: 'the max len is 50' }]);
  });
});

describe('lark: im_v1_message_create', () => {
  it('the bot posts to a group it is in; <at> tags become @_user_N mentions', async () => {
    const { call, tree } = session();
    const content = JSON.stringify({ text: `Go/No-Go is Jan 22 10:00 <at user_id="${BO.open_id}">Bo</at>` });
    const r = await call('im_v1_message_create', { params: { receive_id_type: 'chat_id' }, data: { receive_id: ATLAS_CHAT, msg_type: 'text', content } });
    const m = ok(r);
    expect(m.message_id).toMatch(/^om_[0-9a-f]{32}$/);
    expect(r.text).toBe(JSON.stringify({
      message_id: m.message_id,
      msg_type: 'text',
      create_time: String(r.nowMs),
      update_time: String(r.nowMs),
      deleted: false,
      updated: false,
      chat_id: ATLAS_CHAT,
      sender: { id: app.app_id, id_type: 'app_id', sender_type: 'app', tenant_key: T.tenant.tenant_key },
      body: { content: JSON.stringify({ text: 'Go/No-Go is Jan 22 10:00 @_user_1' }) },
      mentions: [{ key: '@_user_1', id: BO.open_id, id_type: 'open_id', name: '马波', tenant_key: T.tenant.tenant_key }],
    }));
    expect(r.ops).toHaveLength(1);
    expect(r.ops[0]).toMatchObject({ op: 'add', path: `/chats/${ATLAS_CHAT}/messages/${m.message_id}` });
    // The new message is the last one the history shows.
    const last = ok(await call('im_v1_message_list', { params: { container_id_type: 'chat', container_id: ATLAS_CHAT, sort_type: 'ByCreateTimeDesc', page_size: 1 } }));
    expect(last.items[0].message_id).toBe(m.message_id);
    expect(Object.keys(tree.chats[ATLAS_CHAT].messages)).toContain(m.message_id);
  });

  it('to a user: reuses the bot\'s p2p chat, or opens one on first contact; posts are normalised', async () => {
    const { call, tree } = session();
    const toMe = await call('im_v1_message_create', { params: { receive_id_type: 'user_id' }, data: { receive_id: me.user_id, msg_type: 'text', content: '{"text":"Reminder: Atlas pricing FAQ to Ping He today"}' } });
    expect(ok(toMe).chat_id).toBe(ME_P2P);
    expect(toMe.ops).toHaveLength(1);
    const post = { zh_cn: { title: '发布提醒', content: [[{ tag: 'text', text: '1/27 09:30 切换' }]] } };
    const toJing = await call('im_v1_message_create', { params: { receive_id_type: 'email' }, data: { receive_id: 'Jing.Lin@huaxin-cloud.example', msg_type: 'post', content: JSON.stringify(post) } });
    const m = ok(toJing);
    expect(toJing.ops.map((o) => o.op)).toEqual(['add', 'add']);
    expect(tree.chats[m.chat_id]).toMatchObject({ chat_mode: 'p2p', bot_member: true });
    expect(Object.keys(tree.chats[m.chat_id].members)).toEqual([JING_LIN.open_id]);
    expect(m.body.content).toBe(JSON.stringify({ title: '发布提醒', content: post.zh_cn.content }));
    // A second message to her goes to the same chat.
    const again = await call('im_v1_message_create', { params: { receive_id_type: 'open_id' }, data: { receive_id: JING_LIN.open_id, msg_type: 'text', content: '{"text":"see you"}' } });
    expect(ok(again).chat_id).toBe(m.chat_id);
    expect(again.ops).toHaveLength(1);
  });

  it('a repeated uuid within an hour returns the first message', async () => {
    const { call } = session();
    const args = { params: { receive_id_type: 'chat_id' }, data: { receive_id: WARROOM, msg_type: 'text', content: '{"text":"cut-over starts"}', uuid: 'cutover-1' } };
    const first = await call('im_v1_message_create', args);
    const again = await call('im_v1_message_create', args);
    expect(again.ops).toEqual([]);
    expect(again.body.message_id).toBe(first.body.message_id);
  });

  it('errors: unknown chat, bot outside the group, id type mismatch, unavailable users', async () => {
    const { call } = session();
    const send = (receive_id_type: string, receive_id: string, content = '{"text":"hi"}', msg_type = 'text') => call('im_v1_message_create', { params: { receive_id_type }, data: { receive_id, msg_type, content } });
    larkError(await send('chat_id', UNKNOWN_CHAT), 230001, imParam('invalid receive_id'));
    larkError(await send('chat_id', Q1_LEADS), 230002, 'The bot can not be outside the group.');
    larkError(await send('chat_id', EXTERNAL), 230002, 'The bot can not be outside the group.');
    larkError(await send('open_id', ATLAS_CHAT), 99992351, `The request you send is not a valid {open_id} or not exists. Invalid ids: [${ATLAS_CHAT}] .`);
    larkError(await send('user_id', BO.open_id), 99992360, `The request you send is not a valid {user_id} or not exists. Invalid ids: [${BO.open_id}] .`);
    larkError(await send('union_id', 'on_nope'), 99992364, 'The request you send is not a valid {union_id} or not exists. Invalid ids: [on_nope] .');
    larkError(await send('email', 'nobody@huaxin-cloud.example'), 230001, imParam('invalid receive_id'));
    larkError(await send('open_id', FORMER.open_id), 230013, 'Bot has NO availability to this user.');
    larkError(await send('open_id', FENG_HE.open_id), 230038, 'Cross tenant p2p chat operate forbid.');
    larkError(await send('open_id', app.open_id), 230001, imParam('this operation to bots is currently not supported'));
  });

  it('errors: msg_type and content checks', async () => {
    const { call } = session();
    const send = (msg_type: string, content: string) => call('im_v1_message_create', { params: { receive_id_type: 'chat_id' }, data: { receive_id: ATLAS_CHAT, msg_type, content } });
    larkError(await send('markdown', '{"text":"x"}'), 230001, imParam('invalid msg_type'));
    larkError(await send('text', 'hello'), 230001, imParam('invalid message content. content is not a string in json format'));
    larkError(await send('text', '{"content":"hello"}'), 230001, imParam('invalid message content. content format of the text type is incorrect'));
    larkError(await send('post', '{"en_us":{"title":"x","content":[[{"tag":"bold","text":"x"}]]}}'), 230001, imParam('invalid message content. content format of the post type is incorrect'));
    larkError(await send('image', '{"image_key":"photo.png"}'), 230001, imParam('invalid image_key'));
    larkError(await send('share_chat', `{"chat_id":"${UNKNOWN_CHAT}"}`), 230001, imParam('invalid chat_id'));
    larkError(await send('system', '{"type":"divider","params":{"divider_text":{"text":"new"}}}'), 230001, imParam('sending system messages in group chats is not supported'));
    larkError(await send('interactive', '{"title":"no elements"}'), 230001, imParam('invalid message content. validate content fail'));
    larkError(await send('text', JSON.stringify({ text: 'x'.repeat(160 * 1024) })), 230025, 'The length of the message content reaches its limit.');
  });
});

describe('lark: im_v1_message_list', () => {
  it('pages through a chat in time order; the desc order is the reverse', async () => {
    const { call } = session();
    const total = Object.keys(T.chats[ATLAS_CHAT].messages).length;
    const seen: Any[] = [];
    let token: string | undefined;
    do {
      const page = ok(await call('im_v1_message_list', { params: { container_id_type: 'chat', container_id: ATLAS_CHAT, page_size: 20, page_token: token } }));
      expect(Object.keys(page)).toEqual(page.has_more ? ['has_more', 'page_token', 'items'] : ['has_more', 'items']);
      seen.push(...page.items);
      token = page.page_token;
    } while (token);
    expect(seen).toHaveLength(total);
    const times = seen.map((m) => Number(m.create_time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(seen[0].body.content).toBe(JSON.stringify({ text: '各位早 👋 Atlas 计费重构这周正式进入联调。本周目标：usage-meter v3 schema 合入 main，invoice preview API 在 staging 可用。' }));
    const recalled = seen.find((m) => m.deleted);
    expect(recalled.body.content).toBe('{"text":"This message was recalled"}');
    const reply = seen.find((m) => m.parent_id);
    expect(reply.root_id).toBeDefined();
    const desc = ok(await call('im_v1_message_list', { params: { container_id_type: 'chat', container_id: ATLAS_CHAT, sort_type: 'ByCreateTimeDesc', page_size: 50 } }));
    expect(desc.items.map((m: Any) => m.message_id)).toEqual(seen.slice().reverse().slice(0, 50).map((m) => m.message_id));
  });

  it('a time range selects messages by their second; threads show only roots in the chat container', async () => {
    const { call } = session();
    const range = ok(await call('im_v1_message_list', { params: { container_id_type: 'chat', container_id: ATLAS_CHAT, start_time: sec('2025-12-15T10:00:00+08:00'), end_time: sec('2025-12-15T10:12:00+08:00') } }));
    const texts = range.items.map((m: Any) => JSON.parse(m.body.content).text);
    expect(texts).toHaveLength(4);
    expect(texts[0]).toMatch(/^同步一下：因为 ATL-482/);
    expect(texts[1]).toMatch(/^收到，我跟 Bluefin/);
    expect(texts[3]).toMatch(/^对，1\/16 冻结不变/);
    const roots = ok(await call('im_v1_message_list', { params: { container_id_type: 'chat', container_id: WARROOM, page_size: 50 } }));
    expect(roots.items).toHaveLength(5);
    expect(roots.items.every((m: Any) => m.thread_id && !m.root_id)).toBe(true);
    const thread = ok(await call('im_v1_message_list', { params: { container_id_type: 'thread', container_id: roots.items[2].thread_id } }));
    expect(thread.items).toHaveLength(4);
    expect(thread.items.slice(1).every((m: Any) => m.root_id === roots.items[2].message_id)).toBe(true);
  });

  it('errors: container checks, bot outside the group, page_size, time range and page token', async () => {
    const { call } = session();
    const list = (params: Any) => call('im_v1_message_list', { params: { container_id_type: 'chat', container_id: ATLAS_CHAT, ...params } });
    larkError(await list({ container_id_type: 'group' }), 230001, imParam('invalid container_id_type'));
    larkError(await list({ container_id: UNKNOWN_CHAT }), 230001, imParam('invalid container_id'));
    larkError(await list({ container_id_type: 'thread', container_id: 'omt_0000000000000000' }), 230001, imParam('invalid container_id'));
    larkError(await list({ container_id: Q1_LEADS }), 230002, 'The bot can not be outside the group.');
    larkError(await list({ page_size: 51 }), 230001, imParam('The page_size exceeds the limit'));
    larkError(await list({ page_size: 0 }), 230001, imParam('The page_size exceeds the limit'));
    larkError(await list({ start_time: '2025-12-01' }), 230001, imParam('invalid start_time'));
    larkError(await list({ start_time: '1766000000', end_time: '1765000000' }), 230001, imParam('The end_time is earlier than the start_time'));
    const page = ok(await list({ page_size: 5 }));
    larkError(await list({ page_size: 5, page_token: page.page_token, sort_type: 'ByCreateTimeDesc' }), 230001, imParam('the request parameters have changed, page_token is invalid'));
    larkError(await list({ page_token: '???' }), 230001, imParam('invalid page_token'));
  });
});

describe('lark: the li-ming snapshot', () => {
  it('meets the size requirements with id-keyed maps and real id formats', () => {
    expect(SNAP).toMatchObject({ format: 'mcp-persona/snapshot', version: 1, server: 'lark', persona: 'li-ming' });
    expect(readFileSync(SNAP_FILE).length).toBeLessThan(1.5 * 1024 * 1024);
    const internal = users.filter((u) => !u.is_external);
    expect(internal.length).toBeGreaterThanOrEqual(40);
    for (const u of internal) {
      expect(Object.keys(T.users).find((k) => T.users[k] === u)).toBe(u.open_id);
      expect(u.open_id).toMatch(/^ou_[0-9a-f]{32}$/);
      expect(u.union_id).toMatch(/^on_[0-9a-f]{32}$/);
      expect(u.user_id).toMatch(/^[0-9a-z]{8}$/);
      expect(u.name).toMatch(/^[\u4e00-\u9fff]{2,3}$/);
      expect(u.email).toMatch(/@huaxin-cloud\.example$/);
      expect(u.mobile).toMatch(/^\+86\d{11}$/);
      expect(T.departments[u.department_ids[0]]).toBeDefined();
    }
    expect(calendars.length).toBeGreaterThanOrEqual(3);
    let january = 0;
    for (const [id, c] of Object.entries(T.calendars) as [string, Any][]) {
      expect(c.calendar_id).toBe(id);
      expect(id).toMatch(/^feishu\.cn_[0-9A-Za-z]{22}@group\.calendar\.feishu\.cn$/);
      for (const [eid, e] of Object.entries(c.events) as [string, Any][]) {
        expect(e.event_id).toBe(eid);
        expect(eid).toMatch(/^[0-9a-f-]{36}_0$/);
        const start = e.start_time.timestamp ? Number(e.start_time.timestamp) * 1000 : Date.parse(e.start_time.date);
        if (start >= Date.UTC(2025, 11, 31, 16) && start < Date.UTC(2026, 0, 31, 16)) january += 1;
      }
    }
    const visibleToLiMing = calendars.filter((c) => c.acl[T.me]).reduce((n, c) => n + Object.keys(c.events).length, 0);
    expect(january).toBeGreaterThanOrEqual(60);
    expect(visibleToLiMing).toBeGreaterThanOrEqual(60);
    expect(calendars.flatMap((c) => Object.values(c.events)).filter((e: Any) => e.recurrence).length).toBeGreaterThanOrEqual(3);
    expect(calendars.flatMap((c) => Object.values(c.events)).filter((e: Any) => e.start_time.date).length).toBeGreaterThanOrEqual(5);
    expect(chats.length).toBeGreaterThanOrEqual(12);
    expect(chats.filter((c) => c.chat_mode === 'p2p').length).toBeGreaterThanOrEqual(2);
    let messages = 0;
    for (const [id, c] of Object.entries(T.chats) as [string, Any][]) {
      expect(c.chat_id).toBe(id);
      expect(id).toMatch(/^oc_[0-9a-f]{32}$/);
      for (const [mid, m] of Object.entries(c.messages) as [string, Any][]) {
        messages += 1;
        expect(m.message_id).toBe(mid);
        expect(mid).toMatch(/^om_[0-9a-f]{32}$/);
        expect(m.chat_id).toBe(id);
        expect(m.create_time).toMatch(/^\d{13}$/);
        expect(Number(m.create_time)).toBeLessThan(T0);
        expect(() => JSON.parse(m.body.content)).not.toThrow();
      }
    }
    expect(messages).toBeGreaterThanOrEqual(300);
  });

  it('the build script reproduces the committed snapshot byte for byte', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'lark-snap-')), 'li-ming.json');
    execFileSync(process.execPath, [join(ROOT, 'snapshots', 'lark', 'li-ming.build.mjs'), out]);
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(SNAP_FILE, 'utf8'));
  });
});

describe('lark: examples/lark/scenario.jsonl', () => {
  it('is what its generator writes, and every call fails or succeeds as its line expects', async () => {
    const file = join(ROOT, 'examples', 'lark', 'scenario.jsonl');
    const out = join(mkdtempSync(join(tmpdir(), 'lark-scenario-')), 'scenario.jsonl');
    execFileSync(process.execPath, [join(ROOT, 'examples', 'lark', 'scenario.build.mjs'), out]);
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(file, 'utf8'));
    const [header, ...lines] = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(header).toEqual({ servers: ['lark'], snapshot: { lark: 'lark/li-ming' }, seed: 42, clock: { anchor: '2026-01-01T09:00:00Z', stepMs: 60000 } });
    expect(lines.length).toBeGreaterThanOrEqual(25);
    const { call } = session();
    let schemaErrors = 0;
    let kernelErrors = 0;
    const tools = new Set<string>();
    for (const line of lines) {
      expect(line.server).toBe('lark');
      expect(typeof line.note).toBe('string');
      tools.add(line.tool);
      const checked = validatorFor(server.toolsByName.get(line.tool)!, server.config.validation).validate(line.args);
      if (!checked.ok) {
        expect(checked.message).toMatch(/^MCP error -32602: Input validation error: /);
        expect(line.expect.isError).toBe(true);
        schemaErrors += 1;
        continue;
      }
      const r = await call(line.tool, checked.args);
      expect(r.result.isError === true, `${line.tool}: ${line.note}\n${r.text}`).toBe(line.expect.isError);
      if (r.result.isError) kernelErrors += 1;
    }
    expect(schemaErrors).toBeGreaterThanOrEqual(2);
    expect(kernelErrors).toBeGreaterThanOrEqual(3);
    for (const t of ['calendar_v4_calendarEvent_create', 'calendar_v4_calendarEvent_patch', 'calendar_v4_calendarEvent_delete', 'im_v1_chat_create', 'im_v1_message_create', 'im_v1_chat_search', 'im_v1_message_list', 'contact_v3_user_batchGetId']) {
      expect(tools.has(t), t).toBe(true);
    }
  });
});
