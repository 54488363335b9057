// The Slack kernels (@modelcontextprotocol/server-slack 2025.4.25 over the Slack Web API), tool by
// tool: the success path with the exact text the reference server prints, and every error class
// it shows — its own "Missing required arguments" checks and TypeErrors, and the Web API's
// {"ok":false,"error":…} bodies (not found, not_in_channel, is_archived, restricted_action,
// already_reacted, invalid_name, invalid_limit, invalid_cursor …), all as ordinary non-error
// text. Every call runs on a fresh copy of a snapshot; a failed call must write nothing.
import { describe, it, expect } from 'vitest';
import { readFileSync, mkdtempSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { loadServer } from '../runtime/servers/registry.ts';
import { kernelSession, type KernelCall } from './helpers/kernel-session.ts';
import { Session } from '../runtime/session/session.ts';
import type { CallToolResult, PatchOp } from '../runtime/kernel/types.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Any = any;

const ROOT = join(import.meta.dirname, '..');
const snapFile = (p: string) => join(ROOT, 'snapshots', 'slack', `${p}.json`);
const EMMA: Any = JSON.parse(readFileSync(snapFile('emma-clark'), 'utf8')).tree;
const LIMING: Any = JSON.parse(readFileSync(snapFile('li-ming'), 'utf8')).tree;
const server = loadServer('slack');
const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);

// ---------------------------------------------------------------------------------------------
// Snapshot lookups by name, so the tests read like the data.

const BOT = EMMA.bot;
const TEAM = EMMA.team.id;
const channels: Any[] = Object.values(EMMA.channels);
const chan = (name: string): Any => channels.find((c) => c.name === name);
const users: Any[] = Object.values(EMMA.users);
const userByEmail = (e: string): Any => users.find((u) => u.profile.email === e);
const LUMEN = chan('lumen-eval');
const GENERAL = chan('general');
const ANNOUNCE = chan('announcements');
const LEADS = chan('research-leads'); // private, bot member
const HIRING = chan('hiring-research'); // private, bot not a member
const NYC = chan('nyc-office'); // public, bot not a member
const HACK = chan('q3-hackathon'); // archived, bot a member
const NORTHSTAR = chan('ext-northstar-pilot'); // Slack Connect
const DM = channels.find((c) => c.is_im);
const ME = EMMA.users[EMMA.me];
const GRACE = userByEmail('grace.patel@brightline-labs.example');
const ETHAN_FOSTER = userByEmail('ethan.foster@northstar-health.example');
const FORMER = users.find((u) => u.deleted);
const msgs = (c: Any): Any[] => Object.values(c.messages);
const byText = (c: Any, start: string): Any => msgs(c).find((m) => m.text.startsWith(start));
const LUM217 = byText(LUMEN, 'Filed LUM-217');
const LUM217_REPLY = msgs(LUMEN).find((m) => m.thread_ts === LUM217.ts && m.ts !== LUM217.ts);
const UNTHREADED = msgs(LUMEN).find((m) => !m.thread_ts && !m.reactions);
const UNKNOWN_CHANNEL = 'C0ZZZZZZZZZ';

// ---------------------------------------------------------------------------------------------
// Running kernels: one session per test on a fresh tree, the clock a minute further per call.

type Call = KernelCall;

const session = (base: Any = EMMA) => kernelSession(server, base, { seedTail: [3, 5, 7], json: 'strict' });

/** Every Slack answer is a plain result: no isError, one text item. */
function plain(r: Call) {
  expect(r.result.isError).toBeUndefined();
  expect(r.result.content).toHaveLength(1);
}

/** A Web API error body passed through; nothing written. `post` adds the missing_charset warning. */
function apiError(r: Call, error: string, post = false) {
  plain(r);
  expect(r.ops).toEqual([]);
  const body: Any = { ok: false, error };
  if (post) Object.assign(body, { warning: 'missing_charset', response_metadata: { warnings: ['missing_charset'] } });
  expect(r.text).toBe(JSON.stringify(body));
}

/** The server's own error ({"error": message}); nothing written. */
function serverError(r: Call, message: string) {
  plain(r);
  expect(r.ops).toEqual([]);
  expect(r.text).toBe(JSON.stringify({ error: message }));
}

const b64 = (s: string) => Buffer.from(s, 'ascii').toString('base64');

// ---------------------------------------------------------------------------------------------

