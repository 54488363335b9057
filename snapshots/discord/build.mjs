// Builds snapshots/discord/{emma-clark,li-ming}.json — the Discord context as the persona's bot sees
// it — from the shared rosters (snapshots/personas/*.json) and the authored content modules.
//
//   node snapshots/discord/build.mjs [output-directory]
//
// Deterministic: every id, timestamp jitter, filler line and reaction comes from one seeded sfc32
// generator per persona, consumed in a fixed order. Nothing reads the clock, the environment or
// Math.random; two runs (on any machine, in any time zone) write the same bytes.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { P, channelPermissions, has } from '../../kernels/discord/lib/permissions.js';
import { isoformat } from '../../kernels/discord/lib/snowflake.js';
import { sfc32 } from '../../runtime/context/ids.js';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = process.argv[2] || here;

const EPOCH = 1420070400000n;
/** Snapshots end before the run clock starts (2026-01-01T09:00:00Z). */
const CUTOFF = Date.UTC(2026, 0, 1, 9, 0, 0);


function build(persona, content, seedWord) {
  const rand = sfc32([0x44495343, 0x4f524400, seedWord, 20260101], 0);
  for (let i = 0; i < 32; i += 1) rand();
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const roster = JSON.parse(readFileSync(join(here, '..', 'personas', `${persona}.json`), 'utf8'));
  const rosterKeys = new Set(['me', ...roster.people.map((p) => p.key)]);

  /** 'YYYY-MM-DD HH:mm' in the persona's local time -> epoch ms, with seconds and ms jitter. */
  const local = (text, jitter = true) => {
    const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(text);
    if (!m) throw new Error(`${persona}: bad local time "${text}"`);
    const ms = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]) - content.TZ_OFFSET_HOURS * 3600_000;
    return jitter ? ms + int(0, 59) * 1000 + int(0, 999) : ms;
  };
  const usedIds = new Set();
  const snowflake = (ms) => {
    for (;;) {
      const id = ((BigInt(ms) - EPOCH) << 22n) | BigInt(int(0, 4194303));
      const s = id.toString();
      if (!usedIds.has(s)) { usedIds.add(s); return s; }
    }
  };

  // ---- users --------------------------------------------------------------------------------
  const users = {};
  const idOf = {};
  const addUser = (key, username, globalName, created, extra = {}) => {
    const id = snowflake(local(created));
    idOf[key] = id;
    users[id] = { id, username, global_name: globalName, discriminator: '0', bot: false, ...extra };
  };
  addUser('bot', content.BOT.username, null, content.BOT.created, { discriminator: content.BOT.discriminator, bot: true });
  for (const p of [...content.COLLEAGUES, ...content.FRIENDS, ...content.EXTRA_PEOPLE]) {
    if (!rosterKeys.has(p.key)) throw new Error(`${persona}: ${p.key} is not in the roster`);
    addUser(p.key, p.username, p.global_name, p.created);
  }
  for (const [handle, globalName, created] of content.COMMUNITY) addUser(handle, handle, globalName, created);
  const uid = (key) => {
    if (!idOf[key]) throw new Error(`${persona}: unknown person "${key}"`);
    return idOf[key];
  };

  // ---- guilds, roles, members, emojis, channels ---------------------------------------------
  const guilds = {};
  const channels = {};
  const guildInfo = {};
  for (const g of content.GUILDS) {
    const gid = snowflake(local(g.created));
    const roleIds = { everyone: gid };
    const roles = {};
    for (const r of g.roles) {
      const id = r.key === 'everyone' ? gid : snowflake(local(r.created));
      roleIds[r.key] = id;
      const bits = r.perms.reduce((acc, name) => {
        if (P[name] === undefined) throw new Error(`${persona}: unknown permission ${name}`);
        return acc | P[name];
      }, 0n);
      roles[id] = {
        id, name: r.name, position: r.position, color: r.color || 0, permissions: bits.toString(),
        hoist: Boolean(r.hoist), mentionable: Boolean(r.mentionable), managed: Boolean(r.managed),
      };
    }
    const members = {};
    for (const [key, roleKeys, joined, nick] of g.members) {
      const id = uid(key);
      members[id] = {
        user_id: id,
        nick: nick || null,
        joined_at: isoformat(local(joined)),
        roles: roleKeys.map((k) => roleIds[k]),
        communication_disabled_until: null,
      };
    }
    const emojis = {};
    const emojiKey = {};
    for (const e of g.emojis) {
      const id = snowflake(local(e.created));
      emojis[id] = { id, name: e.name, animated: Boolean(e.animated) };
      emojiKey[e.name] = { key: `${e.name}:${id}`, emoji: { id, name: e.name, animated: Boolean(e.animated) } };
    }
    const guild = {
      id: gid, name: g.name, owner_id: uid(g.owner), description: g.description,
      premium_tier: g.premium_tier, explicit_content_filter: g.explicit_content_filter,
      community: g.community, rules_channel_id: null, public_updates_channel_id: null,
      roles, members, emojis,
    };
    const channelIds = {};
    g.channels.forEach((c, index) => {
      const id = snowflake(local(c.created));
      channelIds[c.key] = id;
      const overwrites = {};
      for (const [target, allow, deny] of c.overwrites || []) {
        const bits = (names) => names.reduce((acc, n) => acc | P[n], 0n).toString();
        if (target === 'everyone') overwrites[gid] = { type: 'role', allow: bits(allow), deny: bits(deny) };
        else if (target.startsWith('role:')) overwrites[roleIds[target.slice(5)]] = { type: 'role', allow: bits(allow), deny: bits(deny) };
        else overwrites[uid(target.slice(7))] = { type: 'member', allow: bits(allow), deny: bits(deny) };
      }
      channels[id] = {
        id, guild_id: gid, type: c.type || 'text', name: c.name, topic: c.topic || null, position: index,
        parent_id: c.category ? channelIds[c.category] : null, nsfw: false, rate_limit_per_user: 0,
        overwrites, messages: {},
      };
    });
    if (g.rules) guild.rules_channel_id = channelIds[g.rules];
    if (g.updates) guild.public_updates_channel_id = channelIds[g.updates];
    guilds[gid] = guild;
    guildInfo[g.key] = { guild, channelIds, emojiKey };
  }

  // ---- messages -----------------------------------------------------------------------------
  const fill = (template) => template.replace(/\{(\w+)\}/g, (_, slot) => {
    if (!content.SLOTS[slot]) throw new Error(`${persona}: unknown slot {${slot}}`);
    return pick(content.SLOTS[slot]);
  });
  const reactionOf = (info, emoji) => {
    const m = /^:(\w+):$/.exec(emoji);
    if (!m) return { key: emoji, emoji };
    if (!info.emojiKey[m[1]]) throw new Error(`${persona}: unknown custom emoji ${emoji}`);
    return info.emojiKey[m[1]];
  };
  for (const g of content.GUILDS) {
    const info = guildInfo[g.key];
    const { guild } = info;
    for (const c of g.channels) {
      if (c.type === 'category' || c.type === 'voice') continue;
      const channel = channels[info.channelIds[c.key]];
      // The channel's audience: members who can see it and post (the bot posts only when authored).
      const audience = Object.keys(guild.members).filter((id) => {
        if (id === idOf.bot) return false;
        const perms = channelPermissions(guild, channel, id);
        return has(perms, P.VIEW_CHANNEL) && has(perms, P.SEND_MESSAGES);
      });
      const drafts = [];
      for (const [when, author, text, reactions] of (content.MESSAGES[g.key] || {})[c.key] || []) {
        drafts.push({ ms: local(when), author: uid(author), text, reactions: reactions || {} });
      }
      const filler = (content.FILLER[g.key] || {})[c.key];
      if (filler) {
        const from = local(`${filler.from} 00:00`, false);
        const to = Math.min(local(`${filler.to} 23:59`, false), CUTOFF - 3600_000);
        for (let i = 0; i < filler.count; i += 1) {
          // Daytime-weighted: a random day, then a local hour between 8:00 and 23:59.
          const day = from + Math.floor(rand() * ((to - from) / 86400_000)) * 86400_000;
          const ms = day + (8 + Math.floor(rand() * 16)) * 3600_000 + int(0, 3599) * 1000 + int(0, 999);
          const reactions = {};
          if (rand() < 0.28) {
            const n = int(1, 2);
            for (let k = 0; k < n; k += 1) {
              const users = [];
              const m = int(1, 4);
              for (let u = 0; u < m; u += 1) {
                const who = pick(audience);
                if (!users.includes(who)) users.push(who);
              }
              reactions[pick(content.REACTIONS[g.key])] = users;
            }
          }
          drafts.push({ ms: Math.min(ms, to), author: pick(audience), text: fill(pick(filler.lines)), reactions, filler: true });
        }
      }
      drafts.sort((a, b) => a.ms - b.ms);
      for (const d of drafts) {
        if (d.ms >= CUTOFF) throw new Error(`${persona}: message after the snapshot time in #${c.name}`);
        const id = snowflake(d.ms);
        const reactions = {};
        for (const [emoji, who] of Object.entries(d.reactions)) {
          const r = reactionOf(info, emoji);
          reactions[r.key] = { emoji: r.emoji, users: who.map((k) => (d.filler ? k : uid(k))) };
        }
        channel.messages[id] = { id, author_id: d.author, content: d.text, pinned: false, reactions };
      }
    }
  }

  return {
    format: 'mcp-persona/snapshot',
    version: 1,
    server: 'discord',
    persona,
    tree: { bot_user_id: idOf.bot, users, guilds, channels },
  };
}

const personas = [
  ['emma-clark', 0x656d6d61],
  ['li-ming', 0x6c696d69],
];
mkdirSync(outDir, { recursive: true });
for (const [persona, seed] of personas) {
  const content = await import(`./${persona}.content.mjs`);
  const snapshot = build(persona, content, seed);
  writeFileSync(join(outDir, `${persona}.json`), JSON.stringify(snapshot, null, 2) + '\n');
}
