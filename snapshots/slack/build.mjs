// Builds the Slack snapshots (snapshots/slack/<persona>.json) for both personas from the shared
// rosters (snapshots/personas/) and the authored content (<persona>.content.mjs).
//
//   node snapshots/slack/build.mjs [output-directory]
//
// Deterministic: every id, ts and jitter comes from one seeded generator per persona, consumed in
// a fixed order; nothing reads the clock, the environment or Math.random.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { sfc32 } from '../../runtime/context/ids.js';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = process.argv[2] || here;

const PERSONAS = [
  { persona: 'li-ming', seed: [0x534c4b01, 0x6c696d69, 0x6e670002, 20260101], utcOffset: 8 },
  { persona: 'emma-clark', seed: [0x534c4b02, 0x656d6d61, 0x636c6172, 20260101], utcOffset: -8 },
];

// ---------------------------------------------------------------------------------------------
// Seeded randomness (sfc32) and Slack-shaped ids.


function tools(rand) {
  const chars = (alphabet, n) => {
    let s = '';
    for (let i = 0; i < n; i += 1) s += alphabet[Math.floor(rand() * alphabet.length)];
    return s;
  };
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const chance = (p) => rand() < p;
  const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const hex = (n) => chars('0123456789abcdef', n);
  const uuid = () => {
    const h = hex(32).split('');
    h[12] = '4';
    h[16] = '89ab'[parseInt(h[16], 16) & 3];
    const s = h.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
  const sample = (xs, n) => {
    const pool = xs.slice();
    const out = [];
    while (out.length < n && pool.length) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]);
    return out;
  };
  return { chars, int, pick, chance, hex, uuid, sample, slackId: (prefix) => prefix + '0' + chars(ALNUM, 9) };
}

// ---------------------------------------------------------------------------------------------
// Time: content is written in the persona's local time ("MM-DD HH:MM"; Jul-Dec is 2025).

function localDate(mmdd) {
  const month = Number(mmdd.slice(0, 2));
  return `${month >= 7 ? 2025 : 2026}-${mmdd}`;
}

function toUtcSec(stamp, utcOffset) {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(stamp);
  if (!m) throw new Error(`slack content: bad time "${stamp}" (want MM-DD HH:MM)`);
  return Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]) / 1000 - utcOffset * 3600;
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function generatorHelpers(t) {
  return {
    int: t.int,
    pick: t.pick,
    chance: t.chance,
    fixed: (x, digits) => x.toFixed(digits),
    days(from, to) {
      const out = [];
      for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += 86400000) out.push(new Date(ms).toISOString().slice(0, 10));
      return out;
    },
    weekday: (day) => new Date(`${day}T00:00:00Z`).getUTCDay(),
    dayLabel: (day) => {
      const d = new Date(`${day}T00:00:00Z`);
      return `${DAY_NAMES[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// People.

const TZ = {
  'San Francisco': ['America/Los_Angeles', 'Pacific Standard Time', -28800],
  Seattle: ['America/Los_Angeles', 'Pacific Standard Time', -28800],
  'New York': ['America/New_York', 'Eastern Standard Time', -18000],
  Remote: ['America/Denver', 'Mountain Standard Time', -25200],
  Shanghai: ['Asia/Shanghai', 'China Standard Time', 28800],
  Hangzhou: ['Asia/Shanghai', 'China Standard Time', 28800],
  Beijing: ['Asia/Shanghai', 'China Standard Time', 28800],
  Shenzhen: ['Asia/Shanghai', 'China Standard Time', 28800],
  Singapore: ['Asia/Singapore', 'Singapore Standard Time', 28800],
};

const COLORS = ['9f69e7', '4bbe2e', 'e7392d', '3c989f', 'e96699', 'e0a729', '684b6c', '5b89d5', '53b759', 'dc7dbb', 'db3150', '235e5b', '9e3997', '4d5e26', '99a949', 'bb86b7'];

function imageSet(t, custom) {
  if (!custom) {
    const hash = t.hex(32);
    const out = {};
    for (const s of [24, 32, 48, 72, 192, 512]) out[`image_${s}`] = `https://secure.gravatar.com/avatar/${hash}.jpg?s=${s}&d=https%3A%2F%2Fa.slack-edge.com%2Fdf10d%2Fimg%2Favatars%2Fava_00${t.int(10, 26)}-${s}.png`;
    return { hash: 'g' + t.hex(11), images: out };
  }
  const day = `2025-${String(t.int(1, 10)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`;
  const base = `https://avatars.slack-edge.com/${day}/${t.int(1000000000, 9999999999)}${t.int(100, 999)}_${t.hex(20)}`;
  const out = { image_original: `${base}_original.jpg`, is_custom_image: true };
  for (const s of [24, 32, 48, 72, 192, 512, 1024]) out[`image_${s}`] = `${base}_${s}.jpg`;
  return { hash: t.hex(12), images: out };
}

