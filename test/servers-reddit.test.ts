// The Reddit kernels (reddit-mcp-buddy 1.1.14, anonymous, JSON API reachable), tool by tool: the
// server's JSON (two-space indent) for each success — listings in Reddit's sort orders, search,
// comment trees, user summaries, the glossary — and its error classes: zod issues as
// `Error: [...]` with isError, the Reddit client's 404/403 wording (including the RSS fallback
// for browsing and the `r/resource` quirk for users), and the tools' own checks. The server is
// read-only: no call may emit an operation.
import { describe, it, expect } from 'vitest';
import { readFileSync, mkdtempSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { loadServer } from '../runtime/servers/registry.ts';
import { loadKernelInProcess, callInProcess } from '../runtime/kernel/inprocess.ts';
import { Sandbox } from '../runtime/sandbox/sandbox.ts';
import type { CallToolResult, PatchOp } from '../runtime/kernel/types.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Any = any;

const ROOT = join(import.meta.dirname, '..');
const SNAP: Any = JSON.parse(readFileSync(join(ROOT, 'snapshots', 'reddit', 'emma-clark.json'), 'utf8'));
const T: Any = SNAP.tree;
const server = loadServer('reddit');
const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);
const NOW = T0 / 1000;

const posts: Any[] = Object.values(T.posts);
const post = (title: string): Any => {
  const p = posts.find((x) => x.title === title);
  if (!p) throw new Error(`no post "${title}"`);
  return p;
};
const GRADER = post('[D] How do you report grader agreement for LLM-as-judge evals?');
const SNOWSHOE = post('Snowshoe routes near Granite Ridge Lodge for a group of beginners in mid-April?');
const NSFW = posts.find((p) => p.over_18);
const PRIVATE = posts.find((p) => p.subreddit === 'evalsinsiders');
const SUB_RULE = 'Subreddit must be 2-21 characters (letters, numbers, underscore) without the r/ prefix; u_<username> profile subreddits and a+b multireddits are also accepted';
const FORBIDDEN = (name: string) => `Cannot access r/${name} - it may be private, quarantined, or doesn't exist. Try a public subreddit like 'programming', 'technology', or 'news'`;

interface Call { result: CallToolResult; ops: PatchOp[]; text: string; body: Any }

async function call(tool: string, args: Any, tree: Any = T): Promise<Call> {
  const kernel = await loadKernelInProcess(server, tool);
  const { result, ops } = callInProcess(server, kernel, structuredClone(tree), args, { nowMs: T0, seedWords: [1, 2, 3, 4], seq: 1 });
  const text = String(result.content[0].text);
  expect(ops).toEqual([]);
  return { result, ops, text, body: result.isError ? null : JSON.parse(text) };
}

function ok(r: Call) {
  expect(r.result.isError, r.text).toBeUndefined();
  expect(r.text).toBe(JSON.stringify(r.body, null, 2));
}

function failed(r: Call, message: string) {
  expect(r.text).toBe(`Error: ${message}`);
  expect(r.result.isError).toBe(true);
}

const zod = (issues: Any[]) => JSON.stringify(issues, null, 2);

/** Reddit's hot rank, to check the listing order independently of the kernel. */
const hot = (p: Any) => {
  const s = p.score;
  return Math.round(((s > 0 ? 1 : s < 0 ? -1 : 0) * Math.log10(Math.max(Math.abs(s), 1)) + (p.created_utc - 1134028003) / 45000) * 1e7) / 1e7;
};

