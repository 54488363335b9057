// The Instagram kernels (jlbadano/ig-mcp on the Graph API), tool by tool. Every result is the
// server's MCPToolResult printed with Python's json.dumps(indent=2) (non-ASCII escaped), never an
// MCP error — except the Python SDK's input validation. Error classes covered: jsonschema
// validation, pydantic ValidationError ("Tool execution failed"), Graph errors wrapped as
// "Instagram API error: Failed to …" (unknown objects, expired token, insights limits), the local
// aspect-ratio and download checks of publish_media, and the DM send window.
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
const server = loadServer('instagram');
const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);
const snap = (persona: string): Any => JSON.parse(readFileSync(join(ROOT, 'snapshots', 'instagram', `${persona}.json`), 'utf8'));
const EMMA: Any = snap('emma-clark').tree;
const LIMING: Any = snap('li-ming').tree;

const ACCOUNT_ID: string = EMMA.config.business_account_id;
const ACCOUNT: Any = EMMA.accounts[ACCOUNT_ID];
const MEDIA: Any[] = Object.values(ACCOUNT.media);
const mediaWith = (text: string): Any => MEDIA.find((m) => m.caption.includes(text));
const FOG = mediaWith('Fog Over the Gate');
const SOLSTICE = mediaWith('Winter solstice sunset');
const userNamed = (t: Any, name: string): Any => Object.values(t.users).find((u: Any) => u.username === name);
const convWith = (t: Any, name: string): Any => Object.values(t.conversations).find((c: Any) => c.participant_id === userNamed(t, name).id);
const IG_PAGE: Any = Object.values(EMMA.pages).find((p: Any) => p.instagram_business_account_id);
const OLIVIA = userNamed(EMMA, 'olivia.interiors.sf');
const HARBOR = userNamed(EMMA, 'harborlight.gallery');
const GOOD_IMAGE = 'https://cdn.emmaclark-photo.example/ig/2026-01-01-lands-end-fog.jpg';

// ---------------------------------------------------------------------------------------------

type Call = KernelCall;

const session = (base: Any = EMMA) => kernelSession(server, base, { seedTail: [2, 4, 8], json: 'lenient' });

const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 19);

/** A successful MCPToolResult: exact data, metadata {tool, timestamp[, note]}. */
function ok(r: Call, tool: string, note?: string) {
  expect(r.result.isError).toBeUndefined();
  expect(Object.keys(r.body)).toEqual(['success', 'data', 'error', 'metadata']);
  expect(r.body.success).toBe(true);
  expect(r.body.error).toBeNull();
  expect(r.body.metadata).toEqual(note ? { tool, timestamp: stamp(r.nowMs), note } : { tool, timestamp: stamp(r.nowMs) });
  return r.body.data;
}

/** An InstagramAPIError result (success false, codes None), with nothing written. */
function apiError(r: Call, message: string) {
  expect(r.result.isError).toBeUndefined();
  expect(r.body).toEqual({ success: false, data: null, error: `Instagram API error: ${message}`, metadata: { error_code: null, error_subcode: null } });
  expect(r.ops).toEqual([]);
}

function invalid(r: Call, message: string) {
  expect(r.result.isError).toBe(true);
  expect(r.text).toBe(`Input validation error: ${message}`);
  expect(r.ops).toEqual([]);
}

const unsupported = (id: string) => `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`;

function expired(tree: Any) {
  tree.auth.expires_at = '2026-01-01T08:00:00Z';
}
const EXPIRED = (ms: number) => {
  const pst = (t: number) => {
    const d = new Date(t - 8 * 3600_000);
    const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    const p = (n: number) => String(n).padStart(2, '0');
    return `${days[d.getUTCDay()]}, ${p(d.getUTCDate())}-Jan-26 ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} PST`;
  };
  return `Error validating access token: Session has expired on ${pst(Date.parse('2026-01-01T08:00:00Z'))}. The current time is ${pst(ms)}.`;
};