describe('slack: server folder', () => {
  it('exposes exactly the 8 tools of the reference server, low-level validation, its unknown-tool text', () => {
    expect(server.tools.map((t) => t.name)).toEqual([
      'slack_list_channels', 'slack_post_message', 'slack_reply_to_thread', 'slack_add_reaction',
      'slack_get_channel_history', 'slack_get_thread_replies', 'slack_get_users', 'slack_get_user_profile',
    ]);
    expect(server.config).toMatchObject({ name: 'slack', validation: 'none', defaultSnapshot: 'slack/emma-clark' });
    expect(server.config.unknownTool).toEqual({ text: '{"error":"Unknown tool: {name}"}', isError: false });
    const shared = '/work/shared/tools/slack.json';
    if (existsSync(shared)) expect(readFileSync(join(ROOT, 'kernels/slack/manifest.json'), 'utf8')).toBe(readFileSync(shared, 'utf8'));
  });

  it('runs in the sandbox: a session posts, reads back and answers unknown tools like the server', () => {
    const s = new Session({ servers: ['slack'], seed: 3 });
    try {
      const posted = s.call('slack', 'slack_post_message', { channel_id: LUMEN.id, text: 'sandbox check' });
      const body = JSON.parse(String(posted.result.content[0].text));
      expect(body).toMatchObject({ ok: true, channel: LUMEN.id, message: { text: 'sandbox check', user: BOT.user_id } });
      expect(posted.record.patch).toHaveLength(1);
      const history = JSON.parse(String(s.call('slack', 'slack_get_channel_history', { channel_id: LUMEN.id, limit: 1 }).result.content[0].text));
      expect(history.messages[0].ts).toBe(body.ts);
      const unknown = s.call('slack', 'slack_search', {});
      expect(unknown.result).toEqual({ content: [{ type: 'text', text: '{"error":"Unknown tool: slack_search"}' }] });
    } finally {
      s.close();
    }
  });
});

describe('slack: calls without arguments', () => {
  it('every tool answers the server\'s "No arguments provided" before anything else (an empty object is fine)', async () => {
    const { call } = session();
    for (const t of server.tools) serverError(await call(t.name, undefined), 'No arguments provided');
    expect((await call('slack_list_channels', {})).body.ok).toBe(true);
    expect((await call('slack_get_users', {})).body.ok).toBe(true);
  });

  it('through a session too: the journal records null arguments', () => {
    const s = new Session({ servers: ['slack'], seed: 1 });
    try {
      const r = s.call('slack', 'slack_get_users', undefined);
      expect(r.result).toEqual({ content: [{ type: 'text', text: '{"error":"No arguments provided"}' }] });
      expect(r.record.args).toBeNull();
    } finally {
      s.close();
    }
  });
});

describe('slack: slack_list_channels', () => {
  it('lists public, unarchived channels (joined or not) in conversations.list shape', async () => {
    const { call } = session();
    const r = await call('slack_list_channels', {});
    plain(r);
    expect(r.ops).toEqual([]);
    const names = r.body.channels.map((c: Any) => c.name);
    expect(names).toContain('nyc-office');
    expect(names).not.toContain('research-leads');
    expect(names).not.toContain('hiring-research');
    expect(names).not.toContain('q3-hackathon');
    expect(names).toHaveLength(channels.filter((c) => !c.is_im && !c.is_private && !c.is_archived).length);
    expect(r.body.response_metadata).toEqual({ next_cursor: '' });
    const nyc = r.body.channels.find((c: Any) => c.name === 'nyc-office');
    expect(nyc.is_member).toBe(false);
    const lumen = r.body.channels.find((c: Any) => c.id === LUMEN.id);
    expect(lumen).toEqual({
      id: LUMEN.id, name: 'lumen-eval', is_channel: true, is_group: false, is_im: false, is_mpim: false, is_private: false,
      created: LUMEN.created, is_archived: false, is_general: false, unlinked: 0, name_normalized: 'lumen-eval',
      is_shared: false, is_org_shared: false, is_pending_ext_shared: false, pending_shared: [], context_team_id: TEAM,
      updated: LUMEN.updated, parent_conversation: null, creator: LUMEN.creator, is_ext_shared: false,
      shared_team_ids: [TEAM], pending_connected_team_ids: [], is_member: true, topic: LUMEN.topic, purpose: LUMEN.purpose,
      previous_names: [], num_members: LUMEN.members.length,
    });
    expect(Object.keys(lumen)).not.toContain('messages');
    const shared = r.body.channels.find((c: Any) => c.id === NORTHSTAR.id);
    expect(shared).toMatchObject({ is_shared: true, is_ext_shared: true });
    expect(shared.shared_team_ids).toHaveLength(2);
  });

  it('pages with limit and a base64 team:<id> cursor', async () => {
    const { call } = session();
    const all = (await call('slack_list_channels', {})).body.channels;
    const p1 = await call('slack_list_channels', { limit: 5 });
    expect(p1.body.channels.map((c: Any) => c.id)).toEqual(all.slice(0, 5).map((c: Any) => c.id));
    expect(p1.body.response_metadata.next_cursor).toBe(b64(`team:${all[5].id}`));
    const p2 = await call('slack_list_channels', { limit: 5, cursor: p1.body.response_metadata.next_cursor });
    expect(p2.body.channels.map((c: Any) => c.id)).toEqual(all.slice(5, 10).map((c: Any) => c.id));
    // The server coerces the limit with Math.min(limit, 200).toString(): "7" -> 7, null -> 0 (Slack's default page).
    expect((await call('slack_list_channels', { limit: '7' })).body.channels).toHaveLength(7);
    expect((await call('slack_list_channels', { limit: null })).body.channels).toHaveLength(all.length);
    expect((await call('slack_list_channels', { limit: 5000 })).body.channels).toHaveLength(all.length);
  });

  it('rejects a bad cursor (invalid_cursor) and a limit that is no integer (invalid_limit)', async () => {
    const { call } = session();
    apiError(await call('slack_list_channels', { cursor: 'not-a-cursor' }), 'invalid_cursor');
    apiError(await call('slack_list_channels', { cursor: b64(`team:${UNKNOWN_CHANNEL}`) }), 'invalid_cursor');
    apiError(await call('slack_list_channels', { limit: 'ten' }), 'invalid_limit');
    apiError(await call('slack_list_channels', { limit: -5 }), 'invalid_limit');
    apiError(await call('slack_list_channels', { limit: 2.5 }), 'invalid_limit');
  });
});

