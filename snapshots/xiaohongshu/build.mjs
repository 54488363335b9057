// Builds snapshots/xiaohongshu/{li-ming,emma-clark}.json — what the persona's Xiaohongshu account
// sees through xiaohongshu-mcp: the login session, files on the persona's computer, users, notes
// and comments — from the shared rosters and the authored content modules (own notes, named
// accounts, topic packs that generate the wider feed).
//
//   node snapshots/xiaohongshu/build.mjs [output-directory]
//
// Deterministic: one seeded sfc32 generator per persona, consumed in a fixed order; no clock,
// environment or Math.random.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { titleLength } from '../../kernels/xiaohongshu/lib/format.js';
import { sfc32 } from '../../runtime/context/ids.js';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = process.argv[2] || here;
const CUTOFF = Date.UTC(2026, 0, 1, 9, 0, 0);
const DAY = 86400_000;


function build(persona, content, seedWord) {
  const rand = sfc32([0x58485300, 0x52454444, seedWord, 20260101], 0);
  for (let i = 0; i < 32; i += 1) rand();
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const chars = (alphabet, n) => Array.from({ length: n }, () => alphabet[Math.floor(rand() * alphabet.length)]).join('');
  const hex = (n) => chars('0123456789abcdef', n);
  const mixed = (n) => chars('0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', n);
  const roster = JSON.parse(readFileSync(join(here, '..', 'personas', `${persona}.json`), 'utf8'));
  const rosterKeys = new Set(['me', ...roster.people.map((p) => p.key)]);

  const local = (text) => {
    const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(text);
    if (!m) throw new Error(`${persona}: bad time "${text}"`);
    return Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]) - content.TZ * 3600_000 + int(0, 59) * 1000 + int(0, 999);
  };
  const used = new Set();
  const objectId = (ms) => {
    for (;;) {
      const id = Math.floor(ms / 1000).toString(16).padStart(8, '0') + hex(16);
      if (!used.has(id)) { used.add(id); return id; }
    }
  };
  const avatar = () => ({ avatar: `https://sns-avatar-qc.xhscdn.com/avatar/${hex(24)}.jpg?imageView2/2/w/120/format/jpg` });
  const image = (ms, width, height) => {
    const stamp = new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace(/\D/g, '');
    const base = `http://sns-webpic-qc.xhscdn.com/${stamp}/${hex(32)}/1040g00831${chars('0123456789abcdefghijklmnopqrstuvwxyz', 20)}`;
    return { width, height, url: base };
  };

  // ---- users ----------------------------------------------------------------------------------
  const users = {};
  const idOf = {};
  const addUser = (key, spec, createdMs) => {
    const id = objectId(createdMs);
    idOf[key] = id;
    users[id] = {
      id,
      nickname: spec.nickname,
      ...avatar(),
      red_id: String(int(10000000, 999999999)),
      desc: spec.desc || '',
      gender: spec.gender === undefined ? int(0, 1) : spec.gender,
      ip_location: spec.ip,
      followed_by_me: Boolean(spec.followed),
      follows_me: Boolean(spec.follows_me),
      follows: spec.follows === undefined ? int(20, 600) : spec.follows,
      fans: spec.fans === undefined ? int(30, 5000) : spec.fans,
      earlier_likes_and_collects: spec.earlier === undefined ? int(0, 20000) : spec.earlier,
    };
    return id;
  };
  const me = content.ME;
  addUser('me', { ...me }, Date.parse(`${me.created}T04:00:00Z`));
  users[idOf.me].red_id = me.red_id;
  const randomCreated = () => Date.UTC(2016, 0, 1) + Math.floor(rand() * (Date.UTC(2025, 5, 1) - Date.UTC(2016, 0, 1)));
  for (const p of content.PEOPLE) {
    if (!/^c\d+$/.test(p.key) && !rosterKeys.has(p.key)) throw new Error(`${persona}: ${p.key} is not in the roster`);
    addUser(p.key, p, randomCreated());
  }
  const np = content.NAME_PARTS;
  const taken = new Set(Object.values(users).map((u) => u.nickname));
  const makeName = () => {
    for (;;) {
      const name = `${pick(np.prefixes)}${pick(np.cores)}${pick(np.suffixes)}`;
      if (!taken.has(name) && name.length >= 2) { taken.add(name); return name; }
    }
  };
  const creators = [];
  for (let i = 0; i < content.GENERATED.creators; i += 1) {
    creators.push(addUser(`gc${i}`, { nickname: makeName(), ip: pick(np.ips), followed: rand() < 0.25, fans: int(800, 60000) }, randomCreated()));
  }
  const commenters = [];
  for (let i = 0; i < content.GENERATED.commenters; i += 1) {
    commenters.push(addUser(`gm${i}`, { nickname: makeName(), ip: pick(np.ips), followed: false, fans: int(0, 800) }, randomCreated()));
  }
  const uid = (key) => {
    if (key === '*') return pick(commenters);
    if (!idOf[key]) throw new Error(`${persona}: unknown account ${key}`);
    return idOf[key];
  };

  // ---- notes and comments ---------------------------------------------------------------------
  const notes = {};
  const fillWith = (cache) => (text) => text.replace(/\{(\w+)\}/g, (_, slot) => {
    if (!content.SLOTS[slot]) throw new Error(`${persona}: unknown slot {${slot}}`);
    if (!cache[slot]) cache[slot] = pick(content.SLOTS[slot]);
    return cache[slot];
  });
  const commentTime = (noteMs, after) => Math.min(CUTOFF - 60_000, Math.max(noteMs, after) + int(5, 60 * 24 * 6) * 60_000 + int(0, 59_999));

  const addNote = (spec) => {
    const ms = spec.ms;
    if (ms >= CUTOFF) throw new Error(`${persona}: note "${spec.title}" after the snapshot time`);
    if (titleLength(spec.title) > 20) throw new Error(`${persona}: title too long for Xiaohongshu: ${spec.title}`);
    const id = objectId(ms);
    const type = spec.type || 'normal';
    const count = Math.max(1, spec.images);
    const images = [];
    for (let i = 0; i < (type === 'video' ? 1 : count); i += 1) {
      const shape = pick([[1080, 1440], [1080, 1440], [1080, 1350], [1440, 1080], [1080, 1080]]);
      images.push(image(ms, shape[0], shape[1]));
    }
    const note = {
      id,
      type,
      title: spec.title,
      desc: spec.desc,
      tags: spec.tags,
      user_id: spec.user_id,
      time: ms,
      ip_location: users[spec.user_id].ip_location,
      images,
      video_duration: type === 'video' ? int(15, 180) : null,
      liked_count: spec.likes,
      collected_count: spec.collects,
      shared_count: spec.shares,
      hidden_comment_count: spec.hidden || 0,
      liked: Boolean(spec.liked),
      collected: Boolean(spec.collected),
      viewed: Boolean(spec.viewed),
      xsec_token: `AB${mixed(42)}=`,
      visibility: spec.visibility || '公开可见',
      publish_at_ms: null,
      is_original: Boolean(spec.is_original),
      products: [],
      source_files: [],
      comments: {},
    };
    let last = ms;
    for (const c of spec.comments) {
      const cms = commentTime(ms, last - int(0, 3) * 3600_000);
      last = cms;
      const cid = objectId(cms);
      const author = c.user_id;
      note.comments[cid] = { id: cid, content: c.text, user_id: author, create_time: cms, ip_location: users[author].ip_location, like_count: c.likes, liked: false, parent_id: null, reply_to_user_id: null };
      let rlast = cms;
      for (const r of c.replies) {
        const rms = commentTime(rlast, rlast);
        rlast = rms;
        const rid = objectId(rms);
        note.comments[rid] = { id: rid, content: r.text, user_id: r.user_id, create_time: rms, ip_location: users[r.user_id].ip_location, like_count: r.likes, liked: false, parent_id: cid, reply_to_user_id: author };
      }
    }
    notes[id] = note;
    return id;
  };

  const authoredComments = (list, authorId) => list.map(([who, text, likes, replies]) => ({
    user_id: who === 'me' ? idOf.me : uid(who),
    text,
    likes,
    replies: (replies || []).map(([rw, rt, rl]) => ({ user_id: rw === 'me' ? idOf.me : rw === 'author' ? authorId : uid(rw), text: rt, likes: rl })),
  }));

  for (const n of content.OWN_NOTES) {
    addNote({ ...n, ms: local(n.when), user_id: idOf.me, comments: authoredComments(n.comments, idOf.me), shares: n.shares, collects: n.collects, likes: n.likes });
  }
  for (const n of content.AUTHORED_NOTES) {
    const author = uid(n.author);
    addNote({ ...n, ms: local(n.when), user_id: author, comments: authoredComments(n.comments, author), liked: n.viewed && rand() < 0.5, collected: n.viewed && rand() < 0.4 });
  }

  const totalWeight = content.TOPICS.reduce((s, t) => s + t.weight, 0);
  const g = content.GENERATED;
  const from = Date.parse(`${g.from}T00:00:00Z`);
  const to = Math.min(Date.parse(`${g.to}T00:00:00Z`), CUTOFF - DAY);
  for (let i = 0; i < g.count; i += 1) {
    let r = rand() * totalWeight;
    const topic = content.TOPICS.find((t) => (r -= t.weight) < 0) || content.TOPICS[content.TOPICS.length - 1];
    const authorKey = pick(topic.authors);
    const author = authorKey === '*' ? pick(creators) : uid(authorKey);
    let title;
    let fill;
    for (let attempt = 0; ; attempt += 1) {
      fill = fillWith({});
      title = fill(pick(topic.titles));
      if (titleLength(title) <= 20) break;
      if (attempt > 20) throw new Error(`${persona}: cannot make a short title from ${topic.titles}`);
    }
    const ms = from + Math.floor(rand() * ((to - from) / DAY)) * DAY + int(7 - content.TZ + 24, 23 - content.TZ + 24) % 24 * 3600_000 + int(0, 3599_999);
    const viral = rand() < 0.04;
    const likes = Math.round((Math.exp(rand() * 6.5) + 8) * (viral ? int(8, 30) : 1));
    const nComments = Math.min(12, int(0, 3) + Math.floor(Math.pow(likes, 0.3)));
    const comments = [];
    for (let k = 0; k < nComments; k += 1) {
      const who = rand() < 0.03 ? idOf.me : pick(commenters);
      const replies = [];
      if (rand() < 0.3) {
        const nr = int(1, 3);
        for (let q = 0; q < nr; q += 1) {
          const byAuthor = q === 0 && rand() < 0.7;
          replies.push({ user_id: byAuthor ? author : pick(commenters), text: fill(pick(byAuthor ? topic.replies : topic.comments)), likes: int(0, 20) });
        }
      }
      comments.push({ user_id: who, text: fill(pick(topic.comments)), likes: Math.floor(Math.pow(rand(), 3) * Math.min(likes, 3000) * 0.05), replies });
    }
    const tags = [...new Set(topic.tags.map(fill))];
    const followedAuthor = users[author].followed_by_me;
    addNote({
      title,
      desc: fill(pick(topic.bodies)),
      tags,
      type: rand() < 0.12 ? 'video' : 'normal',
      images: int(1, 6),
      ms,
      user_id: author,
      likes,
      collects: Math.round(likes * (0.3 + rand() * 1.1)),
      shares: Math.round(likes * (0.02 + rand() * 0.1)),
      hidden: Math.max(0, Math.round(likes * 0.02) - nComments),
      liked: rand() < (followedAuthor ? 0.3 : 0.08),
      collected: rand() < (followedAuthor ? 0.18 : 0.04),
      viewed: rand() < (followedAuthor ? 0.6 : 0.3),
      comments,
    });
  }

  // Notes in time order (the order the site lists them in profiles); comments keep theirs.
  const ordered = {};
  for (const n of Object.values(notes).sort((a, b) => a.time - b.time || (a.id < b.id ? -1 : 1))) ordered[n.id] = n;

  const files = {};
  for (const [path, kind, width, height, duration] of content.DEVICE_FILES) {
    files[path] = kind === 'video' ? { kind, width, height, duration } : kind === 'image' ? { kind, width, height } : { kind };
  }

  return {
    format: 'mcp-persona/snapshot',
    version: 1,
    server: 'xiaohongshu',
    persona,
    tree: {
      session: {
        logged_in: content.SESSION.logged_in,
        user_id: idOf.me,
        cookies_path: 'cookies.json',
        cookies_saved_at: content.SESSION.cookies_saved_at,
        qr_scan: content.SESSION.qr_scan,
        pending_login: null,
        products_enabled: content.SESSION.products_enabled,
        product_catalog: [],
      },
      device: { files },
      users,
      notes: ordered,
    },
  };
}

const personas = [
  ['li-ming', 0x6c696d69],
  ['emma-clark', 0x656d6d61],
];
mkdirSync(outDir, { recursive: true });
for (const [persona, seed] of personas) {
  const content = await import(`./${persona}.content.mjs`);
  writeFileSync(join(outDir, `${persona}.json`), JSON.stringify(build(persona, content, seed), null, 2) + '\n');
}
