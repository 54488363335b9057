// The Xiaohongshu kernels (xpzouying/xiaohongshu-mcp on go-sdk), tool by tool: Go's
// json.MarshalIndent payloads shaped like the server's structs, its Chinese result lines, and each
// error class it shows — go-sdk's JSON-RPC -32602 for schema violations (jsonschema-go wording), the
// handlers' own "缺少…参数" checks, pages that do not render (bad xsec_token → 笔记不可访问), the
// login state (logged out → no feed data / timeouts / the recovered panic), publishing checks
// (title length, schedule window with Go's time errors, visibility, products, body length).
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
const server = loadServer('xiaohongshu');
const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);
const snap = (persona: string): Any => JSON.parse(readFileSync(join(ROOT, 'snapshots', 'xiaohongshu', `${persona}.json`), 'utf8'));
const LIMING: Any = snap('li-ming').tree;
const EMMA: Any = snap('emma-clark').tree;

const ME = LIMING.session.user_id;
const notes: Any[] = Object.values(LIMING.notes);
const noteTitled = (t: Any, title: string): Any => Object.values(t.notes).find((n: Any) => n.title === title);
const userNamed = (t: Any, name: string): Any => Object.values(t.users).find((u: Any) => u.nickname === name);
const BEACON = noteTitled(LIMING, 'Beacon 3.0 内测招募｜来一起找bug');
const MOGANSHAN = noteTitled(LIMING, '莫干山竹海徒步14km｜路线+攻略');
const GOALS = noteTitled(LIMING, '2026 目标草稿');
const TOP10 = noteTitled(LIMING, '上海最好喝的10家咖啡｜2025版');
const BOARD = noteTitled(LIMING, '上海元旦桌游局｜1月3日静安寺');
const COFFEE_MAP = userNamed(LIMING, '咖啡地图小王');
const WEI = userNamed(LIMING, '赵伟的桌游柜');
const IMG = '/Users/liming/Pictures/xhs/2026-01-bund-sunrise-1.jpg';
const count = (n: number) => (n < 10000 ? String(n) : `${Math.floor(n / 10000)}${Math.floor(n / 1000) % 10 ? '.' + (Math.floor(n / 1000) % 10) : ''}万`);

// ---------------------------------------------------------------------------------------------

type Call = KernelCall;

const session = (base: Any = LIMING) => kernelSession(server, base, { seedTail: [9, 8, 7], json: 'lenient' });

function ok(r: Call, text?: string) {
  expect(r.result.isError, r.text).toBeUndefined();
  if (text !== undefined) expect(r.text).toBe(text);
  return r.body;
}

function fails(r: Call, text: string) {
  expect(r.result.isError).toBe(true);
  expect(r.text).toBe(text);
  expect(r.ops).toEqual([]);
}

const rpc = (detail: string) => `MCP error -32602: invalid params: validating "arguments": ${detail}`;

// ---------------------------------------------------------------------------------------------

describe('xiaohongshu: server folder', () => {
  it('exposes exactly the 13 real tools with kernels and the real schemas', async () => {
    expect(server.tools.map((t) => t.name).sort()).toEqual([
      'check_login_status', 'delete_cookies', 'favorite_feed', 'get_feed_detail', 'get_login_qrcode', 'like_feed', 'list_feeds',
      'post_comment_to_feed', 'publish_content', 'publish_with_video', 'reply_comment_in_feed', 'search_feeds', 'user_profile',
    ]);
    const shared = '/work/shared/tools/xiaohongshu.json';
    if (existsSync(shared)) expect(readFileSync(join(ROOT, 'kernels/xiaohongshu/manifest.json'), 'utf8')).toBe(readFileSync(shared, 'utf8'));
    expect(server.config).toMatchObject({ name: 'xiaohongshu', validation: 'none', defaultSnapshot: 'xiaohongshu/li-ming', unknownTool: { text: 'MCP error -32602: unknown tool "{name}"', isError: true } });
    const { SCHEMAS } = await import('../kernels/xiaohongshu/lib/schemas.js');
    for (const t of server.tools) expect(SCHEMAS[t.name as keyof typeof SCHEMAS]).toEqual(t.inputSchema);
  });

  it('build.mjs reproduces both committed snapshots byte for byte', () => {
    const out = mkdtempSync(join(tmpdir(), 'xhs-snap-'));
    execFileSync(process.execPath, [join(ROOT, 'snapshots/xiaohongshu/build.mjs'), out]);
    for (const persona of ['li-ming', 'emma-clark']) {
      expect(readFileSync(join(out, `${persona}.json`), 'utf8')).toBe(readFileSync(join(ROOT, 'snapshots/xiaohongshu', `${persona}.json`), 'utf8'));
    }
  });

  it('snapshots: ObjectId-style ids, hundreds of notes and comments, titles within 20, under 1.5 MB', async () => {
    const { titleLength } = await import('../kernels/xiaohongshu/lib/format.js');
    for (const [t, file] of [[LIMING, 'li-ming'], [EMMA, 'emma-clark']] as const) {
      const all: Any[] = Object.values(t.notes);
      expect(all.length).toBeGreaterThan(150);
      let comments = 0;
      for (const n of all) {
        expect(n.id).toMatch(/^[0-9a-f]{24}$/);
        expect(parseInt(n.id.slice(0, 8), 16)).toBe(Math.floor(n.time / 1000));
        expect(n.time).toBeLessThan(T0);
        expect(titleLength(n.title)).toBeLessThanOrEqual(20);
        comments += Object.keys(n.comments).length;
      }
      expect(comments).toBeGreaterThan(1000);
      expect(readFileSync(join(ROOT, 'snapshots/xiaohongshu', `${file}.json`)).length).toBeLessThan(1_500_000);
    }
    expect(LIMING.session.logged_in).toBe(true);
    expect(EMMA.session.logged_in).toBe(false);
  });
});