// ---------------------------------------------------------------------------------------------

describe('instagram: server folder', () => {
  it('exposes exactly the 10 real tools with kernels and the real schemas', async () => {
    expect(server.tools.map((t) => t.name).sort()).toEqual([
      'get_account_insights', 'get_account_pages', 'get_conversation_messages', 'get_conversations', 'get_media_insights',
      'get_media_posts', 'get_profile_info', 'publish_media', 'send_dm', 'validate_access_token',
    ]);
    const shared = '/work/shared/tools/instagram.json';
    if (existsSync(shared)) expect(readFileSync(join(ROOT, 'kernels/instagram/manifest.json'), 'utf8')).toBe(readFileSync(shared, 'utf8'));
    expect(server.config).toMatchObject({ name: 'instagram', validation: 'none', defaultSnapshot: 'instagram/emma-clark' });
    expect(JSON.parse(server.config.unknownTool.text.replace('{name}', 'get_comments'))).toEqual({ success: false, data: null, error: 'Unknown tool: get_comments', metadata: null });
    expect(server.config.unknownTool.isError).toBe(false);
    const { SCHEMAS } = await import('../kernels/instagram/lib/schemas.js');
    for (const t of server.tools) expect(SCHEMAS[t.name as keyof typeof SCHEMAS]).toEqual(t.inputSchema);
  });

  it('build.mjs reproduces both committed snapshots byte for byte', () => {
    const out = mkdtempSync(join(tmpdir(), 'instagram-snap-'));
    execFileSync(process.execPath, [join(ROOT, 'snapshots/instagram/build.mjs'), out]);
    for (const persona of ['emma-clark', 'li-ming']) {
      expect(readFileSync(join(out, `${persona}.json`), 'utf8')).toBe(readFileSync(join(ROOT, 'snapshots/instagram', `${persona}.json`), 'utf8'));
    }
  });

  it('prints like Python json.dumps(indent=2): non-ASCII as \\u escapes, surrogate pairs for emoji', async () => {
    const { call } = session(LIMING);
    const r = await call('get_profile_info', {});
    expect(r.text).toContain('"name": "Ming Li \\u674e\\u660e"');
    expect(r.text).toContain('coffee \\u2615\\ufe0f\\n');
    expect(r.text.split('\n')[1]).toBe('  "success": true,');
    expect(/[^\x00-\x7f]/.test(r.text)).toBe(false);
  });
});

describe('instagram: input validation (Python SDK jsonschema)', () => {
  it('reports required, type, enum, range, maxLength and anyOf violations', async () => {
    const { call } = session();
    invalid(await call('get_media_insights', {}), "'media_id' is a required property");
    invalid(await call('get_media_insights', { media_id: FOG.id, metrics: ['impressions'] }), "'impressions' is not one of ['reach', 'likes', 'comments', 'shares', 'saved', 'video_views']");
    invalid(await call('get_media_posts', { limit: 101 }), '101 is greater than the maximum of 100');
    invalid(await call('get_media_posts', { limit: 2.5 }), "2.5 is not of type 'integer'");
    invalid(await call('get_account_insights', { period: 'week' }), "'week' is not one of ['day', 'lifetime']");
    invalid(await call('get_account_insights', { metrics: ['follower_count'] }), "'follower_count' is not one of ['reach', 'profile_views', 'website_clicks', 'accounts_engaged']");
    invalid(await call('send_dm', { recipient_id: OLIVIA.id, message: 'x'.repeat(1001) }), `'${'x'.repeat(1001)}' is too long`);
    invalid(await call('send_dm', { recipient_id: 42, message: 'hi' }), "42 is not of type 'string'");
    invalid(await call('publish_media', { caption: 'New year, new fog' }), "{'caption': 'New year, new fog'} is not valid under any of the given schemas");
    invalid(await call('get_conversations', { limit: 0 }), '0 is less than the minimum of 1');
  });
});