describe('reddit: server folder', () => {
  it('exposes exactly the 5 real tools; the handler validates and answers unknown tools with isError', () => {
    expect(server.tools.map((t) => t.name)).toEqual(['browse_subreddit', 'search_reddit', 'get_post_details', 'user_analysis', 'reddit_explain']);
    expect(server.config).toMatchObject({ name: 'reddit', validation: 'none', defaultSnapshot: 'reddit/emma-clark', unknownTool: { text: 'Error: Unknown tool: {name}', isError: true } });
    const shared = '/work/shared/tools/reddit.json';
    if (existsSync(shared)) expect(readFileSync(join(ROOT, 'kernels/reddit/manifest.json'), 'utf8')).toBe(readFileSync(shared, 'utf8'));
    for (const p of posts) {
      expect(p.id).toMatch(/^1[0-9a-z]{6}$/);
      for (const c of Object.values(p.comments) as Any[]) expect(c.id).toMatch(/^n[0-9a-z]{6}$/);
    }
  });
});

describe('reddit: browse_subreddit', () => {
  it('hot: stickies first, then Reddit\'s hot rank; the essential fields in the server\'s order', async () => {
    const r = await call('browse_subreddit', { subreddit: 'r/MachineLearning' });
    ok(r);
    const ml = posts.filter((p) => p.subreddit === 'MachineLearning' && !p.over_18);
    const expected = ml.filter((p) => p.stickied).concat(ml.filter((p) => !p.stickied).sort((a, b) => hot(b) - hot(a)));
    expect(r.body.posts.map((p: Any) => p.id)).toEqual(expected.slice(0, 25).map((p) => p.id));
    expect(r.body.total_posts).toBe(r.body.posts.length);
    expect(r.body.data_source).toBe('api');
    const g = r.body.posts.find((p: Any) => p.id === GRADER.id);
    expect(Object.keys(g)).toEqual(['id', 'title', 'author', 'score', 'upvote_ratio', 'num_comments', 'created_utc', 'url', 'permalink', 'subreddit', 'is_video', 'is_text_post', 'content', 'nsfw', 'stickied', 'link_flair_text']);
    expect(g).toMatchObject({ author: 'quietgradient', score: 412, num_comments: Object.keys(GRADER.comments).length, permalink: `https://reddit.com/r/MachineLearning/comments/${GRADER.id}/${GRADER.slug}/`, is_text_post: true, stickied: false, link_flair_text: 'Discussion' });
    expect(g.content).toBe(GRADER.selftext.substring(0, 500));
  });

  it('new / top within a time window / limit; NSFW only on request; subreddit info on request', async () => {
    const fresh = await call('browse_subreddit', { subreddit: 'tahoe', sort: 'new', limit: 3 });
    const tahoe = posts.filter((p) => p.subreddit === 'tahoe').sort((a, b) => b.created_utc - a.created_utc);
    expect(fresh.body.posts.map((p: Any) => p.id)).toEqual(tahoe.slice(0, 3).map((p) => p.id));
    const week = await call('browse_subreddit', { subreddit: 'tahoe', sort: 'top', time: 'week', include_subreddit_info: true });
    const inWeek = tahoe.filter((p) => p.created_utc >= NOW - 7 * 86400).sort((a, b) => b.score - a.score);
    expect(week.body.posts.map((p: Any) => p.id)).toEqual(inWeek.map((p) => p.id));
    expect(week.body.subreddit_info).toEqual({ name: 'tahoe', subscribers: 61230, description: 'Everything Lake Tahoe: conditions, trails, skiing and lake life.', type: 'public', created: '2009-11-02T00:00:00.000Z', nsfw: false });
    const sf = await call('browse_subreddit', { subreddit: 'sanfrancisco', sort: 'new', limit: 100 });
    expect(sf.body.posts.map((p: Any) => p.id)).not.toContain(NSFW.id);
    const sfAll = await call('browse_subreddit', { subreddit: 'sanfrancisco', sort: 'new', limit: 100, include_nsfw: true });
    expect(sfAll.body.posts.find((p: Any) => p.id === NSFW.id).nsfw).toBe(true);
  });

  it('r/all and r/popular span the public communities without stickies; info is silently omitted', async () => {
    const all = await call('browse_subreddit', { subreddit: 'all', sort: 'top', time: 'all', limit: 100, include_subreddit_info: true, include_nsfw: true });
    expect(all.body.posts).toHaveLength(100);
    const sfw = await call('browse_subreddit', { subreddit: 'all', sort: 'top', time: 'all', limit: 100 });
    expect(sfw.body.posts).toHaveLength(99); // the limit applies before the server drops NSFW posts
    expect(all.body.posts.some((p: Any) => p.subreddit === 'evalsinsiders' || p.stickied)).toBe(false);
    expect(all.body).not.toHaveProperty('subreddit_info');
    const multi = await call('browse_subreddit', { subreddit: 'tahoe+running', sort: 'new', limit: 100 });
    expect(new Set(multi.body.posts.map((p: Any) => p.subreddit))).toEqual(new Set(['tahoe', 'running']));
  });

  it('fails on the JSON API and the RSS fallback for private and unknown communities', async () => {
    failed(await call('browse_subreddit', { subreddit: 'evalsinsiders' }), `Both the JSON API and the RSS fallback failed for r/evalsinsiders. API: ${FORBIDDEN('evalsinsiders')}. RSS: Cannot access r/evalsinsiders - it may be private, quarantined, or NSFW (Reddit's logged-out feed refuses NSFW subreddits)`);
    failed(await call('browse_subreddit', { subreddit: 'tahoe_ski_club' }), 'Both the JSON API and the RSS fallback failed for r/tahoe_ski_club. API: Not found - r/tahoe_ski_club does not exist or is inaccessible. RSS: Not found - r/tahoe_ski_club does not exist or is inaccessible');
  });

  it('reports zod issues (refine, bounds, enum, type) in schema order', async () => {
    failed(await call('browse_subreddit', { subreddit: 'r/a', sort: 'best', limit: 0, include_nsfw: 'yes' }), zod([
      { code: 'custom', message: SUB_RULE, path: ['subreddit'] },
      { received: 'best', code: 'invalid_enum_value', options: ['hot', 'new', 'top', 'rising', 'controversial'], path: ['sort'], message: "Invalid enum value. Expected 'hot' | 'new' | 'top' | 'rising' | 'controversial', received 'best'" },
      { code: 'too_small', minimum: 1, type: 'number', inclusive: true, exact: false, message: 'Number must be greater than or equal to 1', path: ['limit'] },
      { code: 'invalid_type', expected: 'boolean', received: 'string', path: ['include_nsfw'], message: 'Expected boolean, received string' },
    ]));
    failed(await call('browse_subreddit', { limit: 101 }), zod([
      { code: 'invalid_type', expected: 'string', received: 'undefined', path: ['subreddit'], message: 'Required' },
      { code: 'too_big', maximum: 100, type: 'number', inclusive: true, exact: false, message: 'Number must be less than or equal to 100', path: ['limit'] },
    ]));
  });
});