describe('xiaohongshu: go-sdk argument validation (JSON-RPC -32602)', () => {
  it('words jsonschema-go errors: required, type, additional properties, nested paths', async () => {
    const { call } = session();
    fails(await call('publish_content', {}), rpc('validating root: required: missing properties: ["title" "content" "images"]'));
    fails(await call('search_feeds', { keyword: 5 }), rpc('validating root: validating /properties/keyword: type: 5 has type "integer", want "string"'));
    fails(await call('search_feeds', { keyword: '咖啡', page: 2 }), rpc('validating root: unexpected additional properties ["page"]'));
    fails(await call('search_feeds', { keyword: '咖啡', filters: { sort: '最新' } }), rpc('validating root: validating /properties/filters: unexpected additional properties ["sort"]'));
    fails(await call('search_feeds', { keyword: '咖啡', filters: { sort_by: 1e6 } }), rpc('validating root: validating /properties/filters: validating /properties/filters/properties/sort_by: type: 1e+06 has type "integer", want "string"'));
    fails(await call('publish_content', { title: 't', content: 'c', images: ['/a.jpg', 3] }), rpc('validating root: validating /properties/images: validating /properties/images/items: type: 3 has type "integer", want "string"'));
    fails(await call('get_feed_detail', { feed_id: BEACON.id, xsec_token: BEACON.xsec_token, limit: 1.5 }), rpc('validating root: validating /properties/limit: type: 1.5 has type "number", want "integer"'));
    fails(await call('like_feed', { feed_id: null, xsec_token: 'x' }), rpc('validating root: validating /properties/feed_id: type: <invalid reflect.Value> has type "null", want "string"'));
    fails(await call('like_feed', { feed_id: BEACON.id }), rpc('validating root: required: missing properties: ["xsec_token"]'));
  });

  it('tools without parameters accept any object', async () => {
    const { call } = session();
    ok(await call('check_login_status', { verbose: true }), '✅ 已登录\n用户名: 李明Ming｜产品人在上海\n\n你可以使用其他功能了。');
  });
});