describe('slack: slack_post_message', () => {
  it('posts as the bot and returns chat.postMessage\'s body with the missing_charset warning', async () => {
    const { call, tree } = session();
    const r = await call('slack_post_message', { channel_id: LUMEN.id, text: 'Nightly is green again :tada: thanks <@' + GRACE.id + '>' });
    plain(r);
    const ts = r.body.ts;
    expect(ts).toMatch(new RegExp(`^${Math.floor(r.nowMs / 1000)}\\.\\d{6}$`));
    const stored = { user: BOT.user_id, type: 'message', ts, bot_id: BOT.bot_id, app_id: BOT.app_id, text: `Nightly is green again :tada: thanks <@${GRACE.id}>`, team: TEAM };
    expect(r.ops).toEqual([{ op: 'add', path: `/channels/${LUMEN.id}/messages/${ts}`, value: stored }]);
    expect(tree.channels[LUMEN.id].messages[ts]).toEqual(stored);
    const blockId = r.body.message.blocks[0].block_id;
    expect(blockId).toMatch(/^[0-9A-Za-z]{5}$/);
    expect(r.text).toBe(JSON.stringify({
      ok: true,
      channel: LUMEN.id,
      ts,
      message: {
        user: BOT.user_id, type: 'message', ts, bot_id: BOT.bot_id, app_id: BOT.app_id, text: stored.text, team: TEAM,
        bot_profile: EMMA.bots[BOT.bot_id],
        blocks: [{
          type: 'rich_text', block_id: blockId, elements: [{
            type: 'rich_text_section', elements: [
              { type: 'text', text: 'Nightly is green again ' }, { type: 'emoji', name: 'tada', unicode: '1f389' },
              { type: 'text', text: ' thanks ' }, { type: 'user', user_id: GRACE.id },
            ],
          }],
        }],
      },
      warning: 'missing_charset',
      response_metadata: { warnings: ['missing_charset'] },
    }));
  });

  it('takes a channel name, and a user id opens (or reuses) the bot\'s DM with that person', async () => {
    const { call, tree } = session();
    const byName = await call('slack_post_message', { channel_id: '#general', text: 'hello' });
    expect(byName.body.channel).toBe(GENERAL.id);
    const toMe = await call('slack_post_message', { channel_id: ME.id, text: 'Your reminder' });
    expect(toMe.body.channel).toBe(DM.id);
    expect(toMe.ops).toHaveLength(1);
    const toGrace = await call('slack_post_message', { channel_id: GRACE.id, text: 'Hi Grace' });
    const dmId = toGrace.body.channel;
    expect(dmId).toMatch(/^D[A-Z0-9]{10}$/);
    expect(toGrace.ops.map((o) => o.path)).toEqual([`/channels/${dmId}`, `/channels/${dmId}/messages/${toGrace.body.ts}`]);
    expect(tree.channels[dmId]).toMatchObject({ is_im: true, user: GRACE.id, members: [BOT.user_id, GRACE.id] });
    const again = await call('slack_post_message', { channel_id: GRACE.id, text: 'Second note' });
    expect(again.body.channel).toBe(dmId);
    expect(again.ops).toHaveLength(1);
    // Scalars are sent as JSON and read as text.
    expect((await call('slack_post_message', { channel_id: LUMEN.id, text: 42 })).body.message.text).toBe('42');
  });

  it('missing or empty arguments: the server\'s own error, nothing sent', async () => {
    const { call } = session();
    serverError(await call('slack_post_message', { channel_id: LUMEN.id }), 'Missing required arguments: channel_id and text');
    serverError(await call('slack_post_message', { text: 'hi' }), 'Missing required arguments: channel_id and text');
    serverError(await call('slack_post_message', { channel_id: LUMEN.id, text: '' }), 'Missing required arguments: channel_id and text');
    serverError(await call('slack_post_message', {}), 'Missing required arguments: channel_id and text');
  });

  it('Web API errors: not found, private, not joined, archived, admins-only, bots, text', async () => {
    const { call } = session();
    apiError(await call('slack_post_message', { channel_id: UNKNOWN_CHANNEL, text: 'x' }), 'channel_not_found', true);
    apiError(await call('slack_post_message', { channel_id: '#no-such-channel', text: 'x' }), 'channel_not_found', true);
    apiError(await call('slack_post_message', { channel_id: HIRING.id, text: 'x' }), 'channel_not_found', true);
    apiError(await call('slack_post_message', { channel_id: NYC.id, text: 'x' }), 'not_in_channel', true);
    apiError(await call('slack_post_message', { channel_id: HACK.id, text: 'x' }), 'is_archived', true);
    apiError(await call('slack_post_message', { channel_id: ANNOUNCE.id, text: 'x' }), 'restricted_action', true);
    apiError(await call('slack_post_message', { channel_id: BOT.user_id, text: 'x' }), 'cannot_dm_bot', true);
    apiError(await call('slack_post_message', { channel_id: FORMER.id, text: 'x' }), 'channel_not_found', true);
    apiError(await call('slack_post_message', { channel_id: LUMEN.id, text: { blocks: [] } }), 'invalid_arguments', true);
    apiError(await call('slack_post_message', { channel_id: LUMEN.id, text: 'x'.repeat(40001) }), 'msg_too_long', true);
    expect((await call('slack_post_message', { channel_id: LUMEN.id, text: 'x'.repeat(40000) })).body.ok).toBe(true);
  });
});

