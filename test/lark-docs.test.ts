// The Lark docs tools of lark-mcp's default preset (Base, Docs, Drive permissions, Wiki and the
// two builtin document tools), each on a fresh copy of a persona snapshot: the success path with
// the exact payload lark-mcp prints, and every error class the real APIs answer. A failed call
// must leave the tree untouched: no operations. Also: the two snapshots rebuild byte for byte and
// the emma-clark persona has the size the issue asks for.
import { describe, it, expect } from 'vitest';
import { readFileSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { loadServer } from '../runtime/servers/registry.ts';
import { kernelSession, type KernelCall } from './helpers/kernel-session.ts';
import { Sandbox } from '../runtime/sandbox/sandbox.ts';
import type { CallToolResult, PatchOp } from '../runtime/kernel/types.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Any = any;

const ROOT = join(import.meta.dirname, '..');
const server = loadServer('lark');
const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);
const load = (persona: string): Any => JSON.parse(readFileSync(join(ROOT, 'snapshots', 'lark', `${persona}.json`), 'utf8'));
const LI: Any = load('li-ming').tree;
const EMMA: Any = load('emma-clark').tree;

// ---------------------------------------------------------------------------------------------
// Lookups by name.

const userBy = (tree: Any, email: string): Any => Object.values(tree.users).find((u: Any) => u.email === email);
const baseNamed = (tree: Any, name: string): Any => Object.values(tree.bases).find((b: Any) => b.name === name);
const tableNamed = (base: Any, name: string): Any => Object.values(base.tables).find((t: Any) => t.name === name);
const docTitled = (tree: Any, title: string): Any => Object.values(tree.documents).find((d: Any) => d.title === title);
const chatNamed = (tree: Any, name: string): Any => Object.values(tree.chats).find((c: Any) => c.name === name);
const viewNamed = (table: Any, name: string): Any => Object.values(table.views).find((v: Any) => v.view_name === name);
const recordWhere = (table: Any, field: string, value: unknown): Any => Object.values(table.records).find((r: Any) => r.fields[field] === value);
const nodeOf = (tree: Any, objToken: string): Any => {
  for (const s of Object.values(tree.wiki_spaces) as Any[]) for (const n of Object.values(s.nodes) as Any[]) if (n.obj_token === objToken) return { space: s, node: n };
  return null;
};

const ME = LI.me;
const BOT = LI.app.open_id;
const LEI = userBy(LI, 'lei.huang@huaxin-cloud.example');
const JING_LIN = userBy(LI, 'jing.lin@huaxin-cloud.example');
const WEI_HE = userBy(LI, 'wei.he@huaxin-cloud.example');
const FORMER = userBy(LI, 'tao.zhou@huaxin-cloud.example');
const FENG_HE = userBy(LI, 'feng.he@orbitpay.example');
const ATLAS = baseNamed(LI, 'Atlas GA 发布跟踪 Launch Tracker');
const CHECKLIST = tableNamed(ATLAS, '发布清单 Launch Checklist');
const BUGS = tableNamed(ATLAS, '缺陷 Bugs');
const CUSTOMERS = tableNamed(ATLAS, 'Early Access 客户');
const BEACON = baseNamed(LI, 'Beacon 3.0 Bug Tracker');
const OKR = baseNamed(LI, '2026 Q1 OKR · 产品部');
const OBJECTIVES = tableNamed(OKR, 'Objectives');
const KRS = tableNamed(OKR, 'Key Results');
const CEDAR = baseNamed(LI, 'Cedar 看板迁移进度');
const DIGEST = baseNamed(LI, '华信助手 · 日报数据');
const PRD = docTitled(LI, 'Atlas 计费重构 PRD v2.3');
const FAQ = docTitled(LI, 'Atlas 定价 FAQ（销售版）草稿');
const CEDAR_RUNBOOK = docTitled(LI, 'Cedar 切换 Runbook v3');
const ONBOARDING = docTitled(LI, '产品部新人 Onboarding 手册');
const DELETED = docTitled(LI, 'Atlas GA 时间评估（草稿）');
const ATLAS_CHAT = chatNamed(LI, 'Atlas Billing Revamp 项目群').chat_id;
const LEADS_CHAT = chatNamed(LI, 'Q1 Planning Leads').chat_id;
const PRODUCT_DEPT = Object.values(LI.departments).find((d: Any) => d.en_name === 'Product') as Any;
const UNKNOWN_TOKEN = 'Zzzzzzzzzzzzzzzzzzzzzzzzzzz';

// ---------------------------------------------------------------------------------------------
// Running kernels: one session per test on a fresh tree, a minute per call, a seed per call.

type Call = KernelCall;

const session = (base: Any = LI) => kernelSession(server, base, { seedTail: [5, 8, 13], json: 'strict' });

function ok(r: Call) {
  expect(r.result.isError, r.text).toBeUndefined();
  expect(r.body).not.toHaveProperty('code');
  return r.body;
}

function beijingStamp(ms: number) {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 19).replace(/\D/g, '');
}

/**
 * A Lark error body exactly as lark-mcp prints it, with nothing written. HTTP 4xx/5xx bodies come
 * with isError, HTTP 200 ones without.
 */
function larkError(r: Call, code: number, msg: string, opts: { fieldViolations?: Any[]; message?: string; http200?: boolean; lark?: boolean } = {}) {
  expect(r.ops).toEqual([]);
  if (opts.http200) expect(r.result.isError).toBeUndefined();
  else expect(r.result.isError).toBe(true);
  const log = r.body.error?.log_id;
  expect(log).toMatch(/^\d{14}[0-9A-F]{20}$/);
  expect(log.slice(0, 14)).toBe(beijingStamp(r.nowMs));
  const method = /method_id=(\d{19})$/.exec(r.body.error.troubleshooter)?.[1];
  expect(method).toBeDefined();
  const error: Any = {};
  if (opts.message) error.message = opts.message;
  error.log_id = log;
  error.troubleshooter = opts.lark
    ? `Troubleshooting suggestions: https://open.larksuite.com/search?from=openapi&log_id=${log}&code=${code}&method_id=${method}`
    : `排查建议查看(Troubleshooting suggestions): https://open.feishu.cn/search?from=openapi&log_id=${log}&code=${code}&method_id=${method}`;
  if (opts.fieldViolations) error.field_violations = opts.fieldViolations;
  expect(r.text).toBe(JSON.stringify({ code, msg, error }));
}

const text = (s: string) => [{ text: s, type: 'text' }];
const person = (tree: Any, u: Any) => ({ email: u.email, en_name: u.en_name, id: u.open_id, name: u.name });
const ms = (iso: string) => Date.parse(iso);
const filterMsg = (detail: string) => `Invalid request parameter: ''. Correct format : ${detail}. Please check and modify accordingly.`;
const search = (call: Session['call'], app: string, table: string, data: Any, extra: Any = {}) => call('bitable_v1_appTableRecord_search', { path: { app_token: app, table_id: table }, data, ...extra });
type Session = ReturnType<typeof session>;

// ---------------------------------------------------------------------------------------------

describe('lark: bitable_v1_app_create', () => {
  it('creates a Base with its default table in the caller\'s space root', async () => {
    const { call, tree } = session();
    const r = await call('bitable_v1_app_create', { data: { name: ' Atlas 客服工单 ' }, useUAT: true });
    const app = ok(r).app;
    expect(app.app_token).toMatch(/^[A-Z][A-Za-z0-9]{26}$/);
    expect(app.default_table_id).toMatch(/^tbl[A-Za-z0-9]{13}$/);
    expect(r.text).toBe(JSON.stringify({ app: { app_token: app.app_token, name: 'Atlas 客服工单', revision: 0, folder_token: '', url: `https://huaxin-cloud.feishu.cn/base/${app.app_token}`, default_table_id: app.default_table_id, time_zone: 'Asia/Shanghai' } }));
    expect(r.ops).toHaveLength(1);
    expect(r.ops[0]).toMatchObject({ op: 'add', path: `/bases/${app.app_token}` });
    const base = tree.bases[app.app_token];
    expect(base).toMatchObject({ owner_open_id: ME, creator_open_id: ME, time_zone: 'Asia/Shanghai', members: {} });
    const table = base.tables[app.default_table_id];
    expect(table.name).toBe('数据表');
    expect(table.field_order.map((id: string) => [table.fields[id].field_name, table.fields[id].type])).toEqual([['文本', 1], ['单选', 3], ['日期', 5], ['附件', 17]]);
    expect(Object.values(table.views).map((v: Any) => v.view_name)).toEqual(['表格']);
  });

  it('as the bot the Base belongs to the app: Li Ming cannot open it until the bot shares it', async () => {
    const { call, tree } = session();
    const app = ok(await call('bitable_v1_app_create', { data: {} })).app;
    expect(app.name).toBe('未命名多维表格');
    expect(tree.bases[app.app_token].owner_open_id).toBe(BOT);
    larkError(await call('bitable_v1_appTable_list', { path: { app_token: app.app_token }, useUAT: true }), 91403, 'Forbidden');
    ok(await call('drive_v1_permissionMember_create', { path: { token: app.app_token }, params: { type: 'bitable' }, data: { member_type: 'openid', member_id: ME, perm: 'edit' } }));
    expect(ok(await call('bitable_v1_appTable_list', { path: { app_token: app.app_token }, useUAT: true })).total).toBe(1);
  });

  it('into a folder; errors: unknown folder, folder without edit rights, unknown time zone', async () => {
    const { call } = session();
    const folder = (Object.values(LI.folders) as Any[]).find((f) => f.name === 'Atlas 计费重构');
    const inFolder = ok(await call('bitable_v1_app_create', { data: { name: 'x', folder_token: folder.folder_token, time_zone: 'Asia/Tokyo' }, useUAT: true })).app;
    expect(inFolder).toMatchObject({ folder_token: folder.folder_token, time_zone: 'Asia/Tokyo' });
    larkError(await call('bitable_v1_app_create', { data: { folder_token: 'fldcnUnknownUnknownUnknown0' }, useUAT: true }), 1061044, 'parent node not exist.');
    // The bot reads the Atlas folder through the Atlas group but cannot write into it.
    larkError(await call('bitable_v1_app_create', { data: { folder_token: folder.folder_token } }), 1061004, 'forbidden.');
    larkError(await call('bitable_v1_app_create', { data: { time_zone: 'Mars/Olympus' }, useUAT: true }), 1254001, 'WrongRequestBody');
  });
});

