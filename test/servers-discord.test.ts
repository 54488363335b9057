// The Discord kernels (hanweg/mcp-discord on discord.py), tool by tool: the human-readable text the
// server prints on success, and each error class it shows — the Python SDK's input validation,
// Python exceptions (int() on a bad id, AttributeError on a category), and the Discord API errors
// discord.py raises (Unknown Channel/Message/Member/User/Emoji, Missing Access/Permissions, Invalid
// Form Body, 50006, 50074, 30010). Every call runs on a fresh copy of a snapshot; failed calls must
// leave the tree untouched unless the real server mutates before failing (documented per test).
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
const server = loadServer('discord');
const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);
const snap = (persona: string): Any => JSON.parse(readFileSync(join(ROOT, 'snapshots', 'discord', `${persona}.json`), 'utf8'));
const EMMA: Any = snap('emma-clark').tree;
const LIMING: Any = snap('li-ming').tree;

// ---------------------------------------------------------------------------------------------
// Lookups by name, so the tests read like the data.

const guildNamed = (t: Any, name: string): Any => Object.values(t.guilds).find((g: Any) => g.name === name);
const channelNamed = (t: Any, guild: Any, name: string): Any => Object.values(t.channels).find((c: Any) => c.guild_id === guild.id && c.name === name);
const userNamed = (t: Any, name: string): Any => Object.values(t.users).find((u: Any) => u.username === name);
const roleNamed = (guild: Any, name: string): Any => Object.values(guild.roles).find((r: Any) => r.name === name);
const messageWith = (channel: Any, text: string): Any => Object.values(channel.messages).find((m: Any) => m.content.includes(text));

const LUMEN = guildNamed(EMMA, 'Lumen Eval Community');
const TRAIL = guildNamed(EMMA, 'Bay Trail Crew');
const GENERAL = channelNamed(EMMA, LUMEN, 'general');
const HELP = channelNamed(EMMA, LUMEN, 'help');
const WELCOME = channelNamed(EMMA, LUMEN, 'welcome');
const RULES = channelNamed(EMMA, LUMEN, 'rules');
const MODLOG = channelNamed(EMMA, LUMEN, 'mod-log');
const HIDDEN = channelNamed(EMMA, LUMEN, 'trust-and-safety');
const COMMUNITY_CAT = channelNamed(EMMA, LUMEN, 'COMMUNITY');
const OFFICE_HOURS = channelNamed(EMMA, LUMEN, 'Office Hours');
const TRAIL_GENERAL = channelNamed(EMMA, TRAIL, 'general');
const KAITO = userNamed(EMMA, 'kaito_evals');
const SPAMMER = userNamed(EMMA, 'crypto_deals_4u');
const EMMA_USER = userNamed(EMMA, 'emma.clark');
const BOT = EMMA.users[EMMA.bot_user_id];
const CONTRIBUTOR = roleNamed(LUMEN, 'Contributor');
const MAINTAINER = roleNamed(LUMEN, 'Maintainer');
const BOOSTER = roleNamed(LUMEN, 'Server Booster');
const SPAM = messageWith(GENERAL, 'airdrop');
const MERGED = messageWith(GENERAL, 'PR #412');
const LUMEN_EMOJI: Any = Object.values(LUMEN.emojis).find((e: Any) => e.name === 'lumen');

/** Python's isoformat() of a snowflake's creation time. */
function createdAt(id: string) {
  const ms = Number((BigInt(id) >> 22n) + 1420070400000n);
  const iso = new Date(ms).toISOString().slice(0, 19);
  return ms % 1000 === 0 ? `${iso}+00:00` : `${iso}.${String(ms % 1000).padStart(3, '0')}000+00:00`;
}

// ---------------------------------------------------------------------------------------------
// One session per test: a fresh tree, the clock stepping a minute per call.

type Call = KernelCall;

const session = (base: Any = EMMA) => kernelSession(server, base, { seedTail: [3, 5, 7], json: 'none' });

function ok(r: Call, text?: string | RegExp) {
  expect(r.result.isError, r.text).toBeUndefined();
  if (typeof text === 'string') expect(r.text).toBe(text);
  else if (text) expect(r.text).toMatch(text);
  return r.text;
}

