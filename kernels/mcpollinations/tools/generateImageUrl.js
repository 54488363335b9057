// generateImageUrl: the Pollinations image URL for the prompt and options, as JSON (two-space
// indent) with its metadata. Nothing is fetched or saved. Defaults: model "flux", 1024×1024,
// enhance true, safe false, a random seed (the run's seeded generator).
import { guarded, text } from '../lib/pollinations.js';
import { imageUrl } from '../lib/image.js';

export default function (args, ctx) {
  return guarded('generating image URL', args, 'prompt', ({ prompt, model = 'flux', seed, width = 1024, height = 1024, enhance = true, safe = false }) =>
    text(JSON.stringify(imageUrl(ctx, { prompt, model, seed, width, height, enhance, safe }), null, 2)));
}
