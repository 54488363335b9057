// The WeCom group-robot webhook (qyapi.weixin.qq.com/cgi-bin/webhook/…) as the Go server reaches
// it. The Go struct keeps one WebhookURL that handlers overwrite before posting: send_markdown,
// send_image and send_news set the send URL, upload_file the upload URL, and send_text sets
// nothing — so a text sent after an upload goes to upload_media and fails. That URL is process
// state, kept in the tree as `bot_state.webhook_url`.
//
// WeCom answers {errcode, errmsg}; a non-zero errcode reaches the caller as
// "WeCom API error: <errmsg>", where errmsg carries WeCom's hint, the caller's IP and a link.

import { utf8Length, truncateUtf8, decodeBase64, imageFormat, md5Hex } from './bytes.js';

export const BASE = 'https://qyapi.weixin.qq.com/cgi-bin/webhook';
export const SEND_URL = `${BASE}/send?key=`;
export const UPLOAD_URL = `${BASE}/upload_media?key=`;

// Error codes (WeCom's global codes; the English texts are the API's errmsg prefixes).
export const E = {
  invalidWebhook: [93000, 'invalid webhook url'],
  freq: [45009, 'api freq out of limit'],
  emptyContent: [44004, 'empty content'],
  contentTooLong: [45002, 'content size out of limit'],
  invalidMediaType: [40004, 'invalid media type'],
  invalidFileType: [40005, 'invalid file type'],
  invalidFileSize: [40006, 'invalid file size'],
  invalidImageSize: [40009, 'invalid image size'],
  emptyMedia: [44001, 'empty media data'],
  emptyNews: [44003, 'empty news data'],
  invalidParameter: [40035, 'invalid parameter'],
  md5Mismatch: [301019, 'media md5 not match'],
};

// Limits from the group-robot documentation.
const TEXT_MAX = 2048;
const MARKDOWN_MAX = 4096;
const IMAGE_MAX = 2 * 1024 * 1024;
const NEWS_TITLE_MAX = 128;
const NEWS_DESC_MAX = 512;
const FILE_MIN = 5;
const FILE_MAX = 20 * 1024 * 1024;
const PER_MINUTE = 20;

/** WeCom's errmsg: message, hint, caller IP and the error-code lookup link. */
export function errmsg(ctx, [code, message]) {
  const ip = (ctx.get('host') || {}).public_ip || '203.0.113.10';
  return `${message}, hint: [${ctx.id('{unix}{digits:16}')}], from ip: ${ip}, more info at https://open.work.weixin.qq.com/devtool/query?e=${code}`;
}

export function setWebhookUrl(ctx, url) {
  ctx.update('bot_state', { webhook_url: url });
}

/** The bot's group, or null when the key no longer names an active robot. */
function robotGroup(ctx) {
  const hook = ctx.get('webhook');
  if (!hook || hook.status !== 'active') return null;
  if (!/^[0-9a-zA-Z_-]+$/.test(hook.chat_id)) return null;
  const group = ctx.get(`groups[${hook.chat_id}]`);
  return group ? { hook, group } : null;
}

/** Members of the group named by a mention list (userids or mobiles; "@all" is everyone). */
function resolveMentions(ctx, group, userids, mobiles) {
  const members = ctx.get('members') || {};
  const inGroup = group.members || [];
  const out = [];
  const add = (u) => { if (!out.includes(u)) out.push(u); };
  for (const raw of userids) {
    if (raw === '@all') inGroup.forEach(add);
    else {
      const hit = inGroup.find((u) => u.toLowerCase() === raw.toLowerCase());
      if (hit) add(hit);
    }
  }
  for (const raw of mobiles) {
    if (raw === '@all') inGroup.forEach(add);
    else {
      const hit = inGroup.find((u) => members[u] && members[u].mobile === raw);
      if (hit) add(hit);
    }
  }
  return out;
}