describe('slack: slack_reply_to_thread', () => {
  it('posts into the thread and moves the parent\'s reply fields on', async () => {
    const { call, tree } = session();
    const r = await call('slack_reply_to_thread', { channel_id: LUMEN.id, thread_ts: LUM217.ts, text: 'Fixed in v0.9.1' });
    plain(r);
    const ts = r.body.ts;
    expect(r.body.message).toMatchObject({ thread_ts: LUM217.ts, parent_user_id: LUM217.user, text: 'Fixed in v0.9.1' });
    const parent = tree.channels[LUMEN.id].messages[LUM217.ts];
    expect(parent.reply_count).toBe(LUM217.reply_count + 1);
    expect(parent.latest_reply).toBe(ts);
    expect(parent.reply_users).toEqual([...LUM217.reply_users, BOT.user_id]);
    expect(parent.reply_users_count).toBe(LUM217.reply_users.length + 1);
    expect(r.ops.map((o) => `${o.op} ${o.path}`)).toEqual([
      `add /channels/${LUMEN.id}/messages/${ts}`,
      `replace /channels/${LUMEN.id}/messages/${LUM217.ts}/reply_count`,
      `replace /channels/${LUMEN.id}/messages/${LUM217.ts}/reply_users_count`,
      `replace /channels/${LUMEN.id}/messages/${LUM217.ts}/latest_reply`,
      `replace /channels/${LUMEN.id}/messages/${LUM217.ts}/reply_users`,
    ]);
    // A second reply by the bot does not list it twice.
    await call('slack_reply_to_thread', { channel_id: LUMEN.id, thread_ts: LUM217.ts, text: 'and v0.9.2' });
    expect(tree.channels[LUMEN.id].messages[LUM217.ts].reply_users_count).toBe(LUM217.reply_users.length + 1);
  });

  it('a reply\'s ts threads under its parent; an unthreaded message starts a thread', async () => {
    const { call, tree } = session();
    const r = await call('slack_reply_to_thread', { channel_id: LUMEN.id, thread_ts: LUM217_REPLY.ts, text: 'x' });
    expect(r.body.message.thread_ts).toBe(LUM217.ts);
    const s = await call('slack_reply_to_thread', { channel_id: LUMEN.id, thread_ts: UNTHREADED.ts, text: 'first reply' });
    expect(s.body.message.thread_ts).toBe(UNTHREADED.ts);
    expect(tree.channels[LUMEN.id].messages[UNTHREADED.ts]).toMatchObject({
      thread_ts: UNTHREADED.ts, reply_count: 1, reply_users_count: 1, reply_users: [BOT.user_id], is_locked: false, subscribed: false,
    });
  });

  it('a thread_ts that matches nothing (e.g. without its period) posts to the channel', async () => {
    const { call, tree } = session();
    const r = await call('slack_reply_to_thread', { channel_id: LUMEN.id, thread_ts: LUM217.ts.replace('.', ''), text: 'lost' });
    expect(r.body.ok).toBe(true);
    expect(r.body.message).not.toHaveProperty('thread_ts');
    expect(r.ops).toHaveLength(1);
    expect(tree.channels[LUMEN.id].messages[LUM217.ts].reply_count).toBe(LUM217.reply_count);
  });

  it('missing arguments, unthreadable messages and channel errors', async () => {
    const { call, tree } = session();
    const missing = 'Missing required arguments: channel_id, thread_ts, and text';
    serverError(await call('slack_reply_to_thread', { channel_id: LUMEN.id, text: 'x' }), missing);
    serverError(await call('slack_reply_to_thread', { channel_id: LUMEN.id, thread_ts: LUM217.ts }), missing);
    serverError(await call('slack_reply_to_thread', { thread_ts: LUM217.ts, text: 'x' }), missing);
    tree.channels[LUMEN.id].messages['1764000000.000100'] = { type: 'message', subtype: 'channel_join', ts: '1764000000.000100', user: GRACE.id, text: `<@${GRACE.id}> has joined the channel` };
    apiError(await call('slack_reply_to_thread', { channel_id: LUMEN.id, thread_ts: '1764000000.000100', text: 'x' }), 'cannot_reply_to_message', true);
    apiError(await call('slack_reply_to_thread', { channel_id: NYC.id, thread_ts: LUM217.ts, text: 'x' }), 'not_in_channel', true);
    apiError(await call('slack_reply_to_thread', { channel_id: UNKNOWN_CHANNEL, thread_ts: LUM217.ts, text: 'x' }), 'channel_not_found', true);
  });
});