describe('instagram: profile, media and insights', () => {
  it('get_profile_info dumps the InstagramProfile model with the live media count', async () => {
    const { call } = session();
    const data = ok(await call('get_profile_info', {}), 'get_profile_info');
    expect(data).toEqual({
      id: ACCOUNT_ID, username: 'emmaclark.frames', name: 'Emma Clark', biography: ACCOUNT.biography, website: 'https://emmaclark-photo.example/prints',
      followers_count: 12483, follows_count: 612, media_count: MEDIA.length, profile_picture_url: ACCOUNT.profile_picture_url,
    });
    apiError(await call('get_profile_info', { account_id: '17841400000000000' }), `Failed to get profile info: ${unsupported('17841400000000000')}`);
  });

  it('get_media_posts lists newest first with pydantic timestamps, honours limit and after', async () => {
    const { call } = session();
    const first = ok(await call('get_media_posts', { limit: 3 }), 'get_media_posts');
    const sorted = [...MEDIA].sort((a, b) => Date.parse(b.timestamp.replace('+0000', 'Z')) - Date.parse(a.timestamp.replace('+0000', 'Z')));
    expect(first.count).toBe(3);
    expect(first.posts.map((p: Any) => p.id)).toEqual(sorted.slice(0, 3).map((m) => m.id));
    expect(first.posts[1]).toEqual({
      id: sorted[1].id, media_type: sorted[1].media_type, media_url: sorted[1].media_url, permalink: sorted[1].permalink,
      thumbnail_url: sorted[1].thumbnail_url, caption: sorted[1].caption, timestamp: sorted[1].timestamp.replace('+0000', 'Z'),
      like_count: sorted[1].like_count, comments_count: sorted[1].comments_count,
    });
    expect(ok(await call('get_media_posts', {}), 'get_media_posts').count).toBe(25);
    const cursor = Buffer.from(sorted[2].id).toString('base64');
    const next = ok(await call('get_media_posts', { limit: 2, after: cursor }), 'get_media_posts');
    expect(next.posts.map((p: Any) => p.id)).toEqual(sorted.slice(3, 5).map((m) => m.id));
    apiError(await call('get_media_posts', { after: 'bm9wZQ==' }), 'Failed to get media posts: (#100) Invalid value for the after cursor');
  });

  it('get_media_insights returns lifetime values per metric, defaults to five metrics', async () => {
    const { call } = session();
    const data = ok(await call('get_media_insights', { media_id: FOG.id }), 'get_media_insights');
    expect(data.media_id).toBe(FOG.id);
    expect(data.insights.map((i: Any) => [i.name, i.period, i.values])).toEqual([
      ['reach', 'lifetime', [{ value: FOG.reach }]], ['likes', 'lifetime', [{ value: FOG.like_count }]], ['comments', 'lifetime', [{ value: FOG.comments_count }]],
      ['shares', 'lifetime', [{ value: FOG.shares }]], ['saved', 'lifetime', [{ value: FOG.saved }]],
    ]);
    expect(data.insights[0]).toEqual({ name: 'reach', period: 'lifetime', values: [{ value: FOG.reach }], title: 'Accounts reached', description: 'The number of unique accounts that have seen this post at least once.' });
    const video = ok(await call('get_media_insights', { media_id: SOLSTICE.id, metrics: ['video_views'] }), 'get_media_insights');
    expect(video.insights[0].values).toEqual([{ value: SOLSTICE.video_views }]);
    apiError(await call('get_media_insights', { media_id: FOG.id, metrics: ['video_views'] }), 'Failed to get media insights: (#100) The Media Insights API does not support the video_views metric for this media product type.');
    apiError(await call('get_media_insights', { media_id: '17999999999999999' }), `Failed to get media insights: ${unsupported('17999999999999999')}`);
  });

  it('get_account_insights totals the last full day; lifetime is refused for these metrics', async () => {
    const { call } = session();
    const day = ACCOUNT.insights_daily['2025-12-31'];
    const data = ok(await call('get_account_insights', { metrics: ['accounts_engaged', 'reach'] }), 'get_account_insights');
    expect(data).toEqual({
      insights: [
        { name: 'accounts_engaged', period: 'day', values: null, total_value: { value: day.accounts_engaged }, title: 'Accounts engaged', description: 'The number of accounts that have interacted with your content.', id: `${ACCOUNT_ID}/insights/accounts_engaged/day` },
        { name: 'reach', period: 'day', values: null, total_value: { value: day.reach }, title: 'Accounts reached', description: 'The number of unique accounts that have seen any of your posts or stories at least once.', id: `${ACCOUNT_ID}/insights/reach/day` },
      ],
      period: 'day',
    });
    expect(ok(await call('get_account_insights', {}), 'get_account_insights').insights.map((i: Any) => i.name)).toEqual(['reach', 'profile_views', 'website_clicks']);
    apiError(await call('get_account_insights', { period: 'lifetime' }), 'Failed to get account insights: (#100) Incompatible period lifetime for metric reach');
  });

  it('get_account_pages lists the pages with their linked Instagram account', async () => {
    const { call } = session();
    const data = ok(await call('get_account_pages', {}), 'get_account_pages');
    expect(data.count).toBe(2);
    expect(data.pages[0]).toEqual({ id: IG_PAGE.id, name: 'Emma Clark Photography', access_token: null, category: null, instagram_business_account: { id: ACCOUNT_ID } });
    expect(data.pages[1].instagram_business_account).toBeNull();
  });
});

