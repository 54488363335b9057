// get_media_insights: GET /{media}/insights?metric=… (default reach, likes, comments, shares,
// saved). Each insight as the MediaInsight model: name, period "lifetime", values [{value}], title,
// description. video_views exists only for video posts.
import { checkArguments } from '../../_shared/pyschema.js';
import { SCHEMAS } from '../lib/schemas.js';
import { success, apiError } from '../lib/result.js';
import { tokenError, unsupportedGet } from '../lib/graph.js';
import { MEDIA_METRICS, mediaMetricValue } from '../lib/insights.js';

function findMedia(ctx, mediaId) {
  for (const e of ctx.entries('accounts[*].media', { filter: { id: mediaId } })) return e.entity;
  return null;
}

export default function get_media_insights(args, ctx) {
  const bad = checkArguments(args, SCHEMAS.get_media_insights, ctx);
  if (bad) return bad;
  const metrics = args.metrics && args.metrics.length ? args.metrics : ['reach', 'likes', 'comments', 'shares', 'saved'];
  const expired = tokenError(ctx);
  if (expired) return apiError(ctx, `Failed to get media insights: ${expired}`);
  const media = findMedia(ctx, args.media_id);
  if (!media) return apiError(ctx, `Failed to get media insights: ${unsupportedGet(args.media_id)}`);
  if (media.media_type !== 'VIDEO' && metrics.includes('video_views')) {
    return apiError(ctx, 'Failed to get media insights: (#100) The Media Insights API does not support the video_views metric for this media product type.');
  }
  const insights = metrics.map((name) => ({
    name,
    period: 'lifetime',
    values: [{ value: mediaMetricValue(media, name) }],
    title: MEDIA_METRICS[name][0],
    description: MEDIA_METRICS[name][1],
  }));
  return success(ctx, 'get_media_insights', { media_id: args.media_id, insights });
}
