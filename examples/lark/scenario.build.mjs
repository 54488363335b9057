// Writes examples/lark/scenario.jsonl: a plausible assistant session on Li Ming's Lark context
// (preparing the Atlas Go/No-Go), with reads, creates, updates, a delete and calls that fail the
// way the real server fails. Entity ids are looked up by name in the committed snapshot, so the
// scenario follows the snapshot if it is rebuilt.
//
//   node examples/lark/scenario.build.mjs [output.jsonl]

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const snapshotFile = join(here, '..', '..', 'snapshots', 'lark', 'li-ming.json');
const outFile = process.argv[2] || join(here, 'scenario.jsonl');
const tree = JSON.parse(readFileSync(snapshotFile, 'utf8')).tree;

function need(value, what) {
  if (!value) throw new Error(`${snapshotFile}: ${what} not found (scenario.build.mjs looks it up by name)`);
  return value;
}
const calendar = (summary) => need(Object.values(tree.calendars).find((c) => c.summary === summary), `calendar "${summary}"`);
const event = (cal, summary) => need(Object.values(cal.events).find((e) => e.summary === summary), `event "${summary}"`);
const chat = (name) => need(Object.values(tree.chats).find((c) => c.name === name), `chat "${name}"`);
const user = (email) => need(Object.values(tree.users).find((u) => u.email === email), `user ${email}`);

const me = tree.users[tree.me];
const mine = tree.calendars[me.primary_calendar_id];
const atlasCal = calendar('Atlas Billing Revamp');
const cedarCal = calendar('Cedar Migration 数据平台迁移');
const atlasChat = chat('Atlas Billing Revamp 项目群');
const leads = chat('Q1 Planning Leads');
const bo = user('bo.ma@huaxin-cloud.example');
const chao = user('chao.xu@huaxin-cloud.example');
const qiangLuo = user('qiang.luo@huaxin-cloud.example');
const sec = (iso) => String(Date.parse(iso) / 1000);
const goNoGo = event(atlasCal, 'Atlas Go/No-Go review');
const uat2 = event(atlasCal, 'Atlas UAT session 2');
const coffee = event(mine, 'Coffee with Feng Li');

const header = { servers: ['lark'], snapshot: { lark: 'lark/li-ming' }, seed: 42, clock: { anchor: '2026-01-01T09:00:00Z', stepMs: 60000 } };
const calls = [];
const step = (tool, args, note, isError = false) => calls.push({ server: 'lark', tool, args, note, expect: { isError } });

