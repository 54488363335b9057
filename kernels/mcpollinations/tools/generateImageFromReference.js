// generateImageFromReference: see lib/reference.js.
import { referenceTool } from '../lib/reference.js';

export default function (args, ctx) {
  return referenceTool(ctx, args, { doing: 'generating image from reference', what: 'Reference image URL(s)', failed: 'Failed to generate image from reference', prefix: 'reference', key: 'referenceImageUrl', title: 'Generated image from reference', label: 'Reference image' });
}
