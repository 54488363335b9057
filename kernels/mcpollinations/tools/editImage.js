// editImage: see lib/reference.js.
import { referenceTool } from '../lib/reference.js';

export default function (args, ctx) {
  return referenceTool(ctx, args, { doing: 'editing image', what: 'Image URL(s)', failed: 'Failed to edit image', prefix: 'edited', key: 'inputImageUrl', title: 'Edited image from prompt', label: 'Input image' });
}
