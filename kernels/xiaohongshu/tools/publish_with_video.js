// publish_with_video: a video note from one local video file (os.Stat must find it).
import { checkArguments } from '../lib/goschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { titleError, checkSchedule, publishOnCreatorPage, successLine } from '../lib/publish.js';

export default function publish_with_video(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.publish_with_video, ctx);
  if (bad) return bad;
  if (args.video === '') return ctx.error('发布失败: 缺少本地视频文件路径');
  const tooLong = titleError(args.title);
  if (tooLong) return ctx.error(tooLong);
  const file = (ctx.get('device.files') || {})[args.video];
  if (!file) return ctx.error(`发布失败: 视频文件不存在或不可访问: stat ${args.video}: no such file or directory`);
  const schedule = checkSchedule(ctx, args.schedule_at);
  if (schedule.error) return ctx.error(schedule.error);
  const isVideo = file.kind === 'video';
  const published = publishOnCreatorPage(ctx, 'publish_with_video', {
    title: args.title,
    content: args.content,
    tags: args.tags,
    images: [{ width: file.width || 1080, height: file.height || 1920 }],
    sources: [args.video],
    video: isVideo ? { duration: file.duration } : null,
    uploadError: isVideo ? null : '小红书发布失败: 等待视频上传完成超时',
    scheduleMs: schedule.ms,
    visibility: args.visibility,
    products: args.products,
  });
  if (published.error) return published.error;
  return successLine(ctx, '视频发布成功', [['Title', args.title], ['Content', args.content], ['Video', args.video], ['Status', '发布完成'], ['PostID', '']]);
}