describe('reddit: search_reddit', () => {
  it('finds title matches first, then text matches, with the search fields (no stickied)', async () => {
    const r = await call('search_reddit', { query: 'grader agreement' });
    ok(r);
    expect(r.body.results[0].id).toBe(GRADER.id);
    expect(r.body.total_results).toBe(r.body.results.length);
    expect(Object.keys(r.body.results[0])).toEqual(['id', 'title', 'author', 'score', 'upvote_ratio', 'num_comments', 'created_utc', 'url', 'permalink', 'subreddit', 'is_video', 'is_text_post', 'content', 'nsfw', 'link_flair_text']);
    for (const p of r.body.results) expect(`${p.title} ${T.posts[p.id].selftext}`.toLowerCase()).toMatch(/grader\W+agreement/);
  });

  it('restricts to subreddits, sorts, filters by time, and notes local author/flair filtering', async () => {
    const tahoe = await call('search_reddit', { query: 'snowshoe', subreddits: ['tahoe'], sort: 'new' });
    expect(tahoe.body.results.map((p: Any) => p.id)).toEqual(posts.filter((p) => p.subreddit === 'tahoe' && /snowshoe/i.test(p.title + ' ' + p.selftext)).sort((a, b) => b.created_utc - a.created_utc).map((p) => p.id));
    const mine = await call('search_reddit', { query: 'snowshoe', subreddits: ['tahoe'], author: 'u/QuietGradient' });
    expect(mine.body.results.map((p: Any) => p.id)).toEqual([SNOWSHOE.id]);
    expect(mine.body.filter_note).toBe(`${tahoe.body.results.length} posts matched the query; 1 remained after applying the author filter locally. Reddit applies the limit before this filter, so more matches may exist beyond the first ${tahoe.body.results.length} results.`);
    const recent = await call('search_reddit', { query: 'snowshoe', time: 'day' });
    expect(recent.body.results).toEqual([]);
    expect((await call('search_reddit', { query: '' })).body).toEqual({ results: [], total_results: 0 });
    const flair = await call('search_reddit', { query: 'title:khao', flair: 'food' });
    expect(flair.body.results.map((p: Any) => p.link_flair_text)).toEqual(['Restaurant / Food']);
  });

  it('skips communities that fail when several are searched, and fails only when all do', async () => {
    const part = await call('search_reddit', { query: 'snowshoe', subreddits: ['evalsinsiders', 'tahoe', 'no_such_sub'] });
    expect(part.body.results.every((p: Any) => p.subreddit === 'tahoe')).toBe(true);
    expect(part.body.results.length).toBeGreaterThan(0);
    failed(await call('search_reddit', { query: 'labels', subreddits: ['evalsinsiders', 'no_such_sub'] }), 'Search failed for all subreddits: evalsinsiders, no_such_sub');
    failed(await call('search_reddit', { query: 'labels', subreddits: ['evalsinsiders'] }), FORBIDDEN('evalsinsiders'));
    failed(await call('search_reddit', { subreddits: Array.from({ length: 11 }, (_, i) => `sub${i}`) }), zod([
      { code: 'invalid_type', expected: 'string', received: 'undefined', path: ['query'], message: 'Required' },
      { code: 'too_big', maximum: 10, type: 'array', inclusive: true, exact: false, message: 'Array must contain at most 10 element(s)', path: ['subreddits'] },
    ]));
  });
});

