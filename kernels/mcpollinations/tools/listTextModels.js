// listTextModels: GET https://text.pollinations.ai/models, wrapped as `{models}`.
import { text } from '../lib/pollinations.js';

export default function (args, ctx) {
  return text(JSON.stringify({ models: ctx.get('models.text') }, null, 2));
}