/** An error result with exactly this text and no change to the tree. */
function fails(r: Call, text: string) {
  expect(r.result.isError).toBe(true);
  expect(r.text).toBe(text);
  expect(r.ops).toEqual([]);
}

const NOT_FOUND = (code: number, what: string) => `404 Not Found (error code: ${code}): ${what}`;
const MISSING_ACCESS = '403 Forbidden (error code: 50001): Missing Access';
const MISSING_PERMISSIONS = '403 Forbidden (error code: 50013): Missing Permissions';

// ---------------------------------------------------------------------------------------------

describe('discord: server folder', () => {
  it('exposes exactly the 13 real tools, each with a kernel, and the real schemas', async () => {
    expect(server.tools.map((t) => t.name).sort()).toEqual([
      'add_multiple_reactions', 'add_reaction', 'add_role', 'create_text_channel', 'delete_channel', 'get_server_info',
      'get_user_info', 'list_members', 'moderate_message', 'read_messages', 'remove_reaction', 'remove_role', 'send_message',
    ]);
    const shared = '/work/shared/tools/discord.json';
    if (existsSync(shared)) expect(readFileSync(join(ROOT, 'kernels/discord/manifest.json'), 'utf8')).toBe(readFileSync(shared, 'utf8'));
    expect(server.config).toMatchObject({ name: 'discord', validation: 'none', defaultSnapshot: 'discord/emma-clark', unknownTool: { text: 'Unknown tool: {name}', isError: true } });
    const { SCHEMAS } = await import('../kernels/discord/lib/schemas.js');
    for (const t of server.tools) expect(SCHEMAS[t.name as keyof typeof SCHEMAS]).toEqual(t.inputSchema);
  });

  it('build.mjs reproduces both committed snapshots byte for byte', () => {
    const out = mkdtempSync(join(tmpdir(), 'discord-snap-'));
    execFileSync(process.execPath, [join(ROOT, 'snapshots/discord/build.mjs'), out]);
    for (const persona of ['emma-clark', 'li-ming']) {
      expect(readFileSync(join(out, `${persona}.json`), 'utf8')).toBe(readFileSync(join(ROOT, 'snapshots/discord', `${persona}.json`), 'utf8'));
    }
  });

  it('snapshots hold id-keyed maps of snowflakes, hundreds of messages, and nothing after the run clock', () => {
    for (const t of [EMMA, LIMING]) {
      let count = 0;
      for (const c of Object.values(t.channels) as Any[]) {
        expect(c.id).toMatch(/^\d{17,19}$/);
        for (const m of Object.values(c.messages) as Any[]) {
          count += 1;
          expect(Number((BigInt(m.id) >> 22n) + 1420070400000n)).toBeLessThan(T0);
          expect(t.users[m.author_id]).toBeDefined();
        }
      }
      expect(count).toBeGreaterThan(400);
      expect(JSON.stringify(t).length).toBeLessThan(1_500_000);
    }
  });
});

describe('discord: argument validation (Python SDK jsonschema)', () => {
  it('reports a missing required property, a type mismatch and range violations in jsonschema wording', async () => {
    const { call } = session();
    fails(await call('get_server_info', {}), "Input validation error: 'server_id' is a required property");
    fails(await call('get_server_info', { server_id: 42 }), "Input validation error: 42 is not of type 'string'");
    fails(await call('list_members', { server_id: LUMEN.id, limit: 0 }), 'Input validation error: 0 is less than the minimum of 1');
    fails(await call('list_members', { server_id: LUMEN.id, limit: 1001 }), 'Input validation error: 1001 is greater than the maximum of 1000');
    fails(await call('list_members', { server_id: LUMEN.id, limit: '5' }), "Input validation error: '5' is not of type 'number'");
    fails(await call('read_messages', { channel_id: GENERAL.id, limit: 100.5 }), 'Input validation error: 100.5 is greater than the maximum of 100');
    fails(await call('add_multiple_reactions', { channel_id: GENERAL.id, message_id: MERGED.id, emojis: '👍' }), "Input validation error: '👍' is not of type 'array'");
    fails(await call('add_multiple_reactions', { channel_id: GENERAL.id, message_id: MERGED.id, emojis: ['👍', 3] }), "Input validation error: 3 is not of type 'string'");
    fails(await call('moderate_message', { channel_id: GENERAL.id, message_id: SPAM.id, reason: 'spam', timeout_minutes: 40321 }), 'Input validation error: 40321 is greater than the maximum of 40320');
  });

  it('picks the first missing property in schema order, before nested type errors', async () => {
    const { call } = session();
    fails(await call('add_role', { user_id: 5 }), "Input validation error: 'server_id' is a required property");
    fails(await call('send_message', { channel_id: GENERAL.id, content: null }), "Input validation error: None is not of type 'string'");
  });

  it('ignores unknown extra arguments, as jsonschema without additionalProperties does', async () => {
    const { call } = session();
    ok(await call('get_user_info', { user_id: KAITO.id, verbose: true }), /^User information:/);
  });
});