describe('slack: slack_add_reaction', () => {
  it('adds the bot\'s reaction under the canonical name (thumbsup -> +1)', async () => {
    const { call } = session();
    const r = await call('slack_add_reaction', { channel_id: LUMEN.id, timestamp: LUM217.ts, reaction: 'thumbsup' });
    plain(r);
    expect(r.text).toBe('{"ok":true,"warning":"missing_charset","response_metadata":{"warnings":["missing_charset"]}}');
    expect(r.ops).toEqual([{ op: 'replace', path: `/channels/${LUMEN.id}/messages/${LUM217.ts}/reactions`, value: [...LUM217.reactions, { name: '+1', users: [BOT.user_id], count: 1 }] }]);
  });

  it('joins an existing reaction, accepts skin tones and the workspace\'s custom emoji and aliases', async () => {
    const { call, tree } = session();
    const bug = LUM217.reactions.find((x: Any) => x.name === 'bug');
    await call('slack_add_reaction', { channel_id: LUMEN.id, timestamp: LUM217.ts, reaction: 'bug' });
    expect(tree.channels[LUMEN.id].messages[LUM217.ts].reactions.find((x: Any) => x.name === 'bug')).toEqual({ name: 'bug', users: [...bug.users, BOT.user_id], count: bug.count + 1 });
    await call('slack_add_reaction', { channel_id: LUMEN.id, timestamp: UNTHREADED.ts, reaction: 'clap::skin-tone-3' });
    await call('slack_add_reaction', { channel_id: LUMEN.id, timestamp: UNTHREADED.ts, reaction: 'lumen' });
    await call('slack_add_reaction', { channel_id: LUMEN.id, timestamp: UNTHREADED.ts, reaction: 'ty' });
    expect(tree.channels[LUMEN.id].messages[UNTHREADED.ts].reactions.map((x: Any) => x.name)).toEqual(['clap::skin-tone-3', 'lumen', 'pray']);
    // Thread replies can be reacted to as well.
    expect((await call('slack_add_reaction', { channel_id: LUMEN.id, timestamp: LUM217_REPLY.ts, reaction: 'eyes' })).body.ok).toBe(true);
  });

  it('already_reacted, invalid_name, message_not_found, too_many_emoji', async () => {
    const { call, tree } = session();
    await call('slack_add_reaction', { channel_id: LUMEN.id, timestamp: LUM217.ts, reaction: '+1' });
    apiError(await call('slack_add_reaction', { channel_id: LUMEN.id, timestamp: LUM217.ts, reaction: 'thumbsup' }), 'already_reacted', true);
    apiError(await call('slack_add_reaction', { channel_id: LUMEN.id, timestamp: LUM217.ts, reaction: ':tada:' }), 'invalid_name', true);
    apiError(await call('slack_add_reaction', { channel_id: LUMEN.id, timestamp: LUM217.ts, reaction: 'definitely_not_an_emoji' }), 'invalid_name', true);
    apiError(await call('slack_add_reaction', { channel_id: LUMEN.id, timestamp: '1700000000.000000', reaction: 'eyes' }), 'message_not_found', true);
    apiError(await call('slack_add_reaction', { channel_id: LUMEN.id, timestamp: LUM217.ts.replace('.', ''), reaction: 'eyes' }), 'message_not_found', true);
    const names = ['smile', 'joy', 'wink', 'blush', 'cry', 'sob', 'fire', 'rocket', 'star', 'zap', 'boom', 'bulb', 'memo', 'bell', 'key', 'lock', 'gear', 'gift', 'cake', 'tea', 'pizza', 'coffee', 'trophy'];
    tree.channels[LUMEN.id].messages[UNTHREADED.ts].reactions = names.map((name) => ({ name, users: [GRACE.id], count: 1 }));
    apiError(await call('slack_add_reaction', { channel_id: LUMEN.id, timestamp: UNTHREADED.ts, reaction: 'eyes' }), 'too_many_emoji', true);
    expect((await call('slack_add_reaction', { channel_id: LUMEN.id, timestamp: UNTHREADED.ts, reaction: 'fire' })).body.ok).toBe(true);
  });

  it('missing arguments and channel errors', async () => {
    const { call } = session();
    const missing = 'Missing required arguments: channel_id, timestamp, and reaction';
    serverError(await call('slack_add_reaction', { channel_id: LUMEN.id, timestamp: LUM217.ts }), missing);
    serverError(await call('slack_add_reaction', { channel_id: LUMEN.id, reaction: 'eyes' }), missing);
    serverError(await call('slack_add_reaction', { timestamp: LUM217.ts, reaction: 'eyes' }), missing);
    const anyTs = (c: Any) => Object.keys(c.messages)[0];
    apiError(await call('slack_add_reaction', { channel_id: NYC.id, timestamp: anyTs(NYC), reaction: 'eyes' }), 'not_in_channel', true);
    apiError(await call('slack_add_reaction', { channel_id: HIRING.id, timestamp: anyTs(HIRING), reaction: 'eyes' }), 'channel_not_found', true);
    apiError(await call('slack_add_reaction', { channel_id: '#lumen-eval', timestamp: LUM217.ts, reaction: 'eyes' }), 'channel_not_found', true);
    apiError(await call('slack_add_reaction', { channel_id: HACK.id, timestamp: anyTs(HACK), reaction: 'eyes' }), 'is_archived', true);
  });
});

