// The WeCom kernels (gotoolkits/mcp-wecombot-server on mcp-go v0.8.2, a group-robot webhook),
// tool by tool: the Go handlers' success texts, WeCom API errors as "Failed to … : WeCom API
// error: <errmsg>" error results, the crashes the real server's unchecked type assertions cause
// (turned into clear errors), the mention semantics, and the process-wide webhook URL that
// upload_file switches and send_text never switches back.
import { describe, it, expect } from 'vitest';
import { readFileSync, mkdtempSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { loadServer } from '../runtime/servers/registry.ts';
import { kernelSession, type KernelCall } from './helpers/kernel-session.ts';
import { Session } from '../runtime/session/session.ts';
import type { CallToolResult, PatchOp } from '../runtime/kernel/types.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Any = any;

const ROOT = join(import.meta.dirname, '..');
const snapFile = (p: string) => join(ROOT, 'snapshots', 'wecom', `${p}.json`);
const LIMING: Any = JSON.parse(readFileSync(snapFile('li-ming'), 'utf8')).tree;
const EMMA: Any = JSON.parse(readFileSync(snapFile('emma-clark'), 'utf8')).tree;
const server = loadServer('wecom');
const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);

const HOOK = LIMING.webhook;
const GROUP = HOOK.chat_id;
const SEND = 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=';
const UPLOAD = 'https://qyapi.weixin.qq.com/cgi-bin/webhook/upload_media?key=';
const ATLAS_MEMBERS: string[] = LIMING.groups[GROUP].members;
const memberByName = (name: string): Any => Object.values<Any>(LIMING.members).find((m) => m.name === name);
const ZHANG_MIN = memberByName('张敏');
const XU_CHAO = memberByName('徐超');
const MA_BO = memberByName('马波');
const OUTSIDER = memberByName('杨强'); // Qiang Yang (Data): not in the Atlas group

type Call = KernelCall;

const session = (base: Any = LIMING) => kernelSession(server, base, { seedTail: [4, 4, 2], json: 'none' });

function success(r: Call, text: string) {
  expect(r.result.isError).toBeUndefined();
  expect(r.text).toBe(text);
}

/** A WeCom API error as the Go handler returns it (NewToolResultError). */
function apiError(r: Call, prefix: string, code: number, msg: string) {
  expect(r.result.isError).toBe(true);
  const m = new RegExp(`^${prefix}: WeCom API error: (.+), hint: \\[(\\d+)\\], from ip: 203\\.0\\.113\\.24, more info at https://open\\.work\\.weixin\\.qq\\.com/devtool/query\\?e=${code}$`).exec(r.text);
  expect(m, r.text).not.toBeNull();
  expect(m![1]).toBe(msg);
  expect(m![2].slice(0, 10)).toBe(String(Math.floor(r.nowMs / 1000)));
}

function crash(r: Call, argument: string, panic: string) {
  expect(r.result.isError).toBe(true);
  expect(r.text).toBe(`MCP error -32000: Connection closed (mcp-wecombot-server crashed: panic: ${panic} [argument "${argument}"])`);
  expect(r.ops).toEqual([]);
}

/** The one message a successful send added to the robot's group. */
function sent(r: Call): Any {
  const add = r.ops.filter((o) => o.op === 'add' && o.path.startsWith(`/groups/${GROUP}/messages/`));
  expect(add).toHaveLength(1);
  return (add[0] as Any).value;
}

function png(extra: number): Buffer {
  const body = Buffer.alloc(extra, 7);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), body]);
}
const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');

// ---------------------------------------------------------------------------------------------

describe('wecom: server folder', () => {
  it('exposes exactly the 6 tools; no schema validation (mcp-go 0.8.2); unknown tools are -32602', () => {
    expect(server.tools.map((t) => t.name)).toEqual(['send_text', 'send_markdown', 'send_image', 'send_news', 'send_template_card', 'upload_file']);
    expect(server.config).toMatchObject({ name: 'wecom', validation: 'none', defaultSnapshot: 'wecom/li-ming' });
    expect(server.config.unknownTool).toEqual({ text: 'MCP error -32602: Tool not found: {name}', isError: true });
    const shared = '/work/shared/tools/wecom.json';
    if (existsSync(shared)) expect(readFileSync(join(ROOT, 'kernels/wecom/manifest.json'), 'utf8')).toBe(readFileSync(shared, 'utf8'));
  });

  it('runs in the sandbox: a session sends text and markdown into the robot\'s group', () => {
    const s = new Session({ servers: ['wecom'], seed: 9 });
    try {
      const r = s.call('wecom', 'send_text', { content: '沙箱检查' });
      expect(r.result).toEqual({ content: [{ type: 'text', text: 'Text message sent successfully' }] });
      expect(r.record.patch).toHaveLength(1);
      expect(s.call('wecom', 'send_markdown', { content: '# ok' }).result.isError).toBeUndefined();
      expect(s.call('wecom', 'send_file', {}).result).toEqual({ content: [{ type: 'text', text: 'MCP error -32602: Tool not found: send_file' }], isError: true });
    } finally {
      s.close();
    }
  });
});