describe('discord: get_server_info', () => {
  it('prints the REST guild as discord.py sees it (member_count None, created_at from the id)', async () => {
    const { call } = session();
    ok(await call('get_server_info', { server_id: LUMEN.id }), [
      'Server Information:',
      'name: Lumen Eval Community',
      `id: ${LUMEN.id}`,
      `owner_id: ${EMMA_USER.id}`,
      'member_count: None',
      `created_at: ${createdAt(LUMEN.id)}`,
      'description: Open-source agent evaluation with Lumen: help, benchmarks, releases and office hours.',
      'premium_tier: 1',
      'explicit_content_filter: ContentFilter.all_members',
    ].join('\n'));
    ok(await call('get_server_info', { server_id: ` ${TRAIL.id} ` }), /\ndescription: None\npremium_tier: 0\nexplicit_content_filter: ContentFilter.members_without_roles$/);
  });

  it('fails on an unknown guild and on an id int() cannot parse', async () => {
    const { call } = session();
    fails(await call('get_server_info', { server_id: '1206028126417782225' }), NOT_FOUND(10004, 'Unknown Guild'));
    fails(await call('get_server_info', { server_id: 'lumen' }), "invalid literal for int() with base 10: 'lumen'");
    fails(await call('get_server_info', { server_id: '' }), "invalid literal for int() with base 10: ''");
  });
});