describe('lark: bitable_v1_appTable_create', () => {
  it('creates a table with typed fields, option ids, a grid view and a two-way link', async () => {
    const { call, tree } = session();
    const r = await call('bitable_v1_appTable_create', {
      path: { app_token: ATLAS.app_token },
      data: { table: { name: 'UAT 用例', default_view_name: 'Round 1', fields: [
        { field_name: '用例', type: 1 },
        { field_name: '结果', type: 3, property: { options: [{ name: '通过' }, { name: '失败', color: 9 }] } },
        { field_name: '执行人', type: 11 },
        { field_name: '执行日期', type: 5 },
        { field_name: '金额', type: 2, ui_type: 'Currency' },
        { field_name: '关联缺陷', type: 21, property: { table_id: BUGS.table_id, back_field_name: 'UAT 用例' } },
        { field_name: '说明', type: 1, description: { text: '失败时写明复现步骤' } },
      ] } },
      useUAT: true,
    });
    const body = ok(r);
    expect(Object.keys(body)).toEqual(['table_id', 'default_view_id', 'field_id_list']);
    expect(body.field_id_list).toHaveLength(7);
    const table = tree.bases[ATLAS.app_token].tables[body.table_id];
    expect(table.name).toBe('UAT 用例');
    expect(table.views[body.default_view_id].view_name).toBe('Round 1');
    const f = (name: string) => Object.values(table.fields).find((x: Any) => x.field_name === name) as Any;
    expect(f('用例').is_primary).toBe(true);
    expect(f('结果').property.options.map((o: Any) => [o.name, o.color])).toEqual([['通过', 0], ['失败', 9]]);
    expect(f('结果').property.options[0].id).toMatch(/^opt[A-Za-z0-9]{7}$/);
    expect(f('金额')).toMatchObject({ type: 2, ui_type: 'Currency', property: { currency_code: 'CNY', formatter: '0.00' } });
    expect(f('说明').description).toEqual({ disable_sync: false, text: '失败时写明复现步骤' });
    // The back field appears on the bug table and points back.
    const bugs = tree.bases[ATLAS.app_token].tables[BUGS.table_id];
    const back = Object.values(bugs.fields).find((x: Any) => x.field_name === 'UAT 用例') as Any;
    expect(back).toMatchObject({ type: 21, ui_type: 'DuplexLink', property: { table_id: body.table_id, back_field_id: f('关联缺陷').field_id } });
    expect(f('关联缺陷').property).toEqual({ table_id: BUGS.table_id, table_name: '缺陷 Bugs', multiple: true, back_field_id: back.field_id, back_field_name: 'UAT 用例' });
    expect(bugs.field_order[bugs.field_order.length - 1]).toBe(back.field_id);
  });

  it('without fields the table has only its index field; an unnamed table is numbered', async () => {
    const { call, tree } = session();
    const body = ok(await call('bitable_v1_appTable_create', { path: { app_token: ATLAS.app_token }, data: {}, useUAT: true }));
    const table = tree.bases[ATLAS.app_token].tables[body.table_id];
    expect(table.name).toBe('数据表');
    expect(Object.values(table.fields).map((f: Any) => [f.field_name, f.type, f.is_primary])).toEqual([['文本', 1, true]]);
    const again = ok(await call('bitable_v1_appTable_create', { path: { app_token: ATLAS.app_token }, useUAT: true }));
    expect(tree.bases[ATLAS.app_token].tables[again.table_id].name).toBe('数据表 2');
  });

  it('errors: tokens, roles, body rules, duplicates, primary field type, links', async () => {
    const { call } = session();
    const create = (table: Any, app = ATLAS.app_token, useUAT = true) => call('bitable_v1_appTable_create', { path: { app_token: app }, data: { table }, useUAT });
    larkError(await create({ name: 'x' }, 'not a token!'), 1254003, 'WrongBaseToken');
    larkError(await create({ name: 'x' }, UNKNOWN_TOKEN), 1254040, 'BaseTokenNotFound');
    larkError(await create({ name: 'x' }, BEACON.app_token, false), 91403, 'Forbidden');
    larkError(await create({ name: 'x' }, CEDAR.app_token), 91403, 'Forbidden'); // Li Ming only reads it
    larkError(await create({ name: 'x', default_view_name: 'v' }), 1254001, 'WrongRequestBody');
    larkError(await create({ name: 'x', default_view_name: 'a[b]', fields: [{ field_name: 'a', type: 1 }] }), 1254001, 'WrongRequestBody');
    larkError(await create({ name: '缺陷 Bugs' }), 1254013, 'TableNameDuplicated');
    larkError(await create({ name: 'x', fields: [{ field_name: 'a', type: 1 }, { field_name: ' a ', type: 2 }] }), 1254014, 'FieldNameDuplicated');
    larkError(await create({ name: 'x', fields: [{ field_name: '状态', type: 3 }] }), 1254001, 'WrongRequestBody');
    larkError(await create({ name: 'x', fields: [{ field_name: 'a', type: 6 }] }), 1254001, 'WrongRequestBody');
    larkError(await create({ name: 'x', fields: [{ field_name: 'a', type: 1, ui_type: 'Rating' }] }), 1254001, 'WrongRequestBody');
    larkError(await create({ name: 'x', fields: [{ field_name: 'a', type: 1 }, { field_name: 'l', type: 18, property: { table_id: 'tbl0000000000000' } }] }), 1254041, 'TableIdNotFound');
  });
});

describe('lark: bitable_v1_appTable_list', () => {
  it('lists the tables with paging by table id', async () => {
    const { call } = session();
    const all = ok(await call('bitable_v1_appTable_list', { path: { app_token: ATLAS.app_token } }));
    expect(all).toEqual({
      has_more: false,
      page_token: CUSTOMERS.table_id,
      total: 3,
      items: [CHECKLIST, BUGS, CUSTOMERS].map((t) => ({ table_id: t.table_id, revision: t.revision, name: t.name })),
    });
    const first = ok(await call('bitable_v1_appTable_list', { path: { app_token: ATLAS.app_token }, params: { page_size: 2 } }));
    expect(first).toMatchObject({ has_more: true, page_token: BUGS.table_id, total: 3 });
    const second = ok(await call('bitable_v1_appTable_list', { path: { app_token: ATLAS.app_token }, params: { page_size: 2, page_token: first.page_token } }));
    expect(second.items.map((t: Any) => t.name)).toEqual(['Early Access 客户']);
    expect(second.has_more).toBe(false);
  });

  it('errors: page size bounds, unknown page token, no access', async () => {
    const { call } = session();
    const list = (params: Any, app = ATLAS.app_token) => call('bitable_v1_appTable_list', { path: { app_token: app }, params });
    larkError(await list({ page_size: 101 }), 99992402, 'field validation failed', { fieldViolations: [{ field: 'page_size', value: '101', description: 'the max value is 100' }] });
    larkError(await list({ page_size: 0 }), 1254011, 'Page size must greater than 0.');
    larkError(await list({ page_token: 'tblNope' }), 1254030, 'InvalidPageToken');
    larkError(await list({}, BEACON.app_token), 91403, 'Forbidden');
  });
});