/** Check a send payload the way the webhook does; returns an error pair or the record to store. */
function checkPayload(ctx, group, payload) {
  switch (payload.msgtype) {
    case 'text': {
      const t = payload.text;
      if (t.content === '') return { error: E.emptyContent };
      if (utf8Length(t.content) > TEXT_MAX) return { error: E.contentTooLong };
      return { record: { text: { content: t.content, mentioned_list: t.mentioned_list, mentioned_mobile_list: t.mentioned_mobile_list }, mentions: resolveMentions(ctx, group, t.mentioned_list, t.mentioned_mobile_list) } };
    }
    case 'markdown': {
      const c = payload.markdown.content;
      if (c === '') return { error: E.emptyContent };
      if (utf8Length(c) > MARKDOWN_MAX) return { error: E.contentTooLong };
      const ids = [];
      c.replace(/<@([^>]+)>/g, (_, id) => { ids.push(id); return _; });
      return { record: { markdown: { content: c }, mentions: resolveMentions(ctx, group, ids, []) } };
    }
    case 'image': {
      const { base64, md5 } = payload.image;
      if (base64 === '') return { error: E.emptyMedia };
      const bytes = decodeBase64(base64);
      if (!bytes) return { error: E.invalidParameter };
      if (bytes.length > IMAGE_MAX) return { error: E.invalidImageSize };
      const format = imageFormat(bytes);
      if (format !== 'jpg' && format !== 'png') return { error: E.invalidFileType };
      const digest = md5Hex(bytes);
      if (digest !== String(md5).toLowerCase()) return { error: E.md5Mismatch };
      return { record: { image: { md5: digest, size: bytes.length, format } } };
    }
    case 'news': {
      const a = payload.news.articles[0];
      if (a.title === '') return { error: E.emptyNews };
      if (a.url === '') return { error: E.invalidParameter };
      // Over-long titles and descriptions are cut, not refused.
      const article = { title: truncateUtf8(a.title, NEWS_TITLE_MAX), description: truncateUtf8(a.description, NEWS_DESC_MAX), url: a.url, picurl: a.picurl };
      return { record: { news: { articles: [article] } } };
    }
    default:
      return { error: E.invalidParameter };
  }
}

/**
 * POST a JSON payload to the URL the process currently holds.
 * @returns {{ errcode: 0 } | { errcode: number, errmsg: string }}
 */
export function postJson(ctx, payload) {
  const url = (ctx.get('bot_state') || {}).webhook_url || SEND_URL;
  const found = robotGroup(ctx);
  if (!found) return { errcode: E.invalidWebhook[0], errmsg: errmsg(ctx, E.invalidWebhook) };
  // upload_media wants multipart with ?type=…; a JSON body without it names no media type.
  if (url === UPLOAD_URL) return { errcode: E.invalidMediaType[0], errmsg: errmsg(ctx, E.invalidMediaType) };
  const now = ctx.nowSec();
  const recent = Object.values(found.group.messages || {}).filter((m) => m.from && m.from.type === 'bot' && m.from.webhook === found.hook.key && now - m.create_time < 60);
  if (recent.length >= PER_MINUTE) return { errcode: E.freq[0], errmsg: errmsg(ctx, E.freq) };
  const checked = checkPayload(ctx, found.group, payload);
  if (checked.error) return { errcode: checked.error[0], errmsg: errmsg(ctx, checked.error) };
  const msgid = ctx.id('{digits:20}_{unix}');
  ctx.create(`groups[${found.group.chatid}].messages`, {
    msgid, msgtype: payload.msgtype, create_time: now,
    from: { type: 'bot', name: found.hook.bot_name, webhook: found.hook.key },
    ...checked.record,
  }, { id: msgid });
  return { errcode: 0 };
}

/**
 * POST a file (multipart, type=file) to the URL the process holds.
 * @returns {{ errcode: 0, media_id: string } | { errcode: number, errmsg: string }}
 */
export function postFile(ctx, filename, size) {
  const url = (ctx.get('bot_state') || {}).webhook_url || SEND_URL;
  const found = robotGroup(ctx);
  if (!found) return { errcode: E.invalidWebhook[0], errmsg: errmsg(ctx, E.invalidWebhook) };
  if (url !== UPLOAD_URL) return { errcode: E.invalidParameter[0], errmsg: errmsg(ctx, E.invalidParameter) };
  if (size < FILE_MIN || size > FILE_MAX) return { errcode: E.invalidFileSize[0], errmsg: errmsg(ctx, E.invalidFileSize) };
  const mediaId = ctx.id('3{mixed:20}_{mixed:10}-{mixed:30}');
  const now = ctx.nowSec();
  // Media uploaded by a robot stays valid for three days and can only be used by that robot.
  ctx.create('media', { media_id: mediaId, type: 'file', filename, size, created_at: String(now), expires_at: String(now + 3 * 86400), webhook: found.hook.key }, { id: mediaId });
  return { errcode: 0, media_id: mediaId };
}