describe('discord: list_members', () => {
  it('lists members by ascending id with their role ids (lowest role first, no @everyone)', async () => {
    const { call } = session();
    const all = ok(await call('list_members', { server_id: LUMEN.id }));
    const lines = all.split('\n');
    const count = Object.keys(LUMEN.members).length;
    expect(lines[0]).toBe(`Server Members (${count}):`);
    expect(lines).toHaveLength(count + 1);
    const ids = lines.slice(1).map((l) => /\(ID: (\d+),/.exec(l)![1]);
    expect(ids).toEqual([...ids].sort((a, b) => (a.length - b.length) || (a < b ? -1 : 1)));
    const core = roleNamed(LUMEN, 'Core Team').id;
    expect(lines).toContain(`emma.clark (ID: ${EMMA_USER.id}, Roles: ${core}, ${MAINTAINER.id})`);
    expect(lines).toContain(`kaito_evals (ID: ${KAITO.id}, Roles: ${roleNamed(LUMEN, 'Office Hours Ping').id})`);
    expect(lines).toContain(`${SPAMMER.username} (ID: ${SPAMMER.id}, Roles: )`);
    const two = ok(await call('list_members', { server_id: LUMEN.id, limit: 2.9 }));
    expect(two.split('\n')).toEqual(['Server Members (2):', lines[1], lines[2]]);
  });

  it('fails on an unknown guild', async () => {
    const { call } = session();
    fails(await call('list_members', { server_id: '42' }), NOT_FOUND(10004, 'Unknown Guild'));
  });
});

describe('discord: add_role / remove_role', () => {
  it('adds the Contributor role to kaito (one op on the member) and is idempotent', async () => {
    const { call, tree } = session();
    const r = await call('add_role', { server_id: LUMEN.id, user_id: KAITO.id, role_id: CONTRIBUTOR.id });
    ok(r, 'Added role Contributor to user kaito_evals');
    const before = LUMEN.members[KAITO.id].roles;
    expect(r.ops).toEqual([{ op: 'replace', path: `/guilds/${LUMEN.id}/members/${KAITO.id}/roles`, value: [...before, CONTRIBUTOR.id] }]);
    expect(tree.guilds[LUMEN.id].members[KAITO.id].roles).toContain(CONTRIBUTOR.id);
    const again = await call('add_role', { server_id: LUMEN.id, user_id: KAITO.id, role_id: CONTRIBUTOR.id });
    ok(again, 'Added role Contributor to user kaito_evals');
    expect(again.ops).toEqual([]);
  });

  it('removes a role, and removing one the member lacks changes nothing', async () => {
    const { call } = session();
    const author = roleNamed(LUMEN, 'Benchmark Author');
    const mara = userNamed(EMMA, 'mara.codes');
    const r = await call('remove_role', { server_id: LUMEN.id, user_id: mara.id, role_id: author.id });
    ok(r, 'Removed role Benchmark Author from user mara.codes');
    expect(r.ops).toHaveLength(1);
    expect(r.ops[0].value).not.toContain(author.id);
    const none = await call('remove_role', { server_id: LUMEN.id, user_id: KAITO.id, role_id: author.id });
    ok(none, 'Removed role Benchmark Author from user kaito_evals');
    expect(none.ops).toEqual([]);
  });

  it('refuses roles at or above the bot, managed roles and guilds without MANAGE_ROLES', async () => {
    const { call } = session();
    fails(await call('add_role', { server_id: LUMEN.id, user_id: KAITO.id, role_id: MAINTAINER.id }), MISSING_PERMISSIONS);
    fails(await call('add_role', { server_id: LUMEN.id, user_id: KAITO.id, role_id: roleNamed(LUMEN, 'Lumen Helper').id }), MISSING_PERMISSIONS);
    fails(await call('add_role', { server_id: LUMEN.id, user_id: KAITO.id, role_id: BOOSTER.id }), MISSING_PERMISSIONS);
    const carpool = roleNamed(TRAIL, 'Carpool Driver');
    fails(await call('add_role', { server_id: TRAIL.id, user_id: EMMA_USER.id, role_id: carpool.id }), MISSING_PERMISSIONS);
  });

  it('reproduces discord.py on an unknown role (get_role is None) and unknown members', async () => {
    const { call } = session();
    fails(await call('add_role', { server_id: LUMEN.id, user_id: KAITO.id, role_id: '123' }), "'NoneType' object has no attribute 'id'");
    fails(await call('remove_role', { server_id: LUMEN.id, user_id: userNamed(EMMA, 'noahevans').id, role_id: CONTRIBUTOR.id }), NOT_FOUND(10007, 'Unknown Member'));
    fails(await call('add_role', { server_id: LUMEN.id, user_id: 'kaito', role_id: CONTRIBUTOR.id }), "invalid literal for int() with base 10: 'kaito'");
    fails(await call('add_role', { server_id: LUMEN.id, user_id: KAITO.id }), "Input validation error: 'role_id' is a required property");
  });
});

describe('discord: create_text_channel / delete_channel', () => {
  it('creates a normalised text channel without a category (fetch_guild has no channel cache)', async () => {
    const { call, tree } = session();
    const r = await call('create_text_channel', { server_id: LUMEN.id, name: 'Release  Checklist!', category_id: channelNamed(EMMA, LUMEN, 'DEVELOPMENT').id, topic: 'Freeze Feb 27, ship Mar 18' });
    const id = /^Created text channel #release-checklist \(ID: (\d{19})\)$/.exec(ok(r))![1];
    expect(Number((BigInt(id) >> 22n) + 1420070400000n)).toBe(r.nowMs);
    expect(r.ops).toEqual([{ op: 'add', path: `/channels/${id}`, value: {
      id, guild_id: LUMEN.id, type: 'text', name: 'release-checklist', topic: 'Freeze Feb 27, ship Mar 18',
      position: Object.values(EMMA.channels).filter((c: Any) => c.guild_id === LUMEN.id).length, parent_id: null,
      nsfw: false, rate_limit_per_user: 0, overwrites: {}, messages: {},
    } }]);
    ok(await call('send_message', { channel_id: id, content: 'Checklist:\n- [ ] freeze Feb 27' }), /^Message sent successfully\. Message ID: \d{19}$/);
    expect(Object.keys(tree.channels[id].messages)).toHaveLength(1);
  });

  it('rejects bad names, long topics, a bad category id and guilds where the bot cannot manage channels', async () => {
    const { call } = session();
    fails(await call('create_text_channel', { server_id: LUMEN.id, name: 'x'.repeat(101) }), '400 Bad Request (error code: 50035): Invalid Form Body\nIn name: Must be between 1 and 100 in length.');
    fails(await call('create_text_channel', { server_id: LUMEN.id, name: '' }), '400 Bad Request (error code: 50035): Invalid Form Body\nIn name: Must be between 1 and 100 in length.');
    fails(await call('create_text_channel', { server_id: LUMEN.id, name: 'ok', topic: 't'.repeat(1025) }), '400 Bad Request (error code: 50035): Invalid Form Body\nIn topic: Must be 1024 or fewer in length.');
    fails(await call('create_text_channel', { server_id: LUMEN.id, name: 'ok', category_id: 'dev' }), "invalid literal for int() with base 10: 'dev'");
    fails(await call('create_text_channel', { server_id: TRAIL.id, name: 'tahoe-2026' }), MISSING_PERMISSIONS);
    fails(await call('create_text_channel', { server_id: LUMEN.id }), "Input validation error: 'name' is a required property");
  });

  it('deletes a channel with its messages, and detaches the children of a deleted category', async () => {
    const { call, tree } = session();
    const offTopic = channelNamed(EMMA, LUMEN, 'off-topic');
    const r = await call('delete_channel', { channel_id: offTopic.id, reason: 'merge into general' });
    ok(r, 'Deleted channel successfully');
    expect(r.ops).toEqual([{ op: 'remove', path: `/channels/${offTopic.id}` }]);
    expect(tree.channels[offTopic.id]).toBeUndefined();
    const cat = await call('delete_channel', { channel_id: COMMUNITY_CAT.id });
    ok(cat, 'Deleted channel successfully');
    expect(tree.channels[GENERAL.id].parent_id).toBeNull();
    expect(cat.ops.at(-1)).toEqual({ op: 'remove', path: `/channels/${COMMUNITY_CAT.id}` });
    fails(await call('delete_channel', { channel_id: offTopic.id }), NOT_FOUND(10003, 'Unknown Channel'));
  });

  it('refuses community-required channels, hidden channels and guilds without MANAGE_CHANNELS', async () => {
    const { call } = session();
    fails(await call('delete_channel', { channel_id: RULES.id }), '400 Bad Request (error code: 50074): Cannot delete a channel required for Community guilds');
    fails(await call('delete_channel', { channel_id: MODLOG.id }), '400 Bad Request (error code: 50074): Cannot delete a channel required for Community guilds');
    fails(await call('delete_channel', { channel_id: HIDDEN.id }), MISSING_ACCESS);
    fails(await call('delete_channel', { channel_id: TRAIL_GENERAL.id }), MISSING_PERMISSIONS);
    fails(await call('delete_channel', { reason: 'x' }), "Input validation error: 'channel_id' is a required property");
  });
});

describe('discord: reactions', () => {
  it('adds the bot to a reaction (Unicode and custom "<:name:id>"), once', async () => {
    const { call, tree } = session();
    const r = await call('add_reaction', { channel_id: GENERAL.id, message_id: MERGED.id, emoji: '🎉' });
    ok(r, 'Added reaction 🎉 to message');
    const path = `/channels/${GENERAL.id}/messages/${MERGED.id}/reactions/🎉`;
    expect(r.ops).toEqual([{ op: 'replace', path, value: { emoji: '🎉', users: [...MERGED.reactions['🎉'].users, BOT.id] } }]);
    expect((await call('add_reaction', { channel_id: GENERAL.id, message_id: MERGED.id, emoji: '🎉' })).ops).toEqual([]);
    const custom = await call('add_reaction', { channel_id: GENERAL.id, message_id: SPAM.id, emoji: `<:lumen:${LUMEN_EMOJI.id}>` });
    ok(custom, `Added reaction <:lumen:${LUMEN_EMOJI.id}> to message`);
    expect(tree.channels[GENERAL.id].messages[SPAM.id].reactions[`lumen:${LUMEN_EMOJI.id}`]).toEqual({ emoji: { id: LUMEN_EMOJI.id, name: 'lumen', animated: false }, users: [BOT.id] });
  });

  it('answers Unknown Emoji for shortcodes, text and unknown custom ids; Unknown Message for bad ids', async () => {
    const { call } = session();
    fails(await call('add_reaction', { channel_id: GENERAL.id, message_id: MERGED.id, emoji: ':thumbsup:' }), '400 Bad Request (error code: 10014): Unknown Emoji');
    fails(await call('add_reaction', { channel_id: GENERAL.id, message_id: MERGED.id, emoji: 'thumbs up' }), '400 Bad Request (error code: 10014): Unknown Emoji');
    fails(await call('add_reaction', { channel_id: GENERAL.id, message_id: MERGED.id, emoji: 'lumen:999999999999999999' }), '400 Bad Request (error code: 10014): Unknown Emoji');
    fails(await call('add_reaction', { channel_id: GENERAL.id, message_id: '1', emoji: '👍' }), NOT_FOUND(10008, 'Unknown Message'));
    fails(await call('add_reaction', { channel_id: COMMUNITY_CAT.id, message_id: MERGED.id, emoji: '👍' }), "'CategoryChannel' object has no attribute 'fetch_message'");
    fails(await call('add_reaction', { channel_id: HIDDEN.id, message_id: '1', emoji: '👍' }), MISSING_ACCESS);
  });

  it('stops at 20 distinct emoji per message', async () => {
    const base = structuredClone(EMMA);
    const reactions: Any = {};
    const emoji = ['😀', '😁', '😂', '🤣', '😃', '😄', '😅', '😆', '😉', '😊', '😋', '😎', '😍', '😘', '🥰', '😗', '😙', '😚', '🙂', '🤗'];
    for (const e of emoji) reactions[e] = { emoji: e, users: [KAITO.id] };
    base.channels[GENERAL.id].messages[MERGED.id].reactions = reactions;
    const { call } = session(base);
    fails(await call('add_reaction', { channel_id: GENERAL.id, message_id: MERGED.id, emoji: '🚀' }), '400 Bad Request (error code: 30010): Maximum number of reactions reached (20)');
    expect((await call('add_reaction', { channel_id: GENERAL.id, message_id: MERGED.id, emoji: '😀' })).ops).toHaveLength(1);
  });

  it('add_multiple_reactions adds each in order; a failure keeps the ones before it', async () => {
    const { call, tree } = session();
    ok(await call('add_multiple_reactions', { channel_id: GENERAL.id, message_id: MERGED.id, emojis: ['👍', '🚀', `lumen:${LUMEN_EMOJI.id}`] }), `Added reactions: 👍, 🚀, lumen:${LUMEN_EMOJI.id} to message`);
    expect(Object.keys(tree.channels[GENERAL.id].messages[MERGED.id].reactions)).toEqual(expect.arrayContaining(['👍', '🚀', `lumen:${LUMEN_EMOJI.id}`]));
    ok(await call('add_multiple_reactions', { channel_id: GENERAL.id, message_id: MERGED.id, emojis: [] }), 'Added reactions:  to message');
    const partial = await call('add_multiple_reactions', { channel_id: GENERAL.id, message_id: SPAM.id, emojis: ['✅', 'nope', '👀'] });
    expect(partial.result.isError).toBe(true);
    expect(partial.text).toBe('400 Bad Request (error code: 10014): Unknown Emoji');
    expect(partial.ops).toEqual([{ op: 'add', path: `/channels/${GENERAL.id}/messages/${SPAM.id}/reactions/✅`, value: { emoji: '✅', users: [BOT.id] } }]);
  });

  it('remove_reaction takes only the bot off a reaction; absent reactions are a no-op', async () => {
    const { call, tree } = session();
    await call('add_reaction', { channel_id: GENERAL.id, message_id: SPAM.id, emoji: '👀' });
    const r = await call('remove_reaction', { channel_id: GENERAL.id, message_id: SPAM.id, emoji: '👀' });
    ok(r, 'Removed reaction 👀 from message');
    expect(r.ops).toEqual([{ op: 'remove', path: `/channels/${GENERAL.id}/messages/${SPAM.id}/reactions/👀` }]);
    const others = await call('remove_reaction', { channel_id: GENERAL.id, message_id: MERGED.id, emoji: '🎉' });
    ok(others, 'Removed reaction 🎉 from message');
    expect(others.ops).toEqual([]);
    expect(tree.channels[GENERAL.id].messages[MERGED.id].reactions['🎉'].users).toHaveLength(5);
    fails(await call('remove_reaction', { channel_id: GENERAL.id, message_id: MERGED.id, emoji: ':tada:' }), '400 Bad Request (error code: 10014): Unknown Emoji');
    fails(await call('remove_reaction', { channel_id: GENERAL.id, message_id: MERGED.id }), "Input validation error: 'emoji' is a required property");
  });
});

describe('discord: send_message / read_messages', () => {
  it('sends as the bot and reads the channel back newest first', async () => {
    const { call } = session();
    const sent = await call('send_message', { channel_id: MODLOG.id, content: 'Removed airdrop spam in #general; user timed out.' });
    const id = /Message ID: (\d+)$/.exec(ok(sent))![1];
    expect(sent.ops).toEqual([{ op: 'add', path: `/channels/${MODLOG.id}/messages/${id}`, value: { id, author_id: BOT.id, content: 'Removed airdrop spam in #general; user timed out.', pinned: false, reactions: {} } }]);
    const read = await call('read_messages', { channel_id: MODLOG.id });
    const [older, oldest] = Object.values(MODLOG.messages).sort((a: Any, b: Any) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1)) as Any[];
    const author = (m: Any) => EMMA.users[m.author_id].username;
    ok(read, [
      'Retrieved 3 messages:',
      '',
      `Lumen Helper#4821 (${createdAt(id)}): Removed airdrop spam in #general; user timed out.`,
      'Reactions: No reactions',
      `${author(older)} (${createdAt(older.id)}): ${older.content}`,
      'Reactions: No reactions',
      `${author(oldest)} (${createdAt(oldest.id)}): ${oldest.content}`,
      'Reactions: No reactions',
    ].join('\n'));
    expect(read.ops).toEqual([]);
  });

  it('prints reactions as emoji(count), custom emoji by name, and honours limit', async () => {
    const { call } = session();
    const r = ok(await call('read_messages', { channel_id: channelNamed(EMMA, LUMEN, 'announcements').id, limit: 50 }));
    expect(r.startsWith('Retrieved 6 messages:\n\n')).toBe(true);
    expect(r).toContain(': **Lumen 0.9.0-rc1** is cut.');
    expect(r).toContain('Reactions: shipit(3), 🚀(5)');
    expect(r).toContain('Reactions: 📅(2), ❤️(3)');
    const one = ok(await call('read_messages', { channel_id: GENERAL.id, limit: 1 }));
    expect(one.split('\n')).toHaveLength(4);
    ok(await call('read_messages', { channel_id: OFFICE_HOURS.id }), 'Retrieved 0 messages:\n\n');
  });

  it('refuses empty and over-long messages, read-only channels, categories and hidden channels', async () => {
    const { call } = session();
    fails(await call('send_message', { channel_id: GENERAL.id, content: '' }), '400 Bad Request (error code: 50006): Cannot send an empty message');
    fails(await call('send_message', { channel_id: GENERAL.id, content: 'a'.repeat(2001) }), '400 Bad Request (error code: 50035): Invalid Form Body\nIn content: Must be 2000 or fewer in length.');
    fails(await call('send_message', { channel_id: WELCOME.id, content: 'hi' }), MISSING_PERMISSIONS);
    fails(await call('send_message', { channel_id: COMMUNITY_CAT.id, content: 'hi' }), "'CategoryChannel' object has no attribute 'send'");
    fails(await call('send_message', { channel_id: HIDDEN.id, content: 'hi' }), MISSING_ACCESS);
    fails(await call('send_message', { channel_id: '1', content: 'hi' }), NOT_FOUND(10003, 'Unknown Channel'));
    fails(await call('read_messages', { channel_id: COMMUNITY_CAT.id }), "'CategoryChannel' object has no attribute 'history'");
    fails(await call('read_messages', {}), "Input validation error: 'channel_id' is a required property");
  });
});