describe('reddit: get_post_details', () => {
  it('returns the post and its best-sorted comment tree, cut by limit and depth', async () => {
    const r = await call('get_post_details', { post_id: `t3_${GRADER.id}`, subreddit: 'MachineLearning', comment_limit: 100 });
    ok(r);
    expect(Object.keys(r.body.post)).toEqual(['id', 'title', 'author', 'score', 'upvote_ratio', 'num_comments', 'created_utc', 'url', 'permalink', 'subreddit', 'is_video', 'is_text_post', 'content', 'nsfw', 'link_flair_text', 'stickied', 'locked']);
    expect(r.body.top_comments).toHaveLength(5);
    const first = r.body.top_comments[0];
    expect(first).toMatchObject({ author: 'kappa_not_accuracy', score: 188, depth: 0, is_op: false });
    expect(first.replies[0]).toMatchObject({ author: 'quietgradient', depth: 1, is_op: true });
    expect(first.replies[0].replies[0]).toMatchObject({ author: 'kappa_not_accuracy', depth: 2, replies: [] });
    expect(r.body.total_comments).toBe(Object.keys(GRADER.comments).length); // all 11, no thread deeper than 3 levels
    const shallow = await call('get_post_details', { url: `https://old.reddit.com/r/MachineLearning/comments/${GRADER.id}/whatever/?utm_source=share`, comment_depth: 1, comment_limit: 3, max_top_comments: 20 });
    expect(shallow.body.top_comments).toHaveLength(3);
    expect(shallow.body.total_comments).toBe(3);
    expect(shallow.body.top_comments.every((c: Any) => c.replies.length === 0)).toBe(true);
    const top = await call('get_post_details', { url: `https://redd.it/${GRADER.id}`, comment_sort: 'top' });
    const scores = top.body.top_comments.map((c: Any) => c.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('extracts links from comment bodies only', async () => {
    const tree = structuredClone(T);
    const c = Object.values(tree.posts[SNOWSHOE.id].comments)[0] as Any;
    c.body = 'Trail map: https://trails.example/eagle-point and parking info https://parks.example/tahoe.';
    const r = await call('get_post_details', { post_id: SNOWSHOE.id, extract_links: true }, tree);
    expect(r.body.extracted_links).toEqual(['https://trails.example/eagle-point', 'https://parks.example/tahoe.']);
  });

  it('answers the client\'s errors for missing, unknown, private and malformed posts', async () => {
    failed(await call('get_post_details', {}), 'Provide either url OR post_id');
    failed(await call('get_post_details', { url: 'https://example.com/r/x/comments/1' }), 'Invalid Reddit URL format. Supported formats: reddit.com/r/subreddit/comments/id, old.reddit.com/..., np.reddit.com/..., redd.it/id');
    failed(await call('get_post_details', { post_id: '1zzzzzz' }), 'Post with ID 1zzzzzz not found');
    failed(await call('get_post_details', { post_id: PRIVATE.id }), `Post with ID ${PRIVATE.id} not found`);
    failed(await call('get_post_details', { post_id: PRIVATE.id, subreddit: 'evalsinsiders' }), FORBIDDEN('evalsinsiders'));
    failed(await call('get_post_details', { post_id: '1zzzzzz', subreddit: 'tahoe' }), 'Not found - r/tahoe does not exist or is inaccessible');
    failed(await call('get_post_details', { post_id: GRADER.id, subreddit: 'no_such_sub' }), 'Not found - r/no_such_sub does not exist or is inaccessible');
    const wrongSub = await call('get_post_details', { post_id: GRADER.id, subreddit: 'tahoe' });
    expect(wrongSub.body.post.subreddit).toBe('MachineLearning');
    failed(await call('get_post_details', { post_id: 't3_!!', comment_sort: 'hot' }), zod([
      { code: 'custom', message: 'Post ID must be 2-13 alphanumeric characters (e.g. "1abc2d3"), with or without the t3_ prefix', path: ['post_id'] },
      { received: 'hot', code: 'invalid_enum_value', options: ['best', 'top', 'new', 'controversial', 'qa'], path: ['comment_sort'], message: "Invalid enum value. Expected 'best' | 'top' | 'new' | 'controversial' | 'qa', received 'hot'" },
    ]));
  });
});

describe('reddit: user_analysis', () => {
  it('summarises a user: age, karma, top subreddits by karma, recent posts with insights, recent comments', async () => {
    const r = await call('user_analysis', { username: 'u/quietgradient', time_range: 'all', posts_limit: 2, comments_limit: 2 });
    ok(r);
    const mine = posts.filter((p) => p.author === 'quietgradient').sort((a, b) => b.created_utc - a.created_utc);
    expect(r.body.username).toBe('quietgradient');
    expect(r.body.accountAge).toBe('6 years');
    expect(r.body.karma).toEqual({ link: 1832, comment: 9410, total: 11242 });
    expect(r.body.recentPosts.map((p: Any) => p.id)).toEqual(mine.slice(0, 2).map((p) => p.id));
    expect(r.body.recentPosts[0]).toEqual({
      id: mine[0].id, title: mine[0].title, score: mine[0].score, comments: Object.keys(mine[0].comments).length, insight: '📄 Standard post',
      url: `https://reddit.com/r/${mine[0].subreddit}/comments/${mine[0].id}/${mine[0].slug}/`, author: 'quietgradient', subreddit: mine[0].subreddit,
      created: new Date(mine[0].created_utc * 1000).toISOString(),
    });
    expect(r.body.recentComments).toHaveLength(2);
    expect(r.body).not.toHaveProperty('timeRangeNote');
  });

  it('falls back to recent posts when the time range is empty, and says so', async () => {
    const r = await call('user_analysis', { username: 'quietgradient', time_range: 'day', posts_limit: 1, comments_limit: 1 });
    expect(r.body.timeRangeNote).toBe('No posts found in the last day, showing all recent posts instead');
    expect(r.body.recentPosts).toHaveLength(1);
  });

  it('without posts it only reports karma, age "Unknown", and comments', async () => {
    const r = await call('user_analysis', { username: 'quietgradient', posts_limit: 0, comments_limit: 1, time_range: 'all' });
    expect(Object.keys(r.body)).toEqual(['username', 'accountAge', 'karma', 'recentComments']);
    expect(r.body.accountAge).toBe('Unknown');
  });

  it('words an unknown user as the client does (no /r/ in the path), and checks the name', async () => {
    failed(await call('user_analysis', { username: 'no_such_redditor' }), 'Not found - r/resource does not exist or is inaccessible');
    failed(await call('user_analysis', { username: 'x', posts_limit: 101 }), zod([
      { code: 'custom', message: 'Username must be 3-20 characters (letters, numbers, underscore, hyphen), without the u/ prefix', path: ['username'] },
      { code: 'too_big', maximum: 100, type: 'number', inclusive: true, exact: false, message: 'Number must be less than or equal to 100', path: ['posts_limit'] },
    ]));
  });
});

describe('reddit: reddit_explain', () => {
  it('explains the glossary terms case-insensitively and has a fixed answer for the rest', async () => {
    const r = await call('reddit_explain', { term: 'Cake Day' });
    ok(r);
    expect(Object.keys(r.body)).toEqual(['definition', 'origin', 'usage', 'examples', 'relatedTerms']);
    expect(r.body.relatedTerms).toEqual([]);
    const unknown = await call('reddit_explain', { term: 'touch grass' });
    expect(unknown.body).toEqual({
      definition: 'Term not found in database. This might be a subreddit-specific term or newer slang.',
      origin: 'Unknown', usage: "Try searching Reddit for this term to see how it's used", examples: [], relatedTerms: [],
    });
    failed(await call('reddit_explain', {}), zod([{ code: 'invalid_type', expected: 'string', received: 'undefined', path: ['term'], message: 'Required' }]));
  });
});

describe('reddit: sandbox and snapshots', () => {
  it('gives the same answers inside the isolate as in process', async () => {
    const sandbox = new Sandbox([server]);
    sandbox.loadTree('reddit', T);
    const calls: [string, Any][] = [
      ['browse_subreddit', { subreddit: 'running', sort: 'controversial', time: 'all' }],
      ['search_reddit', { query: 'kappa OR judge', sort: 'comments' }],
      ['get_post_details', { post_id: GRADER.id, comment_sort: 'qa' }],
      ['user_analysis', { username: 'quietgradient' }],
      ['browse_subreddit', { subreddit: 'evalsinsiders' }],
    ];
    for (const [tool, args] of calls) {
      const mine = await call(tool, args);
      const out = sandbox.call('reddit', tool, args, T0, 1, [1, 2, 3, 4]);
      expect('result' in out ? out.result : out).toEqual(mine.result);
    }
  });

  it('build.mjs reproduces both committed snapshots byte for byte', () => {
    const dir = mkdtempSync(join(tmpdir(), 'reddit-snap-'));
    execFileSync(process.execPath, [join(ROOT, 'snapshots', 'reddit', 'build.mjs'), dir], { stdio: 'pipe' });
    for (const persona of ['emma-clark', 'li-ming']) {
      expect(readFileSync(join(dir, `${persona}.json`), 'utf8')).toBe(readFileSync(join(ROOT, 'snapshots', 'reddit', `${persona}.json`), 'utf8'));
    }
  });
});
