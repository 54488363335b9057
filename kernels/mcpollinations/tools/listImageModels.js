// listImageModels: GET https://image.pollinations.ai/models, answered as JSON (two-space indent).
// The list is the world's (models.image).
import { text } from '../lib/pollinations.js';

export default function (args, ctx) {
  return text(JSON.stringify(ctx.get('models.image'), null, 2));
}