describe('discord: get_user_info', () => {
  it('prints name#discriminator (0 on new usernames), id, Python bool and creation time', async () => {
    const { call } = session();
    ok(await call('get_user_info', { user_id: KAITO.id }), `User information:\nName: kaito_evals#0\nID: ${KAITO.id}\nBot: False\nCreated: ${createdAt(KAITO.id)}`);
    ok(await call('get_user_info', { user_id: BOT.id }), `User information:\nName: Lumen Helper#4821\nID: ${BOT.id}\nBot: True\nCreated: ${createdAt(BOT.id)}`);
    fails(await call('get_user_info', { user_id: '12345' }), NOT_FOUND(10013, 'Unknown User'));
    fails(await call('get_user_info', { user_id: '@kaito' }), "invalid literal for int() with base 10: '@kaito'");
  });
});

describe('discord: moderate_message', () => {
  it('deletes the spam message', async () => {
    const { call, tree } = session();
    const r = await call('moderate_message', { channel_id: GENERAL.id, message_id: SPAM.id, reason: 'crypto spam' });
    ok(r, 'Message deleted successfully.');
    expect(r.ops).toEqual([{ op: 'remove', path: `/channels/${GENERAL.id}/messages/${SPAM.id}` }]);
    expect(tree.channels[GENERAL.id].messages[SPAM.id]).toBeUndefined();
    fails(await call('moderate_message', { channel_id: GENERAL.id, message_id: SPAM.id, reason: 'again' }), NOT_FOUND(10008, 'Unknown Message'));
  });

  it('with a timeout the real server deletes, then fails on datetime.timedelta (no timeout applied)', async () => {
    const { call, tree } = session();
    const r = await call('moderate_message', { channel_id: GENERAL.id, message_id: SPAM.id, reason: 'crypto spam', timeout_minutes: 1440 });
    expect(r.result.isError).toBe(true);
    expect(r.text).toBe("type object 'datetime.datetime' has no attribute 'timedelta'");
    expect(r.ops).toEqual([{ op: 'remove', path: `/channels/${GENERAL.id}/messages/${SPAM.id}` }]);
    expect(tree.guilds[LUMEN.id].members[SPAMMER.id].communication_disabled_until).toBeNull();
  });

  it('skips the timeout when the author has left, or when timeout_minutes is 0', async () => {
    const base = structuredClone(EMMA);
    delete base.guilds[LUMEN.id].members[SPAMMER.id];
    const { call } = session(base);
    ok(await call('moderate_message', { channel_id: GENERAL.id, message_id: SPAM.id, reason: 'spam', timeout_minutes: 60 }), 'Message deleted successfully.');
    ok(await call('moderate_message', { channel_id: GENERAL.id, message_id: MERGED.id, reason: 'test', timeout_minutes: 0 }), 'Message deleted successfully.');
  });

  it('needs MANAGE_MESSAGES for other people\'s messages', async () => {
    const { call } = session();
    const msg: Any = Object.values(TRAIL_GENERAL.messages)[0];
    fails(await call('moderate_message', { channel_id: TRAIL_GENERAL.id, message_id: msg.id, reason: 'x' }), MISSING_PERMISSIONS);
    fails(await call('moderate_message', { channel_id: GENERAL.id, message_id: SPAM.id }), "Input validation error: 'reason' is a required property");
  });
});

