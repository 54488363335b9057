// publish_content: an image note. Images are HTTP(S) links (downloaded) or local absolute paths;
// local files that do not exist are skipped at upload, and with none left the editor never opens.
// The success line counts every image path the service kept (missing local files included), as
// the real server's PublishResponse does.
import { checkArguments } from '../lib/goschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { titleError, checkSchedule, publishOnCreatorPage, successLine } from '../lib/publish.js';

const isUrl = (s) => /^https?:\/\//i.test(s);

export default function publish_content(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.publish_content, ctx);
  if (bad) return bad;
  const tooLong = titleError(args.title);
  if (tooLong) return ctx.error(tooLong);
  if (args.images.length === 0) return ctx.error('发布失败: no valid images found');
  const schedule = checkSchedule(ctx, args.schedule_at);
  if (schedule.error) return ctx.error(schedule.error);
  const files = ctx.get('device.files') || {};
  const uploadable = [];
  for (const path of args.images) {
    if (isUrl(path)) uploadable.push({ width: 1080, height: 1440, source: path });
    else if (files[path] && files[path].kind === 'image') uploadable.push({ width: files[path].width, height: files[path].height, source: path });
  }
  const published = publishOnCreatorPage(ctx, 'publish_content', {
    title: args.title,
    content: args.content,
    tags: args.tags,
    images: uploadable,
    sources: uploadable.map((u) => u.source),
    uploadError: uploadable.length === 0 ? '小红书发布失败: 查找标题输入框失败: context deadline exceeded' : null,
    scheduleMs: schedule.ms,
    visibility: args.visibility,
    isOriginal: args.is_original,
    products: args.products,
  });
  if (published.error) return published.error;
  return successLine(ctx, '内容发布成功', [['Title', args.title], ['Content', args.content], ['Images', args.images.length], ['Status', '发布完成'], ['PostID', '']]);
}