describe('wecom: calls without arguments', () => {
  it('mcp-go passes a nil map: the first assertion of every handler panics', async () => {
    const { call } = session();
    const first: Record<string, string> = { send_text: 'content', send_markdown: 'content', send_image: 'base64_data', send_news: 'title', send_template_card: 'card_type', upload_file: 'file_path' };
    for (const [tool, arg] of Object.entries(first)) crash(await call(tool, undefined), arg, 'interface conversion: interface {} is nil, not string');
  });
});

describe('wecom: send_text', () => {
  it('posts into the robot\'s group as the robot', async () => {
    const { call } = session();
    const r = await call('send_text', { content: 'Atlas GA 定在 1 月 27 日，请大家确认各自清单。' });
    success(r, 'Text message sent successfully');
    const m = sent(r);
    expect(m).toEqual({
      msgid: m.msgid, msgtype: 'text', create_time: Math.floor(r.nowMs / 1000),
      from: { type: 'bot', name: 'Atlas 助手', webhook: HOOK.key },
      text: { content: 'Atlas GA 定在 1 月 27 日，请大家确认各自清单。', mentioned_list: [], mentioned_mobile_list: [] },
      mentions: [],
    });
    expect(m.msgid).toMatch(new RegExp(`^\\d{20}_${m.create_time}$`));
    expect(r.ops).toHaveLength(1);
  });

  it('mentions need both lists: user ids and mobiles of group members, "@all"; others are ignored', async () => {
    const { call } = session();
    const both = sent(await call('send_text', { content: 'UAT 1/12', mentioned_list: `${ZHANG_MIN.userid},${OUTSIDER.userid}`, mentioned_mobile_list: XU_CHAO.mobile }));
    expect(both.text).toEqual({ content: 'UAT 1/12', mentioned_list: [ZHANG_MIN.userid, OUTSIDER.userid], mentioned_mobile_list: [XU_CHAO.mobile] });
    expect(both.mentions).toEqual([ZHANG_MIN.userid, XU_CHAO.userid]);
    const all = sent(await call('send_text', { content: 'all hands', mentioned_list: '@all', mentioned_mobile_list: '@all' }));
    expect(all.mentions).toEqual(ATLAS_MEMBERS);
    // One list empty: the handler drops both.
    const one = sent(await call('send_text', { content: 'x', mentioned_list: ZHANG_MIN.userid, mentioned_mobile_list: '' }));
    expect(one.text).toMatchObject({ mentioned_list: [], mentioned_mobile_list: [] });
    expect(one.mentions).toEqual([]);
    // No trimming: " MaBo" is not MaBo.
    const spaced = sent(await call('send_text', { content: 'x', mentioned_list: `${ZHANG_MIN.userid}, ${MA_BO.userid}`, mentioned_mobile_list: '@all' }));
    expect(spaced.text.mentioned_list).toEqual([ZHANG_MIN.userid, ` ${MA_BO.userid}`]);
  });

  it('crashes the real server on a missing or non-string argument, or one mention list without the other', async () => {
    const { call } = session();
    crash(await call('send_text', {}), 'content', 'interface conversion: interface {} is nil, not string');
    crash(await call('send_text', { content: 42 }), 'content', 'interface conversion: interface {} is float64, not string');
    crash(await call('send_text', { content: 'x', mentioned_list: ZHANG_MIN.userid }), 'mentioned_mobile_list', 'interface conversion: interface {} is nil, not string');
    crash(await call('send_text', { content: 'x', mentioned_mobile_list: '13900005626' }), 'mentioned_list', 'interface conversion: interface {} is nil, not string');
    crash(await call('send_text', { content: 'x', mentioned_list: [ZHANG_MIN.userid], mentioned_mobile_list: '' }), 'mentioned_list', 'interface conversion: interface {} is []interface {}, not string');
    crash(await call('send_text', { content: { text: 'x' } }), 'content', 'interface conversion: interface {} is map[string]interface {}, not string');
  });

  it('WeCom errors: empty content, over 2048 bytes, rate limit, a removed robot', async () => {
    const { call, tree } = session();
    apiError(await call('send_text', { content: '' }), 'Failed to send text message', 44004, 'empty content');
    apiError(await call('send_text', { content: '计'.repeat(683) }), 'Failed to send text message', 45002, 'content size out of limit');
    success(await call('send_text', { content: '计'.repeat(682) + 'ab' }), 'Text message sent successfully');
    // 20 robot messages within the last minute: the 21st is refused.
    const now = Math.floor((T0 + 4 * 60_000) / 1000);
    for (let i = 0; i < 20; i += 1) tree.groups[GROUP].messages[`x${i}`] = { msgid: `x${i}`, msgtype: 'text', create_time: now - 30, from: { type: 'bot', name: 'Atlas 助手', webhook: HOOK.key }, text: { content: 'x' } };
    const limited = await call('send_text', { content: 'one too many' });
    apiError(limited, 'Failed to send text message', 45009, 'api freq out of limit');
    expect(limited.ops).toEqual([]);
    tree.webhook.status = 'removed';
    apiError(await call('send_text', { content: 'x' }), 'Failed to send text message', 93000, 'invalid webhook url');
  });
});

