// Builds the Reddit snapshots (snapshots/reddit/<persona>.json): the public Reddit each persona
// reads, from the authored communities, anchor posts and pools in <persona>.content.mjs.
//
//   node snapshots/reddit/build.mjs [output-directory]
//
// Post ids are base36 and grow with time (7 characters starting `1o…`/`1p…` for Nov–Dec 2025),
// comment ids likewise (`n…`); scores are heavy-tailed and scaled to each community's size.
// Deterministic: one seeded generator per persona, consumed in a fixed order.

import { writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { sfc32 } from '../../runtime/context/ids.js';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = process.argv[2] || here;

const PERSONAS = [
  { persona: 'emma-clark', seed: [0x52454401, 0x656d6d61, 0x636c6172, 20260101] },
  { persona: 'li-ming', seed: [0x52454402, 0x6c696d69, 0x6e670005, 20260101] },
];

const T0 = Date.UTC(2025, 10, 1) / 1000; // 2025-11-01T00:00Z
const LAST = Date.UTC(2026, 0, 1, 8, 30) / 1000; // just before the run clock (2026-01-01T09:00Z)
const POST_BASE = parseInt('1olq000', 36);
const COMMENT_BASE = parseInt('nmv0000', 36);


function tools(rand) {
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  return {
    rand,
    int,
    pick: (xs) => xs[Math.floor(rand() * xs.length)],
    chance: (p) => rand() < p,
    base36: (n) => {
      let s = '';
      for (let i = 0; i < n; i += 1) s += '0123456789abcdefghijklmnopqrstuvwxyz'[Math.floor(rand() * 36)];
      return s;
    },
    /** Heavy-tailed integer in [lo, hi]. */
    heavy: (lo, hi) => Math.floor(lo + Math.exp(rand() * Math.log(Math.max(2, hi - lo + 1))) - 1),
  };
}

function utc(stamp) {
  const m = /^(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(stamp);
  if (!m) throw new Error(`reddit content: bad time "${stamp}" (want MM-DD HH:MM, UTC)`);
  const month = Number(m[1]);
  return Date.UTC(month >= 7 ? 2025 : 2026, month - 1, Number(m[2]), Number(m[3]), Number(m[4])) / 1000;
}

const dateSec = (ymd) => Date.parse(`${ymd}T00:00:00Z`) / 1000;

function slugOf(title) {
  const words = title.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim().split(' ').filter(Boolean);
  let slug = '';
  for (const w of words) {
    if ((slug + '_' + w).length > 52) break;
    slug = slug ? `${slug}_${w}` : w;
  }
  return slug || 'post';
}

async function build({ persona, seed }) {
  const content = await import(`./${persona}.content.mjs`);
  const t = tools(sfc32(seed, 32));
  const usedPostIds = new Set();
  const usedCommentIds = new Set();
  const postId = (created) => {
    let n = POST_BASE + Math.floor((created - T0) / 1.7) + t.int(0, 3);
    while (usedPostIds.has(n)) n += 1;
    usedPostIds.add(n);
    return n.toString(36);
  };
  const commentId = (created) => {
    let n = COMMENT_BASE + Math.floor((created - T0) * 6) + t.int(0, 5);
    while (usedCommentIds.has(n)) n += 1;
    usedCommentIds.add(n);
    return n.toString(36);
  };

  // Communities.
  const subreddits = {};
  const subByName = {};
  for (const s of content.SUBREDDITS) {
    const sub = {
      display_name: s.name,
      name: `t5_${t.base36(s.subscribers > 100000 ? 5 : 6)}`,
      title: s.title,
      public_description: s.description,
      description: `${s.description}\n\nPlease read the rules in the sidebar before posting.`,
      subscribers: s.subscribers,
      subreddit_type: s.type || 'public',
      over18: false,
      created_utc: dateSec(s.created),
    };
    subreddits[s.name] = sub;
    subByName[s.name] = s;
  }

  const authors = new Set();
  const posts = [];

  function buildComments(post, specs, parentFullname, depth, after) {
    const out = [];
    let clock = after;
    for (const [author, body, score, replies] of specs) {
      clock += t.int(60, 5400);
      const c = { id: commentId(clock), parent_id: parentFullname, author, body, score, created_utc: Math.min(clock, LAST) };
      if (author === 'AutoModerator') c.distinguished = 'moderator';
      if (author !== '[deleted]') authors.add(author);
      out.push(c);
      if (replies && replies.length) out.push(...buildComments(post, replies, `t1_${c.id}`, depth + 1, clock));
    }
    return out;
  }

  function finishPost(spec, created) {
    const id = postId(created);
    const slug = slugOf(spec.title);
    const isSelf = !spec.url;
    const post = {
      id,
      subreddit: spec.sub,
      title: spec.title,
      author: spec.author,
      selftext: isSelf ? spec.body : '',
      url: isSelf ? `https://www.reddit.com/r/${spec.sub}/comments/${id}/${slug}/` : spec.url,
      domain: isSelf ? `self.${spec.sub}` : spec.domain,
      is_self: isSelf,
      is_video: Boolean(spec.video),
      score: spec.score,
      upvote_ratio: spec.ratio,
      created_utc: created,
      link_flair_text: spec.flair || null,
      over_18: Boolean(spec.over18),
      stickied: Boolean(spec.stickied),
      locked: Boolean(spec.locked),
      distinguished: spec.distinguished || null,
      slug,
      comments: {},
    };
    authors.add(spec.author);
    return post;
  }

  // Anchors.
  for (const a of content.ANCHORS) {
    if (!subByName[a.sub]) throw new Error(`reddit content (${persona}): anchor "${a.key}" names unknown subreddit ${a.sub}`);
    const created = utc(a.when) + t.int(0, 59);
    const post = finishPost(a, created);
    for (const c of buildComments(post, a.comments || [], `t3_${post.id}`, 0, created)) post.comments[c.id] = c;
    posts.push(post);
  }

  // Generated posts, one per title in each community's pool.
  for (const s of content.SUBREDDITS) {
    const handles = content.HANDLES[s.name];
    const maxScore = Math.max(30, Math.round(s.subscribers / 900));
    for (const title of s.titles.slice(0, s.volume)) {
      const recent = t.chance(0.12);
      const created = recent ? LAST - t.int(600, 36 * 3600) : T0 + t.int(0, LAST - T0 - 36 * 3600);
      const score = t.chance(0.06) ? -t.int(1, 12) : t.heavy(1, maxScore);
      const ratio = score <= 0 ? Number((0.3 + t.rand() * 0.18).toFixed(2)) : Number(Math.min(0.99, 0.62 + t.rand() * 0.37 + Math.log10(score + 1) * 0.02).toFixed(2));
      const link = t.chance(0.15);
      const spec = {
        sub: s.name,
        author: t.pick(handles),
        title,
        flair: t.chance(0.85) ? t.pick(s.flairs) : null,
        score,
        ratio,
        body: t.pick(s.bodies).replace('{n}', String(t.int(1000, 9999))),
        url: link ? `https://${t.pick(['github.example', 'arxiv-alerts.example', 'blog.example', 'youtube.example'])}/${slugOf(title).replace(/_/g, '-')}` : undefined,
      };
      if (link) spec.domain = spec.url.split('/')[2];
      const post = finishPost(spec, created);
      // Comment forest: heavy-tailed count, replies nest up to four levels.
      const n = t.heavy(0, Math.min(28, 4 + Math.round(Math.log10(score + 10) * 6)));
      const make = (depth) => {
        const who = t.chance(0.05) && s.name !== 'evalsinsiders' ? content.ME.name : t.pick(handles);
        const score2 = t.chance(0.08) ? -t.int(1, 9) : t.heavy(1, Math.max(3, Math.round(score / 3)));
        const kids = [];
        if (depth < 4 && t.chance(depth === 0 ? 0.4 : 0.25)) {
          const k = t.int(1, 2);
          for (let i = 0; i < k; i += 1) kids.push(make(depth + 1));
        }
        const body = t.chance(0.03) ? '[deleted]' : t.pick(s.comments);
        return [body === '[deleted]' ? '[deleted]' : who, body, score2, kids];
      };
      const specs = [];
      for (let i = 0; i < n; i += 1) specs.push(make(0));
      for (const c of buildComments(post, specs, `t3_${post.id}`, 0, created)) post.comments[c.id] = c;
      posts.push(post);
    }
  }
  // Stickies and moderators count as authors too.
  authors.add('AutoModerator');

  posts.sort((a, b) => a.created_utc - b.created_utc || (a.id < b.id ? -1 : 1));
  const postMap = {};
  for (const p of posts) postMap[p.id] = p;

  // Accounts: every author, with age and karma; the persona's own as authored.
  const users = {};
  for (const name of [...authors].sort()) {
    if (name === content.ME.name) {
      users[name] = { name, id: `t2_${t.base36(8)}`, created_utc: dateSec(content.ME.created), link_karma: content.ME.link_karma, comment_karma: content.ME.comment_karma };
    } else if (name === 'AutoModerator') {
      users[name] = { name, id: 't2_6l4z3', created_utc: dateSec('2012-01-05'), link_karma: 1000, comment_karma: 1000 };
    } else {
      users[name] = {
        name,
        id: `t2_${t.base36(t.chance(0.5) ? 8 : 9)}`,
        created_utc: dateSec(`${t.int(2011, 2024)}-${String(t.int(1, 12)).padStart(2, '0')}-${String(t.int(1, 28)).padStart(2, '0')}`),
        link_karma: t.heavy(1, 80000),
        comment_karma: t.heavy(10, 150000),
      };
    }
  }

  const tree = { subreddits, posts: postMap, users };
  const snapshot = { format: 'mcp-persona/snapshot', version: 1, server: 'reddit', persona, tree };
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, `${persona}.json`), JSON.stringify(snapshot, null, 2) + '\n');
  return { posts: posts.length, comments: posts.reduce((n, p) => n + Object.keys(p.comments).length, 0) };
}

for (const p of PERSONAS) {
  const n = await build(p);
  process.stderr.write(`reddit/${p.persona}: ${n.posts} posts, ${n.comments} comments\n`);
}
