// Builds the Telegram snapshots (snapshots/telegram/<persona>.json) for both personas from the
// shared rosters (snapshots/personas/) and the authored content (<persona>.content.mjs).
//
//   node snapshots/telegram/build.mjs [output-directory]
//
// Telegram's numbering is reproduced: users, basic groups and channels get 10-digit ids and
// 64-bit access hashes; messages of private chats and basic groups share one per-account
// sequence, while every channel or supergroup numbers its own messages. Deterministic: one
// seeded generator per persona, consumed in a fixed order; no clock, environment or Math.random.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { sfc32 } from '../../runtime/context/ids.js';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = process.argv[2] || here;

const PERSONAS = [
  { persona: 'emma-clark', seed: [0x54474d01, 0x656d6d61, 0x636c6172, 20260101], utcOffset: -8, accountSeq: 184210 },
  { persona: 'li-ming', seed: [0x54474d02, 0x6c696d69, 0x6e670004, 20260101], utcOffset: 8, accountSeq: 52870 },
];


function tools(rand) {
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const digits = (n) => {
    let s = String(int(1, 9));
    for (let i = 1; i < n; i += 1) s += String(int(0, 9));
    return s;
  };
  return {
    int,
    pick: (xs) => xs[Math.floor(rand() * xs.length)],
    digits,
    /** A signed 64-bit access hash, as a decimal string. */
    accessHash: () => (rand() < 0.5 ? '-' : '') + String(int(1, 9)) + digits(18).slice(1),
  };
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function localToUtcSec(stamp, utcOffsetHours) {
  const m = /^(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(stamp);
  if (!m) throw new Error(`telegram content: bad time "${stamp}" (want MM-DD HH:MM)`);
  const month = Number(m[1]);
  const year = month >= 7 ? 2025 : 2026;
  return Date.UTC(year, month - 1, Number(m[2]), Number(m[3]), Number(m[4])) / 1000 - utcOffsetHours * 3600;
}

async function build({ persona, seed, utcOffset, accountSeq }) {
  const roster = JSON.parse(readFileSync(join(here, '..', 'personas', `${persona}.json`), 'utf8'));
  const content = await import(`./${persona}.content.mjs`);
  const t = tools(sfc32(seed, 32));
  const rosterByKey = new Map(roster.people.map((p) => [p.key, p]));
  rosterByKey.set('me', roster.owner);

  const helpers = {
    int: t.int,
    pick: t.pick,
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
    local: (day, hhmm) => `${day.slice(5)} ${hhmm}`,
  };

  // Me.
  const owner = roster.owner;
  const me = {
    id: Number(t.int(5, 7) + t.digits(10).slice(1)),
    first_name: owner.first_name,
    last_name: owner.last_name,
    username: content.ME.username,
    phone: owner.mobile.replace(/\D/g, ''),
  };

  // Users.
  const users = {};
  const userIdByKey = { me: me.id };
  for (const u of content.USERS) {
    const base = u.roster ? rosterByKey.get(u.roster) : null;
    if (u.roster && !base) throw new Error(`telegram content (${persona}): unknown roster key "${u.roster}"`);
    const id = u.id || Number(t.int(1, 7) + t.digits(10).slice(1));
    const user = { id, access_hash: t.accessHash(), first_name: base ? base.first_name : u.first_name };
    const last = base ? base.last_name : u.last_name;
    if (last) user.last_name = last;
    if (u.username) user.username = u.username;
    const phone = u.phone || (base && u.contact ? base.mobile : null);
    if (phone) user.phone = phone.replace(/\D/g, '');
    if (u.contact) user.contact = true;
    if (u.bot) user.bot = true;
    if (u.verified) user.verified = true;
    if (u.deleted) user.deleted = true;
    users[id] = user;
    userIdByKey[u.key] = id;
  }
  const userId = (key) => {
    if (!(key in userIdByKey)) throw new Error(`telegram content (${persona}): unknown user key "${key}"`);
    return userIdByKey[key];
  };

  // Chats and channels.
  const chats = {};
  const chatByKey = {};
  for (const c of content.CHATS) {
    const chat = { id: Number(c.kind === 'chat' ? t.int(4, 5) + t.digits(10).slice(1) : t.int(1, 2) + t.digits(10).slice(1)), kind: c.kind, title: c.title };
    if (c.kind === 'channel') {
      chat.access_hash = t.accessHash();
      if (c.broadcast) chat.broadcast = true;
      if (c.megagroup) chat.megagroup = true;
      chat.participants_count = c.broadcast ? t.int(900, 60000) : t.int(40, 900);
    } else {
      chat.participants_count = c.members.length;
    }
    if (c.username) chat.username = c.username;
    if (c.verified) chat.verified = true;
    chats[chat.id] = chat;
    chatByKey[c.key] = chat;
  }
  const peerOf = (spec) => {
    if (spec === 'self') return { type: 'user', id: me.id, kind: 'private' };
    const [type, key] = spec.split(':');
    if (type === 'user') return { type, id: userId(key), kind: 'private' };
    const chat = chatByKey[key];
    if (!chat) throw new Error(`telegram content (${persona}): unknown chat key "${key}"`);
    return { type: type === 'chat' ? 'chat' : 'channel', id: chat.id, kind: chat.broadcast ? 'broadcast' : 'group' };
  };

  const generated = content.generated(helpers);
  // First pass: every message with its UTC date, in dialog order; ids come after sorting.
  const plans = [];
  for (const d of content.DIALOGS) {
    const peer = peerOf(d.peer);
    const raw = d.messages || generated[d.posts || d.group] || [];
    const msgs = raw.map(([when, from, text, opts = {}]) => ({ date: localToUtcSec(when, utcOffset) + t.int(0, 59), from, text, opts }));
    msgs.sort((a, b) => a.date - b.date);
    plans.push({ d, peer, msgs });
  }
  // The account-wide sequence (private chats and basic groups), in date order across dialogs.
  const shared = plans.filter((p) => p.peer.type !== 'channel').flatMap((p) => p.msgs);
  shared.sort((a, b) => a.date - b.date);
  let seq = accountSeq;
  for (const m of shared) {
    seq += t.int(1, 4);
    m.id = seq;
  }
  for (const p of plans.filter((x) => x.peer.type === 'channel')) {
    let n = t.int(800, 40000);
    for (const m of p.msgs) {
      n += t.int(1, 3);
      m.id = n;
    }
  }

  const dialogs = {};
  for (const { d, peer, msgs } of plans) {
    const key = `${peer.type}:${peer.id}`;
    const messages = {};
    for (const m of msgs) {
      const msg = { id: m.id, date: m.date, text: m.text };
      const mine = m.from === 'me';
      if (mine) msg.out = true;
      // Telegram sends from_id in groups only: not in private chats, not on channel posts.
      if (peer.kind === 'group' && m.from) msg.from = `user:${userId(m.from)}`;
      if (m.opts.media) msg.media = m.opts.media;
      if (m.opts.action) msg.action = m.opts.action;
      messages[m.id] = msg;
    }
    const incoming = msgs.filter((m) => m.from !== 'me' && !m.opts.action).sort((a, b) => b.id - a.id);
    const unread = Math.min(d.unread || 0, incoming.length);
    const top = msgs.length ? msgs[msgs.length - 1] : null;
    const dialog = {
      peer: key,
      date: msgs.length ? msgs[0].date : localToUtcSec('11-15 09:00', utcOffset),
      unread_count: unread,
      read_inbox_max_id: unread > 0 ? (incoming[unread] ? incoming[unread].id : 0) : top ? top.id : 0,
    };
    if (d.pinned) dialog.pinned = d.pinned;
    if (d.draft) dialog.draft = { message: d.draft, date: top ? top.date + 600 : dialog.date };
    dialog.messages = messages;
    dialogs[key] = dialog;
  }

  const tree = { host: { utcOffsetSeconds: utcOffset * 3600 }, me, users, chats, dialogs };
  const snapshot = { format: 'mcp-persona/snapshot', version: 1, server: 'telegram', persona, tree };
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, `${persona}.json`), JSON.stringify(snapshot, null, 2) + '\n');
  return Object.values(dialogs).reduce((n, d) => n + Object.keys(d.messages).length, 0);
}

for (const p of PERSONAS) {
  const n = await build(p);
  process.stderr.write(`telegram/${p.persona}: ${n} messages\n`);
}