describe('instagram: expired access token', () => {
  it('validate_access_token reports valid false; every Graph call fails with the OAuth message', async () => {
    const { call, tree } = session();
    expect(ok(await call('validate_access_token', {}), 'validate_access_token')).toEqual({ valid: true });
    expired(tree);
    expect(ok(await call('validate_access_token', {}), 'validate_access_token')).toEqual({ valid: false });
    let r = await call('get_profile_info', {});
    apiError(r, `Failed to get profile info: ${EXPIRED(r.nowMs)}`);
    r = await call('get_media_posts', {});
    apiError(r, `Failed to get media posts: ${EXPIRED(r.nowMs)}`);
    r = await call('get_conversations', {});
    apiError(r, `Failed to get account pages: ${EXPIRED(r.nowMs)}`);
    r = await call('get_conversations', { page_id: IG_PAGE.id });
    apiError(r, EXPIRED(r.nowMs));
    r = await call('send_dm', { recipient_id: OLIVIA.id, message: 'Invoice on its way!' });
    apiError(r, EXPIRED(r.nowMs) + '\n\n⚠️  This error indicates that instagram_manage_messages permission requires Advanced Access from Meta via App Review. \n📖 See INSTAGRAM_DM_SETUP.md for the complete approval process.');
  });
});

describe('instagram: publish_media', () => {
  it('publishes an image with an accepted aspect ratio and creates the media', async () => {
    const { call, tree } = session();
    const r = await call('publish_media', { image_url: GOOD_IMAGE, caption: 'Happy new year from Lands End 🌁', location_id: '213819997' });
    const data = ok(r, 'publish_media');
    expect(data).toEqual({ id: expect.stringMatching(/^18\d{15}$/), status: 'published' });
    expect(r.ops).toHaveLength(1);
    expect(r.ops[0]).toMatchObject({ op: 'add', path: `/accounts/${ACCOUNT_ID}/media/${data.id}`, value: { media_type: 'IMAGE', caption: 'Happy new year from Lands End 🌁', timestamp: stamp(r.nowMs) + '+0000', like_count: 0, location_id: '213819997', source_url: GOOD_IMAGE } });
    const posts = ok(await call('get_media_posts', { limit: 1 }), 'get_media_posts');
    expect(posts.posts[0].id).toBe(data.id);
    expect(ok(await call('get_profile_info', {}), 'get_profile_info').media_count).toBe(MEDIA.length + 1);
    expect(tree.accounts[ACCOUNT_ID].media[data.id].permalink).toMatch(/^https:\/\/www\.instagram\.com\/p\/D[0-9A-Za-z]{10}\/$/);
  });

  it('rejects the request model (pydantic) before touching the API', async () => {
    const { call } = session();
    const r = await call('publish_media', { image_url: 'lands-end.jpg', video_url: 'ftp://cdn.example/v.mp4' });
    expect(r.body).toEqual({
      success: false, data: null, metadata: null,
      error: "Tool execution failed: 2 validation errors for PublishMediaRequest\nimage_url\n  Input should be a valid URL, relative URL without a base [type=url_parsing, input_value='lands-end.jpg', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.12/v/url_parsing\nvideo_url\n  URL scheme should be 'http' or 'https' [type=url_scheme, input_value='ftp://cdn.example/v.mp4', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.12/v/url_scheme",
    });
    const long = await call('publish_media', { image_url: GOOD_IMAGE, caption: 'a'.repeat(2201) });
    expect(long.body.error).toBe(`Tool execution failed: 1 validation error for PublishMediaRequest\ncaption\n  Value error, Caption must be 2200 characters or less [type=value_error, input_value='${'a'.repeat(24)}...${'a'.repeat(23)}', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.12/v/value_error`);
    expect(long.ops).toEqual([]);
  });

  it('refuses unsupported aspect ratios, unreachable URLs, non-images and videos (not ready)', async () => {
    const { call } = session();
    apiError(await call('publish_media', { image_url: 'https://cdn.emmaclark-photo.example/ig/golden-gate-fog-panorama.jpg' }),
      'Failed to publish media: Image aspect ratio 2400:800 (ratio 3.00) is not supported by Instagram.\nAccepted ratios are:\n  • 4:5 (portrait, ratio ~0.8)\n  • 1:1 (square, ratio 1.0)\n  • 1.91:1 (landscape, ratio ~1.91)\nPlease crop or resize your image to one of these ratios.');
    apiError(await call('publish_media', { image_url: 'https://CDN.emmaclark-photo.example' }),
      "Failed to publish media: Failed to download image for validation: Client error '404 Not Found' for url 'https://cdn.emmaclark-photo.example/'\nFor more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/404");
    apiError(await call('publish_media', { image_url: 'https://cdn.emmaclark-photo.example/prints/price-list-2026.pdf' }), 'Failed to publish media: Failed to validate image: cannot identify image file <_io.BytesIO object at 0x7f3a2c1d5e80>');
    apiError(await call('publish_media', { video_url: 'https://cdn.emmaclark-photo.example/ig/new-year-lands-end.mp4', caption: 'reel' }), 'Failed to publish media: Media ID is not available');
    apiError(await call('publish_media', { image_url: GOOD_IMAGE, location_id: 'Lands End' }), 'Failed to publish media: (#100) Param location_id must be a valid location ID');
    const ok1910 = await call('publish_media', { image_url: 'https://cdn.emmaclark-photo.example/ig/mt-tam-sunset-wide.jpg' });
    expect(ok1910.body.success).toBe(true);
  });
});

