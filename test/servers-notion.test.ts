// The Notion kernels (suekou/mcp-notion-server 1.2.4), tool by tool, on fresh copies of the
// emma-clark snapshot: the success path with the Notion API body exactly as the server prints it
// (JSON.stringify(…, null, 2), request_id last), the server's own `{"error":"…"}` checks, and the
// API's errors passed through as ordinary text — path/body validation, object_not_found for
// missing and unshared objects, semantic conflicts (archived objects, wrong object kind, unknown
// properties and options). A failed call never writes: no operations.
import { describe, it, expect } from 'vitest';
import { readFileSync, mkdtempSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { loadServer } from '../runtime/servers/registry.ts';
import { kernelSession, type KernelCall } from './helpers/kernel-session.ts';
import type { CallToolResult, PatchOp } from '../runtime/kernel/types.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Any = any;

const ROOT = join(import.meta.dirname, '..');
const SNAP: Any = JSON.parse(readFileSync(join(ROOT, 'snapshots', 'notion', 'emma-clark.json'), 'utf8'));
const LI: Any = JSON.parse(readFileSync(join(ROOT, 'snapshots', 'notion', 'li-ming.json'), 'utf8'));
const T: Any = SNAP.tree;
const server = loadServer('notion');
const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// ---------------------------------------------------------------------------------------------
// Snapshot lookups by name.

const plain = (runs: Any[]) => (runs || []).map((r: Any) => (r.type === 'text' ? r.text.content : '')).join('');
const titleOf = (p: Any) => plain((Object.values(p.properties).find((v: Any) => v.type === 'title') as Any)?.title);
const pages: Any[] = Object.values(T.pages);
const page = (title: string): Any => {
  const hit = pages.find((p) => titleOf(p) === title);
  if (!hit) throw new Error(`no page ${title}`);
  return hit;
};
const db = (title: string): Any => Object.values(T.databases).find((d: Any) => plain(d.title) === title);
const user = (name: string): Any => Object.values(T.users).find((u: Any) => u.name === name);
const kidsOf = (id: string) => (Object.values(T.blocks) as Any[]).filter((b) => (b.parent.page_id || b.parent.block_id) === id).sort((a, b) => a.position - b.position);
const EMMA = user('Emma Clark');
const NOAH = user('Noah Brooks');
const BOT = T.users[T.bot_id];
const POSTMORTEM = page('Postmortem: NCCL timeouts on rack B7');
const HOME = page('Emma’s Home');
const PRIVATE = page('Leadership sync notes');
const ARCHIVED = page('Old: Q3 eval roadmap');
const TASKS = db('Task tracker');
const MEETINGS = db('Meeting notes');
const SPEC_TASK = page('Prepare spec freeze deck');
const MISSING = '00000000-0000-4000-8000-000000000000';

// ---------------------------------------------------------------------------------------------
// Running kernels on a fresh tree, the clock stepping a minute per call.

type Call = KernelCall;

const session = (base: Any = T) => kernelSession(server, base, { seedTail: [3, 5, 7], json: 'lenient' });

/** A Notion API body, printed with two-space indentation and closed by a fresh request_id. */
function ok(r: Call): Any {
  expect(r.result.isError, r.text).toBeUndefined();
  expect(r.body.object, r.text).not.toBe('error');
  expect(r.body.request_id).toMatch(UUID);
  expect(Object.keys(r.body).at(-1)).toBe('request_id');
  expect(r.text).toBe(JSON.stringify(r.body, null, 2));
  return r.body;
}

/** An API error passed through as ordinary text, nothing written. */
function apiError(r: Call, status: number, code: string, message: string) {
  expect(r.ops).toEqual([]);
  expect(r.result.isError).toBeUndefined();
  expect(r.body.request_id).toMatch(UUID);
  expect(r.text).toBe(JSON.stringify({ object: 'error', status, code, message, request_id: r.body.request_id }, null, 2));
}
const invalid = (r: Call, message: string) => apiError(r, 400, 'validation_error', message);
const notFound = (r: Call, kind: string, id: string) => apiError(r, 404, 'object_not_found', `Could not find ${kind} with ID: ${id}. Make sure the relevant pages and databases are shared with your integration.`);

/** One of the MCP server's own checks: compact `{"error":"…"}`, not flagged isError. */
function serverError(r: Call, message: string) {
  expect(r.ops).toEqual([]);
  expect(r.result.isError).toBeUndefined();
  expect(r.text).toBe(JSON.stringify({ error: message }));
}

const minute = (ms: number) => new Date(ms - (ms % 60_000)).toISOString();
const full = (content: string, extra: Any = {}) => ({
  type: 'text', text: { content, link: null },
  annotations: { bold: false, italic: false, strikethrough: false, underline: false, code: false, color: 'default', ...extra },
  plain_text: content, href: null,
});
const para = (content: string) => ({ object: 'block', type: 'paragraph', paragraph: { rich_text: [{ type: 'text', text: { content } }] } });
const titles = (list: Any) => list.results.map((x: Any) => (x.object === 'database' ? plain2(x.title) : plain2((Object.values(x.properties).find((v: Any) => v.type === 'title') as Any).title)));
const plain2 = (runs: Any[]) => runs.map((r: Any) => r.plain_text).join('');

// ---------------------------------------------------------------------------------------------

describe('notion: server folder', () => {
  it('exposes exactly the 18 tools of the suekou 1.2.4 manifest, one kernel each', () => {
    expect(server.tools.map((t) => t.name)).toEqual([
      'notion_append_block_children', 'notion_retrieve_block', 'notion_retrieve_block_children', 'notion_delete_block',
      'notion_update_block', 'notion_retrieve_page', 'notion_update_page_properties', 'notion_list_all_users',
      'notion_retrieve_user', 'notion_retrieve_bot_user', 'notion_create_database', 'notion_query_database',
      'notion_retrieve_database', 'notion_update_database', 'notion_create_database_item', 'notion_create_comment',
      'notion_retrieve_comments', 'notion_search',
    ]);
    const shared = '/work/shared/tools/notion.json';
    if (existsSync(shared)) expect(readFileSync(join(ROOT, 'kernels/notion/manifest.json'), 'utf8')).toBe(readFileSync(shared, 'utf8'));
  });

  it('is a low-level server: no SDK validation, unknown tools answered as {"error": …} text', () => {
    expect(server.config).toEqual({
      name: 'notion', validation: 'none', defaultSnapshot: 'notion/emma-clark',
      unknownTool: { text: '{"error":"Unknown tool: {name}"}', isError: false },
    });
  });

  it('refuses a call without arguments the way the server does', async () => {
    const { call } = session();
    serverError(await call('notion_retrieve_bot_user', null), 'No arguments provided');
    serverError(await call('notion_search', undefined), 'No arguments provided');
  });
});

describe('notion_retrieve_block', () => {
  it('returns a block exactly as the API shapes it (parent, times, authors, rich text)', async () => {
    const { call } = session();
    const b = kidsOf(POSTMORTEM.id)[0];
    const body = ok(await call('notion_retrieve_block', { block_id: b.id.replace(/-/g, '') }));
    expect(body).toEqual({
      object: 'block', id: b.id, parent: { type: 'page_id', page_id: POSTMORTEM.id },
      created_time: b.created_time, last_edited_time: b.last_edited_time,
      created_by: { object: 'user', id: b.created_by }, last_edited_by: { object: 'user', id: b.last_edited_by },
      has_children: false, archived: false, in_trash: false, type: 'heading_2',
      heading_2: { rich_text: [full('Impact')], is_toggleable: false, color: 'default' },
      request_id: body.request_id,
    });
  });

  it('shows sub-pages as child_page and databases as child_database blocks', async () => {
    const { call } = session();
    const sub = page('Q1 2026 Goals');
    const asBlock = ok(await call('notion_retrieve_block', { block_id: sub.id }));
    expect(asBlock).toMatchObject({ id: sub.id, type: 'child_page', child_page: { title: 'Q1 2026 Goals' }, has_children: true, parent: { type: 'page_id', page_id: HOME.id } });
    const asDb = ok(await call('notion_retrieve_block', { block_id: TASKS.id }));
    expect(asDb).toMatchObject({ id: TASKS.id, type: 'child_database', child_database: { title: 'Task tracker' } });
  });

  it('errors: missing argument, malformed ID, unknown ID, page not shared with the integration', async () => {
    const { call } = session();
    serverError(await call('notion_retrieve_block', {}), 'Missing required argument: block_id');
    invalid(await call('notion_retrieve_block', { block_id: 'abc' }), 'path failed validation: path.block_id should be a valid uuid, instead was `"abc"`.');
    invalid(await call('notion_retrieve_block', { block_id: 42 }), 'path failed validation: path.block_id should be a valid uuid, instead was `"42"`.');
    notFound(await call('notion_retrieve_block', { block_id: MISSING }), 'block', MISSING);
    notFound(await call('notion_retrieve_block', { block_id: PRIVATE.id }), 'block', PRIVATE.id);
    notFound(await call('notion_retrieve_block', { block_id: kidsOf(PRIVATE.id)[0].id }), 'block', kidsOf(PRIVATE.id)[0].id);
  });
});

describe('notion_retrieve_block_children', () => {
  it('lists live children in order and pages with cursors', async () => {
    const { call } = session();
    const kids = kidsOf(POSTMORTEM.id);
    const first = ok(await call('notion_retrieve_block_children', { block_id: POSTMORTEM.id, page_size: 4 }));
    expect(first.results.map((b: Any) => b.id)).toEqual(kids.slice(0, 4).map((b) => b.id));
    expect(first).toMatchObject({ object: 'list', next_cursor: kids[4].id, has_more: true, type: 'block', block: {} });
    const rest = ok(await call('notion_retrieve_block_children', { block_id: POSTMORTEM.id, start_cursor: first.next_cursor, page_size: '100' }));
    expect(rest.results.map((b: Any) => b.type)).toEqual(['heading_2', 'bulleted_list_item', 'bulleted_list_item', 'heading_2', 'to_do', 'to_do', 'to_do']);
    expect(rest.results[4].to_do).toEqual({ rich_text: [full('Preflight check in the submit path')], checked: true, color: 'default' });
    expect(rest.results[6].to_do.rich_text[1]).toMatchObject({ type: 'mention', mention: { type: 'user', user: { object: 'user', name: 'Grace Morgan', type: 'person' } }, plain_text: '@Grace Morgan' });
    expect(rest).toMatchObject({ next_cursor: null, has_more: false });
  });

  it('includes sub-pages and databases among a page’s children', async () => {
    const { call } = session();
    const body = ok(await call('notion_retrieve_block_children', { block_id: HOME.id }));
    expect(body.results.filter((b: Any) => b.type.startsWith('child_')).map((b: Any) => b[b.type].title)).toEqual(['Q1 2026 Goals', 'Career & growth', 'Ideas backlog', 'Reading list']);
  });

  it('errors: missing argument, bad page_size and cursor, unknown block', async () => {
    const { call } = session();
    serverError(await call('notion_retrieve_block_children', { page_size: 5 }), 'Missing required argument: block_id');
    invalid(await call('notion_retrieve_block_children', { block_id: POSTMORTEM.id, page_size: 'ten' }), 'query failed validation: query.page_size should be a number, instead was `"ten"`.');
    invalid(await call('notion_retrieve_block_children', { block_id: POSTMORTEM.id, page_size: 101 }), 'query failed validation: query.page_size should be ≤ `100`, instead was `101`.');
    invalid(await call('notion_retrieve_block_children', { block_id: POSTMORTEM.id, start_cursor: 'xyz' }), 'query failed validation: query.start_cursor should be a valid uuid, instead was `"xyz"`.');
    invalid(await call('notion_retrieve_block_children', { block_id: POSTMORTEM.id, start_cursor: MISSING }), `The start_cursor provided is invalid: ${MISSING}`);
    notFound(await call('notion_retrieve_block_children', { block_id: MISSING }), 'block', MISSING);
  });
});

describe('notion_append_block_children', () => {
  it('appends blocks (nested children too) at the end and answers the new top-level blocks', async () => {
    const { call, tree } = session();
    const r = await call('notion_append_block_children', {
      block_id: POSTMORTEM.id,
      after: kidsOf(POSTMORTEM.id)[0].id,
      children: [
        para('Follow-up owner: Grace'),
        { type: 'to_do', to_do: { rich_text: [{ text: { content: 'Ship the alert' }, annotations: { bold: true } }], checked: false }, children: [para('after the freeze')] },
      ],
      format: 'markdown',
    });
    const body = ok(r);
    const when = minute(r.nowMs);
    expect(body.results).toHaveLength(2);
    const [p, todo] = body.results;
    expect(p).toEqual({
      object: 'block', id: p.id, parent: { type: 'page_id', page_id: POSTMORTEM.id }, created_time: when, last_edited_time: when,
      created_by: { object: 'user', id: BOT.id }, last_edited_by: { object: 'user', id: BOT.id }, has_children: false,
      archived: false, in_trash: false, type: 'paragraph', paragraph: { rich_text: [full('Follow-up owner: Grace')], color: 'default' },
    });
    expect(todo).toMatchObject({ has_children: true, type: 'to_do', to_do: { rich_text: [full('Ship the alert', { bold: true })], checked: false, color: 'default' } });
    expect(body).toMatchObject({ next_cursor: null, has_more: false, type: 'block', block: {} });
    // `after` is not forwarded by the server: the new blocks are last.
    const kids = ok(await call('notion_retrieve_block_children', { block_id: POSTMORTEM.id }));
    expect(kids.results.slice(-2).map((b: Any) => b.id)).toEqual([p.id, todo.id]);
    const nested: Any = Object.values(tree.blocks).find((b: Any) => b.parent.block_id === todo.id);
    expect(nested).toMatchObject({ type: 'paragraph', paragraph: { rich_text: [{ type: 'text', text: { content: 'after the freeze' } }] }, position: 1 });
    expect(r.ops).toEqual([
      { op: 'add', path: `/blocks/${p.id}`, value: tree.blocks[p.id] },
      { op: 'add', path: `/blocks/${todo.id}`, value: tree.blocks[todo.id] },
      { op: 'add', path: `/blocks/${nested.id}`, value: nested },
      { op: 'replace', path: `/pages/${POSTMORTEM.id}/last_edited_time`, value: when },
      { op: 'replace', path: `/pages/${POSTMORTEM.id}/last_edited_by`, value: BOT.id },
    ]);
    expect(tree.pages[POSTMORTEM.id].last_edited_time).toBe(when);
    expect(tree.blocks[p.id].position).toBe(12);
  });

  it('errors: server check, body validation, unknown and unshared targets, archived pages, leaf blocks, databases', async () => {
    const { call } = session();
    serverError(await call('notion_append_block_children', { block_id: POSTMORTEM.id }), 'Missing required arguments: block_id and children');
    invalid(await call('notion_append_block_children', { block_id: 'nope', children: [] }), 'path failed validation: path.block_id should be a valid uuid, instead was `"nope"`.');
    invalid(await call('notion_append_block_children', { block_id: POSTMORTEM.id, children: 'text' }), 'body failed validation: body.children should be an array, instead was `"text"`.');
    invalid(await call('notion_append_block_children', { block_id: POSTMORTEM.id, children: [{ type: 'paragraph', paragraph: {} }] }),
      'body failed validation: body.children[0].paragraph.rich_text should be defined, instead was `undefined`.');
    invalid(await call('notion_append_block_children', { block_id: POSTMORTEM.id, children: [{ type: 'paragraph', paragraph: { rich_text: [{ type: 'text', text: { content: 'x', link: null } }] } }] }),
      'body failed validation: body.children[0].paragraph.rich_text[0].text.link should be an object or `undefined`, instead was `null`.');
    invalid(await call('notion_append_block_children', { block_id: POSTMORTEM.id, children: Array.from({ length: 101 }, () => para('x')) }),
      'body failed validation: body.children.length should be ≤ `100`, instead was `101`.');
    invalid(await call('notion_append_block_children', { block_id: POSTMORTEM.id, children: [{ type: 'child_page', child_page: { title: 'New' } }] }),
      'body failed validation: children[0].child_page should be not present, instead was `{"title":"New"}`.');
    const fixOne = await call('notion_append_block_children', { block_id: POSTMORTEM.id, children: [{ foo: 1 }] });
    expect(fixOne.body.message.split('\n')[0]).toBe('body failed validation. Fix one:');
    expect(fixOne.body.message).toContain('body.children[0].paragraph should be defined, instead was `undefined`.');
    expect(fixOne.ops).toEqual([]);
    notFound(await call('notion_append_block_children', { block_id: MISSING, children: [para('x')] }), 'block', MISSING);
    notFound(await call('notion_append_block_children', { block_id: PRIVATE.id, children: [para('x')] }), 'block', PRIVATE.id);
    invalid(await call('notion_append_block_children', { block_id: ARCHIVED.id, children: [para('x')] }), "Can't edit block that is archived. You must unarchive the block before editing.");
    const heading = kidsOf(POSTMORTEM.id)[0];
    invalid(await call('notion_append_block_children', { block_id: heading.id, children: [para('x')] }), 'Block type heading_2 does not support children.');
    invalid(await call('notion_append_block_children', { block_id: TASKS.id, children: [para('x')] }), 'Block type child_database does not support children.');
  });
});

describe('notion_update_block', () => {
  it('replaces the fields sent for the block’s own type and stamps the edit', async () => {
    const { call, tree } = session();
    const todo = kidsOf(POSTMORTEM.id).find((b) => b.type === 'to_do' && !b.to_do.checked)!;
    const r = await call('notion_update_block', { block_id: todo.id, block: { to_do: { checked: true } } });
    const body = ok(r);
    expect(body.to_do.checked).toBe(true);
    expect(body.to_do.rich_text.map((x: Any) => x.plain_text).join('')).toBe('Alert on NCCL timeout rate per rack (@Grace Morgan)');
    expect(body.last_edited_time).toBe(minute(r.nowMs));
    expect(body.last_edited_by).toEqual({ object: 'user', id: BOT.id });
    const at = minute(r.nowMs);
    expect(r.ops).toEqual([
      { op: 'replace', path: `/blocks/${todo.id}/to_do`, value: { ...todo.to_do, checked: true } },
      { op: 'replace', path: `/blocks/${todo.id}/last_edited_time`, value: at },
      { op: 'replace', path: `/blocks/${todo.id}/last_edited_by`, value: BOT.id },
      { op: 'replace', path: `/pages/${POSTMORTEM.id}/last_edited_time`, value: at },
      { op: 'replace', path: `/pages/${POSTMORTEM.id}/last_edited_by`, value: BOT.id },
    ]);
    const para2 = kidsOf(POSTMORTEM.id)[1];
    const edited = ok(await call('notion_update_block', { block_id: para2.id, block: { type: 'paragraph', paragraph: { rich_text: [{ type: 'text', text: { content: 'Rewritten.' } }] } } }));
    expect(edited.paragraph).toEqual({ rich_text: [full('Rewritten.')], color: 'default' });
    expect(tree.blocks[para2.id].paragraph.rich_text).toEqual([{ type: 'text', text: { content: 'Rewritten.' } }]);
  });

  it('archives and restores with `archived`; edits to archived blocks are refused', async () => {
    const { call } = session();
    const b = kidsOf(POSTMORTEM.id)[1];
    expect(ok(await call('notion_update_block', { block_id: b.id, block: { archived: true } }))).toMatchObject({ archived: true, in_trash: true });
    invalid(await call('notion_update_block', { block_id: b.id, block: { paragraph: { rich_text: [] } } }), "Can't edit block that is archived. You must unarchive the block before editing.");
    expect(ok(await call('notion_update_block', { block_id: b.id, block: { archived: false } }))).toMatchObject({ archived: false });
  });

  it('errors: server check, non-object body, another type’s content, bad values, unknown block', async () => {
    const { call } = session();
    const b = kidsOf(POSTMORTEM.id)[1];
    serverError(await call('notion_update_block', { block_id: b.id }), 'Missing required arguments: block_id and block');
    invalid(await call('notion_update_block', { block_id: b.id, block: 'x' }), 'body failed validation: body should be an object, instead was `"x"`.');
    invalid(await call('notion_update_block', { block_id: b.id, block: { heading_1: { rich_text: [] } } }), 'body failed validation: body.paragraph should be defined, instead was `undefined`.');
    invalid(await call('notion_update_block', { block_id: b.id, block: { paragraph: { color: 'teal' } } }), 'body failed validation: body.paragraph.color should be a valid color, instead was `"teal"`.');
    invalid(await call('notion_update_block', { block_id: b.id, block: { archived: 'yes' } }), 'body failed validation: body.archived should be a boolean, instead was `"yes"`.');
    notFound(await call('notion_update_block', { block_id: MISSING, block: { archived: true } }), 'block', MISSING);
  });
});

describe('notion_delete_block', () => {
  it('moves a block to the trash; it leaves its parent’s children', async () => {
    const { call, tree } = session();
    const b = kidsOf(POSTMORTEM.id)[2];
    const r = await call('notion_delete_block', { block_id: b.id });
    expect(ok(r)).toMatchObject({ id: b.id, archived: true, in_trash: true, type: 'heading_2' });
    expect(r.ops[0]).toEqual({ op: 'replace', path: `/blocks/${b.id}/archived`, value: true });
    expect(tree.blocks[b.id].archived).toBe(true);
    const kids = ok(await call('notion_retrieve_block_children', { block_id: POSTMORTEM.id }));
    expect(kids.results.map((x: Any) => x.id)).not.toContain(b.id);
    invalid(await call('notion_delete_block', { block_id: b.id }), "Can't edit block that is archived. You must unarchive the block before editing.");
  });

  it('deleting a page archives the page', async () => {
    const { call, tree } = session();
    const idea = page('Ideas backlog');
    expect(ok(await call('notion_delete_block', { block_id: idea.id }))).toMatchObject({ type: 'child_page', archived: true });
    expect(tree.pages[idea.id].archived).toBe(true);
  });

  it('errors: missing argument, malformed and unknown IDs', async () => {
    const { call } = session();
    serverError(await call('notion_delete_block', {}), 'Missing required argument: block_id');
    invalid(await call('notion_delete_block', { block_id: '1234' }), 'path failed validation: path.block_id should be a valid uuid, instead was `"1234"`.');
    notFound(await call('notion_delete_block', { block_id: MISSING }), 'block', MISSING);
  });
});

describe('notion_retrieve_page', () => {
  it('renders a database row with its schema: option IDs and colours, full people, dates, computed times', async () => {
    const { call } = session();
    const body = ok(await call('notion_retrieve_page', { page_id: SPEC_TASK.id, format: 'json' }));
    const schema = TASKS.properties;
    const opt = (prop: string, name: string) => schema[prop][schema[prop].type].options.find((o: Any) => o.name === name);
    expect(body).toEqual({
      object: 'page', id: SPEC_TASK.id, created_time: SPEC_TASK.created_time, last_edited_time: SPEC_TASK.last_edited_time,
      created_by: { object: 'user', id: EMMA.id }, last_edited_by: { object: 'user', id: EMMA.id }, cover: null, icon: null,
      parent: { type: 'database_id', database_id: TASKS.id }, archived: false, in_trash: false,
      properties: {
        Name: { id: 'title', type: 'title', title: [full('Prepare spec freeze deck')] },
        Status: { id: schema.Status.id, type: 'status', status: opt('Status', 'In progress') },
        Priority: { id: schema.Priority.id, type: 'select', select: opt('Priority', 'P0') },
        Project: { id: schema.Project.id, type: 'select', select: opt('Project', 'Lumen') },
        Assignee: { id: schema.Assignee.id, type: 'people', people: [{ object: 'user', id: EMMA.id, name: 'Emma Clark', avatar_url: EMMA.avatar_url, type: 'person', person: { email: 'emma.clark@brightline-labs.example' } }] },
        Due: { id: schema.Due.id, type: 'date', date: { start: '2026-01-08', end: null, time_zone: null } },
        Tags: { id: schema.Tags.id, type: 'multi_select', multi_select: [opt('Tags', 'docs')] },
        Estimate: { id: schema.Estimate.id, type: 'number', number: 2 },
        Created: { id: schema.Created.id, type: 'created_time', created_time: SPEC_TASK.created_time },
      },
      url: `https://www.notion.so/Prepare-spec-freeze-deck-${SPEC_TASK.id.replace(/-/g, '')}`,
      public_url: null,
      request_id: body.request_id,
    });
  });

  it('a plain page has only its title; archived pages still come back, flagged', async () => {
    const { call } = session();
    const body = ok(await call('notion_retrieve_page', { page_id: HOME.id }));
    expect(body.properties).toEqual({ title: { id: 'title', type: 'title', title: [full('Emma’s Home')] } });
    expect(body.parent).toEqual({ type: 'workspace', workspace: true });
    expect(body.icon).toEqual({ type: 'emoji', emoji: '🏠' });
    expect(body.url).toBe(`https://www.notion.so/Emma-s-Home-${HOME.id.replace(/-/g, '')}`);
    expect(ok(await call('notion_retrieve_page', { page_id: ARCHIVED.id }))).toMatchObject({ archived: true, in_trash: true });
  });

  it('errors: missing argument, malformed ID, a database ID, unknown and unshared pages', async () => {
    const { call } = session();
    serverError(await call('notion_retrieve_page', {}), 'Missing required argument: page_id');
    invalid(await call('notion_retrieve_page', { page_id: 'home' }), 'path failed validation: path.page_id should be a valid uuid, instead was `"home"`.');
    invalid(await call('notion_retrieve_page', { page_id: TASKS.id }), `Provided ID ${TASKS.id} is a database, not a page. Use the retrieve database API instead, or use the ID of a page.`);
    notFound(await call('notion_retrieve_page', { page_id: MISSING }), 'page', MISSING);
    notFound(await call('notion_retrieve_page', { page_id: PRIVATE.id }), 'page', PRIVATE.id);
    notFound(await call('notion_retrieve_page', { page_id: kidsOf(POSTMORTEM.id)[0].id }), 'page', kidsOf(POSTMORTEM.id)[0].id);
  });
});

describe('notion_update_page_properties', () => {
  it('writes typed values; a new select option is added to the database schema', async () => {
    const { call, tree } = session();
    const r = await call('notion_update_page_properties', {
      page_id: SPEC_TASK.id,
      properties: { Status: { status: { name: 'Done' } }, Tags: { multi_select: [{ name: 'docs' }, { name: 'freeze' }] }, Due: { date: { start: '2026-01-07' } }, Estimate: { number: 3 } },
    });
    const body = ok(r);
    expect(body.properties.Status.status.name).toBe('Done');
    expect(body.properties.Tags.multi_select.map((o: Any) => o.name)).toEqual(['docs', 'freeze']);
    expect(body.properties.Tags.multi_select[1].id).toMatch(UUID);
    expect(body.properties.Due.date).toEqual({ start: '2026-01-07', end: null, time_zone: null });
    expect(body.last_edited_time).toBe(minute(r.nowMs));
    expect(r.ops.map((o) => o.path)).toEqual([`/databases/${TASKS.id}/properties`, `/pages/${SPEC_TASK.id}/properties`, `/pages/${SPEC_TASK.id}/last_edited_time`, `/pages/${SPEC_TASK.id}/last_edited_by`]);
    expect(tree.pages[SPEC_TASK.id].properties.Status).toEqual({ type: 'status', status: { name: 'Done' } });
    expect(tree.databases[TASKS.id].properties.Tags.multi_select.options.at(-1)).toMatchObject({ name: 'freeze' });
  });

  it('renames a plain page through its title property', async () => {
    const { call } = session();
    const idea = page('Ideas backlog');
    const body = ok(await call('notion_update_page_properties', { page_id: idea.id, properties: { title: { title: [{ text: { content: 'Ideas' } }] } } }));
    expect(body.properties.title.title).toEqual([full('Ideas')]);
  });

  it('errors: server check, unknown property, wrong value type, unknown status option, bad date, archived page', async () => {
    const { call } = session();
    serverError(await call('notion_update_page_properties', { page_id: SPEC_TASK.id }), 'Missing required arguments: page_id and properties');
    invalid(await call('notion_update_page_properties', { page_id: SPEC_TASK.id, properties: 'Done' }), 'body failed validation: body.properties should be an object, instead was `"Done"`.');
    invalid(await call('notion_update_page_properties', { page_id: SPEC_TASK.id, properties: { Owner: { people: [] } } }), 'Owner is not a property that exists.');
    invalid(await call('notion_update_page_properties', { page_id: SPEC_TASK.id, properties: { Status: 'Done' } }), 'Status is expected to be status.');
    invalid(await call('notion_update_page_properties', { page_id: SPEC_TASK.id, properties: { Priority: { select: { name: 'P0' } }, Status: { status: { name: 'Shipped' } } } }), 'Invalid status option. Status option "Shipped" does not exist.');
    invalid(await call('notion_update_page_properties', { page_id: SPEC_TASK.id, properties: { Due: { date: { start: 'next Friday' } } } }), 'body failed validation: body.properties.Due.date.start should be a valid ISO 8601 date string, instead was `"next Friday"`.');
    invalid(await call('notion_update_page_properties', { page_id: SPEC_TASK.id, properties: { Estimate: { number: '3' } } }), 'body failed validation: body.properties.Estimate.number should be a number or `null`, instead was `"3"`.');
    invalid(await call('notion_update_page_properties', { page_id: SPEC_TASK.id, properties: { Created: { created_time: '2026-01-01' } } }), 'Cannot update the created_time property "Created"; it is read-only.');
    apiError(await call('notion_update_page_properties', { page_id: SPEC_TASK.id, properties: { Assignee: { people: [{ id: MISSING }] } } }), 404, 'object_not_found', `Could not find user with ID: ${MISSING}.`);
    invalid(await call('notion_update_page_properties', { page_id: HOME.id, properties: { Status: { select: { name: 'x' } } } }), 'Status is not a property that exists.');
    invalid(await call('notion_update_page_properties', { page_id: ARCHIVED.id, properties: { title: { title: [] } } }), "Can't edit page that is archived. You must unarchive the page before editing.");
    notFound(await call('notion_update_page_properties', { page_id: MISSING, properties: {} }), 'page', MISSING);
  });
});

describe('notion users', () => {
  it('notion_list_all_users lists people and bots, paginated', async () => {
    const { call } = session();
    const first = ok(await call('notion_list_all_users', { page_size: 2 }));
    expect(first.results).toEqual([
      { object: 'user', id: EMMA.id, name: 'Emma Clark', avatar_url: EMMA.avatar_url, type: 'person', person: { email: 'emma.clark@brightline-labs.example' } },
      { object: 'user', id: NOAH.id, name: 'Noah Brooks', avatar_url: NOAH.avatar_url, type: 'person', person: { email: 'noah.brooks@brightline-labs.example' } },
    ]);
    expect(first).toMatchObject({ has_more: true, type: 'user', user: {} });
    const all = ok(await call('notion_list_all_users', { page_size: 0 }));
    expect(all.results).toHaveLength(Object.keys(T.users).length);
    expect(all.results.filter((u: Any) => u.type === 'bot').map((u: Any) => u.name)).toEqual(['Emma’s MCP assistant', 'Calendar Sync', 'GitHub Issues']);
    expect(all.results.find((u: Any) => u.type === 'bot').bot).toEqual({});
    invalid(await call('notion_list_all_users', { page_size: -1 }), 'query failed validation: query.page_size should be ≥ `1`, instead was `-1`.');
  });

  it('notion_retrieve_user and its errors', async () => {
    const { call } = session();
    expect(ok(await call('notion_retrieve_user', { user_id: NOAH.id.replace(/-/g, '') }))).toMatchObject({ id: NOAH.id, name: 'Noah Brooks', person: { email: 'noah.brooks@brightline-labs.example' } });
    serverError(await call('notion_retrieve_user', {}), 'Missing required argument: user_id');
    invalid(await call('notion_retrieve_user', { user_id: 'noah' }), 'path failed validation: path.user_id should be a valid uuid, instead was `"noah"`.');
    apiError(await call('notion_retrieve_user', { user_id: MISSING }), 404, 'object_not_found', `Could not find user with ID: ${MISSING}.`);
  });

  it('notion_retrieve_bot_user answers the integration’s bot with its workspace', async () => {
    const { call } = session();
    const body = ok(await call('notion_retrieve_bot_user', { random_string: 'x' }));
    expect(body).toEqual({
      object: 'user', id: BOT.id, name: 'Emma’s MCP assistant', avatar_url: null, type: 'bot',
      bot: { owner: { type: 'workspace', workspace: true }, workspace_name: 'Brightline Labs', workspace_limits: { max_file_upload_size_in_bytes: 5368709120 } },
      request_id: body.request_id,
    });
    expect(ok(await call('notion_retrieve_bot_user', {})).id).toBe(BOT.id);
  });
});

describe('notion_query_database', () => {
  it('filters with compound conditions, sorts, and paginates', async () => {
    const { call } = session();
    const body = ok(await call('notion_query_database', {
      database_id: TASKS.id,
      filter: { and: [{ property: 'Assignee', people: { contains: EMMA.id } }, { property: 'Status', status: { does_not_equal: 'Done' } }, { property: 'Due', date: { on_or_before: '2026-01-09' } }] },
      sorts: [{ property: 'Due', direction: 'ascending' }, { property: 'Name', direction: 'ascending' }],
    }));
    expect(titles(body)).toEqual([
      'Long-context track: rerun on Harbor', 'Interview: Tomás Ruiz onsite (eval design)', 'Prepare spec freeze deck', 'Send spec freeze announcement',
      'Add FactCheck-200 as a Lumen track', 'Follow up on Priya Raman offer (answer due Jan 9)',
    ]);
    expect(body).toMatchObject({ object: 'list', has_more: false, next_cursor: null, type: 'page_or_database', page_or_database: {} });
    const paged = ok(await call('notion_query_database', { database_id: TASKS.id, filter: { property: 'Tags', multi_select: { contains: 'flaky' } }, page_size: 10 }));
    expect(paged.results).toHaveLength(10);
    expect(paged.has_more).toBe(true);
    const next = ok(await call('notion_query_database', { database_id: TASKS.id, filter: { property: 'Tags', multi_select: { contains: 'flaky' } }, start_cursor: paged.next_cursor, page_size: 100 }));
    expect(paged.results.length + next.results.length).toBe(40); // 36 flaky-task tickets + 4 planned tasks
    const recent = ok(await call('notion_query_database', { database_id: MEETINGS.id, filter: { or: [{ property: 'Type', select: { equals: 'External' } }, { property: 'Name', title: { contains: 'NCCL' } }] }, sorts: [{ timestamp: 'created_time', direction: 'descending' }] }));
    expect(titles(recent)).toEqual(['Harbor incident review: NCCL timeouts on rack B7', 'Northstar Health: eval consulting call']);
  });

  it('errors: server check, unknown property, wrong filter type, unknown condition, bad sorts, a page ID', async () => {
    const { call } = session();
    serverError(await call('notion_query_database', { filter: {} }), 'Missing required argument: database_id');
    invalid(await call('notion_query_database', { database_id: TASKS.id, filter: { property: 'Owner', people: { contains: EMMA.id } } }), 'Could not find property with name or id: Owner');
    invalid(await call('notion_query_database', { database_id: TASKS.id, filter: { property: 'Status', select: { equals: 'Done' } } }), 'body failed validation: body.filter.status should be defined, instead was `undefined`.');
    const cond = await call('notion_query_database', { database_id: TASKS.id, filter: { property: 'Priority', select: { is: 'P0' } } });
    invalid(cond, 'body failed validation. Fix one:\nbody.filter.select.equals should be defined, instead was `undefined`.\nbody.filter.select.does_not_equal should be defined, instead was `undefined`.\nbody.filter.select.is_empty should be defined, instead was `undefined`.\nbody.filter.select.is_not_empty should be defined, instead was `undefined`.');
    invalid(await call('notion_query_database', { database_id: TASKS.id, filter: { property: 'Due', date: { after: 'soon' } } }), 'body failed validation: body.filter.date.after should be a valid ISO 8601 date string, instead was `"soon"`.');
    invalid(await call('notion_query_database', { database_id: TASKS.id, sorts: [{ property: 'Deadline', direction: 'ascending' }] }), 'Could not find sort property with name or id: Deadline');
    invalid(await call('notion_query_database', { database_id: TASKS.id, sorts: [{ property: 'Due', direction: 'up' }] }), 'body failed validation: body.sorts[0].direction should be `"ascending"` or `"descending"`, instead was `"up"`.');
    invalid(await call('notion_query_database', { database_id: TASKS.id, page_size: '10' }), 'body failed validation: body.page_size should be a number or `undefined`, instead was `"10"`.');
    invalid(await call('notion_query_database', { database_id: HOME.id }), `Provided ID ${HOME.id} is a page, not a database. Use the retrieve page API instead, or use the ID of a database.`);
    notFound(await call('notion_query_database', { database_id: MISSING }), 'database', MISSING);
  });
});

describe('notion_retrieve_database', () => {
  it('returns title, schema and parent', async () => {
    const { call } = session();
    const body = ok(await call('notion_retrieve_database', { database_id: TASKS.id }));
    expect(body).toEqual({
      object: 'database', id: TASKS.id, cover: null, icon: { type: 'emoji', emoji: '✅' }, created_time: TASKS.created_time,
      created_by: { object: 'user', id: EMMA.id }, last_edited_by: { object: 'user', id: EMMA.id }, last_edited_time: TASKS.last_edited_time,
      title: [full('Task tracker')], description: [], is_inline: false, properties: TASKS.properties,
      parent: { type: 'page_id', page_id: page('Research Team Wiki').id }, url: `https://www.notion.so/${TASKS.id.replace(/-/g, '')}`,
      public_url: null, archived: false, in_trash: false, request_id: body.request_id,
    });
    expect(Object.keys(body.properties)).toEqual(['Name', 'Status', 'Priority', 'Project', 'Assignee', 'Due', 'Tags', 'Estimate', 'Created']);
  });

  it('errors: the server does not check the argument, so a missing ID reaches the API as "undefined"', async () => {
    const { call } = session();
    invalid(await call('notion_retrieve_database', {}), 'path failed validation: path.database_id should be a valid uuid, instead was `"undefined"`.');
    invalid(await call('notion_retrieve_database', { database_id: SPEC_TASK.id }), `Provided ID ${SPEC_TASK.id} is a page, not a database. Use the retrieve page API instead, or use the ID of a database.`);
    notFound(await call('notion_retrieve_database', { database_id: MISSING }), 'database', MISSING);
  });
});

describe('notion_create_database', () => {
  it('creates a database under a page, with generated property IDs and option IDs', async () => {
    const { call, tree } = session();
    const parent = page('Spring Offsite 2026 — Lake Tahoe');
    const r = await call('notion_create_database', {
      parent: { type: 'page_id', page_id: parent.id },
      title: [{ type: 'text', text: { content: 'Carpool' } }],
      properties: { Driver: { title: {} }, Seats: { number: {} }, Leaves: { date: {} }, From: { select: { options: [{ name: 'SF', color: 'blue' }, { name: 'Oakland' }] } } },
    });
    const body = ok(r);
    expect(body).toMatchObject({ object: 'database', title: [full('Carpool')], parent: { type: 'page_id', page_id: parent.id }, created_by: { object: 'user', id: BOT.id }, created_time: minute(r.nowMs) });
    expect(body.id).toMatch(UUID);
    expect(body.properties.Driver).toEqual({ id: 'title', name: 'Driver', type: 'title', title: {} });
    expect(body.properties.Seats).toMatchObject({ name: 'Seats', type: 'number', number: { format: 'number' } });
    expect(body.properties.From.select.options.map((o: Any) => [o.name, o.color])).toEqual([['SF', 'blue'], ['Oakland', 'green']]);
    expect(r.ops[0]).toMatchObject({ op: 'add', path: `/databases/${body.id}` });
    expect(tree.databases[body.id].position).toBeGreaterThan(3);
    const kids = ok(await call('notion_retrieve_block_children', { block_id: parent.id }));
    expect(kids.results.at(-1)).toMatchObject({ id: body.id, type: 'child_database', child_database: { title: 'Carpool' } });
  });

  it('errors: missing or workspace parent, bad page ID, no title property, unknown parent', async () => {
    const { call } = session();
    invalid(await call('notion_create_database', { properties: { Name: { title: {} } } }), 'body failed validation: body.parent should be defined, instead was `undefined`.');
    invalid(await call('notion_create_database', { parent: { type: 'workspace', workspace: true }, properties: { Name: { title: {} } } }), "Can't create databases parented by a workspace.");
    invalid(await call('notion_create_database', { parent: { database_id: TASKS.id }, properties: { Name: { title: {} } } }), 'body failed validation: body.parent.page_id should be defined, instead was `undefined`.');
    invalid(await call('notion_create_database', { parent: { page_id: 'x' }, properties: { Name: { title: {} } } }), 'body failed validation: body.parent.page_id should be a valid uuid, instead was `"x"`.');
    invalid(await call('notion_create_database', { parent: { page_id: HOME.id }, properties: { Seats: { number: {} } } }), 'A database must have exactly one title property.');
    invalid(await call('notion_create_database', { parent: { page_id: HOME.id }, properties: { Name: { title: {} }, Score: { formula: { expression: '1' } } } }), 'Unsupported property type for Score: formula.');
    invalid(await call('notion_create_database', { parent: { page_id: HOME.id } }), 'body failed validation: body.properties should be defined, instead was `undefined`.');
    notFound(await call('notion_create_database', { parent: { page_id: MISSING }, properties: { Name: { title: {} } } }), 'page', MISSING);
  });
});

describe('notion_update_database', () => {
  it('renames, adds and removes properties; rows follow the rename', async () => {
    const { call, tree } = session();
    const reading = db('Reading list');
    const r = await call('notion_update_database', {
      database_id: reading.id,
      title: [{ text: { content: 'Reading list 2026' } }],
      properties: { Rating: { name: 'Stars' }, Notes: null, Finished: { checkbox: {} } },
    });
    const body = ok(r);
    expect(plain2(body.title)).toBe('Reading list 2026');
    expect(Object.keys(body.properties)).toEqual(['Title', 'Type', 'Status', 'Topics', 'Stars', 'Added', 'Finished']);
    expect(body.properties.Stars).toEqual({ ...reading.properties.Rating, name: 'Stars' });
    expect(body.properties.Finished).toMatchObject({ name: 'Finished', type: 'checkbox', checkbox: {} });
    const row: Any = Object.values(tree.pages).find((p: Any) => titleOf(p) === 'Rubric Drift in Model-Graded Evaluations');
    expect(row.properties.Stars).toEqual({ type: 'number', number: 5 });
    expect(row.properties.Notes).toBeUndefined();
    const touched = (Object.values(T.pages) as Any[]).filter((p) => p.parent.database_id === reading.id && (p.properties.Rating || p.properties.Notes));
    expect(touched.length).toBe(18);
    expect(r.ops.filter((o) => o.path.startsWith('/pages/')).map((o) => o.path)).toEqual(touched.map((p) => `/pages/${p.id}/properties`));
    const untouched: Any = (Object.values(tree.pages) as Any[]).find((p) => titleOf(p) === 'Thinking in Systems');
    expect(Object.keys(untouched.properties)).toEqual(['Title', 'Type', 'Status', 'Topics', 'Added']);
  });

  it('errors: deleting the title, unknown property without a type, rename clash, bad title', async () => {
    const { call } = session();
    const reading = db('Reading list');
    invalid(await call('notion_update_database', { database_id: reading.id, properties: { Title: null } }), 'Cannot delete the title property of a database.');
    invalid(await call('notion_update_database', { database_id: reading.id, properties: { Pages: { name: 'Length' } } }), 'Pages is not a property that exists.');
    invalid(await call('notion_update_database', { database_id: reading.id, properties: { Rating: { name: 'Type' } } }), 'Cannot rename Rating to Type: a property with that name already exists.');
    invalid(await call('notion_update_database', { database_id: reading.id, title: 'Reading' }), 'body failed validation: body.title should be an array, instead was `"Reading"`.');
    invalid(await call('notion_update_database', {}), 'path failed validation: path.database_id should be a valid uuid, instead was `"undefined"`.');
    notFound(await call('notion_update_database', { database_id: MISSING, properties: {} }), 'database', MISSING);
  });
});

describe('notion_create_database_item', () => {
  it('creates a row with only the properties given; missing ones read as empty', async () => {
    const { call, tree } = session();
    const r = await call('notion_create_database_item', {
      database_id: TASKS.id.replace(/-/g, ''),
      properties: { Name: { title: [{ text: { content: 'Book red-team room' } }] }, Status: { status: { name: 'Not started' } }, Assignee: { people: [{ object: 'user', id: EMMA.id }] }, Project: { select: { name: 'Lumen' } } },
    });
    const body = ok(r);
    expect(body).toMatchObject({ object: 'page', parent: { type: 'database_id', database_id: TASKS.id }, created_time: minute(r.nowMs), created_by: { object: 'user', id: BOT.id } });
    expect(body.properties.Name.title).toEqual([full('Book red-team room')]);
    expect(body.properties.Due).toEqual({ id: TASKS.properties.Due.id, type: 'date', date: null });
    expect(body.properties.Tags).toEqual({ id: TASKS.properties.Tags.id, type: 'multi_select', multi_select: [] });
    expect(body.url).toBe(`https://www.notion.so/Book-red-team-room-${body.id.replace(/-/g, '')}`);
    expect(r.ops).toEqual([{ op: 'add', path: `/pages/${body.id}`, value: tree.pages[body.id] }]);
  });

  it('errors: missing database ID or properties, bad ID, unknown property, type mismatch, unknown database', async () => {
    const { call } = session();
    invalid(await call('notion_create_database_item', { properties: {} }), 'body failed validation. Fix one:\nbody.parent.page_id should be defined, instead was `undefined`.\nbody.parent.database_id should be defined, instead was `undefined`.');
    invalid(await call('notion_create_database_item', { database_id: TASKS.id }), 'body failed validation: body.properties should be defined, instead was `undefined`.');
    invalid(await call('notion_create_database_item', { database_id: 'tasks', properties: {} }), 'body failed validation: body.parent.database_id should be a valid uuid, instead was `"tasks"`.');
    invalid(await call('notion_create_database_item', { database_id: TASKS.id, properties: { Title: { title: [] } } }), 'Title is not a property that exists.');
    invalid(await call('notion_create_database_item', { database_id: TASKS.id, properties: { Name: { rich_text: [] } } }), 'Name is expected to be title.');
    notFound(await call('notion_create_database_item', { database_id: MISSING, properties: {} }), 'database', MISSING);
  });
});

describe('notion comments', () => {
  it('notion_retrieve_comments returns unresolved comments, oldest first', async () => {
    const { call } = session();
    const plan = page('Quill eval plan');
    const body = ok(await call('notion_retrieve_comments', { block_id: plan.id }));
    expect(body.results.map((c: Any) => plain2(c.rich_text).slice(0, 20))).toEqual(['Love the gate. Is 3%', 'The citation retriev', 'Agree; we re-check o']);
    expect(new Set(body.results.map((c: Any) => c.discussion_id)).size).toBe(1);
    expect(body).toMatchObject({ type: 'comment', comment: {}, has_more: false });
    const meeting = page('Harbor incident review: NCCL timeouts on rack B7');
    expect(ok(await call('notion_retrieve_comments', { block_id: meeting.id })).results).toHaveLength(1);
  });

  it('notion_create_comment starts a discussion on a page or replies in one', async () => {
    const { call, tree } = session();
    const r = await call('notion_create_comment', { parent: { page_id: POSTMORTEM.id }, rich_text: [{ type: 'text', text: { content: 'Alert shipped?' } }] });
    const c = ok(r);
    expect(c).toEqual({
      object: 'comment', id: c.id, parent: { type: 'page_id', page_id: POSTMORTEM.id }, discussion_id: c.discussion_id,
      created_time: minute(r.nowMs), last_edited_time: minute(r.nowMs), created_by: { object: 'user', id: BOT.id },
      rich_text: [full('Alert shipped?')], request_id: c.request_id,
    });
    expect(r.ops).toEqual([{ op: 'add', path: `/comments/${c.id}`, value: tree.comments[c.id] }]);
    const reply = ok(await call('notion_create_comment', { discussion_id: c.discussion_id, rich_text: [{ text: { content: 'Not yet.' } }] }));
    expect(reply).toMatchObject({ discussion_id: c.discussion_id, parent: { type: 'page_id', page_id: POSTMORTEM.id } });
    const thread = ok(await call('notion_retrieve_comments', { block_id: POSTMORTEM.id })).results;
    expect(thread.map((x: Any) => x.id).slice(-2)).toEqual([c.id, reply.id]);
    expect(plain2(thread[0].rich_text)).toBe('Alert rule is drafted; will ship after the freeze window.');
  });

  it('errors: neither target, both targets, no rich_text, unknown page or discussion, bad IDs', async () => {
    const { call } = session();
    serverError(await call('notion_create_comment', { rich_text: [] }), 'Either parent.page_id or discussion_id must be provided');
    const both = await call('notion_create_comment', { parent: { page_id: HOME.id }, discussion_id: MISSING, rich_text: [] });
    invalid(both, `body failed validation. Fix one:\nbody.parent should be not present, instead was \`{"page_id":"${HOME.id}"}\`.\nbody.discussion_id should be not present, instead was \`"${MISSING}"\`.`);
    invalid(await call('notion_create_comment', { parent: { page_id: HOME.id } }), 'body failed validation: body.rich_text should be defined, instead was `undefined`.');
    invalid(await call('notion_create_comment', { parent: { page_id: HOME.id }, rich_text: [{ type: 'image' }] }), 'body failed validation: rich_text[0].type should be `"text"`, `"mention"`, or `"equation"`, instead was `"image"`.');
    notFound(await call('notion_create_comment', { parent: { page_id: PRIVATE.id }, rich_text: [] }), 'page', PRIVATE.id);
    apiError(await call('notion_create_comment', { discussion_id: MISSING, rich_text: [] }), 404, 'object_not_found', `Could not find discussion with ID: ${MISSING}. Make sure the relevant pages and databases are shared with your integration.`);
    serverError(await call('notion_retrieve_comments', {}), 'Missing required argument: block_id');
    invalid(await call('notion_retrieve_comments', { block_id: 'x' }), 'query failed validation: query.block_id should be a valid uuid, instead was `"x"`.');
    notFound(await call('notion_retrieve_comments', { block_id: MISSING }), 'block', MISSING);
  });
});

describe('notion_search', () => {
  it('matches titles of shared, live pages and databases; exact and prefix matches rank first', async () => {
    const { call } = session();
    const body = ok(await call('notion_search', { query: 'harbor' }));
    const found = titles(body);
    // Titles starting with the query first (most recently edited first), then the rest.
    const prefixed = found.filter((t: string) => t.toLowerCase().startsWith('harbor'));
    expect(found.slice(0, prefixed.length)).toEqual(prefixed);
    expect(prefixed.slice(0, 2)).toEqual(['Harbor wave 1 readiness', 'Harbor GPU cluster migration']);
    expect(found).toContain('Harbor incident review: NCCL timeouts on rack B7');
    expect(found.every((t: string) => t.toLowerCase().includes('harbor'))).toBe(true);
    expect(titles(ok(await call('notion_search', { query: 'Leadership sync' })))).toEqual([]);
    expect(titles(ok(await call('notion_search', { query: 'Q3 eval roadmap' })))).toEqual([]);
    const dbs = ok(await call('notion_search', { filter: { property: 'object', value: 'database' }, sort: { direction: 'ascending', timestamp: 'last_edited_time' } }));
    expect(dbs.results.every((x: Any) => x.object === 'database')).toBe(true);
    expect(dbs.results).toHaveLength(8);
    const edits = dbs.results.map((x: Any) => x.last_edited_time);
    expect(edits).toEqual([...edits].sort());
  });

  it('paginates the whole workspace', async () => {
    const { call } = session();
    const first = ok(await call('notion_search', { page_size: 100 }));
    expect(first.has_more).toBe(true);
    const second = ok(await call('notion_search', { page_size: 100, start_cursor: first.next_cursor }));
    const third = second.has_more ? ok(await call('notion_search', { page_size: 100, start_cursor: second.next_cursor })) : { results: [] };
    const visible = pages.filter((p) => !p.archived && p.id !== PRIVATE.id && !kidsOf(PRIVATE.id).some((k) => k.id === p.id)).length + 8;
    expect(first.results.length + second.results.length + third.results.length).toBe(visible);
  });

  it('errors: bad filter and sort, bad page_size', async () => {
    const { call } = session();
    invalid(await call('notion_search', { filter: { property: 'object', value: 'block' } }), 'body failed validation: body.filter.value should be `"page"` or `"database"`, instead was `"block"`.');
    invalid(await call('notion_search', { filter: { property: 'type', value: 'page' } }), 'body failed validation: body.filter.property should be `"object"`, instead was `"type"`.');
    invalid(await call('notion_search', { sort: { direction: 'descending', timestamp: 'created_time' } }), 'body failed validation: body.sort.timestamp should be `"last_edited_time"`, instead was `"created_time"`.');
    invalid(await call('notion_search', { query: 'x', page_size: 500 }), 'body failed validation: body.page_size should be ≤ `100`, instead was `500`.');
  });

  it('works on the li-ming workspace too (Chinese titles, no URL slug)', async () => {
    const { call } = session(LI.tree);
    const body = ok(await call('notion_search', { query: '需求池' }));
    expect(titles(body)).toEqual(['Beacon 需求池 Requirement pool']);
    const prd = ok(await call('notion_search', { query: 'Atlas PRD' })).results[0];
    expect(prd.url).toBe(`https://www.notion.so/Atlas-PRD-v2-3-${prd.id.replace(/-/g, '')}`);
    const faq = ok(await call('notion_search', { query: '上线检查清单' })).results[0];
    expect(faq.url).toBe(`https://www.notion.so/Launch-checklist-${faq.id.replace(/-/g, '')}`);
  });
});

describe('notion snapshots', () => {
  it('the build script reproduces both committed snapshots byte for byte', () => {
    const out = mkdtempSync(join(tmpdir(), 'notion-snap-'));
    execFileSync(process.execPath, [join(ROOT, 'snapshots', 'notion', 'build.mjs'), out]);
    for (const persona of ['emma-clark', 'li-ming']) {
      expect(readFileSync(join(out, `${persona}.json`), 'utf8')).toBe(readFileSync(join(ROOT, 'snapshots', 'notion', `${persona}.json`), 'utf8'));
    }
  });

  it('snapshots are well-formed, small enough, and reference only existing objects', () => {
    for (const snap of [SNAP, LI]) {
      const text = readFileSync(join(ROOT, 'snapshots', 'notion', `${snap.persona}.json`), 'utf8');
      expect(text.length).toBeLessThan(1_500_000);
      expect(snap).toMatchObject({ format: 'mcp-persona/snapshot', version: 1, server: 'notion' });
      const t = snap.tree;
      const known = (id: string) => Boolean(t.pages[id] || t.databases[id] || t.blocks[id]);
      for (const x of [...Object.values(t.pages), ...Object.values(t.databases), ...Object.values(t.blocks)] as Any[]) {
        const p = x.parent.page_id || x.parent.database_id || x.parent.block_id;
        if (p) expect(known(p)).toBe(true);
        expect(t.users[x.created_by]).toBeDefined();
        expect(x.created_time <= x.last_edited_time).toBe(true);
        expect(x.last_edited_time < '2026-01-01T09:00:00.000Z').toBe(true);
      }
      expect(Object.keys(t.connections).every(known)).toBe(true);
    }
    expect(Object.keys(T.pages).length).toBeGreaterThan(200);
  });
});