describe('slack: slack_get_channel_history', () => {
  it('returns the newest top-level messages (default 10), thread replies left out', async () => {
    const { call } = session();
    const r = await call('slack_get_channel_history', { channel_id: LUMEN.id });
    plain(r);
    expect(r.ops).toEqual([]);
    const top = msgs(LUMEN).filter((m) => !m.thread_ts || m.thread_ts === m.ts).sort((a, b) => Number(b.ts) - Number(a.ts));
    expect(r.body.messages.map((m: Any) => m.ts)).toEqual(top.slice(0, 10).map((m) => m.ts));
    expect(Object.keys(r.body)).toEqual(['ok', 'messages', 'has_more', 'pin_count', 'channel_actions_ts', 'channel_actions_count', 'response_metadata']);
    expect(r.body).toMatchObject({ ok: true, has_more: true, pin_count: LUMEN.pinned.length, channel_actions_ts: null, channel_actions_count: 0 });
    expect(r.body.response_metadata.next_cursor).toBe(b64(`next_ts:${top[10].ts.replace('.', '')}`));
    const newest = r.body.messages[0];
    expect(newest).toMatchObject({ user: top[0].user, type: 'message', ts: top[0].ts, text: top[0].text, team: TEAM });
    expect(newest.blocks[0].type).toBe('rich_text');
  });

  it('renders thread parents with their reply fields, reactions and pins; limit takes any JSON scalar', async () => {
    const { call } = session();
    const all = (await call('slack_get_channel_history', { channel_id: LUMEN.id, limit: 500 })).body;
    expect(all.has_more).toBe(false);
    expect(all).not.toHaveProperty('response_metadata');
    const parent = all.messages.find((m: Any) => m.ts === LUM217.ts);
    expect(Object.keys(parent)).toEqual(['user', 'type', 'ts', 'client_msg_id', 'text', 'team', 'thread_ts', 'reply_count', 'reply_users_count', 'latest_reply', 'reply_users', 'is_locked', 'subscribed', 'blocks', 'reactions']);
    const pinned = all.messages.find((m: Any) => m.ts === LUMEN.pinned[0]);
    expect(pinned.pinned_to).toEqual([LUMEN.id]);
    expect((await call('slack_get_channel_history', { channel_id: LUMEN.id, limit: '3' })).body.messages).toHaveLength(3);
    // Archived channels stay readable; the bot's DM too.
    expect((await call('slack_get_channel_history', { channel_id: HACK.id })).body.ok).toBe(true);
    expect((await call('slack_get_channel_history', { channel_id: DM.id })).body.messages).toHaveLength(Object.keys(DM.messages).length);
  });

  it('limit null crashes the server\'s limit.toString() (its TypeError as text); bad limits and channels', async () => {
    const { call } = session();
    serverError(await call('slack_get_channel_history', { channel_id: LUMEN.id, limit: null }), "Cannot read properties of null (reading 'toString')");
    serverError(await call('slack_get_channel_history', {}), 'Missing required argument: channel_id');
    apiError(await call('slack_get_channel_history', { channel_id: LUMEN.id, limit: 'ten' }), 'invalid_limit');
    apiError(await call('slack_get_channel_history', { channel_id: NYC.id }), 'not_in_channel');
    apiError(await call('slack_get_channel_history', { channel_id: HIRING.id }), 'channel_not_found');
    apiError(await call('slack_get_channel_history', { channel_id: UNKNOWN_CHANNEL }), 'channel_not_found');
    apiError(await call('slack_get_channel_history', { channel_id: 'lumen-eval' }), 'channel_not_found');
  });
});