describe('discord: li-ming snapshot', () => {
  it('serves the Beacon beta community with its own bot and Chinese content', async () => {
    const { call } = session(LIMING);
    const beacon = guildNamed(LIMING, 'Beacon Beta Lab 内测实验室');
    const xiaoyu = userNamed(LIMING, 'xiaoyu_qa');
    const android = roleNamed(beacon, 'Android Tester');
    ok(await call('add_role', { server_id: beacon.id, user_id: xiaoyu.id, role_id: android.id }), 'Added role Android Tester to user xiaoyu_qa');
    const bugs = channelNamed(LIMING, beacon, 'bug-reports');
    const text = ok(await call('read_messages', { channel_id: bugs.id, limit: 100 }));
    expect(text).toContain('BEA-1187');
    const legal = channelNamed(LIMING, beacon, 'nda-legal');
    fails(await call('read_messages', { channel_id: legal.id }), MISSING_ACCESS);
    ok(await call('create_text_channel', { server_id: beacon.id, name: 'beta-1' }), /^Created text channel #beta-1 \(ID: \d{19}\)$/);
    const board = guildNamed(LIMING, '沪上桌游夜');
    fails(await call('create_text_channel', { server_id: board.id, name: '元旦局' }), MISSING_PERMISSIONS);
  });
});