describe('lark: bitable_v1_appTableField_list', () => {
  it('lists fields in order with their properties; a view marks hidden fields; descriptions as arrays', async () => {
    const { call } = session();
    const body = ok(await call('bitable_v1_appTableField_list', { path: { app_token: ATLAS.app_token, table_id: CHECKLIST.table_id } }));
    expect(body.total).toBe(9);
    expect(body.has_more).toBe(false);
    expect(body.items.map((f: Any) => [f.field_name, f.type, f.ui_type])).toEqual([
      ['任务', 1, 'Text'], ['负责人', 11, 'User'], ['状态', 3, 'SingleSelect'], ['优先级', 3, 'SingleSelect'], ['类别', 4, 'MultiSelect'],
      ['截止日期', 5, 'DateTime'], ['已验证', 7, 'Checkbox'], ['备注', 1, 'Text'], ['相关链接', 15, 'Url'],
    ]);
    const status = CHECKLIST.fields[CHECKLIST.field_order[2]];
    expect(body.items[2]).toEqual({ field_name: '状态', type: 3, property: status.property, is_primary: false, field_id: status.field_id, ui_type: 'SingleSelect' });
    expect(body.items[0]).toEqual({ field_name: '任务', type: 1, property: null, is_primary: true, field_id: CHECKLIST.field_order[0], ui_type: 'Text' });
    expect(status.property.options.map((o: Any) => o.name)).toEqual(['未开始', '进行中', '已完成', '阻塞']);

    const view = viewNamed(CHECKLIST, '按截止日期');
    const withView = ok(await call('bitable_v1_appTableField_list', { path: { app_token: ATLAS.app_token, table_id: CHECKLIST.table_id }, params: { view_id: view.view_id, page_size: 5 } }));
    expect(withView).toMatchObject({ has_more: true, total: 9, page_token: CHECKLIST.field_order[4] });
    expect(withView.items.every((f: Any) => f.is_hidden === false)).toBe(true);
    const rest = ok(await call('bitable_v1_appTableField_list', { path: { app_token: ATLAS.app_token, table_id: CHECKLIST.table_id }, params: { view_id: view.view_id, page_token: withView.page_token } }));
    expect(rest.items.map((f: Any) => [f.field_name, f.is_hidden])).toEqual([['截止日期', false], ['已验证', false], ['备注', false], ['相关链接', true]]);

    const t = ok(await call('bitable_v1_appTable_create', { path: { app_token: ATLAS.app_token }, data: { table: { name: 'd', fields: [{ field_name: 'a', type: 1, description: { text: '说明文字' } }] } }, useUAT: true }));
    const arr = ok(await call('bitable_v1_appTableField_list', { path: { app_token: ATLAS.app_token, table_id: t.table_id }, params: { text_field_as_array: true } }));
    expect(arr.items[0].description).toEqual({ disable_sync: false, text: text('说明文字') });
  });

  it('errors: table and view ids', async () => {
    const { call } = session();
    const list = (table: string, params: Any = {}) => call('bitable_v1_appTableField_list', { path: { app_token: ATLAS.app_token, table_id: table }, params });
    larkError(await list('bugs'), 1254004, 'WrongTableId');
    larkError(await list('tbl0000000000000'), 1254041, 'TableIdNotFound');
    larkError(await list(CHECKLIST.table_id, { view_id: 'grid' }), 1254005, 'WrongViewId');
    larkError(await list(CHECKLIST.table_id, { view_id: 'vew0000000' }), 1254042, 'ViewIdNotFound');
  });
});

describe('lark: bitable_v1_appTableRecord_create', () => {
  it('writes typed cells, adds unknown select options, echoes the fields and stores the record', async () => {
    const { call, tree } = session();
    const fields = {
      任务: 'Atlas 发票邮件模板定稿',
      负责人: [{ id: LEI.open_id }],
      状态: '待评审',
      类别: ['销售', '设计'],
      截止日期: ms('2026-01-15T18:00:00+08:00'),
      已验证: false,
      相关链接: { text: 'Figma', link: 'https://figma.example/atlas-mail' },
      优先级: null,
    };
    const r = await call('bitable_v1_appTableRecord_create', { path: { app_token: ATLAS.app_token, table_id: CHECKLIST.table_id }, data: { fields } });
    const body = ok(r);
    const id = body.record.record_id;
    expect(id).toMatch(/^rec[A-Za-z0-9]{10}$/);
    expect(r.text).toBe(JSON.stringify({ record: { fields: {
      任务: 'Atlas 发票邮件模板定稿', 负责人: [{ id: LEI.open_id }], 状态: '待评审', 类别: ['销售', '设计'], 截止日期: ms('2026-01-15T18:00:00+08:00'), 已验证: false,
      相关链接: { link: 'https://figma.example/atlas-mail', text: 'Figma' },
    }, id, record_id: id } }));
    const table = tree.bases[ATLAS.app_token].tables[CHECKLIST.table_id];
    expect(table.records[id]).toEqual({
      record_id: id,
      fields: { 任务: 'Atlas 发票邮件模板定稿', 负责人: [LEI.open_id], 状态: '待评审', 类别: ['销售', '设计'], 截止日期: ms('2026-01-15T18:00:00+08:00'), 已验证: false, 相关链接: { link: 'https://figma.example/atlas-mail', text: 'Figma' } },
      created_by: BOT, created_time: r.nowMs, last_modified_by: BOT, last_modified_time: r.nowMs,
    });
    const status = table.fields[CHECKLIST.field_order[2]];
    expect(status.property.options.map((o: Any) => o.name)).toEqual(['未开始', '进行中', '已完成', '阻塞', '待评审']);
    expect(status.property.options[4].color).toBe(4);
    // The new option comes first, then the record.
    expect(r.ops.map((o) => o.op)).toEqual(['replace', 'add']);
  });

  it('a client_token makes the call idempotent; user ids follow user_id_type', async () => {
    const { call } = session();
    const token = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
    const args = { path: { app_token: ATLAS.app_token, table_id: CHECKLIST.table_id }, params: { client_token: token, user_id_type: 'user_id' }, data: { fields: { 任务: '幂等测试', 负责人: [{ id: JING_LIN.user_id }] } } };
    const first = await call('bitable_v1_appTableRecord_create', args);
    expect(ok(first).record.fields.负责人).toEqual([{ id: JING_LIN.user_id }]);
    const second = await call('bitable_v1_appTableRecord_create', args);
    expect(second.ops).toEqual([]);
    expect(second.body.record.record_id).toBe(first.body.record.record_id);
    larkError(await call('bitable_v1_appTableRecord_create', { ...args, params: { client_token: 'not-a-uuid' } }), 1254037, 'Invalid client token, make sure that it complies with the specification.');
  });

  it('errors: every conversion failure, unknown fields, computed fields, roles', async () => {
    const { call } = session();
    const t = ok(await call('bitable_v1_appTable_create', { path: { app_token: ATLAS.app_token }, data: { table: { name: 'types', fields: [
      { field_name: '名称', type: 1 }, { field_name: '数量', type: 2 }, { field_name: '电话', type: 13 }, { field_name: '附件', type: 17 },
      { field_name: '编号', type: 1005 }, { field_name: '创建时间', type: 1001 }, { field_name: '位置', type: 22 }, { field_name: '群', type: 23 },
      { field_name: '缺陷', type: 18, property: { table_id: BUGS.table_id } },
    ] } }, useUAT: true }));
    const create = (fields: Any, table = CHECKLIST.table_id, extra: Any = {}) => call('bitable_v1_appTableRecord_create', { path: { app_token: ATLAS.app_token, table_id: table }, data: { fields }, ...extra });
    larkError(await create({ 不存在: 'x' }), 1254045, 'FieldNameNotFound');
    larkError(await create({ 任务: 42 }), 1254060, 'TextFieldConvFail');
    larkError(await create({ 数量: '42' }, t.table_id), 1254061, 'NumberFieldConvFail');
    larkError(await create({ 状态: 1 }), 1254062, 'SingleSelectFieldConvFail');
    larkError(await create({ 类别: '研发' }), 1254063, 'MultiSelectFieldConvFail');
    larkError(await create({ 截止日期: '2026-01-15' }), 1254064, 'DatetimeFieldConvFail');
    larkError(await create({ 已验证: 'yes' }), 1254065, 'CheckboxFieldConvFail');
    larkError(await create({ 负责人: [{ id: 'ou_00000000000000000000000000000000' }] }), 1254066, 'UserFieldConvFail');
    larkError(await create({ 负责人: [LEI.open_id] }), 1254066, 'UserFieldConvFail');
    larkError(await create({ 负责人: [{ id: LEI.open_id }] }, CHECKLIST.table_id, { params: { user_id_type: 'user_id' } }), 1254066, 'UserFieldConvFail');
    larkError(await create({ 负责人: [{ id: FORMER.open_id }] }), 1254066, 'UserFieldConvFail');
    larkError(await create({ 缺陷: ['recNope000000'] }, t.table_id), 1254067, 'LinkFieldConvFail');
    larkError(await create({ 相关链接: 'https://example.com' }), 1254068, 'URLFieldConvFail');
    larkError(await create({ 电话: 'call me' }, t.table_id), 1254072, 'Failed to convert phone field, please make sure it is correct.');
    larkError(await create({ 附件: [{ file_token: 'boxcnAbc' }] }, t.table_id), 1254027, 'UploadAttachNotAllowed');
    larkError(await create({ 编号: 7 }, t.table_id), 1254015, 'Field types do not match.');
    larkError(await create({ 创建时间: 1 }, t.table_id), 1254015, 'Field types do not match.');
    larkError(await create({ 位置: 'Shanghai' }, t.table_id), 1254015, 'Field types do not match.');
    larkError(await create({ 群: [{ id: 'oc_00000000000000000000000000000000' }] }, t.table_id), 1254015, 'Field types do not match.');
    larkError(await call('bitable_v1_appTableRecord_create', { path: { app_token: OKR.app_token, table_id: KRS.table_id }, data: { fields: { KR: 'x' } } }), 91403, 'Forbidden');
    // The computed and linked fields of the test table work when written correctly.
    const good = ok(await create({ 名称: 'a', 数量: 3, 电话: '+86 138 0013 8000', 位置: '121.4737,31.2304', 群: [{ id: ATLAS_CHAT }], 缺陷: [recordWhere(BUGS, '编号', 'ATL-482').record_id], 附件: [] }, t.table_id));
    expect(good.record.fields).toEqual({ 名称: 'a', 数量: 3, 电话: '+86 138 0013 8000', 位置: '121.4737,31.2304', 群: [{ id: ATLAS_CHAT }], 缺陷: [recordWhere(BUGS, '编号', 'ATL-482').record_id] });
  });
});