describe('xiaohongshu: login state', () => {
  it('delete_cookies logs out; feed tools then fail the way the pages do', async () => {
    const { call } = session();
    const del = await call('delete_cookies', {});
    ok(del, 'Cookies 已成功删除，登录状态已重置。\n\n删除的文件路径: cookies.json\n\n下次操作时，需要重新登录。');
    expect(del.ops).toEqual([
      { op: 'replace', path: '/session/logged_in', value: false },
      { op: 'replace', path: '/session/cookies_saved_at', value: null },
    ]);
    ok(await call('check_login_status', {}), '❌ 未登录\n\n请使用 get_login_qrcode 工具获取二维码进行登录。');
    fails(await call('list_feeds', {}), '获取Feeds列表失败: 没有捕获到 feeds 数据');
    fails(await call('search_feeds', { keyword: '咖啡' }), '搜索Feeds失败: 没有捕获到 feeds 数据');
    fails(await call('get_feed_detail', { feed_id: BEACON.id, xsec_token: BEACON.xsec_token }), `获取Feed详情失败: feed ${BEACON.id} not found in noteDetailMap`);
    fails(await call('user_profile', { user_id: ME, xsec_token: BEACON.xsec_token }), '获取用户主页失败: user.userPageData.value not found in __INITIAL_STATE__');
    fails(await call('post_comment_to_feed', { feed_id: BEACON.id, xsec_token: BEACON.xsec_token, content: '测试' }), '发表评论失败: 未找到评论输入区域: context deadline exceeded');
    fails(await call('publish_content', { title: '新年快乐', content: '外滩日出', images: [IMG] }), '工具 publish_content 执行时发生内部错误: context deadline exceeded\n\n请查看服务端日志获取详细信息。');
    // Like/favorite report success but the click only opened the login dialog.
    const like = await call('like_feed', { feed_id: TOP10.id, xsec_token: TOP10.xsec_token, unlike: true });
    ok(like, `取消点赞成功 - Feed ID: ${TOP10.id}`);
    expect(like.ops).toEqual([]);
  });

  it('QR login: the code is a PNG with a +08:00 deadline; the persona scans before the next call', async () => {
    const { call, tree } = session(EMMA);
    fails(await call('list_feeds', {}), '获取Feeds列表失败: 没有捕获到 feeds 数据');
    const qr = await call('get_login_qrcode', {});
    expect(qr.result.isError).toBeUndefined();
    const deadline = new Date(qr.nowMs + 4 * 60_000 + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(qr.result.content[0]).toEqual({ type: 'text', text: `请用小红书 App 在 ${deadline} 前扫码登录 👇` });
    const image: Any = qr.result.content[1];
    expect(image.type).toBe('image');
    expect(image.mimeType).toBe('image/png');
    expect(Buffer.from(image.data, 'base64').subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    expect(qr.ops).toEqual([{ op: 'replace', path: '/session/pending_login', value: { issued_at_ms: qr.nowMs, expires_at_ms: qr.nowMs + 240_000 } }]);
    const after = await call('check_login_status', {});
    ok(after, '✅ 已登录\n用户名: Emma在旧金山\n\n你可以使用其他功能了。');
    expect(after.ops).toEqual([
      { op: 'replace', path: '/session/logged_in', value: true },
      { op: 'replace', path: '/session/pending_login', value: null },
      { op: 'replace', path: '/session/cookies_saved_at', value: new Date(qr.nowMs + 20_000).toISOString() },
    ]);
    ok(await call('get_login_qrcode', {}), '你当前已处于登录状态');
    expect(ok(await call('list_feeds', {})).count).toBe(30);
    expect(tree.session.logged_in).toBe(true);
  });

  it('an ignored QR code expires after four minutes and leaves the user logged out', async () => {
    const base = structuredClone(EMMA);
    base.session.qr_scan = 'ignore';
    const { call, tree } = session(base);
    await call('get_login_qrcode', {});
    for (let i = 0; i < 4; i += 1) fails(await call('list_feeds', {}), '获取Feeds列表失败: 没有捕获到 feeds 数据');
    expect(tree.session.pending_login).not.toBeNull();
    const expired = await call('check_login_status', {});
    ok(expired, '❌ 未登录\n\n请使用 get_login_qrcode 工具获取二维码进行登录。');
    expect(expired.ops).toEqual([{ op: 'replace', path: '/session/pending_login', value: null }]);
  });
});

describe('xiaohongshu: list_feeds and search_feeds', () => {
  it('list_feeds returns 30 recommended notes of others as Go prints them (likes only on home cards)', async () => {
    const { call } = session();
    const r = await call('list_feeds', {});
    const body = ok(r);
    expect(body.count).toBe(30);
    expect(r.text.startsWith('{\n  "feeds": [\n    {\n      "xsecToken": ')).toBe(true);
    expect(body.feeds.every((f: Any) => LIMING.notes[f.id].user_id !== ME)).toBe(true);
    const top = body.feeds.find((f: Any) => f.id === TOP10.id);
    expect(Object.keys(top)).toEqual(['xsecToken', 'id', 'modelType', 'noteCard', 'index']);
    expect(top.xsecToken).toBe(TOP10.xsec_token);
    expect(top.noteCard.interactInfo).toEqual({ liked: TOP10.liked, likedCount: '2.3万', sharedCount: '', commentCount: '', collectedCount: '', collected: false });
    expect(top.noteCard.user).toEqual({ userId: COFFEE_MAP.id, nickname: '咖啡地图小王', nickName: '咖啡地图小王', avatar: COFFEE_MAP.avatar });
    expect(top.noteCard.cover.infoList.map((i: Any) => i.imageScene)).toEqual(['WB_PRV', 'WB_DFT']);
    expect(body.feeds.map((f: Any) => f.index)).toEqual([...Array(30).keys()]);
  });

  it('search_feeds finds notes by title, topics and text, with full counts on search cards', async () => {
    const { call } = session();
    const body = ok(await call('search_feeds', { keyword: '莫干山 徒步' }));
    const mine = body.feeds.find((f: Any) => f.id === MOGANSHAN.id);
    expect(mine.noteCard.interactInfo).toEqual({
      liked: false, likedCount: count(MOGANSHAN.liked_count), sharedCount: count(MOGANSHAN.shared_count),
      commentCount: String(Object.keys(MOGANSHAN.comments).length), collectedCount: count(MOGANSHAN.collected_count), collected: false,
    });
    expect(body.count).toBe(body.feeds.length);
    expect(body.count).toBeLessThanOrEqual(20);
    for (const f of body.feeds) {
      const n = LIMING.notes[f.id];
      const text = `${n.title} ${n.desc} ${n.tags.join(' ')}`;
      expect(text.includes('莫干山') || (text.includes('徒步'))).toBe(true);
    }
    // A private note is only findable by its author, and never shows up for others.
    const goals = ok(await call('search_feeds', { keyword: '2026 目标草稿' }));
    expect(goals.feeds.map((f: Any) => f.id)).toContain(GOALS.id);
  });

  it('applies sort, type, time, scope and location filters; empty results print []', async () => {
    const { call } = session();
    const newest = ok(await call('search_feeds', { keyword: '咖啡', filters: { sort_by: '最新' } }));
    const times = newest.feeds.map((f: Any) => LIMING.notes[f.id].time);
    expect(times).toEqual([...times].sort((a: number, b: number) => b - a));
    const likes = ok(await call('search_feeds', { keyword: '咖啡', filters: { sort_by: '最多点赞' } }));
    expect(likes.feeds[0].id).toBe(TOP10.id);
    const videos = ok(await call('search_feeds', { keyword: '上海', filters: { note_type: '视频' } }));
    expect(videos.feeds.length).toBeGreaterThan(0);
    expect(videos.feeds.every((f: Any) => f.noteCard.type === 'video' && f.noteCard.video.capa.duration === LIMING.notes[f.id].video_duration)).toBe(true);
    const today = ok(await call('search_feeds', { keyword: '咖啡', filters: { publish_time: '一天内' } }));
    expect(today.feeds.every((f: Any) => T0 - LIMING.notes[f.id].time <= 86400_000 + 3600_000)).toBe(true);
    const followed = ok(await call('search_feeds', { keyword: '咖啡', filters: { search_scope: '已关注' } }));
    expect(followed.feeds.every((f: Any) => LIMING.users[f.noteCard.user.userId].followed_by_me)).toBe(true);
    const local = ok(await call('search_feeds', { keyword: '咖啡', filters: { location: '同城' } }));
    expect(local.feeds.every((f: Any) => LIMING.notes[f.id].ip_location === '上海')).toBe(true);
    const none = await call('search_feeds', { keyword: 'zzzz不存在的关键词' });
    ok(none, '{\n  "feeds": [],\n  "count": 0\n}');
  });

  it('rejects an empty keyword and filter values the panel does not offer', async () => {
    const { call } = session();
    fails(await call('search_feeds', { keyword: '' }), '搜索Feeds失败: 缺少关键词参数');
    fails(await call('search_feeds', { keyword: '咖啡', filters: { sort_by: '热门' } }), '搜索Feeds失败: 排序依据 不支持 "热门"，可选：综合、最新、最多点赞、最多评论、最多收藏');
    fails(await call('search_feeds', { keyword: '咖啡', filters: { location: '上海' } }), '搜索Feeds失败: 位置距离 不支持 "上海"，可选：不限、同城、附近');
  });
});

describe('xiaohongshu: get_feed_detail', () => {
  it('returns the note with tags in desc, string counts, and the first ten comments', async () => {
    const { call } = session();
    const r = await call('get_feed_detail', { feed_id: BEACON.id, xsec_token: BEACON.xsec_token });
    const body = ok(r);
    expect(Object.keys(body)).toEqual(['feed_id', 'data']);
    const note = body.data.note;
    expect(note).toMatchObject({
      noteId: BEACON.id, xsecToken: BEACON.xsec_token, title: BEACON.title, type: 'normal', time: BEACON.time, ipLocation: '上海',
      user: { userId: ME, nickname: '李明Ming｜产品人在上海', nickName: '' },
      interactInfo: { liked: false, likedCount: '2376', sharedCount: '488', commentCount: String(Object.keys(BEACON.comments).length), collectedCount: '1512', collected: false },
    });
    expect(note.desc.endsWith('\n#内测招募[话题]# #App测试[话题]# #产品经理[话题]# #华信云[话题]#')).toBe(true);
    expect(note.imageList).toHaveLength(4);
    const comments = body.data.comments;
    expect(comments.list).toHaveLength(10);
    expect(comments.hasMore).toBe(true);
    expect(comments.cursor).toBe(comments.list[9].id);
    const first = comments.list[0];
    expect(first.content).toBe('iPhone 15 Pro / iOS 18.2，想参加！');
    expect(first.subCommentCount).toBe('1');
    expect(first.subComments[0]).toMatchObject({ content: '已私信～', subCommentCount: '', subComments: null, showTags: ['is_author'], userInfo: { userId: ME } });
    expect(r.ops).toEqual([]);
  });

  it('load_all_comments scrolls in batches of ten up to limit; click_more_replies expands small threads', async () => {
    const { call } = session();
    const all = ok(await call('get_feed_detail', { feed_id: BEACON.id, xsec_token: BEACON.xsec_token, load_all_comments: true }));
    const roots = Object.values(BEACON.comments).filter((c: Any) => !c.parent_id).length;
    expect(all.data.comments.list).toHaveLength(roots);
    expect(all.data.comments.hasMore).toBe(false);
    const kyoto = noteTitled(LIMING, '京都红叶5天4晚｜攻略合集');
    const one = ok(await call('get_feed_detail', { feed_id: kyoto.id, xsec_token: kyoto.xsec_token, load_all_comments: true, limit: 3 }));
    expect(one.data.comments.list.length).toBe(Math.min(8, Object.values(kyoto.comments).filter((c: Any) => !c.parent_id).length));
    // A generated note with a thread of 2–3 replies: collapsed to one, expanded with click_more_replies.
    const withThread = notes.find((n) => {
      const counts: Record<string, number> = {};
      for (const c of Object.values(n.comments) as Any[]) if (c.parent_id) counts[c.parent_id] = (counts[c.parent_id] || 0) + 1;
      return n.user_id !== ME && n.visibility === '公开可见' && Object.values(counts).some((x) => x >= 2);
    });
    const collapsed = ok(await call('get_feed_detail', { feed_id: withThread.id, xsec_token: withThread.xsec_token, load_all_comments: true }));
    const big = collapsed.data.comments.list.find((c: Any) => Number(c.subCommentCount) >= 2);
    expect(big.subComments).toHaveLength(1);
    const expanded = ok(await call('get_feed_detail', { feed_id: withThread.id, xsec_token: withThread.xsec_token, load_all_comments: true, click_more_replies: true }));
    expect(expanded.data.comments.list.find((c: Any) => c.id === big.id).subComments).toHaveLength(Number(big.subCommentCount));
    const skipped = ok(await call('get_feed_detail', { feed_id: withThread.id, xsec_token: withThread.xsec_token, load_all_comments: true, click_more_replies: true, reply_limit: 1 }));
    expect(skipped.data.comments.list.find((c: Any) => c.id === big.id).subComments).toHaveLength(1);
  });

  it('fails on a wrong token, someone else\'s private note, and empty parameters', async () => {
    const { call } = session();
    fails(await call('get_feed_detail', { feed_id: BEACON.id, xsec_token: TOP10.xsec_token }), '获取Feed详情失败: 笔记不可访问: 当前笔记暂时无法浏览');
    fails(await call('get_feed_detail', { feed_id: '000000000000000000000000', xsec_token: BEACON.xsec_token }), '获取Feed详情失败: 笔记不可访问: 当前笔记暂时无法浏览');
    fails(await call('get_feed_detail', { feed_id: '', xsec_token: 'x' }), '获取Feed详情失败: 缺少feed_id参数');
    fails(await call('get_feed_detail', { feed_id: BEACON.id, xsec_token: '' }), '获取Feed详情失败: 缺少xsec_token参数');
    ok(await call('get_feed_detail', { feed_id: GOALS.id, xsec_token: GOALS.xsec_token }));
    const base = structuredClone(LIMING);
    base.session.user_id = COFFEE_MAP.id;
    const other = session(base);
    fails(await other.call('get_feed_detail', { feed_id: GOALS.id, xsec_token: GOALS.xsec_token }), '获取Feed详情失败: 笔记不可访问: 当前笔记暂时无法浏览');
  });
});

describe('xiaohongshu: user_profile', () => {
  it('shows basic info, the three counters and the first notes (own private ones included)', async () => {
    const { call } = session();
    const body = ok(await call('user_profile', { user_id: ME, xsec_token: BEACON.xsec_token }));
    const me = LIMING.users[ME];
    expect(body.userBasicInfo).toEqual({ gender: 0, ipLocation: '上海', desc: me.desc, imageb: me.avatar.replace('/w/120/', '/w/540/'), nickname: me.nickname, images: me.avatar, redId: '95263817' });
    const mine = notes.filter((n) => n.user_id === ME);
    const likes = mine.reduce((s, n) => s + n.liked_count + n.collected_count, me.earlier_likes_and_collects);
    expect(body.interactions).toEqual([
      { type: 'follows', name: '关注', count: '213' }, { type: 'fans', name: '粉丝', count: '4862' }, { type: 'interaction', name: '获赞与收藏', count: count(likes) },
    ]);
    expect(body.feeds.map((f: Any) => f.id)).toEqual(mine.sort((a, b) => b.time - a.time).map((n) => n.id));
    expect(body.feeds.map((f: Any) => f.id)).toContain(GOALS.id);
  });

  it('hides another user\'s private notes; unknown users and unknown tokens fail', async () => {
    const { call } = session();
    const wei = ok(await call('user_profile', { user_id: WEI.id, xsec_token: BOARD.xsec_token }));
    expect(wei.feeds.map((f: Any) => f.id)).toContain(BOARD.id);
    expect(wei.interactions[1]).toEqual({ type: 'fans', name: '粉丝', count: '2310' });
    fails(await call('user_profile', { user_id: 'ffffffffffffffffffffffff', xsec_token: BOARD.xsec_token }), '获取用户主页失败: user.userPageData.value not found in __INITIAL_STATE__');
    fails(await call('user_profile', { user_id: WEI.id, xsec_token: 'ABnotatoken=' }), '获取用户主页失败: user.userPageData.value not found in __INITIAL_STATE__');
    fails(await call('user_profile', { user_id: '', xsec_token: 'x' }), '获取用户主页失败: 缺少user_id参数');
  });
});

describe('xiaohongshu: comments', () => {
  it('post_comment_to_feed adds a top-level comment by the user', async () => {
    const { call, tree } = session();
    const r = await call('post_comment_to_feed', { feed_id: TOP10.id, xsec_token: TOP10.xsec_token, content: '拾光的肉桂卷也很好吃！' });
    ok(r, `评论发表成功 - Feed ID: ${TOP10.id}`);
    expect(r.ops).toHaveLength(1);
    const op: Any = r.ops[0];
    const id = op.path.split('/').pop();
    expect(id).toMatch(new RegExp(`^${Math.floor(r.nowMs / 1000).toString(16)}[0-9a-f]{16}$`));
    expect(op).toEqual({ op: 'add', path: `/notes/${TOP10.id}/comments/${id}`, value: { id, content: '拾光的肉桂卷也很好吃！', user_id: ME, create_time: r.nowMs, ip_location: '上海', like_count: 0, liked: false, parent_id: null, reply_to_user_id: null } });
    const detail = ok(await call('get_feed_detail', { feed_id: TOP10.id, xsec_token: TOP10.xsec_token, load_all_comments: true, limit: 100 }));
    expect(detail.data.comments.list.map((c: Any) => c.id)).toContain(id);
    expect(tree.notes[TOP10.id].comments[id].content).toBe('拾光的肉桂卷也很好吃！');
  });

  it('post_comment_to_feed: missing parameters and unrenderable pages', async () => {
    const { call } = session();
    fails(await call('post_comment_to_feed', { feed_id: TOP10.id, xsec_token: TOP10.xsec_token, content: '' }), '发表评论失败: 缺少content参数');
    fails(await call('post_comment_to_feed', { feed_id: '', xsec_token: TOP10.xsec_token, content: 'x' }), '发表评论失败: 缺少feed_id参数');
    fails(await call('post_comment_to_feed', { feed_id: TOP10.id, xsec_token: 'AB=', content: 'x' }), '发表评论失败: 笔记不可访问: 当前笔记暂时无法浏览');
  });

  it('reply_comment_in_feed answers a comment by id (or by its author) inside its thread', async () => {
    const { call } = session();
    const android: Any = Object.values(BEACON.comments).find((c: Any) => c.content === '华为 Mate 60 鸿蒙4.2 能装吗');
    const r = await call('reply_comment_in_feed', { feed_id: BEACON.id, xsec_token: BEACON.xsec_token, comment_id: android.id, content: '可以的，已私信你 Discord 邀请' });
    ok(r, `评论回复成功 - Feed ID: ${BEACON.id}, Comment ID: ${android.id}, User ID: `);
    expect((r.ops[0] as Any).value).toMatchObject({ content: '可以的，已私信你 Discord 邀请', user_id: ME, parent_id: android.id, reply_to_user_id: android.user_id });
    // A reply to a reply joins the same thread, answering the reply's author.
    const dm: Any = Object.values(BEACON.comments).find((c: Any) => c.content === '已私信～');
    const r2 = await call('reply_comment_in_feed', { feed_id: BEACON.id, xsec_token: BEACON.xsec_token, comment_id: dm.id, content: '收到了吗？' });
    expect((r2.ops[0] as Any).value).toMatchObject({ parent_id: dm.parent_id, reply_to_user_id: ME });
    // By user id only: the first comment of that user in page order.
    const byUser = await call('reply_comment_in_feed', { feed_id: BEACON.id, xsec_token: BEACON.xsec_token, user_id: android.user_id, content: '已发' });
    ok(byUser, `评论回复成功 - Feed ID: ${BEACON.id}, Comment ID: , User ID: ${android.user_id}`);
  });

  it('reply_comment_in_feed: neither id, unknown comment, missing content', async () => {
    const { call } = session();
    fails(await call('reply_comment_in_feed', { feed_id: BEACON.id, xsec_token: BEACON.xsec_token, content: 'hi' }), '缺少 comment_id 或 user_id');
    fails(await call('reply_comment_in_feed', { feed_id: BEACON.id, xsec_token: BEACON.xsec_token, comment_id: 'deadbeef', content: 'hi' }), '回复评论失败: 无法找到评论: 未找到评论 (commentID: deadbeef, userID: ), 尝试次数: 100');
    fails(await call('reply_comment_in_feed', { feed_id: BEACON.id, xsec_token: BEACON.xsec_token, comment_id: 'x', content: '' }), '回复评论失败: 缺少content参数');
    fails(await call('reply_comment_in_feed', { feed_id: BEACON.id, xsec_token: 'bad', comment_id: 'x', content: 'hi' }), '回复评论失败: 笔记不可访问: 当前笔记暂时无法浏览');
  });
});

describe('xiaohongshu: like_feed / favorite_feed', () => {
  it('likes and unlikes, updating the flag and the count; repeating is skipped', async () => {
    const { call, tree } = session();
    const r = await call('like_feed', { feed_id: MOGANSHAN.id, xsec_token: MOGANSHAN.xsec_token });
    ok(r, `点赞成功 - Feed ID: ${MOGANSHAN.id}`);
    expect(r.ops).toEqual([
      { op: 'replace', path: `/notes/${MOGANSHAN.id}/liked`, value: true },
      { op: 'replace', path: `/notes/${MOGANSHAN.id}/liked_count`, value: MOGANSHAN.liked_count + 1 },
    ]);
    const again = await call('like_feed', { feed_id: MOGANSHAN.id, xsec_token: MOGANSHAN.xsec_token, unlike: false });
    ok(again, `点赞成功 - Feed ID: ${MOGANSHAN.id}`);
    expect(again.ops).toEqual([]);
    ok(await call('like_feed', { feed_id: MOGANSHAN.id, xsec_token: MOGANSHAN.xsec_token, unlike: true }), `取消点赞成功 - Feed ID: ${MOGANSHAN.id}`);
    expect(tree.notes[MOGANSHAN.id].liked_count).toBe(MOGANSHAN.liked_count);
  });

  it('favorites and unfavorites; failures name the button that could not be clicked', async () => {
    const { call } = session();
    const r = await call('favorite_feed', { feed_id: TOP10.id, xsec_token: TOP10.xsec_token });
    ok(r, `收藏成功 - Feed ID: ${TOP10.id}`);
    expect(r.ops).toEqual([
      { op: 'replace', path: `/notes/${TOP10.id}/collected`, value: true },
      { op: 'replace', path: `/notes/${TOP10.id}/collected_count`, value: TOP10.collected_count + 1 },
    ]);
    ok(await call('favorite_feed', { feed_id: TOP10.id, xsec_token: TOP10.xsec_token, unfavorite: true }), `取消收藏成功 - Feed ID: ${TOP10.id}`);
    fails(await call('favorite_feed', { feed_id: TOP10.id, xsec_token: 'ABx=' }), '收藏失败: 点击收藏按钮失败: no clickable element matched for selectors');
    fails(await call('like_feed', { feed_id: 'nope', xsec_token: 'ABx=' }), '点赞失败: 点击点赞按钮失败: no clickable element matched for selectors');
    fails(await call('like_feed', { feed_id: 'nope', xsec_token: 'ABx=', unlike: true }), '取消点赞失败: 点击点赞按钮失败: no clickable element matched for selectors');
    fails(await call('favorite_feed', { feed_id: '', xsec_token: 'x' }), '操作失败: 缺少feed_id参数');
    fails(await call('like_feed', { feed_id: 'x', xsec_token: '' }), '操作失败: 缺少xsec_token参数');
  });
});

describe('xiaohongshu: publish_content', () => {
  it('publishes an image note from local files and links; the success line is Go\'s %+v', async () => {
    const { call, tree } = session();
    const args = { title: '新年第一天的外滩日出', content: '6:52 的外滩，江面刚亮。\n新年快乐！', images: [IMG, 'https://pics.example/bund.jpg'], tags: ['#外滩', '上海', '新年'], is_original: true };
    const r = await call('publish_content', args);
    ok(r, '内容发布成功: &{Title:新年第一天的外滩日出 Content:6:52 的外滩，江面刚亮。\n新年快乐！ Images:2 Status:发布完成 PostID:}');
    expect(r.ops).toHaveLength(1);
    const note: Any = (r.ops[0] as Any).value;
    expect(note).toMatchObject({
      type: 'normal', title: args.title, desc: args.content, tags: ['外滩', '上海', '新年'], user_id: ME, time: r.nowMs, ip_location: '上海',
      liked_count: 0, visibility: '公开可见', publish_at_ms: null, is_original: true, source_files: [IMG, 'https://pics.example/bund.jpg'], comments: {},
    });
    expect(note.images).toHaveLength(2);
    expect(note.images[0]).toMatchObject({ width: 1080, height: 1440 });
    expect(note.xsec_token).toMatch(/^AB[0-9A-Za-z]{42}=$/);
    const found = ok(await call('search_feeds', { keyword: '外滩日出', filters: { sort_by: '最新' } }));
    expect(found.feeds[0].id).toBe(note.id);
    expect(tree.notes[note.id].title).toBe(args.title);
  });

  it('counts missing local files in the reply but uploads only existing ones; none left → editor timeout', async () => {
    const { call } = session();
    const r = await call('publish_content', { title: '测试', content: '正文', images: [IMG, '/Users/liming/missing.jpg'] });
    ok(r, '内容发布成功: &{Title:测试 Content:正文 Images:2 Status:发布完成 PostID:}');
    expect((r.ops[0] as Any).value.images).toHaveLength(1);
    fails(await call('publish_content', { title: '测试', content: '正文', images: ['/Users/liming/missing.jpg'] }), '发布失败: 小红书发布失败: 查找标题输入框失败: context deadline exceeded');
    fails(await call('publish_content', { title: '测试', content: '正文', images: ['/Users/liming/Documents/Beacon-3.0-PRD.pdf'] }), '发布失败: 小红书发布失败: 查找标题输入框失败: context deadline exceeded');
    fails(await call('publish_content', { title: '测试', content: '正文', images: [] }), '发布失败: no valid images found');
  });

  it('checks the title length, body length, visibility, products and keeps at most 10 topics', async () => {
    const { call } = session();
    fails(await call('publish_content', { title: '这是一个非常非常长的标题超过了小红书的二十字限制', content: 'x', images: [IMG] }), '发布失败: 标题长度超过限制');
    ok(await call('publish_content', { title: 'abcdefghijklmnopqrstuvwxyz0123456789ABCD', content: 'x', images: [IMG] }));
    fails(await call('publish_content', { title: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDE', content: 'x', images: [IMG] }), '发布失败: 标题长度超过限制');
    fails(await call('publish_content', { title: '长文', content: '字'.repeat(1001), images: [IMG] }), '发布失败: 小红书发布失败: 当前输入长度为1001，最大长度为1000');
    fails(await call('publish_content', { title: '私密', content: 'x', images: [IMG], visibility: '好友可见' }), '发布失败: 小红书发布失败: 设置可见范围失败: 不支持的可见范围: 好友可见，支持: 公开可见、仅自己可见、仅互关好友可见');
    fails(await call('publish_content', { title: '带货', content: 'x', images: [IMG], products: ['咖啡豆'] }), '发布失败: 小红书发布失败: 绑定商品失败: 点击添加商品按钮失败: 未找到添加商品按钮，账号可能未开通商品功能');
    const many = await call('publish_content', { title: '标签', content: 'x', images: [IMG], tags: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'], visibility: '仅自己可见' });
    expect((many.ops[0] as Any).value).toMatchObject({ tags: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'], visibility: '仅自己可见' });
  });

  it('schedules 1 hour to 14 days ahead, with Go\'s time.Parse errors and +08:00 bounds', async () => {
    const { call } = session();
    const base = { title: '定时', content: 'x', images: [IMG] };
    let r = await call('publish_content', { ...base, schedule_at: '2026-01-02 10:00' });
    fails(r, '发布失败: 定时发布时间格式错误，请使用 ISO8601 格式: parsing time "2026-01-02 10:00" as "2006-01-02T15:04:05Z07:00": cannot parse " 10:00" as "T"');
    fails(await call('publish_content', { ...base, schedule_at: '2026-01-02T10:00:00' }), '发布失败: 定时发布时间格式错误，请使用 ISO8601 格式: parsing time "2026-01-02T10:00:00" as "2006-01-02T15:04:05Z07:00": cannot parse "" as "Z07:00"');
    fails(await call('publish_content', { ...base, schedule_at: '2026-13-02T10:00:00+08:00' }), '发布失败: 定时发布时间格式错误，请使用 ISO8601 格式: parsing time "2026-13-02T10:00:00+08:00": month out of range');
    r = await call('publish_content', { ...base, schedule_at: '2026-01-01T17:30:00+08:00' });
    const earliest = new Date(r.nowMs + 3600_000 + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    fails(r, `发布失败: 定时发布时间必须至少在1小时后，当前设置: 2026-01-01 17:30，最早可选: ${earliest}`);
    r = await call('publish_content', { ...base, schedule_at: '2026-01-20T01:00:00Z' });
    const latest = new Date(r.nowMs + 14 * 86400_000 + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    fails(r, `发布失败: 定时发布时间不能超过14天，当前设置: 2026-01-20 01:00，最晚可选: ${latest}`);
    const ok1 = await call('publish_content', { ...base, title: '元旦局', schedule_at: '2026-01-03T12:00:00+08:00' });
    ok(ok1);
    const id = (ok1.ops[0] as Any).value.id;
    expect((ok1.ops[0] as Any).value).toMatchObject({ time: Date.parse('2026-01-03T04:00:00Z'), publish_at_ms: Date.parse('2026-01-03T04:00:00Z') });
    const me = ok(await call('user_profile', { user_id: ME, xsec_token: BEACON.xsec_token }));
    expect(me.feeds.map((f: Any) => f.id)).not.toContain(id);
  });
});

describe('xiaohongshu: publish_with_video', () => {
  it('publishes a local video note', async () => {
    const { call } = session();
    const video = '/Users/liming/Movies/xhs/moganshan-bamboo.mp4';
    const r = await call('publish_with_video', { title: '莫干山竹海Vlog', content: '14 公里的竹林', video, tags: ['莫干山'] });
    ok(r, `视频发布成功: &{Title:莫干山竹海Vlog Content:14 公里的竹林 Video:${video} Status:发布完成 PostID:}`);
    expect((r.ops[0] as Any).value).toMatchObject({ type: 'video', video_duration: 48, tags: ['莫干山'], source_files: [video] });
  });

  it('needs a video path that exists and is a video', async () => {
    const { call } = session();
    fails(await call('publish_with_video', { title: 't', content: 'c', video: '' }), '发布失败: 缺少本地视频文件路径');
    fails(await call('publish_with_video', { title: 't', content: 'c', video: '/tmp/none.mp4' }), '发布失败: 视频文件不存在或不可访问: stat /tmp/none.mp4: no such file or directory');
    fails(await call('publish_with_video', { title: 't', content: 'c', video: IMG }), '发布失败: 小红书发布失败: 等待视频上传完成超时');
    fails(await call('publish_with_video', { title: 't', content: 'c' }), rpc('validating root: required: missing properties: ["video"]'));
  });
});