describe('wecom: upload_file and the shared webhook URL', () => {
  it('uploads a file of the server\'s machine and returns its media id; the URL now points at upload_media', async () => {
    const { call, tree } = session();
    const r = await call('upload_file', { file_path: '/Users/liming/Documents/Atlas/Atlas_GA_Checklist.xlsx' });
    const id = /^File uploaded successfully, media ID: (\S+)$/.exec(r.text)![1];
    expect(id).toMatch(/^3[0-9A-Za-z]{20}_[0-9A-Za-z]{10}-[0-9A-Za-z]{30}$/);
    expect(r.result.isError).toBeUndefined();
    const sec = Math.floor(r.nowMs / 1000);
    expect(r.ops).toEqual([
      { op: 'replace', path: '/bot_state/webhook_url', value: UPLOAD },
      { op: 'add', path: `/media/${id}`, value: { media_id: id, type: 'file', filename: '/Users/liming/Documents/Atlas/Atlas_GA_Checklist.xlsx', size: 88320, created_at: String(sec), expires_at: String(sec + 3 * 86400), webhook: HOOK.key } },
    ]);
    // Relative paths resolve against the server's working directory.
    const rel = await call('upload_file', { file_path: 'Documents/OrbitPay/Integration_Test_Plan.pdf' });
    expect(rel.text).toMatch(/^File uploaded successfully, media ID: /);
    expect(Object.values<Any>(tree.media).map((m) => m.filename)).toEqual(['/Users/liming/Documents/Atlas/Atlas_GA_Checklist.xlsx', 'Documents/OrbitPay/Integration_Test_Plan.pdf']);
  });

  it('after an upload send_text fails (it never resets the URL) until another send handler resets it', async () => {
    const { call, tree } = session();
    await call('upload_file', { file_path: '/Users/liming/Desktop/atlas-invoice-preview.png' });
    const failed = await call('send_text', { content: '附件已上传' });
    apiError(failed, 'Failed to send text message', 40004, 'invalid media type');
    expect(failed.ops).toEqual([]);
    const md = await call('send_markdown', { content: '**Atlas** 发票预览已更新' });
    success(md, 'Markdown message sent successfully');
    expect(md.ops[0]).toEqual({ op: 'replace', path: '/bot_state/webhook_url', value: SEND });
    success(await call('send_text', { content: '附件已上传' }), 'Text message sent successfully');
    expect(tree.bot_state.webhook_url).toBe(SEND);
  });

  it('file errors keep Go\'s wording; the URL switch happens before the file is opened', async () => {
    const { call } = session();
    const missing = await call('upload_file', { file_path: 'report.pdf' });
    expect(missing.result.isError).toBe(true);
    expect(missing.text).toBe('Failed to upload file: open report.pdf: no such file or directory');
    expect(missing.ops).toEqual([{ op: 'replace', path: '/bot_state/webhook_url', value: UPLOAD }]);
    const dir = await call('upload_file', { file_path: '/Users/liming/Documents' });
    expect(dir.text).toBe('Failed to upload file: read /Users/liming/Documents: is a directory');
    expect(dir.ops).toEqual([]);
    expect((await call('upload_file', { file_path: '/Users/liming/.ssh/id_ed25519' })).text).toBe('Failed to upload file: open /Users/liming/.ssh/id_ed25519: permission denied');
    apiError(await call('upload_file', { file_path: '/Users/liming/Desktop/note.txt' }), 'Failed to upload file', 40006, 'invalid file size');
    apiError(await call('upload_file', { file_path: '/Users/liming/Movies/Atlas_demo_recording.mp4' }), 'Failed to upload file', 40006, 'invalid file size');
    crash(await call('upload_file', {}), 'file_path', 'interface conversion: interface {} is nil, not string');
  });
});

