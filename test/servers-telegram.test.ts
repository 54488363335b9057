// The Telegram kernels (chaindead/telegram-mcp 0.2.0 on mcp-golang + gotd), tool by tool: the
// exact Go-marshalled JSON of each success, and the error chains the Go server prints (argument
// decoding, offset parsing, name resolution, Telegram RPC errors) with isError. Every call runs
// on a fresh copy of the emma-clark snapshot; failed calls must emit no operations.
import { describe, it, expect } from 'vitest';
import { readFileSync, mkdtempSync, existsSync } from 'node:fs';
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
const SNAP: Any = JSON.parse(readFileSync(join(ROOT, 'snapshots', 'telegram', 'emma-clark.json'), 'utf8'));
const T: Any = SNAP.tree;
const server = loadServer('telegram');
const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);

const users: Any[] = Object.values(T.users);
const chats: Any[] = Object.values(T.chats);
const userNamed = (first: string, last?: string): Any => users.find((u) => u.first_name === first && (last === undefined || u.last_name === last));
const chatTitled = (prefix: string): Any => chats.find((c) => c.title.startsWith(prefix));
const dialogOf = (key: string): Any => T.dialogs[key];
const newestFirst = (d: Any): Any[] => Object.values(d.messages).sort((a: Any, b: Any) => b.id - a.id);
const pad = (n: number) => String(n).padStart(2, '0');
/** time.DateTime in the server machine's zone (Pacific, UTC-8 in winter). */
const when = (sec: number) => {
  const d = new Date((sec - 8 * 3600) * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

const SARAH = userNamed('Sarah', 'Kim');
const MOM = userNamed('Linda', 'Clark');
const DAD = userNamed('Tom', 'Clark');
const NOAH = userNamed('Noah', 'Evans');
const GHOST = users.find((u) => u.deleted);
const FAMILY = chatTitled('Clark family');
const NEURIPS = chatTitled('NeurIPS 2025');
const RUNNERS = chatTitled('SF Embarcadero Runners');
const DIGEST = chatTitled('Eval Research Digest');
const PAPERS = chatTitled('ML Papers Daily');

type Call = KernelCall;

const session = () => kernelSession(server, T, { seedTail: [3, 5, 7], json: 'lenient' });

function failed(r: Call, message: string) {
  expect(r.text).toBe(message);
  expect(r.result.isError).toBe(true);
  expect(r.ops).toEqual([]);
}

const resolveChain = (prefix: string, tail: string) => `${prefix}: callback: get inputPeer from name: ${tail}`;

describe('telegram: server folder', () => {
  it('exposes exactly the 5 real tools; arguments are decoded by the kernels (Go structs, no schema check)', () => {
    expect(server.tools.map((t) => t.name)).toEqual(['tg_dialog', 'tg_dialogs', 'tg_me', 'tg_read', 'tg_send']);
    expect(server.config).toMatchObject({ name: 'telegram', validation: 'none', defaultSnapshot: 'telegram/emma-clark', unknownTool: { text: 'unknown tool: tools/call', isError: true } });
    const shared = '/work/shared/tools/telegram.json';
    if (existsSync(shared)) expect(readFileSync(join(ROOT, 'kernels/telegram/manifest.json'), 'utf8')).toBe(readFileSync(shared, 'utf8'));
  });
});

describe('telegram: tg_me', () => {
  it('prints id, first and last name, username', async () => {
    const r = await session().call('tg_me', { ignored: true });
    expect(r.text).toBe(`{"id":${T.me.id},"first_name":"Emma","last_name":"Clark","username":"emmaclark_sf"}`);
    expect(r.ops).toEqual([]);
  });
});

describe('telegram: tg_dialogs', () => {
  it('lists pinned dialogs first, then by last message; names, types, last messages as the server shapes them', async () => {
    const r = await session().call('tg_dialogs', {});
    expect(r.result.isError).toBeUndefined();
    const ds: Any[] = r.body.dialogs;
    const familyTop = newestFirst(dialogOf(`chat:${FAMILY.id}`))[0];
    expect(ds[0]).toEqual({ name: `cht[${FAMILY.id}]`, type: 'chat', title: 'Clark family 🏡', last_message: { who: 'Ben Clark', when: when(familyTop.date), text: 'Happy New Year!! 🥂', is_unread: true } });
    expect(ds[1]).toEqual({ name: 'sarahkimsf', type: 'user', title: 'Sarah Kim', last_message: { when: when(newestFirst(dialogOf(`user:${SARAH.id}`))[0].date), text: 'I want ALL the offsite gossip', is_unread: true } });
    expect(ds[2].title).toBe('Emma Clark');
    const mom = ds.find((d) => d.title === 'Linda Clark');
    expect(mom).not.toHaveProperty('name');
    expect(ds.find((d) => d.title === 'SF Weather').type).toBe('bot');
    expect(ds.find((d) => d.title.startsWith('Eval Research')).name).toBe(`chn[${DIGEST.id}:${DIGEST.access_hash}]`);
    expect(ds.find((d) => d.title === 'ML Papers Daily').last_message.text.endsWith('...') || ds.find((d) => d.title === 'ML Papers Daily').last_message.text.split(/\s+/).length <= 20).toBe(true);
    expect(ds.map((d) => d.title)).not.toContain('');
    expect(ds).toHaveLength(Object.keys(T.dialogs).length - 1); // the deleted account has no title
    const ghostTop = newestFirst(dialogOf(`user:${GHOST.id}`))[0];
    expect(r.body.offset).toBe(`user-${GHOST.id}-${ghostTop.id}-${ghostTop.date}`);
    const next = await session().call('tg_dialogs', { offset: r.body.offset });
    expect(next.text).toBe('{"dialogs":[],"offset":"end"}');
  });

  it('keeps only dialogs with unread messages when only_unread is set', async () => {
    const r = await session().call('tg_dialogs', { only_unread: true });
    const unread = Object.values(T.dialogs).filter((d: Any) => d.unread_count > 0).length;
    expect(r.body.dialogs).toHaveLength(unread);
    expect(r.body.dialogs.every((d: Any) => d.last_message.is_unread === true)).toBe(true);
  });

  it('escapes like Go (HTML-safe) and truncates long last messages to 20 words', async () => {
    const s = session();
    s.tree.chats[FAMILY.id].title = 'Clark & family <3';
    const r = await s.call('tg_dialogs', {});
    expect(r.text).toContain('"title":"Clark \\u0026 family \\u003c3"');
    const papers = r.body.dialogs.find((d: Any) => d.title === 'ML Papers Daily');
    const top = newestFirst(dialogOf(`channel:${PAPERS.id}`))[0];
    const words = top.text.split(/\s+/).filter(Boolean);
    expect(papers.last_message.text).toBe(words.length > 20 ? words.slice(0, 20).join(' ') + '...' : top.text);
  });

  it('fails on a malformed offset or argument types, with the Go error text', async () => {
    const s = session();
    failed(await s.call('tg_dialogs', { offset: 'end' }), 'failed to unmarshal offset: invalid format');
    failed(await s.call('tg_dialogs', { offset: 'group-1-2-3' }), 'failed to unmarshal offset: unknown peer type');
    failed(await s.call('tg_dialogs', { offset: 'user-x-2-3' }), 'failed to unmarshal offset: invalid peer: strconv.ParseInt: parsing "x": invalid syntax');
    failed(await s.call('tg_dialogs', { offset: 'chat-1-2-y' }), 'failed to unmarshal offset: invalid date: strconv.Atoi: parsing "y": invalid syntax');
    failed(await s.call('tg_dialogs', { offset: 12 }), 'failed to unmarshal arguments: json: cannot unmarshal number into Go struct field DialogsArguments.offset of type string');
    failed(await s.call('tg_dialogs', { only_unread: 'yes' }), 'failed to unmarshal arguments: json: cannot unmarshal string into Go struct field DialogsArguments.only_unread of type bool');
  });
});

describe('telegram: tg_dialog', () => {
  it('pages a private chat newest first, 20 at a time, without senders (no from_id in private chats)', async () => {
    const s = session();
    const all = newestFirst(dialogOf(`user:${SARAH.id}`));
    const r = await s.call('tg_dialog', { name: 'sarahkimsf' });
    expect(r.body.messages).toHaveLength(20);
    expect(r.body.messages[0]).toEqual({ when: when(all[0].date), text: 'I want ALL the offsite gossip' });
    expect(r.body.messages.some((m: Any) => 'who' in m)).toBe(false);
    const photo = all.findIndex((m: Any) => m.media && !m.text);
    expect(r.body.messages[photo]).toEqual({ when: when(all[photo].date) });
    expect(r.body.offset).toBe(all[19].id);
    const next = await s.call('tg_dialog', { name: '@SarahKimSF', offset: r.body.offset });
    expect(next.body).toEqual({ messages: all.slice(20).map((m: Any) => ({ when: when(m.date), text: m.text })), offset: all[all.length - 1].id });
    const end = await s.call('tg_dialog', { name: 'sarahkimsf', offset: all[all.length - 1].id });
    expect(end.text).toBe('{"messages":[]}');
  });

  it('names group senders by username (none for users without one) and skips service messages', async () => {
    const s = session();
    const r = await s.call('tg_dialog', { name: 'embarcadero_runners' });
    const first = newestFirst(dialogOf(`channel:${RUNNERS.id}`))[0];
    const sender = T.users[first.from.split(':')[1]];
    expect(r.body.messages[0]).toEqual(sender.username ? { who: sender.username, when: when(first.date) } : { when: when(first.date) });
    const n = await s.call('tg_dialog', { name: `cht[${NEURIPS.id}]` });
    const neurips = newestFirst(dialogOf(`chat:${NEURIPS.id}`));
    expect(n.body.messages).toHaveLength(neurips.filter((m: Any) => !m.action).length);
    expect(n.body.messages[n.body.messages.length - 1]).toEqual({ who: 'noah_evals', when: when(neurips[neurips.length - 2].date), text: 'Group for NeurIPS logistics. Dinner Friday 7:30 at Cucina Urbana, I booked for 6' });
    expect(n.body.messages.find((m: Any) => m.text === 'Just landed, going tomorrow morning').who).toBe('emmaclark_sf');
  });

  it('reads channels by username or chn[id:hash], and people by phone number', async () => {
    const s = session();
    const posts = newestFirst(dialogOf(`channel:${DIGEST.id}`));
    const r = await s.call('tg_dialog', { name: `chn[${DIGEST.id}:${DIGEST.access_hash}]` });
    expect(r.body.messages[0]).toEqual({ when: when(posts[0].date), text: 'Happy New Year from the lab! Next digest Jan 9.' });
    const mom = await s.call('tg_dialog', { name: '+1 (916) 555-0142' });
    expect(mom.body.messages[0].text).toBe('Any plans tonight? Be safe!');
    const dad = await s.call('tg_dialog', { name: '19165550187' });
    expect(dad.text).toBe('{"messages":[]}');
  });

  it('prints the resolution and RPC error chains', async () => {
    const s = session();
    failed(await s.call('tg_dialog', { name: 'Sarah Kim' }), resolveChain('failed to get history', 'failed to resolve name: validate domain: unexpected rune   (U+0020) in "Sarah Kim" domain'));
    failed(await s.call('tg_dialog', { name: '_sarah' }), resolveChain('failed to get history', 'failed to resolve name: validate domain: domain should start with latin letter, got _ in "_sarah"'));
    failed(await s.call('tg_dialog', { name: 'sarah_kim_nope' }), resolveChain('failed to get history', 'failed to resolve name: resolve: rpc error code 400: USERNAME_NOT_OCCUPIED'));
    failed(await s.call('tg_dialog', {}), resolveChain('failed to get history', 'failed to resolve name: resolve: rpc error code 400: USERNAME_INVALID'));
    failed(await s.call('tg_dialog', { name: '+1 000 555 0000' }), resolveChain('failed to get history', 'failed to resolve name: resolve phone: rpc error code 400: PHONE_NOT_OCCUPIED'));
    failed(await s.call('tg_dialog', { name: 'cht[family]' }), resolveChain('failed to get history', 'scan chat peer("cht[family]"): expected integer'));
    failed(await s.call('tg_dialog', { name: `chn[${DIGEST.id}]` }), resolveChain('failed to get history', `scan channel peer("chn[${DIGEST.id}]"): input does not match format`));
    failed(await s.call('tg_dialog', { name: `chn[${DIGEST.id}:1]` }), 'failed to get history: callback: failed to get history: rpc error code 400: CHANNEL_INVALID');
    failed(await s.call('tg_dialog', { name: 'cht[4000000000]' }), 'failed to get history: callback: failed to get history: rpc error code 400: PEER_ID_INVALID');
    failed(await s.call('tg_dialog', { name: 'sarahkimsf', offset: 1.5 }), 'failed to unmarshal arguments: json: cannot unmarshal number 1.5 into Go struct field HistoryArguments.offset of type int');
    failed(await s.call('tg_dialog', { name: ['sarahkimsf'] }), 'failed to unmarshal arguments: json: cannot unmarshal array into Go struct field HistoryArguments.name of type string');
  });
});

describe('telegram: tg_read', () => {
  it('marks a dialog read once; the second time there is nothing to mark', async () => {
    const s = session();
    const key = `user:${SARAH.id}`;
    const r = await s.call('tg_read', { name: 'sarahkimsf' });
    expect(r.text).toBe('{"result":"done"}');
    expect(r.ops).toEqual([
      { op: 'replace', path: `/dialogs/${key}/unread_count`, value: 0 },
      { op: 'replace', path: `/dialogs/${key}/read_inbox_max_id`, value: newestFirst(dialogOf(key))[0].id },
    ]);
    const again = await s.call('tg_read', { name: 'sarahkimsf' });
    expect(again.text).toBe('{"result":"unread messages not found"}');
    expect(again.ops).toEqual([]);
    const channel = await s.call('tg_read', { name: `chn[${DIGEST.id}:${DIGEST.access_hash}]` });
    expect(channel.text).toBe('{"result":"done"}');
    expect(channel.ops).toEqual([]);
  });

  it('prints its own error chains (run client: …)', async () => {
    const s = session();
    failed(await s.call('tg_read', {}), 'run client: callback: get inputPeer from name: failed to resolve name: resolve: rpc error code 400: USERNAME_INVALID');
    failed(await s.call('tg_read', { name: `chn[${DIGEST.id}:-1]` }), 'run client: callback: failed to read channels: rpc error code 400: CHANNEL_INVALID');
    failed(await s.call('tg_read', { name: 'cht[123]' }), 'run client: callback: read history: rpc error code 400: PEER_ID_INVALID');
  });
});

describe('telegram: tg_send', () => {
  it('saves a cloud draft — nothing is sent — replacing the previous one; an empty text clears it', async () => {
    const s = session();
    const key = `user:${NOAH.id}`;
    const before = Object.keys(s.tree.dialogs[key].messages).length;
    const r = await s.call('tg_send', { name: 'noah_evals', text: 'Outline is in the doc, see you on the 5th' });
    expect(r.text).toBe('{"success":true}');
    expect(r.ops).toEqual([{ op: 'replace', path: `/dialogs/${key}/draft`, value: { message: 'Outline is in the doc, see you on the 5th', date: r.nowMs / 1000 } }]);
    expect(Object.keys(s.tree.dialogs[key].messages)).toHaveLength(before);
    const clear = await s.call('tg_send', { name: 'noah_evals', text: '' });
    expect(clear.ops).toEqual([{ op: 'remove', path: `/dialogs/${key}/draft` }]);
  });

  it('opens a dialog for a contact without one, which then lists as empty', async () => {
    const s = session();
    const r = await s.call('tg_send', { name: '+1 916 555 0187', text: 'Happy new year Dad!' });
    expect(r.text).toBe('{"success":true}');
    expect(r.ops.map((o) => [o.op, o.path])).toEqual([['add', `/dialogs/user:${DAD.id}`]]);
    const list = await s.call('tg_dialogs', {});
    expect(list.body.dialogs).toContainEqual({ type: 'user', title: 'Tom Clark', empty: true });
  });

  it('fails like the server when the peer cannot be resolved or reached', async () => {
    const s = session();
    failed(await s.call('tg_send', { name: 'Linda Clark', text: 'hi' }), resolveChain('failed to send message', 'failed to resolve name: validate domain: unexpected rune   (U+0020) in "Linda Clark" domain'));
    failed(await s.call('tg_send', { name: `chn[${PAPERS.id}:7]`, text: 'hi' }), 'failed to send message: callback: save draft: rpc error code 400: CHANNEL_INVALID');
    failed(await s.call('tg_send', { name: 'noah_evals', text: 42 }), 'failed to unmarshal arguments: json: cannot unmarshal number into Go struct field DraftArguments.text of type string');
  });
});

describe('telegram: sandbox and snapshots', () => {
  it('gives the same answers inside the isolate as in process', async () => {
    const sandbox = new Sandbox([server]);
    sandbox.loadTree('telegram', T);
    const s = session();
    const calls: [string, Any][] = [['tg_dialogs', {}], ['tg_dialog', { name: 'lumen_eval_oss' }], ['tg_read', { name: 'lumen_eval_oss' }], ['tg_send', { name: 'gracepatel', text: 'Lake-view confirmed 🏔️' }], ['tg_dialog', { name: 'x y' }]];
    for (const [tool, args] of calls) {
      const mine = await s.call(tool, args);
      const seq = (mine.nowMs - T0) / 60_000;
      const out = sandbox.call('telegram', tool, args, mine.nowMs, seq, [seq, 3, 5, 7]);
      expect('result' in out ? out.result : out).toEqual(mine.result);
    }
  });

  it('build.mjs reproduces both committed snapshots byte for byte', () => {
    const dir = mkdtempSync(join(tmpdir(), 'telegram-snap-'));
    execFileSync(process.execPath, [join(ROOT, 'snapshots', 'telegram', 'build.mjs'), dir], { stdio: 'pipe' });
    for (const persona of ['emma-clark', 'li-ming']) {
      expect(readFileSync(join(dir, `${persona}.json`), 'utf8')).toBe(readFileSync(join(ROOT, 'snapshots', 'telegram', `${persona}.json`), 'utf8'));
    }
  });

  it('numbers messages the Telegram way: one account-wide sequence for private chats and groups', () => {
    const shared = Object.values(T.dialogs).filter((d: Any) => !d.peer.startsWith('channel:')).flatMap((d: Any) => Object.values(d.messages)) as Any[];
    const byDate = [...shared].sort((a, b) => a.date - b.date);
    expect(byDate.map((m) => m.id)).toEqual([...byDate.map((m) => m.id)].sort((a, b) => a - b));
    expect(new Set(shared.map((m) => m.id)).size).toBe(shared.length);
    expect(MOM.phone).toBe('19165550142');
    expect(DIGEST.access_hash).toMatch(/^-?[1-9]\d{17}$/);
  });
});
