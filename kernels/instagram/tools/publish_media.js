// publish_media: PublishMediaRequest(**arguments) (pydantic: HttpUrl, caption ≤ 2200), then
// InstagramClient.publish_media: an image is downloaded and its aspect ratio checked locally
// (4:5, 1:1 or 1.91:1, ±2%); then a container is created (POST /{account}/media) and published
// (POST /{account}/media_publish). Only URLs the snapshot lists under `web` can be downloaded.
// A video container is still processing when the server publishes it at once, so Graph answers
// "Media ID is not available" and nothing is posted.
import { checkArguments } from '../../_shared/pyschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { success, apiError, executionFailed } from '../lib/result.js';
import { tokenError, configuredAccount, metaNow } from '../lib/graph.js';
import { validatePublishRequest, normaliseUrl } from '../lib/pydantic.js';

const RATIOS = [[0.78, 0.82], [0.98, 1.02], [1.89, 1.93]];

function httpxNotFound(url) {
  return `Client error '404 Not Found' for url '${url}'\nFor more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/404`;
}

function checkAspect(ctx, url) {
  const asset = ctx.get(`web[${url}]`);
  if (!asset) return `Failed to download image for validation: ${httpxNotFound(url)}`;
  if (!asset.content_type.startsWith('image/')) return 'Failed to validate image: cannot identify image file <_io.BytesIO object at 0x7f3a2c1d5e80>';
  const ratio = asset.width / asset.height;
  if (RATIOS.some(([lo, hi]) => ratio >= lo && ratio <= hi)) return null;
  return (
    `Image aspect ratio ${asset.width}:${asset.height} (ratio ${ratio.toFixed(2)}) is not supported by Instagram.\n` +
    'Accepted ratios are:\n' +
    '  • 4:5 (portrait, ratio ~0.8)\n' +
    '  • 1:1 (square, ratio 1.0)\n' +
    '  • 1.91:1 (landscape, ratio ~1.91)\n' +
    'Please crop or resize your image to one of these ratios.'
  );
}

export default function publish_media(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.publish_media, ctx);
  if (bad) return bad;
  const invalid = validatePublishRequest(args);
  if (invalid) return executionFailed(ctx, invalid);
  const account = configuredAccount(ctx);
  const imageUrl = args.image_url ? normaliseUrl(args.image_url) : null;
  const videoUrl = !imageUrl && args.video_url ? normaliseUrl(args.video_url) : null;
  if (!imageUrl && !videoUrl) return apiError(ctx, 'Failed to publish media: Either image_url or video_url is required');
  if (imageUrl) {
    const aspect = checkAspect(ctx, imageUrl);
    if (aspect) return apiError(ctx, `Failed to publish media: ${aspect}`);
  }
  const expired = tokenError(ctx);
  if (expired) return apiError(ctx, `Failed to publish media: ${expired}`);
  if (args.location_id && !/^\d+$/.test(args.location_id)) return apiError(ctx, 'Failed to publish media: (#100) Param location_id must be a valid location ID');
  if (videoUrl) return apiError(ctx, 'Failed to publish media: Media ID is not available');
  const id = `18${ctx.id('{digits:15}')}`;
  const shortcode = ctx.id('D{mixed:10}');
  ctx.create(`accounts[${account}].media`, {
    id,
    media_type: 'IMAGE',
    media_url: `https://scontent.cdninstagram.com/v/t51.82787-15/${ctx.id('{digits:18}')}_n.jpg?_nc_cat=1&ccb=1-7&_nc_sid=18de74`,
    thumbnail_url: null,
    permalink: `https://www.instagram.com/p/${shortcode}/`,
    caption: args.caption || '',
    timestamp: metaNow(ctx),
    like_count: 0,
    comments_count: 0,
    reach: 0,
    shares: 0,
    saved: 0,
    source_url: imageUrl,
    location_id: args.location_id || null,
  }, { id });
  return success(ctx, 'publish_media', { id, status: 'published' });
}