function displayName(p) {
  return p.first_name;
}

function buildMember(t, p, ctx, opts = {}) {
  const [tz, tzLabel, tzOffset] = TZ[p.city] || TZ['San Francisco'];
  const { hash, images } = imageSet(t, t.chance(0.7));
  const handle = p.email ? p.email.split('@')[0] : p.name.toLowerCase().replace(/\s+/g, '.');
  const status = (ctx.statuses && ctx.statuses[p.key]) || null;
  const fields = {};
  for (const f of ctx.fieldIds) {
    if (f.key === 'office' && p.city) fields[f.id] = { value: p.city, alt: '' };
    if (f.key === 'team' && p.team && p.team !== 'external') fields[f.id] = { value: p.team, alt: '' };
    if (f.key === 'manager' && ctx.managerOf(p)) fields[f.id] = { value: ctx.managerOf(p), alt: '' };
    if (f.key === 'pronouns_note' && t.chance(0.3)) fields[f.id] = { value: t.pick(['9-5 local', 'Async first, mornings for meetings', 'Mostly 10-6', 'Flexible, ping anytime']), alt: '' };
  }
  const profile = {
    title: p.title || '',
    phone: p.mobile || '',
    skype: '',
    real_name: p.name,
    real_name_normalized: p.name,
    display_name: opts.deleted ? '' : displayName(p),
    display_name_normalized: opts.deleted ? '' : displayName(p),
    fields,
    status_text: status ? status[1] : '',
    status_emoji: status ? status[0] : '',
    status_emoji_display_info: [],
    status_expiration: 0,
    avatar_hash: hash,
    ...('image_original' in images ? { image_original: images.image_original, is_custom_image: true } : {}),
    email: p.email,
    huddle_state: 'default_unset',
    huddle_state_expiration_ts: 0,
    first_name: p.first_name,
    last_name: p.last_name,
  };
  for (const [k, v] of Object.entries(images)) if (k.startsWith('image_') && k !== 'image_original') profile[k] = v;
  profile.status_text_canonical = '';
  profile.team = opts.teamId || ctx.teamId;
  return {
    id: opts.id,
    team_id: opts.teamId || ctx.teamId,
    name: handle,
    deleted: Boolean(opts.deleted),
    color: t.pick(COLORS),
    real_name: p.name,
    tz,
    tz_label: tzLabel,
    tz_offset: tzOffset,
    profile,
    is_admin: Boolean(opts.admin),
    is_owner: Boolean(opts.owner),
    is_primary_owner: Boolean(opts.owner),
    is_restricted: Boolean(opts.guest),
    is_ultra_restricted: false,
    is_bot: false,
    is_app_user: false,
    updated: t.int(1735689600, 1764547200),
    is_email_confirmed: true,
    who_can_share_contact_card: 'EVERYONE',
  };
}

function botMember(t, id, teamId, app, tz) {
  const [tzName, tzLabel, tzOffset] = tz;
  const icon = (s) => `https://a.slack-edge.com/80588/img/plugins/app/bot_${s}.png`;
  const profile = {
    title: '', phone: '', skype: '', real_name: app.name, real_name_normalized: app.name, display_name: '',
    display_name_normalized: '', fields: {}, status_text: '', status_emoji: '', status_emoji_display_info: [],
    status_expiration: 0, avatar_hash: 'g' + t.hex(11), api_app_id: app.app_id, always_active: false,
    bot_id: app.bot_id, first_name: app.name, last_name: '',
  };
  for (const s of [24, 32, 48, 72, 192, 512]) profile[`image_${s}`] = icon(s === 24 || s === 32 ? 36 : s === 48 ? 48 : 72);
  profile.status_text_canonical = '';
  profile.team = teamId;
  return {
    id, team_id: teamId, name: app.handle, deleted: false, color: t.pick(COLORS), real_name: app.name,
    tz: tzName, tz_label: tzLabel, tz_offset: tzOffset, profile, is_admin: false, is_owner: false,
    is_primary_owner: false, is_restricted: false, is_ultra_restricted: false, is_bot: true, is_app_user: false,
    updated: t.int(1735689600, 1764547200), is_email_confirmed: false, who_can_share_contact_card: 'EVERYONE',
  };
}