describe('lark: bitable_v1_appTableRecord_update', () => {
  it('overwrites the named cells, clears nulls, keeps the rest and echoes what was written', async () => {
    const { call, tree } = session();
    const rec = recordWhere(CHECKLIST, '任务', 'VAT 6% 单独列示 & 跨月红字发票税务确认');
    const r = await call('bitable_v1_appTableRecord_update', { path: { app_token: ATLAS.app_token, table_id: CHECKLIST.table_id, record_id: rec.record_id }, data: { fields: { 状态: '已完成', 已验证: true, 备注: null } }, useUAT: true });
    expect(r.text).toBe(JSON.stringify({ record: { fields: { 状态: '已完成', 已验证: true }, id: rec.record_id, record_id: rec.record_id } }));
    const after = tree.bases[ATLAS.app_token].tables[CHECKLIST.table_id].records[rec.record_id];
    expect(after.fields).toEqual({ ...Object.fromEntries(Object.entries(rec.fields).filter(([k]) => k !== '备注')), 状态: '已完成', 已验证: true });
    expect(after).toMatchObject({ last_modified_by: ME, last_modified_time: r.nowMs, created_by: rec.created_by, created_time: rec.created_time });
    // One write to the record (its cells and modification stamp), nothing elsewhere.
    expect(r.ops.length).toBeGreaterThan(0);
    for (const op of r.ops) expect(op.path.startsWith(`/bases/${ATLAS.app_token}/tables/${CHECKLIST.table_id}/records/${rec.record_id}/`)).toBe(true);
  });

  it('a two-way link updates both sides', async () => {
    const { call, tree } = session();
    const kr = recordWhere(KRS, 'KR', 'KR2.3 NPS 从 31 提升到 40');
    const o1 = recordWhere(OBJECTIVES, '编号', 'O1');
    const o2 = recordWhere(OBJECTIVES, '编号', 'O2');
    expect(kr.fields['所属目标']).toEqual([o2.record_id]);
    ok(await call('bitable_v1_appTableRecord_update', { path: { app_token: OKR.app_token, table_id: KRS.table_id, record_id: kr.record_id }, data: { fields: { 所属目标: [o1.record_id] } }, useUAT: true }));
    const objectives = tree.bases[OKR.app_token].tables[OBJECTIVES.table_id].records;
    expect(objectives[o1.record_id].fields['关键结果']).toContain(kr.record_id);
    expect(objectives[o2.record_id].fields['关键结果']).not.toContain(kr.record_id);
    expect(objectives[o2.record_id].fields['关键结果']).toHaveLength(o2.fields['关键结果'].length - 1);
  });

  it('errors: record ids, roles, conversions', async () => {
    const { call } = session();
    const update = (record: string, fields: Any, app = ATLAS.app_token, table = CHECKLIST.table_id, useUAT = true) => call('bitable_v1_appTableRecord_update', { path: { app_token: app, table_id: table, record_id: record }, data: { fields }, useUAT });
    const rec = recordWhere(CHECKLIST, '任务', 'Go/No-Go 评审').record_id;
    larkError(await update('123', { 状态: '已完成' }), 1254006, 'WrongRecordId');
    larkError(await update('recNope000000', { 状态: '已完成' }), 1254043, 'RecordIdNotFound');
    larkError(await update(rec, { 截止日期: 'tomorrow' }), 1254064, 'DatetimeFieldConvFail');
    larkError(await update(rec, { 状态: '已完成' }, ATLAS.app_token, 'tbl0000000000000'), 1254041, 'TableIdNotFound');
    const kr = recordWhere(KRS, 'KR', 'KR1.1 Atlas 1/27 GA，Go/No-Go 一次通过').record_id;
    larkError(await update(kr, { 进度: 0.7 }, OKR.app_token, KRS.table_id, false), 91403, 'Forbidden');
  });
});