describe('slack: slack_get_thread_replies', () => {
  it('returns the parent and its replies oldest first', async () => {
    const { call } = session();
    const r = await call('slack_get_thread_replies', { channel_id: LUMEN.id, thread_ts: LUM217.ts });
    plain(r);
    expect(r.ops).toEqual([]);
    const thread = msgs(LUMEN).filter((m) => m.thread_ts === LUM217.ts).sort((a, b) => Number(a.ts) - Number(b.ts));
    expect(r.body.messages.map((m: Any) => m.ts)).toEqual(thread.map((m) => m.ts));
    expect(r.body.messages[0].ts).toBe(LUM217.ts);
    expect(r.body.has_more).toBe(false);
    expect(Object.keys(r.body.messages[1])).toEqual(['user', 'type', 'ts', 'client_msg_id', 'text', 'team', 'thread_ts', 'parent_user_id', 'blocks']);
    // A reply's ts returns the whole thread; an unthreaded message comes back alone.
    expect((await call('slack_get_thread_replies', { channel_id: LUMEN.id, thread_ts: LUM217_REPLY.ts })).body.messages).toHaveLength(thread.length);
    expect((await call('slack_get_thread_replies', { channel_id: LUMEN.id, thread_ts: UNTHREADED.ts })).body.messages.map((m: Any) => m.ts)).toEqual([UNTHREADED.ts]);
  });

  it('sees the bot\'s own new replies', async () => {
    const { call } = session();
    const posted = await call('slack_reply_to_thread', { channel_id: LUMEN.id, thread_ts: LUM217.ts, text: 'new reply' });
    const r = await call('slack_get_thread_replies', { channel_id: LUMEN.id, thread_ts: LUM217.ts });
    expect(r.body.messages.at(-1)).toMatchObject({ ts: posted.body.ts, text: 'new reply', bot_id: BOT.bot_id });
    expect(r.body.messages[0].latest_reply).toBe(posted.body.ts);
  });

  it('missing arguments, thread_not_found and channel errors', async () => {
    const { call } = session();
    serverError(await call('slack_get_thread_replies', { channel_id: LUMEN.id }), 'Missing required arguments: channel_id and thread_ts');
    serverError(await call('slack_get_thread_replies', { thread_ts: LUM217.ts }), 'Missing required arguments: channel_id and thread_ts');
    apiError(await call('slack_get_thread_replies', { channel_id: LUMEN.id, thread_ts: '1700000000.000001' }), 'thread_not_found');
    apiError(await call('slack_get_thread_replies', { channel_id: LUMEN.id, thread_ts: LUM217.ts.replace('.', '') }), 'thread_not_found');
    apiError(await call('slack_get_thread_replies', { channel_id: NYC.id, thread_ts: LUM217.ts }), 'not_in_channel');
    apiError(await call('slack_get_thread_replies', { channel_id: UNKNOWN_CHANNEL, thread_ts: LUM217.ts }), 'channel_not_found');
  });
});

describe('slack: slack_get_users', () => {
  it('returns users.list as is: deleted users, bots and Slackbot included, other teams not', async () => {
    const { call } = session();
    const r = await call('slack_get_users', {});
    plain(r);
    expect(r.ops).toEqual([]);
    const ids = r.body.members.map((m: Any) => m.id);
    const ownTeam = users.filter((u) => u.team_id === TEAM).map((u) => u.id).sort();
    expect(ids).toEqual(ownTeam);
    expect(ids).toContain('USLACKBOT');
    expect(ids).toContain(BOT.user_id);
    expect(ids).toContain(FORMER.id);
    expect(ids).not.toContain(ETHAN_FOSTER.id);
    expect(r.body.cache_ts).toBe(Math.floor(r.nowMs / 1000));
    expect(r.body.response_metadata).toEqual({ next_cursor: '' });
    const me = r.body.members.find((m: Any) => m.id === ME.id);
    expect(me.profile).not.toHaveProperty('fields');
    expect(me.profile).not.toHaveProperty('huddle_state');
    expect(me).toMatchObject({ name: 'emma.clark', real_name: 'Emma Clark', tz: 'America/Los_Angeles', is_bot: false, deleted: false });
    expect(me.profile).toMatchObject({ email: 'emma.clark@brightline-labs.example', title: 'Research Engineer', team: TEAM });
  });

  it('pages with limit and a user:<id> cursor; limit 0 returns everyone', async () => {
    const { call } = session();
    const all = (await call('slack_get_users', {})).body.members.map((m: Any) => m.id);
    const p1 = await call('slack_get_users', { limit: 10 });
    expect(p1.body.members.map((m: Any) => m.id)).toEqual(all.slice(0, 10));
    expect(p1.body.response_metadata.next_cursor).toBe(b64(`user:${all[10]}`));
    const p2 = await call('slack_get_users', { limit: 10, cursor: p1.body.response_metadata.next_cursor });
    expect(p2.body.members.map((m: Any) => m.id)).toEqual(all.slice(10, 20));
    expect((await call('slack_get_users', { limit: 0 })).body.members).toHaveLength(all.length);
    apiError(await call('slack_get_users', { cursor: 'bogus' }), 'invalid_cursor');
    apiError(await call('slack_get_users', { limit: 'all' }), 'invalid_limit');
  });
});