function slackbotMember(teamId, tz) {
  const [tzName, tzLabel, tzOffset] = tz;
  const profile = {
    title: '', phone: '', skype: '', real_name: 'Slackbot', real_name_normalized: 'Slackbot', display_name: 'Slackbot',
    display_name_normalized: 'Slackbot', fields: {}, status_text: '', status_emoji: '', status_emoji_display_info: [],
    status_expiration: 0, avatar_hash: 'sv41d8cd98f0', always_active: true, first_name: 'slackbot', last_name: '',
  };
  for (const s of [24, 32, 48, 72, 192, 512]) profile[`image_${s}`] = `https://a.slack-edge.com/80588/img/slackbot_${s}.png`;
  profile.status_text_canonical = '';
  profile.team = teamId;
  return {
    id: 'USLACKBOT', team_id: teamId, name: 'slackbot', deleted: false, color: '757575', real_name: 'Slackbot',
    tz: tzName, tz_label: tzLabel, tz_offset: tzOffset, profile, is_admin: false, is_owner: false,
    is_primary_owner: false, is_restricted: false, is_ultra_restricted: false, is_bot: false, is_app_user: false,
    updated: 0, is_email_confirmed: false, who_can_share_contact_card: 'EVERYONE',
  };
}

// ---------------------------------------------------------------------------------------------