describe('wecom: send_markdown', () => {
  it('posts markdown, resolving <@userid> mentions', async () => {
    const { call } = session();
    const r = await call('send_markdown', { content: `## Atlas 周报\n> GA：<font color="info">1/27</font>\n请 <@${ZHANG_MIN.userid}> 跟进 ATL-482` });
    success(r, 'Markdown message sent successfully');
    const m = sent(r);
    expect(m).toMatchObject({ msgtype: 'markdown', markdown: { content: expect.stringContaining('## Atlas 周报') }, mentions: [ZHANG_MIN.userid] });
    // The URL was already the send URL: no operation for it.
    expect(r.ops).toHaveLength(1);
  });

  it('empty, over 4096 bytes, missing', async () => {
    const { call } = session();
    apiError(await call('send_markdown', { content: '' }), 'Failed to send markdown message', 44004, 'empty content');
    apiError(await call('send_markdown', { content: 'a'.repeat(4097) }), 'Failed to send markdown message', 45002, 'content size out of limit');
    crash(await call('send_markdown', {}), 'content', 'interface conversion: interface {} is nil, not string');
  });
});

describe('wecom: send_image', () => {
  it('posts a PNG/JPG whose MD5 matches (case-insensitively)', async () => {
    const { call } = session();
    const img = png(500);
    const r = await call('send_image', { base64_data: img.toString('base64'), md5: md5(img).toUpperCase() });
    success(r, 'Image message sent successfully');
    expect(sent(r)).toMatchObject({ msgtype: 'image', image: { md5: md5(img), size: img.length, format: 'png' } });
    const jpg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]);
    expect(sent(await call('send_image', { base64_data: jpg.toString('base64'), md5: md5(jpg) })).image.format).toBe('jpg');
  });

  it('md5 mismatch, bad base64, wrong format, over 2 MB, empty, missing', async () => {
    const { call } = session();
    const img = png(64);
    apiError(await call('send_image', { base64_data: img.toString('base64'), md5: '0'.repeat(32) }), 'Failed to send image message', 301019, 'media md5 not match');
    apiError(await call('send_image', { base64_data: 'not base64!', md5: md5(img) }), 'Failed to send image message', 40035, 'invalid parameter');
    const gif = Buffer.from('GIF89a0000000000');
    apiError(await call('send_image', { base64_data: gif.toString('base64'), md5: md5(gif) }), 'Failed to send image message', 40005, 'invalid file type');
    const big = png(2 * 1024 * 1024);
    apiError(await call('send_image', { base64_data: big.toString('base64'), md5: md5(big) }), 'Failed to send image message', 40009, 'invalid image size');
    apiError(await call('send_image', { base64_data: '', md5: '' }), 'Failed to send image message', 44001, 'empty media data');
    crash(await call('send_image', { base64_data: img.toString('base64') }), 'md5', 'interface conversion: interface {} is nil, not string');
    crash(await call('send_image', { md5: md5(img) }), 'base64_data', 'interface conversion: interface {} is nil, not string');
  });
});