describe('lark: bitable_v1_appTableRecord_search', () => {
  const OPEN_BUGS = { conjunction: 'or', conditions: [{ field_name: '状态', operator: 'is', value: ['Open'] }, { field_name: '状态', operator: 'is', value: ['In Progress'] }] };

  it('filters with or, picks fields, renders each type and leaves empty cells out', async () => {
    const { call } = session();
    const body = ok(await search(call, ATLAS.app_token, BUGS.table_id, { filter: OPEN_BUGS, field_names: ['编号', '优先级', '负责人', '发现日期', '关联任务'] }));
    const bug = (id: string) => recordWhere(BUGS, '编号', id);
    const linked = (id: string) => bug(id).fields['关联任务'];
    expect(body).toEqual({
      has_more: false,
      items: [
        { fields: { 编号: text('ATL-523'), 优先级: 'P2', 负责人: [person(LI, userBy(LI, 'min.zhang@huaxin-cloud.example'))], 发现日期: ms('2025-12-30T09:00:00+08:00'), 关联任务: { link_record_ids: linked('ATL-523') } }, record_id: bug('ATL-523').record_id },
        { fields: { 编号: text('ATL-526'), 优先级: 'P3', 负责人: [person(LI, WEI_HE)], 发现日期: ms('2025-12-30T09:00:00+08:00') }, record_id: bug('ATL-526').record_id },
        { fields: { 编号: text('ATL-529'), 优先级: 'P2', 负责人: [person(LI, WEI_HE)], 发现日期: ms('2025-12-31T09:00:00+08:00'), 关联任务: { link_record_ids: linked('ATL-529') } }, record_id: bug('ATL-529').record_id },
      ],
      total: 3,
    });
  });

  it('a view applies its filter and order; a request filter or sort replaces the view', async () => {
    const { call } = session();
    const open = viewNamed(BUGS, '未关闭');
    const viaView = ok(await search(call, ATLAS.app_token, BUGS.table_id, { view_id: open.view_id, field_names: ['编号'] }));
    expect(viaView.items.map((i: Any) => i.fields['编号'][0].text)).toEqual(['ATL-523', 'ATL-529', 'ATL-526']);
    const overridden = ok(await search(call, ATLAS.app_token, BUGS.table_id, { view_id: open.view_id, sort: [{ field_name: '发现日期', desc: true }], field_names: ['编号'] }));
    expect(overridden.total).toBe(22);
    expect(overridden.items[0].fields['编号'][0].text).toBe('ATL-529');
  });

  it('operators per type: person, date keywords, numbers, checkbox, text contains, emptiness', async () => {
    const { call } = session();
    const ids = (b: Any) => b.items.map((i: Any) => i.fields[Object.keys(i.fields)[0]][0]?.text ?? i.record_id);
    const mine = ok(await search(call, ATLAS.app_token, CHECKLIST.table_id, { filter: { conjunction: 'and', conditions: [{ field_name: '负责人', operator: 'is', value: [ME] }] }, field_names: ['任务'] }));
    expect(ids(mine)).toEqual(['Finance 定价规则 walkthrough', 'Go/No-Go 评审', '全员群 GA 通知（首 1,000 张发票后）']);
    const dueSoon = ok(await search(call, ATLAS.app_token, CHECKLIST.table_id, { filter: { conjunction: 'and', conditions: [
      { field_name: '截止日期', operator: 'isLess', value: ['ExactDate', String(ms('2026-01-08T00:00:00+08:00'))] },
      { field_name: '状态', operator: 'isNot', value: ['已完成'] },
    ] }, field_names: ['任务'] }));
    expect(ids(dueSoon)).toEqual(['Finance 定价规则 walkthrough', 'Pricing page 文案评审（CN/EN）']);
    // The run clock is Jan 1 (Beijing): "Today" and "TheNextWeek" are relative to it.
    const thisWeek = ok(await search(call, ATLAS.app_token, CHECKLIST.table_id, { filter: { conjunction: 'and', conditions: [{ field_name: '截止日期', operator: 'is', value: ['TheNextWeek'] }] }, field_names: ['任务'] }));
    expect(ids(thisWeek)).toEqual(['Finance 定价规则 walkthrough', 'Pricing page 文案评审（CN/EN）', 'Staging 迁移演练（回放 11 月发票）']);
    const digestTable = Object.values(DIGEST.tables)[0] as Any;
    const p1 = ok(await search(call, DIGEST.app_token, digestTable.table_id, { filter: { conjunction: 'and', conditions: [{ field_name: 'P1', operator: 'isGreaterEqual', value: ['1'] }, { field_name: '日期', operator: 'isGreater', value: ['ExactDate', String(ms('2025-12-24T00:00:00+08:00'))] }] } }));
    expect(p1.items.map((i: Any) => [i.fields['日期'], i.fields['开放 bug']])).toEqual([[ms('2025-12-25T09:00:00+08:00'), 5], [ms('2025-12-26T09:00:00+08:00'), 5], [ms('2025-12-29T09:00:00+08:00'), 4], [ms('2025-12-30T09:00:00+08:00'), 3]]);
    const verified = ok(await search(call, ATLAS.app_token, CHECKLIST.table_id, { filter: { conjunction: 'and', conditions: [{ field_name: '已验证', operator: 'is', value: ['false'] }, { field_name: '状态', operator: 'is', value: ['已完成'] }] } }));
    expect(verified.total).toBe(0);
    const pdf = ok(await search(call, ATLAS.app_token, BUGS.table_id, { filter: { conjunction: 'and', conditions: [{ field_name: '标题', operator: 'contains', value: ['pdf'] }] }, field_names: ['编号'] }));
    expect(ids(pdf)).toEqual(['ATL-444', 'ATL-497', 'ATL-529']);
    const unlinked = ok(await search(call, ATLAS.app_token, BUGS.table_id, { filter: { conjunction: 'and', conditions: [{ field_name: '关联任务', operator: 'isEmpty' }, { field_name: '模块', operator: 'contains', value: ['tax', 'export'] }] }, field_names: ['编号'] }));
    expect(ids(unlinked)).toEqual(['ATL-455', 'ATL-493', 'ATL-517']);
    const noCheckbox = ok(await search(call, ATLAS.app_token, CHECKLIST.table_id, { filter: { conjunction: 'and', conditions: [{ field_name: '任务', operator: 'is', value: ['Go/No-Go 评审'] }] } }));
    expect(noCheckbox.items[0].fields).not.toHaveProperty('已验证');
    expect(noCheckbox.items[0].fields['截止日期']).toBe(ms('2026-01-22T09:00:00+08:00'));
  });

  it('sorts, pages with opaque tokens, adds automatic fields and renders ids in user_id_type', async () => {
    const { call } = session();
    const args = { sort: [{ field_name: '优先级', desc: false }, { field_name: '发现日期', desc: true }], field_names: ['编号', '负责人'] };
    const p1 = ok(await search(call, ATLAS.app_token, BUGS.table_id, args, { params: { page_size: 5, user_id_type: 'user_id' }, useUAT: true }));
    expect(p1.has_more).toBe(true);
    expect(p1.page_token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(p1.items[0].fields['编号']).toEqual(text('ATL-482'));
    // P1 bugs newest first; equal dates keep the table order.
    expect(p1.items.slice(1).map((i: Any) => i.fields['编号'][0].text)).toEqual(['ATL-497', 'ATL-506', 'ATL-485', 'ATL-501']);
    expect(p1.items[0].fields['负责人'][0].id).toBe(userBy(LI, 'chao.liu@huaxin-cloud.example').user_id);
    const p2 = ok(await search(call, ATLAS.app_token, BUGS.table_id, args, { params: { page_size: 5, user_id_type: 'user_id', page_token: p1.page_token }, useUAT: true }));
    expect(p2.items[0].fields['编号'][0].text).toBe('ATL-490');
    larkError(await search(call, ATLAS.app_token, BUGS.table_id, { ...args, field_names: ['编号'] }, { params: { page_token: p1.page_token } }), 1254030, 'InvalidPageToken');
    const auto = ok(await search(call, DIGEST.app_token, (Object.values(DIGEST.tables)[0] as Any).table_id, { automatic_fields: true }, { params: { page_size: 1 } }));
    const rec: Any = Object.values((Object.values(DIGEST.tables)[0] as Any).records)[0];
    expect(Object.keys(auto.items[0])).toEqual(['fields', 'record_id', 'created_by', 'created_time', 'last_modified_by', 'last_modified_time']);
    expect(auto.items[0].created_by).toEqual({ email: '', en_name: '华信助手', id: BOT, name: '华信助手' });
    expect(auto.items[0].created_time).toBe(rec.created_time);
  });

  it('errors: filters Base rejects (with its detail), sorts, field names, page sizes, access', async () => {
    const { call } = session();
    const bad = (filter: Any) => search(call, ATLAS.app_token, BUGS.table_id, { filter });
    larkError(await bad({ conjunction: 'and', conditions: [{ field_name: '负责人', operator: 'is', value: ['ou_xxx'] }] }), 1254018, 'InvalidFilter', { message: filterMsg("UserCondition field '负责人' value '[ou_xxx]',id is invalid") });
    larkError(await bad({ conjunction: 'and', conditions: [{ field_name: '严重程度', operator: 'is', value: ['P0'] }] }), 1254018, 'InvalidFilter', { message: filterMsg("field '严重程度' does not exist") });
    larkError(await bad({ conjunction: 'and', conditions: [{ field_name: '标题', operator: 'isGreater', value: ['a'] }] }), 1254018, 'InvalidFilter', { message: filterMsg("operator 'isGreater' does not apply to field '标题'") });
    larkError(await bad({ conjunction: 'and', conditions: [{ field_name: '发现日期', operator: 'is', value: ['2025-12-30'] }] }), 1254018, 'InvalidFilter', { message: filterMsg("DateCondition field '发现日期' value '[2025-12-30]' is invalid") });
    larkError(await bad({ conjunction: 'and', conditions: [{ field_name: '编号', operator: 'like', value: ['ATL'] }] }), 1254018, 'InvalidFilter', { message: filterMsg("operator 'like' is not supported yet") });
    larkError(await bad({ conditions: [{ field_name: '编号', operator: 'is', value: ['ATL-482'] }] }), 1254018, 'InvalidFilter', { message: filterMsg('conjunction is required') });
    larkError(await bad({ conjunction: 'and', conditions: [{ field_name: '编号', operator: 'is' }] }), 1254018, 'InvalidFilter', { message: filterMsg("field '编号' value is required for operator 'is'") });
    larkError(await search(call, ATLAS.app_token, BUGS.table_id, { sort: [{ field_name: '严重程度' }] }), 1254016, 'InvalidSort');
    larkError(await search(call, ATLAS.app_token, BUGS.table_id, { field_names: ['编号', 'Title'] }), 1254045, 'FieldNameNotFound');
    larkError(await search(call, ATLAS.app_token, BUGS.table_id, {}, { params: { page_size: 501 } }), 99992402, 'field validation failed', { fieldViolations: [{ field: 'page_size', value: '501', description: 'the max value is 500' }] });
    larkError(await search(call, ATLAS.app_token, BUGS.table_id, {}, { params: { page_size: 0 } }), 1254011, 'Page size must greater than 0.');
    larkError(await search(call, BEACON.app_token, (Object.values(BEACON.tables)[0] as Any).table_id, {}), 91403, 'Forbidden');
    larkError(await search(call, ATLAS.app_token, BUGS.table_id, { view_id: 'vew0000000' }), 1254042, 'ViewIdNotFound');
  });
});

describe('lark: docx_v1_document_rawContent', () => {
  it('returns the title and each block\'s text; lang picks how mentioned people are named', async () => {
    const { call } = session();
    const zh = ok(await call('docx_v1_document_rawContent', { path: { document_id: PRD.document_id } })).content;
    expect(zh.startsWith('Atlas 计费重构 PRD v2.3\n1. 背景\n华信云现有计费系统')).toBe(true);
    expect(zh).toContain('\n按天计算，精确到分（¥0.01）\n舍入规则与旧系统一致：ROUND_HALF_UP\n');
    expect(zh).toContain('负责人：@黄磊（汇率数据源）、@张敏（开发）\n');
    expect(zh).toContain('\n指标\n目标\n吞吐\n≥ 3,000 invoices/min\n');
    expect(zh.endsWith('需要写进 FAQ\n')).toBe(true);
    const en = ok(await call('docx_v1_document_rawContent', { path: { document_id: PRD.document_id }, params: { lang: 1 } })).content;
    expect(en).toContain('负责人：@Lei Huang（汇率数据源）、@Min Zhang（开发）\n');
    expect(ok(await call('docx_v1_document_rawContent', { path: { document_id: PRD.document_id }, params: { lang: 2 } })).content).toBe(zh);
    // A wiki document is readable through the space (the bot is a wiki member).
    expect(ok(await call('docx_v1_document_rawContent', { path: { document_id: ONBOARDING.document_id } })).content).toMatch(/^产品部新人 Onboarding 手册\n第一周\n/);
  });

  it('errors: id length, unknown, deleted, no access, bad lang', async () => {
    const { call } = session();
    const raw = (id: string, params: Any = {}, useUAT = false) => call('docx_v1_document_rawContent', { path: { document_id: id }, params, useUAT });
    larkError(await raw('doxcnShort'), 99992402, 'field validation failed', { fieldViolations: [{ field: 'document_id', value: 'doxcnShort', description: 'the min len is 27' }] });
    larkError(await raw(`${PRD.document_id}x`), 99992402, 'field validation failed', { fieldViolations: [{ field: 'document_id', value: `${PRD.document_id}x`, description: 'the max len is 27' }] });
    larkError(await raw(UNKNOWN_TOKEN), 1770002, 'not found');
    larkError(await raw(DELETED.document_id, {}, true), 1770003, 'resource deleted');
    larkError(await raw(FAQ.document_id), 1770032, 'forbidden');
    larkError(await raw(PRD.document_id, { lang: 3 }), 1770001, 'invalid param');
  });
});

describe('lark: drive_v1_permissionMember_create', () => {
  const add = (call: Session['call'], token: string, type: string, data: Any, useUAT = true, params: Any = {}) =>
    call('drive_v1_permissionMember_create', { path: { token }, params: { type, ...params }, data, useUAT });

  it('adds a user by open_id or email (stored under the open_id) and raises a role', async () => {
    const { call, tree } = session();
    const r = await add(call, FAQ.document_id, 'docx', { member_type: 'openid', member_id: JING_LIN.open_id, perm: 'view' });
    expect(r.text).toBe(JSON.stringify({ member: { member_type: 'openid', member_id: JING_LIN.open_id, perm: 'view', perm_type: 'container', type: 'user' } }));
    expect(r.ops).toEqual([{ op: 'add', path: `/documents/${FAQ.document_id}/members/${JING_LIN.open_id}`, value: { member_id: JING_LIN.open_id, member_type: 'openid', perm: 'view', type: 'user' } }]);
    const byMail = await add(call, FAQ.document_id, 'docx', { member_type: 'email', member_id: 'Jing.Lin@huaxin-cloud.example', perm: 'edit' });
    expect(byMail.body.member).toEqual({ member_type: 'email', member_id: 'Jing.Lin@huaxin-cloud.example', perm: 'edit', perm_type: 'container', type: 'user' });
    expect(byMail.ops).toEqual([{ op: 'replace', path: `/documents/${FAQ.document_id}/members/${JING_LIN.open_id}/perm`, value: 'edit' }]);
    expect(tree.documents[FAQ.document_id].members[JING_LIN.open_id].perm).toBe('edit');
    expect((await add(call, FAQ.document_id, 'docx', { member_type: 'openid', member_id: JING_LIN.open_id, perm: 'edit' })).ops).toEqual([]);
  });

  it('sharing with the app opens the document to the bot; chats and departments', async () => {
    const { call } = session();
    larkError(await call('docx_v1_document_rawContent', { path: { document_id: FAQ.document_id } }), 1770032, 'forbidden');
    ok(await add(call, FAQ.document_id, 'docx', { member_type: 'openid', member_id: BOT, perm: 'view' }));
    expect(ok(await call('docx_v1_document_rawContent', { path: { document_id: FAQ.document_id } })).content).toMatch(/^Atlas 定价 FAQ（销售版）草稿\n/);
    expect(ok(await add(call, FAQ.document_id, 'docx', { member_type: 'openchat', member_id: ATLAS_CHAT, perm: 'view', type: 'chat' })).member.type).toBe('chat');
    expect(ok(await add(call, FAQ.document_id, 'docx', { member_type: 'opendepartmentid', member_id: PRODUCT_DEPT.open_department_id, perm: 'view' })).member.type).toBe('department');
    // The bot owns what it imported and shares it through a wiki node too.
    const node = nodeOf(LI, ONBOARDING.document_id).node;
    expect(ok(await add(call, node.node_token, 'wiki', { member_type: 'openid', member_id: LEI.open_id, perm: 'edit' })).member.perm).toBe('edit');
  });

  it('errors: unknown or mismatched tokens, roles, members, visibility, owners, downgrades', async () => {
    const { call } = session();
    const user = (id: string, perm = 'view') => ({ member_type: 'openid', member_id: id, perm });
    larkError(await add(call, UNKNOWN_TOKEN, 'docx', user(LEI.open_id)), 1063001, 'Invalid parameter');
    larkError(await add(call, FAQ.document_id, 'bitable', user(JING_LIN.open_id)), 1063001, 'Invalid parameter');
    larkError(await add(call, FAQ.document_id, 'sheet', user(JING_LIN.open_id)), 1063001, 'Invalid parameter');
    larkError(await add(call, FAQ.document_id, 'docx', user(JING_LIN.open_id), false), 1063002, 'Permission denied');
    larkError(await add(call, CEDAR_RUNBOOK.document_id, 'docx', user(JING_LIN.open_id)), 1063004, 'User has no share permission');
    larkError(await add(call, FAQ.document_id, 'docx', user(JING_LIN.open_id, 'full_access')), 1063002, 'Permission denied');
    larkError(await add(call, DELETED.document_id, 'docx', user(JING_LIN.open_id)), 1063005, 'Resource is deleted');
    larkError(await add(call, FAQ.document_id, 'docx', user(LEI.open_id, 'edit')), 1063003, 'Invalid operation');
    larkError(await add(call, FAQ.document_id, 'docx', user(ME, 'view')), 1063003, 'Invalid operation');
    larkError(await add(call, FAQ.document_id, 'docx', { member_type: 'email', member_id: 'nobody@huaxin-cloud.example', perm: 'view' }), 1063001, 'Invalid parameter');
    larkError(await add(call, FAQ.document_id, 'docx', user(FORMER.open_id)), 1063001, 'Invalid parameter');
    larkError(await add(call, FAQ.document_id, 'docx', { member_type: 'openchat', member_id: ATLAS_CHAT, perm: 'view', type: 'user' }), 1063001, 'Invalid parameter');
    larkError(await add(call, FAQ.document_id, 'docx', { member_type: 'groupid', member_id: 'g1', perm: 'view' }), 1063001, 'Invalid parameter');
    larkError(await add(call, FAQ.document_id, 'docx', { member_type: 'wikispaceid', member_id: '1', perm: 'view', type: 'wiki_space_member' }), 1063001, 'Invalid parameter');
    // The bot: Atlas tracker (editor), but not in the leads group, not folders, not departments, not outsiders.
    larkError(await add(call, ATLAS.app_token, 'bitable', { member_type: 'openchat', member_id: LEADS_CHAT, perm: 'view' }, false), 1063003, 'Invalid operation');
    larkError(await add(call, ATLAS.app_token, 'bitable', user(FENG_HE.open_id), false), 1063003, 'Invalid operation');
    larkError(await add(call, ATLAS.app_token, 'bitable', { member_type: 'opendepartmentid', member_id: PRODUCT_DEPT.open_department_id, perm: 'view' }, false), 1063001, 'Invalid parameter');
    larkError(await add(call, ATLAS.app_token, 'bitable', user(LEI.open_id), false, { need_notification: true }), 1063001, 'Invalid parameter');
    const folder = (Object.values(LI.folders) as Any[])[0];
    larkError(await add(call, folder.folder_token, 'folder', user(LEI.open_id), false), 1063001, 'Invalid parameter');
  });
});

describe('lark: wiki_v2_space_getNode', () => {
  it('finds a node by node token or by the document it holds', async () => {
    const { call } = session();
    const { space, node } = nodeOf(LI, ONBOARDING.document_id);
    const home = Object.values(space.nodes).find((n: Any) => n.node_token === node.parent_node_token) as Any;
    const expected = { node: {
      space_id: space.space_id, node_token: node.node_token, obj_token: ONBOARDING.document_id, obj_type: 'docx', parent_node_token: home.node_token,
      node_type: 'origin', origin_node_token: node.node_token, origin_space_id: space.space_id, has_child: false, title: '产品部新人 Onboarding 手册',
      obj_create_time: ONBOARDING.create_time, obj_edit_time: ONBOARDING.edit_time, node_create_time: node.node_create_time,
      creator: ONBOARDING.owner_open_id, owner: ONBOARDING.owner_open_id, node_creator: node.node_creator,
    } };
    expect(ok(await call('wiki_v2_space_getNode', { params: { token: node.node_token } }))).toEqual(expected);
    expect(ok(await call('wiki_v2_space_getNode', { params: { token: ONBOARDING.document_id, obj_type: 'docx' }, useUAT: true }))).toEqual(expected);
    const okrNode = ok(await call('wiki_v2_space_getNode', { params: { token: OKR.app_token, obj_type: 'bitable' } })).node;
    expect(okrNode).toMatchObject({ obj_type: 'bitable', title: '2026 Q1 OKR · 产品部', has_child: false });
    expect(ok(await call('wiki_v2_space_getNode', { params: { token: home.node_token, obj_type: 'wiki' } })).node.has_child).toBe(true);
  });

  it('errors: not in a wiki, unknown tokens, bad tokens, no access', async () => {
    const { call } = session();
    larkError(await call('wiki_v2_space_getNode', { params: { token: PRD.document_id, obj_type: 'docx' } }), 131005, 'document is not in wiki');
    larkError(await call('wiki_v2_space_getNode', { params: { token: UNKNOWN_TOKEN, obj_type: 'docx' } }), 131005, `not found: document not found by token ${UNKNOWN_TOKEN}`);
    larkError(await call('wiki_v2_space_getNode', { params: { token: UNKNOWN_TOKEN } }), 131005, 'not found');
    larkError(await call('wiki_v2_space_getNode', { params: { token: 'a[b]' } }), 131002, 'param err');
    // In Emma's tenant the Harbor wiki is not open to the app.
    const emma = session(EMMA);
    const guide = docTitled(EMMA, 'Harbor migration guide v1');
    larkError(await emma.call('wiki_v2_space_getNode', { params: { token: nodeOf(EMMA, guide.document_id).node.node_token } }), 131006, 'permission denied', { lark: true });
    expect(ok(await emma.call('wiki_v2_space_getNode', { params: { token: nodeOf(EMMA, guide.document_id).node.node_token }, useUAT: true })).node.title).toBe('Harbor migration guide v1');
  });
});

describe('lark: wiki_v1_node_search', () => {
  it('finds readable nodes by title first, then by content, within a space or a subtree', async () => {
    const { call } = session();
    const space = Object.values(LI.wiki_spaces)[0] as Any;
    const byTitle = ok(await call('wiki_v1_node_search', { data: { query: 'Research' }, useUAT: true }));
    const research = nodeOf(LI, docTitled(LI, '用户研究 Research').document_id).node;
    expect(byTitle.items[0]).toEqual({
      node_id: research.node_token, obj_token: research.obj_token, obj_type: 8, parent_id: '', sort_id: 3, space_id: space.space_id,
      title: '用户研究 Research', url: `https://huaxin-cloud.feishu.cn/wiki/${research.node_token}`,
    });
    expect(byTitle.items.map((i: Any) => i.title)).toEqual(['用户研究 Research', '产品部知识库首页', '产品部新人 Onboarding 手册', 'Beacon 3.0 用户访谈总结（12 场）']);
    expect(byTitle.has_more).toBe(false);
    const sub = ok(await call('wiki_v1_node_search', { data: { query: '访谈', space_id: space.space_id, node_id: research.node_token }, useUAT: true }));
    expect(sub.items.map((i: Any) => i.title)).toEqual(['Beacon 3.0 用户访谈总结（12 场）', '用户研究 Research']);
    const okr = ok(await call('wiki_v1_node_search', { data: { query: 'OKR' }, params: { page_size: 1 }, useUAT: true }));
    expect(okr.items[0]).toMatchObject({ obj_type: 3, title: '2026 Q1 OKR · 产品部' });
    expect(okr.has_more).toBe(true);
    const next = ok(await call('wiki_v1_node_search', { data: { query: 'OKR' }, params: { page_size: 1, page_token: okr.page_token }, useUAT: true }));
    expect(next.items[0].title).toBe('产品部知识库首页');
    expect(ok(await call('wiki_v1_node_search', { data: { query: 'OKR', space_id: '7000000000000000000' }, useUAT: true }))).toEqual({ has_more: false, items: [] });
  });

  it('errors: the tenant token, node_id without space_id, page_size (HTTP 200, no isError)', async () => {
    const { call } = session();
    larkError(await call('wiki_v1_node_search', { data: { query: 'OKR' } }), 99991663, 'Invalid access token for authorization. Please make a request with token attached.', {
      message: 'Refer to the documentation to fix the error: https://open.feishu.cn/document/uAjLw4CM/ugTN1YjL4UTN24CO1UjN/trouble-shooting/how-to-fix-99991663-error',
    });
    larkError(await call('wiki_v1_node_search', { data: { query: 'OKR', node_id: 'x' }, useUAT: true }), 10001, 'invalid param', { http200: true });
    larkError(await call('wiki_v1_node_search', { data: { query: 'OKR' }, params: { page_size: 51 }, useUAT: true }), 10001, 'invalid param', { http200: true });
  });
});

describe('lark: docx_builtin_search', () => {
  it('always searches as the user: titles first, then text; owners, chats and types filter', async () => {
    const { call } = session();
    const r = ok(await call('docx_builtin_search', { data: { search_key: 'Beacon' } }));
    expect(r.docs_entities.slice(0, 3)).toEqual([
      { docs_token: BEACON.app_token, docs_type: 'bitable', owner_id: BEACON.owner_open_id, title: 'Beacon 3.0 Bug Tracker' },
      { docs_token: docTitled(LI, 'Beacon 推送分级方案 Notification Tiers').document_id, docs_type: 'docx', owner_id: userBy(LI, 'feng.lin@huaxin-cloud.example').open_id, title: 'Beacon 推送分级方案 Notification Tiers' },
      { docs_token: docTitled(LI, 'Beacon 3.0 用户访谈总结（12 场）').document_id, docs_type: 'docx', owner_id: userBy(LI, 'yu.li@huaxin-cloud.example').open_id, title: 'Beacon 3.0 用户访谈总结（12 场）' },
    ]);
    expect(r.total).toBeGreaterThan(3);
    const byText = ok(await call('docx_builtin_search', { data: { search_key: 'ROUND_HALF_UP' } }));
    expect(byText.docs_entities.map((e: Any) => e.title)).toEqual(['Atlas 计费重构 PRD v2.3']);
    const bases = ok(await call('docx_builtin_search', { data: { search_key: 'Atlas', docs_types: ['bitable'] } }));
    expect(bases.docs_entities.map((e: Any) => e.title)).toEqual(['Atlas GA 发布跟踪 Launch Tracker']);
    expect(ok(await call('docx_builtin_search', { data: { search_key: 'Atlas', docs_types: ['sheet'] } }))).toEqual({ docs_entities: [], has_more: false, total: 0 });
    const lei = ok(await call('docx_builtin_search', { data: { search_key: '', owner_ids: [LEI.open_id] } }));
    expect(lei.docs_entities.map((e: Any) => e.title).sort()).toEqual(['Atlas 定价 FAQ（销售版）草稿', '计费产品竞品分析：Stripe Billing / Chargebee / 阿里云计费']);
    const shared = ok(await call('docx_builtin_search', { data: { search_key: '', chat_ids: [ATLAS_CHAT] } }));
    expect(shared.docs_entities.map((e: Any) => e.title).sort()).toEqual(['Atlas GA 发布跟踪 Launch Tracker', 'Atlas 计费重构 PRD v2.3']);
    const paged = ok(await call('docx_builtin_search', { data: { search_key: 'Atlas', count: 2, offset: 1 } }));
    expect(paged.docs_entities).toHaveLength(2);
    expect(paged.has_more).toBe(true);
  });

  it('errors: count and offset bounds', async () => {
    const { call } = session();
    const find = (data: Any) => call('docx_builtin_search', { data: { search_key: 'Atlas', ...data } });
    larkError(await find({ count: 51 }), 99992402, 'field validation failed', { fieldViolations: [{ field: 'count', value: '51', description: 'the max value is 50' }] });
    larkError(await find({ count: -1 }), 99992402, 'field validation failed', { fieldViolations: [{ field: 'count', value: '-1', description: 'the min value is 0' }] });
    larkError(await find({ count: 2.5 }), 99992402, 'field validation failed', { fieldViolations: [{ field: 'count', value: '2.5', description: 'the value must be an integer' }] });
    larkError(await find({ offset: -1 }), 99992402, 'field validation failed', { fieldViolations: [{ field: 'offset', value: '-1', description: 'the min value is 0' }] });
    larkError(await find({ offset: 190, count: 10 }), 99992402, 'field validation failed', { fieldViolations: [{ field: 'offset', value: '190', description: 'offset + count must be less than 200' }] });
  });
});

describe('lark: docx_builtin_import', () => {
  const MD = '# 发布公告\n\nAtlas **1.0** 将于 1/27 GA，详见 [runbook](https://x.example)。\n\n- 切换 09:30\n- [ ] 全员群通知\n\n| 角色 | 负责人 |\n|---|---|\n| 回滚 | Qiang Luo |\n\n```\nrollback.sh\n```\n';

  it('imports Markdown as a document owned by the caller and returns the import task result', async () => {
    const { call, tree } = session();
    const r = await call('docx_builtin_import', { data: { markdown: MD, file_name: 'Atlas GA 公告' } });
    const result = ok(r).result;
    expect(result.token).toMatch(/^[A-Z][A-Za-z0-9]{26}$/);
    expect(result.ticket).toMatch(/^7\d{18}$/);
    expect(r.text).toBe(JSON.stringify({ result: { ticket: result.ticket, type: 'docx', job_status: 0, job_error_msg: 'success', token: result.token, url: `https://huaxin-cloud.feishu.cn/docx/${result.token}`, extra: ['2000'] } }));
    expect(tree.documents[result.token]).toMatchObject({ title: 'Atlas GA 公告', owner_open_id: BOT, members: {} });
    expect(ok(await call('docx_v1_document_rawContent', { path: { document_id: result.token } })).content)
      .toBe('Atlas GA 公告\n发布公告\nAtlas 1.0 将于 1/27 GA，详见 runbook。\n切换 09:30\n全员群通知\n角色\n负责人\n回滚\nQiang Luo\nrollback.sh\n');
    // Li Ming cannot read what the app imported until it is shared with him.
    larkError(await call('docx_v1_document_rawContent', { path: { document_id: result.token }, useUAT: true }), 1770032, 'forbidden');
    const mine = ok(await call('docx_builtin_import', { data: { markdown: 'hello' }, useUAT: true })).result;
    expect(tree.documents[mine.token]).toMatchObject({ title: 'docx', owner_open_id: ME });
    expect(ok(await call('docx_builtin_search', { data: { search_key: 'hello' } })).docs_entities[0].docs_token).toBe(mine.token);
  });

  it('an empty file is refused by the upload', async () => {
    const { call } = session();
    larkError(await call('docx_builtin_import', { data: { markdown: '' } }), 1061002, 'params error.');
  });
});

describe('lark: docs tools in the sandbox', () => {
  it('give the same answers and writes inside the isolate as in process', async () => {
    const sandbox = new Sandbox([server]);
    try {
      sandbox.loadTree('lark', LI);
      const { call, tree } = session();
      const calls: [string, Any][] = [
        ['bitable_v1_appTableRecord_search', { path: { app_token: ATLAS.app_token, table_id: BUGS.table_id }, data: { filter: { conjunction: 'and', conditions: [{ field_name: '优先级', operator: 'is', value: ['P1'] }] }, sort: [{ field_name: '发现日期', desc: true }] }, params: { page_size: 4 } }],
        ['bitable_v1_appTable_create', { path: { app_token: ATLAS.app_token }, data: { table: { name: 'UAT', fields: [{ field_name: 'a', type: 1 }, { field_name: 'r', type: 4, property: { options: [{ name: 'x' }] } }, { field_name: 'l', type: 21, property: { table_id: BUGS.table_id } }] } } }],
        ['bitable_v1_appTableRecord_create', { path: { app_token: ATLAS.app_token, table_id: BUGS.table_id }, data: { fields: { 编号: 'ATL-531', 状态: 'Triage', 负责人: [{ id: LEI.open_id }] } } }],
        ['bitable_v1_appTableRecord_update', { path: { app_token: OKR.app_token, table_id: KRS.table_id, record_id: recordWhere(KRS, 'KR', 'KR2.3 NPS 从 31 提升到 40').record_id }, data: { fields: { 所属目标: [recordWhere(OBJECTIVES, '编号', 'O1').record_id], 进度: 0.2 } }, useUAT: true }],
        ['docx_builtin_import', { data: { markdown: '# a\n\n- b\n', file_name: 'n' } }],
        ['docx_builtin_search', { data: { search_key: 'Atlas', count: 3 } }],
        ['docx_v1_document_rawContent', { path: { document_id: PRD.document_id }, params: { lang: 1 } }],
        ['drive_v1_permissionMember_create', { path: { token: FAQ.document_id }, params: { type: 'docx' }, data: { member_type: 'openid', member_id: BOT, perm: 'view' }, useUAT: true }],
        ['wiki_v1_node_search', { data: { query: 'OKR' }, useUAT: true }],
        ['wiki_v2_space_getNode', { params: { token: OKR.app_token, obj_type: 'bitable' } }],
        ['bitable_v1_app_create', { data: { name: 'n' } }],
        ['bitable_v1_appTableRecord_search', { path: { app_token: ATLAS.app_token, table_id: BUGS.table_id }, data: { filter: { conjunction: 'and', conditions: [{ field_name: '负责人', operator: 'is', value: ['ou_x'] }] } } }],
      ];
      for (const [i, [tool, args]] of calls.entries()) {
        const mine = await call(tool, args);
        const seq = i + 1;
        const out = sandbox.call('lark', tool, args, mine.nowMs, seq, [seq, 5, 8, 13]);
        expect('result' in out ? out.result : out, tool).toEqual(mine.result);
        expect('ops' in out ? out.ops : null, tool).toEqual(mine.ops);
      }
      expect(sandbox.getTree('lark')).toEqual(tree);
    } finally {
      sandbox.dispose();
    }
  });
});

describe('lark: the emma-clark snapshot', () => {
  const FILE = join(ROOT, 'snapshots', 'lark', 'emma-clark.json');

  it('meets the size requirements with real id formats', () => {
    const snap = load('emma-clark');
    expect(snap).toMatchObject({ format: 'mcp-persona/snapshot', version: 1, server: 'lark', persona: 'emma-clark' });
    expect(readFileSync(FILE).length).toBeLessThan(1.5 * 1024 * 1024);
    const users = Object.values(EMMA.users) as Any[];
    expect(users.length).toBeGreaterThanOrEqual(40);
    for (const [id, u] of Object.entries(EMMA.users) as [string, Any][]) {
      expect(u.open_id).toBe(id);
      expect(id).toMatch(/^ou_[0-9a-f]{32}$/);
      if (!u.is_external) expect(u.email).toMatch(/@brightline-labs\.example$/);
    }
    const calendars = Object.values(EMMA.calendars) as Any[];
    expect(calendars.length).toBeGreaterThanOrEqual(3);
    for (const c of calendars) expect(c.calendar_id).toMatch(/^larksuite\.com_[0-9A-Za-z]{22}@group\.calendar\.larksuite\.com$/);
    const events = calendars.flatMap((c) => Object.values(c.events)) as Any[];
    expect(events.length).toBeGreaterThanOrEqual(60);
    expect(events.filter((e) => e.recurrence).length).toBeGreaterThanOrEqual(5);
    const chats = Object.values(EMMA.chats) as Any[];
    expect(chats.length).toBeGreaterThanOrEqual(12);
    const messages = chats.flatMap((c) => Object.values(c.messages)) as Any[];
    expect(messages.length).toBeGreaterThanOrEqual(300);
    for (const m of messages) expect(Number(m.create_time)).toBeLessThan(T0);
    expect(Object.keys(EMMA.bases).length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(EMMA.documents).length).toBeGreaterThanOrEqual(10);
    expect(Object.keys(EMMA.wiki_spaces).length).toBeGreaterThanOrEqual(1);
    expect(EMMA.cloud).toEqual({ domain: 'brightline-labs.larksuite.com', locale: 'en_us', time_zone: 'America/Los_Angeles', platform: 'lark' });
  });

  it('the build script reproduces the committed snapshot byte for byte', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'lark-emma-')), 'emma-clark.json');
    execFileSync(process.execPath, [join(ROOT, 'snapshots', 'lark', 'emma-clark.build.mjs'), out]);
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(FILE, 'utf8'));
  });

  it('recurring events repeat on Pacific wall-clock time; free/busy is written in the tenant zone', async () => {
    const { call } = session(EMMA);
    const busy = ok(await call('calendar_v4_freebusy_list', { data: { time_min: '2026-01-19T00:00:00-08:00', time_max: '2026-01-20T00:00:00-08:00', user_id: EMMA.me } }));
    // Monday Jan 19: the Lumen weekly sync, 10:00–10:45 PT (a Tuesday in Beijing).
    expect(busy.freebusy_list).toEqual([{ start_time: '2026-01-19T10:00:00-08:00', end_time: '2026-01-19T10:45:00-08:00' }]);
    const lumen = baseNamed(EMMA, 'Lumen Tracker');
    const issues = tableNamed(lumen, 'Issues');
    const mine = ok(await search(call, lumen.app_token, issues.table_id, { view_id: viewNamed(issues, 'Open for v1.0').view_id, field_names: ['ID'] }));
    // The view's filter (v1.0, not done) and its sort (priority in option order, then table order).
    expect(mine.items.map((i: Any) => i.fields.ID[0].text)).toEqual(['LUM-233', 'LUM-238', 'LUM-240', 'LUM-241', 'LUM-235', 'LUM-243', 'LUM-248', 'LUM-245', 'LUM-250']);
    larkError(await call('bitable_v1_appTable_list', { path: { app_token: baseNamed(EMMA, 'Spring Offsite 2026 — RSVPs').app_token } }), 91403, 'Forbidden', { lark: true });
  });
});