async function buildPersona({ persona, seed, utcOffset }) {
  const roster = JSON.parse(readFileSync(join(here, '..', 'personas', `${persona}.json`), 'utf8'));
  const content = await import(join(here, `${persona}.content.mjs`));
  const { WORKSPACE, CHANNELS, BOT_DM } = content;
  const rand = sfc32(seed, 32);
  const t = tools(rand);

  const teamId = t.slackId('T');
  const extTeamId = t.slackId('T');
  const people = new Map();
  people.set('me', { ...roster.owner, key: 'me' });
  for (const p of roster.people) people.set(p.key, p);
  if (WORKSPACE.former) people.set('former', WORKSPACE.former);
  if (WORKSPACE.guest) people.set('guest', WORKSPACE.guest);

  // Ids first, so mentions and profile fields can point anywhere.
  const userId = new Map();
  for (const key of people.keys()) userId.set(key, t.slackId('U'));
  const fieldIds = WORKSPACE.profileFields.map((f) => ({ ...f, id: 'Xf0' + t.chars('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', 8) }));
  const profileFields = {};
  fieldIds.forEach((f, i) => { profileFields[f.id] = { id: f.id, ordering: i, label: f.label, hint: '', type: f.key === 'manager' ? 'user' : 'text', possible_values: null, options: null, is_hidden: false }; });

  const app = { name: WORKSPACE.app.name, handle: WORKSPACE.app.handle, bot_id: 'B0' + t.chars('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', 9), app_id: 'A0' + t.chars('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', 9), user_id: t.slackId('U') };
  const integrations = WORKSPACE.integrations.map((i) => ({ ...i, handle: i.name.toLowerCase().replace(/\s+/g, '_'), bot_id: 'B0' + t.chars('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', 9), app_id: 'A0' + t.chars('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', 9), user_id: t.slackId('U') }));
  const integrationByKey = Object.fromEntries(integrations.map((i) => [i.key, i]));

  const ownerTz = TZ[roster.owner.city];
  const managerOf = (p) => {
    const m = WORKSPACE.managers[p.team];
    if (!m || m === p.key) return null;
    return userId.get(m);
  };
  const mctx = { teamId, fieldIds, statuses: WORKSPACE.statuses, managerOf };

  const users = {};
  for (const [key, p] of people) {
    const external = p.team === 'external';
    const member = buildMember(t, p, mctx, {
      id: userId.get(key),
      teamId: external ? extTeamId : teamId,
      admin: WORKSPACE.admins.includes(key) || key === WORKSPACE.owner,
      owner: key === WORKSPACE.owner,
      guest: key === 'guest',
      deleted: key === 'former',
    });
    users[member.id] = member;
  }
  users[app.user_id] = botMember(t, app.user_id, teamId, app, ownerTz);
  for (const i of integrations) users[i.user_id] = botMember(t, i.user_id, teamId, i, ownerTz);
  users.USLACKBOT = slackbotMember(teamId, ownerTz);

  const botProfile = (b, updated) => ({
    id: b.bot_id, app_id: b.app_id, user_id: b.user_id, name: b.name,
    icons: { image_36: 'https://a.slack-edge.com/80588/img/plugins/app/bot_36.png', image_48: 'https://a.slack-edge.com/80588/img/plugins/app/bot_48.png', image_72: 'https://a.slack-edge.com/80588/img/plugins/app/service_72.png' },
    deleted: false, updated, team_id: teamId,
  });
  const bots = { [app.bot_id]: botProfile(app, t.int(1761955200, 1763000000)) };
  for (const i of integrations) bots[i.bot_id] = botProfile(i, t.int(1735689600, 1761955200));

  // Channels: ids, members, then messages in time order.
  const allHumans = [...people.keys()].filter((k) => people.get(k).team !== 'external' && k !== 'former');
  const channelId = new Map();
  for (const c of CHANNELS) channelId.set(c.key, t.slackId('C'));

  const expand = (text) => text
    .replace(/\{@([a-z0-9]+)\}/g, (_, k) => {
      if (!userId.has(k)) throw new Error(`${persona}.content.mjs: unknown person {@${k}}`);
      return `<@${userId.get(k)}>`;
    })
    .replace(/\{#([a-z0-9-]+)\}/g, (_, name) => {
      const c = CHANNELS.find((x) => x.name === name);
      if (!c) throw new Error(`${persona}.content.mjs: unknown channel {#${name}}`);
      return `<#${channelId.get(c.key)}|${name}>`;
    });

  const authorOf = (key) => {
    if (key === 'bot') return { user: app.user_id, bot: app };
    if (integrationByKey[key]) return { user: integrationByKey[key].user_id, bot: integrationByKey[key] };
    if (!userId.has(key)) throw new Error(`${persona}.content.mjs: unknown author "${key}"`);
    return { user: userId.get(key), person: people.get(key) };
  };

  const channels = {};
  const generated = content.generated ? content.generated(generatorHelpers(t)) : [];
  for (const c of CHANNELS) {
    const id = channelId.get(c.key);
    const memberKeys = c.members === 'all' ? allHumans.filter((k) => k !== 'guest') : c.members;
    const members = [];
    for (const k of memberKeys) {
      if (integrationByKey[k]) members.push(integrationByKey[k].user_id);
      else if (userId.has(k)) members.push(userId.get(k));
      else throw new Error(`${persona}.content.mjs: channel ${c.key}: unknown member "${k}"`);
    }
    if (c.bot) members.push(app.user_id);
    const creator = userId.get(c.creator);
    const created = toUtcSec(`${c.created} 10:00`, utcOffset) + t.int(0, 3000);
    const topicSet = created + t.int(60, 86400 * 30);
    const channel = {
      id, name: c.name, is_channel: true, is_group: false, is_im: false, is_mpim: false, is_private: Boolean(c.private),
      created, is_archived: Boolean(c.archived), is_general: Boolean(c.general), unlinked: 0, name_normalized: c.name,
      is_shared: Boolean(c.shared), is_org_shared: false, is_pending_ext_shared: false, pending_shared: [],
      context_team_id: teamId, updated: (topicSet + t.int(0, 86400 * 60)) * 1000 + t.int(0, 999), parent_conversation: null,
      creator, is_ext_shared: Boolean(c.shared), shared_team_ids: c.shared ? [teamId, extTeamId] : [teamId],
      pending_connected_team_ids: [],
      topic: { value: c.topic, creator, last_set: topicSet },
      purpose: { value: c.purpose, creator, last_set: created },
      previous_names: c.previousNames || [],
      members,
      pinned: [],
    };
    if (c.restricted) channel.posting_restricted_to = 'admins';
    channel.messages = {};
    channels[id] = channel;
  }

  // Messages: authored threads and generated traffic, placed on the clock.
  const edits = [];
  const place = (c, entry) => {
    const channel = channels[channelId.get(c)];
    if (!channel) throw new Error(`${persona}.content.mjs: unknown channel key ${c}`);
    const usedTs = channel.messages;
    const tsFrom = (sec) => {
      for (;;) {
        const ts = `${sec}.${String(t.int(0, 999999)).padStart(6, '0')}`;
        if (!usedTs[ts]) return ts;
      }
    };
    const mk = (key, text, sec) => {
      const a = authorOf(key);
      const ts = tsFrom(sec);
      const m = { user: a.user, type: 'message', ts };
      if (a.bot) { m.bot_id = a.bot.bot_id; m.app_id = a.bot.app_id; }
      else m.client_msg_id = t.uuid();
      m.text = expand(text);
      m.team = a.person && a.person.team === 'external' ? extTeamId : teamId;
      if (!a.bot && t.chance(0.05)) edits.push(m);
      usedTs[ts] = m;
      return m;
    };
    const [mmdd, hhmm] = entry.at.split(' ');
    let sec = toUtcSec(`${localDate(mmdd)} ${hhmm}`, utcOffset) + t.int(0, 59);
    const parent = mk(entry.by, entry.text, sec);
    const replies = entry.replies || [];
    if (replies.length) {
      const replyUsers = [];
      for (const [key, text] of replies) {
        sec += t.int(60, 40 * 60);
        const r = mk(key, text, sec);
        r.thread_ts = parent.ts;
        r.parent_user_id = parent.user;
        if (!replyUsers.includes(r.user)) replyUsers.push(r.user);
        parent.latest_reply = r.ts;
      }
      parent.thread_ts = parent.ts;
      parent.reply_count = replies.length;
      parent.reply_users_count = replyUsers.length;
      parent.latest_reply = parent.latest_reply;
      parent.reply_users = replyUsers;
      parent.is_locked = false;
      parent.subscribed = false;
    }
    const opts = entry.opts || {};
    if (opts.reactions) {
      const reactions = [];
      for (const [name, spec] of Object.entries(opts.reactions)) {
        const pool = channel.members.filter((u) => u !== parent.user && u !== app.user_id && !integrations.some((i) => i.user_id === u));
        const who = Array.isArray(spec) ? spec.map((k) => userId.get(k)) : t.sample(pool, Math.min(spec, pool.length));
        if (who.length) reactions.push({ name, users: who, count: who.length });
      }
      if (reactions.length) parent.reactions = reactions;
    }
    if (opts.pin) channel.pinned.push(parent.ts);
  };

  for (const c of CHANNELS) {
    for (const th of c.threads) {
      const [at, by, text, replies, opts] = th;
      place(c.key, { at, by, text, replies, opts });
    }
  }
  for (const g of generated) place(g.channel, g);
  for (const m of edits) m.edited = { user: m.user, ts: `${Number(m.ts.split('.')[0]) + t.int(30, 900)}.000000` };

  // The app's DM with the persona.
  const dmId = 'D0' + t.chars('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', 9);
  const dm = {
    id: dmId, created: toUtcSec('2025-11-03 09:00', utcOffset), is_archived: false, is_im: true, is_org_shared: false,
    context_team_id: teamId, updated: toUtcSec('2025-11-03 09:00', utcOffset) * 1000, user: userId.get('me'),
    is_user_deleted: false, priority: 0, members: [app.user_id, userId.get('me')], pinned: [], messages: {},
  };
  channels[dmId] = dm;
  const dmKey = '__dm';
  channelId.set(dmKey, dmId);
  for (const [at, by, text] of BOT_DM) place(dmKey, { at, by, text });

  // Sort each channel's messages by ts so the snapshot reads chronologically.
  for (const ch of Object.values(channels)) {
    const sorted = Object.keys(ch.messages).sort((a, b) => Number(a) - Number(b));
    const msgs = {};
    for (const ts of sorted) msgs[ts] = ch.messages[ts];
    ch.messages = msgs;
  }

  const emoji = {};
  for (const [k, v] of Object.entries(WORKSPACE.emoji || {})) emoji[k] = v;

  const tree = {
    team: { id: teamId, name: WORKSPACE.name, domain: WORKSPACE.domain, email_domain: roster.company.domain },
    bot: { user_id: app.user_id, bot_id: app.bot_id, app_id: app.app_id, team_id: teamId, name: app.name },
    me: userId.get('me'),
    profile_fields: profileFields,
    emoji,
    bots,
    users,
    channels,
  };
  return { format: 'mcp-persona/snapshot', version: 1, server: 'slack', persona, tree };
}

mkdirSync(outDir, { recursive: true });
for (const p of PERSONAS) {
  const snap = await buildPersona(p);
  writeFileSync(join(outDir, `${p.persona}.json`), JSON.stringify(snap, null, 2) + '\n');
}