describe('slack: slack_get_user_profile', () => {
  it('returns users.profile.get with labelled custom fields', async () => {
    const { call } = session();
    const r = await call('slack_get_user_profile', { user_id: GRACE.id });
    plain(r);
    expect(r.ops).toEqual([]);
    const p = r.body.profile;
    expect(r.body.ok).toBe(true);
    expect(p).toMatchObject({ real_name: 'Grace Patel', title: 'Research Engineer', email: 'grace.patel@brightline-labs.example', phone: GRACE.profile.phone });
    expect(p).not.toHaveProperty('team');
    const labels = Object.values(p.fields).map((f: Any) => f.label);
    expect(labels).toEqual(expect.arrayContaining(['Office', 'Team', 'Manager']));
    const manager: Any = Object.values(p.fields).find((f: Any) => f.label === 'Manager');
    expect(EMMA.users[manager.value].real_name).toBe('Noah Brooks');
    expect(Object.values(p.fields).find((f: Any) => f.label === 'Office')).toEqual({ value: 'San Francisco', alt: '', label: 'Office' });
  });

  it('works for a Slack Connect partner and for bots; unknown ids are user_not_found', async () => {
    const { call } = session();
    expect((await call('slack_get_user_profile', { user_id: ETHAN_FOSTER.id })).body.profile.real_name).toBe('Ethan Foster');
    expect((await call('slack_get_user_profile', { user_id: BOT.user_id })).body.profile).toMatchObject({ bot_id: BOT.bot_id, api_app_id: BOT.app_id, fields: [] });
    apiError(await call('slack_get_user_profile', { user_id: 'U0ZZZZZZZZZ' }), 'user_not_found');
    apiError(await call('slack_get_user_profile', { user_id: 'grace.patel@brightline-labs.example' }), 'user_not_found');
    serverError(await call('slack_get_user_profile', {}), 'Missing required argument: user_id');
    serverError(await call('slack_get_user_profile', { user_id: '' }), 'Missing required argument: user_id');
  });
});

describe('slack: snapshots', () => {
  it('both personas: id-keyed maps, Slack id formats, history before the run clock', () => {
    for (const tree of [EMMA, LIMING]) {
      expect(Array.isArray(tree.channels)).toBe(false);
      let count = 0;
      for (const [id, c] of Object.entries<Any>(tree.channels)) {
        expect(id).toBe(c.id);
        expect(id).toMatch(/^[CD][A-Z0-9]{10}$/);
        for (const [ts, m] of Object.entries<Any>(c.messages)) {
          expect(ts).toBe(m.ts);
          expect(ts).toMatch(/^\d{10}\.\d{6}$/);
          expect(Number(ts) * 1000).toBeLessThan(T0);
          count += 1;
        }
      }
      for (const [id, u] of Object.entries<Any>(tree.users)) {
        expect(u.id).toBe(id);
        expect(id === 'USLACKBOT' || /^U[A-Z0-9]{10}$/.test(id)).toBe(true);
      }
      expect(count).toBeGreaterThanOrEqual(tree === EMMA ? 500 : 140);
    }
    expect(readFileSync(snapFile('emma-clark')).length).toBeLessThan(1_500_000);
  });

  it('the li-ming workspace shares #orbitpay-integration with OrbitPay (Feng He is in another team)', async () => {
    const { call } = session(LIMING);
    const list = (await call('slack_list_channels', {})).body.channels;
    const op = list.find((c: Any) => c.name === 'orbitpay-integration');
    expect(op.is_ext_shared).toBe(true);
    const history = (await call('slack_get_channel_history', { channel_id: op.id, limit: 100 })).body.messages;
    const fengHe: Any = Object.values(LIMING.users).find((u: Any) => u.profile.email === 'feng.he@orbitpay.example');
    expect(fengHe.team_id).not.toBe(LIMING.team.id);
    expect(history.some((m: Any) => m.user === fengHe.id && m.text.includes('0.55%'))).toBe(true);
  });

  it('the build script reproduces the committed snapshots byte for byte', () => {
    const out = mkdtempSync(join(tmpdir(), 'slack-snap-'));
    execFileSync(process.execPath, [join(ROOT, 'snapshots', 'slack', 'build.mjs'), out]);
    for (const p of ['li-ming', 'emma-clark']) expect(readFileSync(join(out, `${p}.json`), 'utf8')).toBe(readFileSync(snapFile(p), 'utf8'));
  });
});