describe('lark: the li-ming cloud documents', () => {
  it('only add to the tree: people, calendars and chats are built before the documents, from their own generator', async () => {
    const { buildLarkTree } = await import('../snapshots/lark/tree-build.mjs' as string);
    const content = await import('../snapshots/lark/li-ming.content.mjs' as string);
    const roster = JSON.parse(readFileSync(join(ROOT, 'snapshots', 'personas', 'li-ming.json'), 'utf8'));
    const { tree } = buildLarkTree({
      seed: [0x4c41524b, 0x6c696d69, 0x6e670001, 20260101], roster, content, contentFile: 'li-ming.content.mjs', utcOffsetHours: 8, eventZone: 'Asia/Shanghai',
      displayName: (p: Any) => LI.users[Object.keys(LI.users).find((k) => LI.users[k].email === p.email)!].name, ownerExtra: { name: roster.owner.name_zh },
      employeePrefix: 'HX', appName: '华信助手', ciAppName: 'Atlas CI', defaultCreated: '2025-12-15 10:00', yearOf: (m: number) => (m >= 7 ? 2025 : 2026),
      tenant: (k: string) => ({ tenant_key: k, name: roster.company.name, name_zh: '华信云', domain: roster.company.domain }),
    });
    for (const key of Object.keys(tree)) expect(LI[key], key).toEqual(tree[key]);
    expect(Object.keys(LI).slice(Object.keys(tree).length)).toEqual(['cloud', 'folders', 'bases', 'documents', 'wiki_spaces']);
  });

  it('uses real id formats and keeps every record\'s cells within its table\'s fields', () => {
    for (const [token, base] of Object.entries(LI.bases) as [string, Any][]) {
      expect(base.app_token).toBe(token);
      expect(token).toMatch(/^[A-Za-z][A-Za-z0-9]{26}$/);
      for (const [tid, t] of Object.entries(base.tables) as [string, Any][]) {
        expect(tid).toMatch(/^tbl[A-Za-z0-9]{13}$/);
        const names = new Set(Object.values(t.fields).map((f: Any) => f.field_name));
        for (const id of t.field_order) expect(id).toMatch(/^fld[A-Za-z0-9]{7}$/);
        for (const [rid, r] of Object.entries(t.records) as [string, Any][]) {
          expect(rid).toMatch(/^rec[A-Za-z0-9]{10}$/);
          for (const k of Object.keys(r.fields)) expect(names.has(k), `${t.name}: ${k}`).toBe(true);
        }
      }
    }
    for (const [id, d] of Object.entries(LI.documents) as [string, Any][]) expect(id).toMatch(/^([A-Z][A-Za-z0-9]{26}|doxcn[A-Za-z0-9]{22})$/);
    for (const [id, s] of Object.entries(LI.wiki_spaces) as [string, Any][]) {
      expect(id).toMatch(/^7\d{18}$/);
      for (const n of Object.values(s.nodes) as Any[]) expect(LI.documents[n.obj_token] || LI.bases[n.obj_token]).toBeTruthy();
    }
  });
});