step('calendar_v4_calendar_primary', { useUAT: true }, 'Find Li Ming\'s own primary calendar (user identity).');
step('calendar_v4_calendar_primary', {}, 'The same call as the bot returns the app\'s calendar, not Li Ming\'s.');
step('calendar_v4_calendarEvent_list', { path: { calendar_id: mine.calendar_id }, params: { start_time: sec('2026-01-19T00:00:00+08:00'), end_time: sec('2026-01-24T00:00:00+08:00') }, useUAT: true }, 'What is on Li Ming\'s calendar in the Go/No-Go week?');
step('calendar_v4_calendarEvent_list', { path: { calendar_id: atlasCal.calendar_id }, params: { anchor_time: sec('2026-01-20T00:00:00+08:00') } }, 'Remaining Atlas milestones from Jan 20.');
step('calendar_v4_calendarEvent_get', { path: { calendar_id: atlasCal.calendar_id, event_id: goNoGo.event_id }, params: { need_attendee: true, max_attendee_num: 20 } }, 'Who is invited to the Go/No-Go review?');
step('calendar_v4_freebusy_list', { data: { time_min: '2026-01-21T09:00:00+08:00', time_max: '2026-01-21T19:00:00+08:00', user_id: bo.open_id } }, 'Is Bo Ma free on Jan 21 for a pre-read?');
step('contact_v3_user_batchGetId', { data: { emails: [chao.email, qiangLuo.email, 'tao.zhou@huaxin-cloud.example'], mobiles: ['+86 139 0000 3705'] } }, 'Resolve open_ids by email and mobile (the former colleague is not found).');
step('im_v1_chat_search', { params: { query: 'Atlas' } }, 'Find the Atlas project group.');
step('im_v1_chat_list', { params: { page_size: 20, sort_type: 'ByActiveTimeDesc' } }, 'Groups the bot is in, most active first.');
step('im_v1_message_list', { params: { container_id_type: 'chat', container_id: atlasChat.chat_id, sort_type: 'ByCreateTimeDesc', page_size: 20 } }, 'Latest Atlas discussion.');
step('im_v1_message_list', { params: { container_id_type: 'chat', container_id: atlasChat.chat_id, start_time: sec('2025-12-15T00:00:00+08:00'), end_time: sec('2025-12-16T00:00:00+08:00') } }, 'Why did GA move? Read Dec 15.');
step('im_v1_chatMembers_get', { path: { chat_id: atlasChat.chat_id }, params: { page_size: 50 } }, 'Members of the Atlas group.');
step('calendar_v4_calendarEvent_create', {
  path: { calendar_id: atlasCal.calendar_id },
  data: { summary: 'Atlas Go/No-Go pre-read', description: 'Read the UAT round 2 results and the runbook before the Go/No-Go on Jan 22.', start_time: { timestamp: sec('2026-01-21T17:00:00+08:00') }, end_time: { timestamp: sec('2026-01-21T17:30:00+08:00') }, vchat: { vc_type: 'vc' }, reminders: [{ minutes: 10 }] },
}, 'Create a short pre-read session on the Atlas calendar.');
step('calendar_v4_calendarEvent_patch', { path: { calendar_id: atlasCal.calendar_id, event_id: uat2.event_id }, data: { summary: 'Atlas UAT session 2 (ATL-482 verification)', start_time: { timestamp: sec('2026-01-21T14:00:00+08:00') }, end_time: { timestamp: sec('2026-01-21T15:30:00+08:00') } } }, 'Move UAT round 2 an hour earlier and rename it.');
step('calendar_v4_calendarEvent_delete', { path: { calendar_id: mine.calendar_id, event_id: coffee.event_id }, params: { need_notification: 'false' } }, 'Li Ming cancelled the coffee with Feng Li.');
step('calendar_v4_calendarEvent_get', { path: { calendar_id: mine.calendar_id, event_id: coffee.event_id } }, 'The deleted event now answers 193003 "event is deleted".', true);
step('im_v1_chat_create', { data: { name: 'Atlas Go/No-Go 1/22', description: 'Decision thread for the Jan 22 review', owner_id: me.open_id, user_id_list: [bo.open_id, chao.open_id, qiangLuo.open_id] }, params: { set_bot_manager: true } }, 'A small group for the decision.');
step('im_v1_message_create', { params: { receive_id_type: 'chat_id' }, data: { receive_id: atlasChat.chat_id, msg_type: 'text', content: JSON.stringify({ text: `Pre-read for the Go/No-Go is on the Atlas calendar (Jan 21 17:00). <at user_id="${bo.open_id}">Bo Ma</at> please bring the load test numbers.` }) } }, 'Tell the project group.');
step('im_v1_message_create', { params: { receive_id_type: 'open_id' }, data: { receive_id: me.open_id, msg_type: 'post', content: JSON.stringify({ zh_cn: { title: 'Go/No-Go 准备', content: [[{ tag: 'text', text: 'UAT 2 改到 1/21 14:00；预读会 1/21 17:00；已建群 Atlas Go/No-Go 1/22。' }]] } }) } }, 'Summary to Li Ming in his p2p chat with the bot.');
step('im_v1_message_create', { params: { receive_id_type: 'chat_id' }, data: { receive_id: leads.chat_id, msg_type: 'text', content: '{"text":"Atlas GA still on track for Jan 27"}' } }, 'The bot is not in Q1 Planning Leads: 230002.', true);
step('im_v1_message_create', { params: { receive_id_type: 'chat_id' }, data: { receive_id: 'oc_0123456789abcdef0123456789abcdef', msg_type: 'text', content: '{"text":"hello"}' } }, 'A made-up chat id: 230001 ext=invalid receive_id.', true);
step('calendar_v4_calendarEvent_list', { path: { calendar_id: 'primary' } }, '"primary" is not a calendar id in Lark: 191001.', true);
step('calendar_v4_calendarEvent_get', { path: { calendar_id: atlasCal.calendar_id, event_id: '7d3e2a10-0000-4000-8000-000000000000_0' } }, 'A guessed event id: 193001 event not found.', true);
step('calendar_v4_calendarEvent_list', { path: { calendar_id: cedarCal.calendar_id } }, 'The Cedar calendar is not shared with the app: 191002.', true);
step('im_v1_message_list', { params: { container_id_type: 'chat', container_id: atlasChat.chat_id, page_size: 100 } }, 'page_size above 50: 230001 "The page_size exceeds the limit".', true);
step('im_v1_message_create', { params: { receive_id_type: 'chat_id' }, data: { receive_id: 12345, msg_type: 'text', content: '{"text":"x"}' } }, 'Schema violation (receive_id is a number): the host answers -32602.', true);
step('calendar_v4_calendarEvent_create', { data: { summary: 'No calendar', start_time: { timestamp: '1768986000' }, end_time: { timestamp: '1768989600' } } }, 'Schema violation (required path missing): the host answers -32602.', true);
step('im_v1_message_list', { params: { container_id_type: 'chat' } }, 'Schema violation (params.container_id missing): the host answers -32602.', true);
step('calendar_v4_calendarEvent_list', { path: { calendar_id: atlasCal.calendar_id }, params: { start_time: sec('2026-01-21T00:00:00+08:00'), end_time: sec('2026-01-23T00:00:00+08:00') } }, 'Check the Atlas calendar after the changes.');
step('im_v1_chat_list', { useUAT: true, params: { page_size: 50 } }, 'Li Ming\'s groups, including the new one and Q1 Planning Leads.');

writeFileSync(outFile, [header, ...calls].map((l) => JSON.stringify(l)).join('\n') + '\n');
