// Publishing (publish_content / publish_with_video), in the real server's order: the service's own
// checks (title length, media, schedule) before any browser; then the creator page — which needs a
// logged-in session (otherwise the page never shows its upload area and the handler panics on the
// 300 s timeout) — upload, title, body and topics, the body-length check, schedule, visibility,
// original declaration, product binding, publish.
import { titleLength, goPlusV } from './format.js';
import { parseRFC3339, formatAt, LOCAL_OFFSET_MIN } from './gotime.js';
import { currentSession } from './session.js';
import { objectId } from './notes.js';

const VISIBILITIES = ['公开可见', '仅自己可见', '仅互关好友可见'];
const BODY_LIMIT = 1000;

export function titleError(title) {
  return titleLength(title) > 20 ? '发布失败: 标题长度超过限制' : null;
}

/** schedule_at → {ms} (null = now) or {error}; 1 hour to 14 days ahead. */
export function checkSchedule(ctx, scheduleAt) {
  if (!scheduleAt) return { ms: null };
  const t = parseRFC3339(scheduleAt);
  if (!t.ok) return { error: `发布失败: 定时发布时间格式错误，请使用 ISO8601 格式: ${t.message}` };
  const minMs = ctx.nowMs() + 3600_000;
  const maxMs = ctx.nowMs() + 14 * 86400_000;
  const shown = formatAt(t.ms, t.offsetMin);
  if (t.ms < minMs) return { error: `发布失败: 定时发布时间必须至少在1小时后，当前设置: ${shown}，最早可选: ${formatAt(minMs, LOCAL_OFFSET_MIN)}` };
  if (t.ms > maxMs) return { error: `发布失败: 定时发布时间不能超过14天，当前设置: ${shown}，最晚可选: ${formatAt(maxMs, LOCAL_OFFSET_MIN)}` };
  return { ms: t.ms };
}

/** The recovered panic the handler wrapper reports when the creator page never loads. */
export function pageTimeout(ctx, tool) {
  return ctx.error(`工具 ${tool} 执行时发生内部错误: context deadline exceeded\n\n请查看服务端日志获取详细信息。`);
}

function cdnImage(ctx, width, height) {
  const stamp = new Date(ctx.nowMs() + LOCAL_OFFSET_MIN * 60_000).toISOString().slice(0, 16).replace(/\D/g, '');
  const base = `http://sns-webpic-qc.xhscdn.com/${stamp}/${ctx.id('{hex:32}')}/1040g00831${ctx.id('{alnum:20}')}`;
  return { width, height, url: base };
}

/**
 * The creator-page part of publishing, shared by images and video.
 * @returns {{ error: object } | { id: string }}
 */
export function publishOnCreatorPage(ctx, tool, spec) {
  const s = currentSession(ctx);
  if (!s.logged_in) return { error: pageTimeout(ctx, tool) };
  if (spec.uploadError) return { error: ctx.error(`发布失败: ${spec.uploadError}`) };
  const bodyLength = [...spec.content].length;
  if (bodyLength > BODY_LIMIT) return { error: ctx.error(`发布失败: 小红书发布失败: 当前输入长度为${bodyLength}，最大长度为${BODY_LIMIT}`) };
  const visibility = spec.visibility || '公开可见';
  if (!VISIBILITIES.includes(visibility)) {
    return { error: ctx.error(`发布失败: 小红书发布失败: 设置可见范围失败: 不支持的可见范围: ${visibility}，支持: 公开可见、仅自己可见、仅互关好友可见`) };
  }
  const products = spec.products || [];
  if (products.length > 0) {
    if (!s.products_enabled) {
      return { error: ctx.error('发布失败: 小红书发布失败: 绑定商品失败: 点击添加商品按钮失败: 未找到添加商品按钮，账号可能未开通商品功能') };
    }
    const catalog = s.product_catalog || [];
    const missing = products.filter((p) => !catalog.some((name) => name.includes(p)));
    if (missing.length) return { error: ctx.error(`发布失败: 小红书发布失败: 绑定商品失败: 部分商品未找到: [${missing.join(' ')}]`) };
  }
  const me = ctx.get(`users[${s.user_id}]`);
  const tags = (spec.tags || []).map((t) => t.replace(/^#+/, ''));
  const id = objectId(ctx);
  const images = spec.images.map((img) => cdnImage(ctx, img.width, img.height));
  ctx.create('notes', {
    id,
    type: spec.video ? 'video' : 'normal',
    title: spec.title,
    desc: spec.content,
    tags: tags.length >= 10 ? tags.slice(0, 10) : tags,
    user_id: me.id,
    time: spec.scheduleMs || ctx.nowMs(),
    ip_location: me.ip_location,
    images,
    video_duration: spec.video ? spec.video.duration : null,
    liked_count: 0,
    collected_count: 0,
    shared_count: 0,
    hidden_comment_count: 0,
    liked: false,
    collected: false,
    viewed: false,
    xsec_token: ctx.id('AB{mixed:42}='),
    visibility,
    publish_at_ms: spec.scheduleMs,
    is_original: Boolean(spec.isOriginal),
    products,
    source_files: spec.sources,
    comments: {},
  }, { id });
  return { id };
}

/** Go's "%+v" line the handler prints on success. */
export function successLine(ctx, label, fields) {
  return ctx.text(`${label}: ${goPlusV(fields)}`);
}