describe('instagram: DMs', () => {
  it('get_conversations lists the page\'s threads, newest first, with message counts', async () => {
    const { call } = session();
    const data = ok(await call('get_conversations', { limit: 3 }), 'get_conversations', 'Requires instagram_manage_messages permission');
    const olivia = convWith(EMMA, 'olivia.interiors.sf');
    expect(data.count).toBe(3);
    expect(data.conversations[0]).toEqual({ id: olivia.id, updated_time: '2026-01-01T07:30:54Z', messages: null, participants: null, message_count: 3 });
    const all = ok(await call('get_conversations', { page_id: IG_PAGE.id }), 'get_conversations', 'Requires instagram_manage_messages permission');
    expect(all.count).toBe(Object.keys(EMMA.conversations).length);
    apiError(await call('get_conversations', { page_id: '999' }), unsupported('999'));
  });

  it('get_conversation_messages returns the newest messages with from_id and to', async () => {
    const { call } = session();
    const conv = convWith(EMMA, 'harborlight.gallery');
    const data = ok(await call('get_conversation_messages', { conversation_id: conv.id, limit: 1 }), 'get_conversation_messages');
    expect(data.conversation_id).toBe(conv.id);
    expect(data.count).toBe(3);
    expect(data.messages[0]).toMatchObject({ from_id: HARBOR.id, to: [{ username: 'emmaclark.frames', id: ACCOUNT_ID }], created_time: '2025-12-29T19:45:58Z', attachments: null });
    expect(data.messages[0].message).toContain('January 10');
    expect(data.messages[1]).toMatchObject({ from_id: ACCOUNT_ID, to: [{ username: 'harborlight.gallery', id: HARBOR.id }] });
  });

  it('send_dm answers inside the 24-hour window and joins the conversation', async () => {
    const { call, tree } = session();
    const conv = convWith(EMMA, 'olivia.interiors.sf');
    const r = await call('send_dm', { recipient_id: OLIVIA.id, message: 'Yes, framed 24x36 by Jan 16 works. Invoice coming today!' });
    const data = ok(r, 'send_dm', '24-hour response window applies. Requires Advanced Access.');
    expect(data).toEqual({ message_id: expect.stringMatching(/^aWdfZAG1faXRlbToxOklHTWVzc2FnZAUlEOj[0-9A-Za-z]{60}$/), recipient_id: OLIVIA.id, success: true });
    expect(r.ops).toEqual([
      { op: 'add', path: `/conversations/${conv.id}/messages/${data.message_id}`, value: { id: data.message_id, from_id: ACCOUNT_ID, to_id: OLIVIA.id, message: 'Yes, framed 24x36 by Jan 16 works. Invoice coming today!', created_time: stamp(r.nowMs) + '+0000' } },
      { op: 'replace', path: `/conversations/${conv.id}/updated_time`, value: stamp(r.nowMs) + '+0000' },
    ]);
    expect(Object.keys(tree.conversations[conv.id].messages)).toHaveLength(4);
  });

  it('send_dm refuses closed windows, unknown recipients and empty text', async () => {
    const { call } = session();
    apiError(await call('send_dm', { recipient_id: HARBOR.id, message: 'Yes, count me in!' }), '(#10) This message is sent outside of allowed window.');
    apiError(await call('send_dm', { recipient_id: '6000000000000000', message: 'hi' }), '(#100) No matching user found');
    apiError(await call('send_dm', { recipient_id: OLIVIA.id, message: '   ' }), '(#100) Param message[text] must be non-empty UTF-8 encoded text');
  });
});

describe('instagram: li-ming snapshot', () => {
  it('has his own account, bilingual posts and DMs that tie into his other apps', async () => {
    const { call } = session(LIMING);
    const data = ok(await call('get_media_posts', { limit: 100 }), 'get_media_posts');
    const acct: Any = Object.values(LIMING.accounts)[0];
    expect(data.count).toBe(Object.keys(acct.media).length);
    expect(data.posts[0].caption).toContain('2025 年度九宫格');
    const xiaoyu = userNamed(LIMING, 'xiaoyu.tests.apps');
    const sent = await call('send_dm', { recipient_id: xiaoyu.id, message: '已经帮你加好 Android Tester 角色啦' });
    expect(sent.body.success).toBe(true);
    expect(sent.text).toContain('"success": true');
  });
});
