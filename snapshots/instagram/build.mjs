// Builds snapshots/instagram/{emma-clark,li-ming}.json — the Instagram Graph API context behind
// ig-mcp: the connected Facebook pages, the business/creator account with its media and daily
// insights, DM conversations, and the persona's own web files — from the shared rosters and the
// authored content modules.
//
//   node snapshots/instagram/build.mjs [output-directory]
//
// Deterministic: one seeded sfc32 generator per persona, consumed in a fixed order; no clock,
// environment or Math.random.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { sfc32 } from '../../runtime/context/ids.js';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = process.argv[2] || here;
const CUTOFF = Date.UTC(2026, 0, 1, 9, 0, 0);


function build(persona, content, seedWord) {
  const rand = sfc32([0x494e5354, 0x4147524d, seedWord, 20260101], 0);
  for (let i = 0; i < 32; i += 1) rand();
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const chars = (alphabet, n) => Array.from({ length: n }, () => alphabet[Math.floor(rand() * alphabet.length)]).join('');
  const digits = (n) => chars('0123456789', n);
  const mixed = (n) => chars('0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', n);
  // The roster is read so the persona exists; the Instagram world is the persona's own audience.
  const roster = JSON.parse(readFileSync(join(here, '..', 'personas', `${persona}.json`), 'utf8'));
  if (roster.persona !== persona) throw new Error(`${persona}: roster mismatch`);

  const localMs = (text) => {
    const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(text);
    if (!m) throw new Error(`${persona}: bad time "${text}"`);
    return Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]) - content.PERSONA_TZ * 3600_000 + int(0, 59) * 1000;
  };
  const utcMs = (text) => {
    const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(text);
    return Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]) + int(0, 59) * 1000;
  };
  const meta = (ms) => new Date(ms).toISOString().slice(0, 19) + '+0000';

  // ---- pages and the account ----------------------------------------------------------------
  const accountId = `17841${digits(12)}`;
  const pages = {};
  for (const p of content.PAGES) {
    const id = `10${digits(13)}`;
    pages[id] = { id, name: p.name, category: p.category, instagram_business_account_id: p.instagram ? accountId : null };
  }
  const igPage = Object.values(pages).find((p) => p.instagram_business_account_id).id;

  // ---- media --------------------------------------------------------------------------------
  const posts = content.POSTS.map(([when, type, caption, scale]) => ({ ms: localMs(when), type, caption, scale }));
  const a = content.ARCHIVE;
  const from = Date.parse(`${a.from}T00:00:00Z`);
  const to = Date.parse(`${a.to}T00:00:00Z`);
  for (let i = 0; i < a.count; i += 1) {
    const ms = from + Math.floor(rand() * (to - from)) + int(6, 20) * 3600_000;
    const place = pick(a.places);
    const opener = pick(a.openers).replace('{place}', place).replace('{time}', pick(a.times));
    const middle = pick(a.middles);
    const tags = [];
    while (tags.length < 4) {
      const t = pick(a.tags);
      if (!tags.includes(t)) tags.push(t);
    }
    const roll = rand();
    const type = roll < 0.15 ? 'VIDEO' : roll < 0.35 ? 'CAROUSEL_ALBUM' : 'IMAGE';
    posts.push({ ms, type, caption: [opener, middle, tags.join(' ')].filter(Boolean).join('\n\n'), scale: 0.5 + rand() * 0.7 });
  }
  posts.sort((x, y) => x.ms - y.ms);
  const media = {};
  const base = content.ACCOUNT.followers_count * 0.035;
  for (const p of posts) {
    if (p.ms >= CUTOFF) throw new Error(`${persona}: post after the snapshot time`);
    const id = `${pick(['17', '18'])}${digits(15)}`;
    const likes = Math.max(3, Math.round(base * p.scale * (0.7 + rand() * 0.6)));
    const reach = Math.round(likes * (5.5 + rand() * 3));
    const shortcode = `${pick(['C', 'D'])}${mixed(10)}`;
    const cdn = `https://scontent.cdninstagram.com/v/t51.29350-15/${digits(18)}_n.jpg?_nc_cat=10${int(1, 9)}&ccb=1-7&_nc_sid=18de74`;
    const item = {
      id,
      media_type: p.type,
      media_url: p.type === 'VIDEO' ? `https://scontent.cdninstagram.com/o1/v/t16/f2/m69/${mixed(24)}.mp4?efg=${mixed(16)}` : cdn,
      thumbnail_url: p.type === 'VIDEO' ? cdn : null,
      permalink: `https://www.instagram.com/${p.type === 'VIDEO' ? 'reel' : 'p'}/${shortcode}/`,
      caption: p.caption,
      timestamp: meta(p.ms),
      like_count: likes,
      comments_count: Math.round(likes * (0.015 + rand() * 0.03)),
      reach,
      shares: Math.round(likes * (0.02 + rand() * 0.05)),
      saved: Math.round(likes * (0.04 + rand() * 0.08)),
    };
    if (p.type === 'VIDEO') item.video_views = Math.round(reach * (1.3 + rand() * 0.8));
    media[id] = item;
  }

  // ---- daily account insights -----------------------------------------------------------------
  const insights = {};
  const ins = content.INSIGHTS;
  const postDays = new Set(posts.map((p) => new Date(p.ms).toISOString().slice(0, 10)));
  for (let ms = Date.parse(`${ins.from}T00:00:00Z`); ms <= Date.parse(`${ins.to}T00:00:00Z`); ms += 86400_000) {
    const day = new Date(ms).toISOString().slice(0, 10);
    const bump = postDays.has(day) ? 1.8 + rand() : 0.7 + rand() * 0.6;
    insights[day] = {
      reach: Math.round(ins.reach * bump),
      profile_views: Math.round(ins.profile_views * bump),
      website_clicks: Math.round(ins.website_clicks * bump * (0.5 + rand())),
      accounts_engaged: Math.round(ins.accounts_engaged * bump),
    };
  }

  const accounts = {
    [accountId]: {
      id: accountId,
      username: content.ACCOUNT.username,
      name: content.ACCOUNT.name,
      biography: content.ACCOUNT.biography,
      website: content.ACCOUNT.website,
      followers_count: content.ACCOUNT.followers_count,
      follows_count: content.ACCOUNT.follows_count,
      profile_picture_url: `https://scontent.cdninstagram.com/v/t51.2885-19/${digits(18)}_n.jpg?stp=dst-jpg_s206x206&_nc_sid=7d201b`,
      media,
      insights_daily: insights,
    },
  };

  // ---- DM users and conversations -------------------------------------------------------------
  const users = {};
  const igsid = {};
  for (const [username, name] of content.USERS) {
    const id = `${int(5, 9)}${digits(15)}`;
    igsid[username] = id;
    users[id] = { id, username, name };
  }
  const conversations = {};
  for (const [who, msgs] of content.THREADS) {
    const pid = igsid[who];
    if (!pid) throw new Error(`${persona}: unknown DM participant ${who}`);
    const id = `aWdfZAG06MTpJR01lc3NhZA2VUaHJlYWQ6${mixed(64)}`;
    const messages = {};
    let last = 0;
    for (const [when, dir, text] of msgs) {
      const ms = utcMs(when);
      if (ms >= CUTOFF) throw new Error(`${persona}: DM after the snapshot time`);
      const mid = `aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOj${mixed(60)}`;
      messages[mid] = {
        id: mid,
        from_id: dir === 'in' ? pid : accountId,
        to_id: dir === 'in' ? accountId : pid,
        message: text,
        created_time: meta(ms),
      };
      last = Math.max(last, ms);
    }
    conversations[id] = { id, page_id: igPage, participant_id: pid, updated_time: meta(last), messages };
  }

  const web = {};
  for (const [url, type, width, height] of content.WEB) web[url] = { content_type: type, width, height };

  return {
    format: 'mcp-persona/snapshot',
    version: 1,
    server: 'instagram',
    persona,
    tree: {
      config: { business_account_id: accountId, api_version: 'v22.0' },
      auth: { token_valid: true, expires_at: content.TOKEN.expires_at, scopes: ['instagram_basic', 'instagram_content_publish', 'instagram_manage_insights', 'instagram_manage_messages', 'pages_show_list', 'pages_read_engagement'] },
      pages,
      accounts,
      users,
      conversations,
      web,
    },
  };
}

const personas = [
  ['emma-clark', 0x656d6d61],
  ['li-ming', 0x6c696d69],
];
mkdirSync(outDir, { recursive: true });
for (const [persona, seed] of personas) {
  const content = await import(`./${persona}.content.mjs`);
  writeFileSync(join(outDir, `${persona}.json`), JSON.stringify(build(persona, content, seed), null, 2) + '\n');
}