describe('wecom: send_news', () => {
  it('posts one article; over-long title and description are cut to 128/512 bytes', async () => {
    const { call } = session();
    const r = await call('send_news', { title: 'Atlas 发布说明', description: 'GA 1/27，新增多币种发票', url: 'https://docs.huaxin-cloud.example/atlas/release', picurl: '' });
    success(r, 'News message sent successfully');
    expect(sent(r).news).toEqual({ articles: [{ title: 'Atlas 发布说明', description: 'GA 1/27，新增多币种发票', url: 'https://docs.huaxin-cloud.example/atlas/release', picurl: '' }] });
    const long = sent(await call('send_news', { title: '长'.repeat(50), description: 'd'.repeat(600), url: 'https://x.example', picurl: 'https://x.example/p.png' }));
    expect(long.news.articles[0].title).toBe('长'.repeat(42));
    expect(long.news.articles[0].description).toBe('d'.repeat(512));
  });

  it('"optional" fields left out crash the server; empty title or url are WeCom errors', async () => {
    const { call } = session();
    crash(await call('send_news', { title: 't', url: 'https://x.example' }), 'description', 'interface conversion: interface {} is nil, not string');
    crash(await call('send_news', { title: 't', description: 'd', url: 'https://x.example' }), 'picurl', 'interface conversion: interface {} is nil, not string');
    crash(await call('send_news', { title: 't', description: 'd', url: 'https://x.example', picurl: 5 }), 'picurl', 'interface conversion: interface {} is float64, not string');
    apiError(await call('send_news', { title: '', description: '', url: 'https://x.example', picurl: '' }), 'Failed to send news message', 44003, 'empty news data');
    apiError(await call('send_news', { title: 't', description: '', url: '', picurl: '' }), 'Failed to send news message', 40035, 'invalid parameter');
  });
});

describe('wecom: send_template_card', () => {
  it('always crashes: card_action_type is asserted as int, and JSON numbers are float64', async () => {
    const { call } = session();
    crash(await call('send_template_card', { card_type: 'text_notice', main_title: 'Atlas GA', main_desc: '1/27', card_action_type: 1, card_action_url: 'https://x.example', card_action_appid: '', card_action_pagepath: '' }), 'card_action_type', 'interface conversion: interface {} is float64, not int');
    crash(await call('send_template_card', { card_type: 'text_notice', main_title: 'Atlas GA', main_desc: '1/27', card_action_type: '1' }), 'card_action_type', 'interface conversion: interface {} is string, not int');
    crash(await call('send_template_card', { card_type: 'text_notice', main_title: 'Atlas GA', card_action_type: 1 }), 'main_desc', 'interface conversion: interface {} is nil, not string');
    crash(await call('send_template_card', {}), 'card_type', 'interface conversion: interface {} is nil, not string');
  });
});

describe('wecom: snapshots', () => {
  it('both personas: the robot\'s group exists, members are id-keyed, history before the run clock', () => {
    for (const tree of [LIMING, EMMA]) {
      const group = tree.groups[tree.webhook.chat_id];
      expect(group).toBeDefined();
      expect(tree.bot_state.webhook_url).toBe(SEND);
      expect(tree.members[tree.me]).toBeDefined();
      for (const [id, m] of Object.entries<Any>(tree.members)) expect(m.userid).toBe(id);
      for (const g of Object.values<Any>(tree.groups)) {
        for (const u of g.members) expect(tree.members[u]).toBeDefined();
        for (const [id, m] of Object.entries<Any>(g.messages)) {
          expect(m.msgid).toBe(id);
          expect(m.create_time * 1000).toBeLessThan(T0);
        }
      }
    }
    expect(Object.values<Any>(LIMING.groups).reduce((n, g) => n + Object.keys(g.messages).length, 0)).toBeGreaterThanOrEqual(100);
  });

  it('the emma-clark robot posts into Harbor × Shenzhen DC', async () => {
    const { call, tree } = session(EMMA);
    const r = await call('send_text', { content: 'Rack 7 drain confirmed for Jan 12-13.' });
    expect(r.text).toBe('Text message sent successfully');
    expect(tree.groups[EMMA.webhook.chat_id].name).toBe('Harbor × Shenzhen DC');
  });

  it('the build script reproduces the committed snapshots byte for byte', () => {
    const out = mkdtempSync(join(tmpdir(), 'wecom-snap-'));
    execFileSync(process.execPath, [join(ROOT, 'snapshots', 'wecom', 'build.mjs'), out]);
    for (const p of ['li-ming', 'emma-clark']) expect(readFileSync(join(out, `${p}.json`), 'utf8')).toBe(readFileSync(snapFile(p), 'utf8'));
  });
});
