// The image tools' shared request: the Pollinations URL the server builds, the "rendered" PNG
// (lib/bytes.js) and the saved file.
import { query, requirePrompt, randomSeed, toStr, save } from './pollinations.js';
import { png, base64 } from './bytes.js';

const BASE = 'https://image.pollinations.ai';

/** generateImageUrl's URL and metadata (model, seed, width, height only when truthy, …). */
export function imageUrl(ctx, { prompt, model, seed, width, height, enhance, safe }) {
  requirePrompt(prompt);
  const s = seed === undefined ? randomSeed(ctx) : seed;
  const pairs = [['model', model]];
  if (s !== undefined) pairs.push(['seed', s]);
  if (width) pairs.push(['width', width]);
  if (height) pairs.push(['height', height]);
  if (enhance) pairs.push(['enhance', 'true']);
  pairs.push(['nologo', 'true'], ['private', 'true'], ['safe', toStr(safe, 'safe')]);
  const url = `${BASE}/prompt/${encodeURIComponent(prompt)}?${query(pairs)}`;
  return { imageUrl: url, prompt, width, height, model, seed: s, enhance, private: true, nologo: true, safe };
}

/** editImage / generateImageFromReference URL: `image` repeated per reference, size only if not 1024. */
export function referenceUrl(ctx, { prompt, imageUrl: refs, model, seed, width, height, enhance, safe }, what) {
  requirePrompt(prompt);
  if (!refs || (typeof refs !== 'string' && !Array.isArray(refs))) throw new Error(`${what} are required and must be a string or array of strings`);
  const list = Array.isArray(refs) ? refs.filter(Boolean) : refs.includes(',') ? refs.split(',').map((x) => x.trim()).filter(Boolean) : [refs];
  const s = seed === undefined ? randomSeed(ctx) : seed;
  const pairs = [['model', model], ...list.map((u) => ['image', u])];
  if (s !== undefined) pairs.push(['seed', s]);
  if (width !== 1024) pairs.push(['width', width]);
  if (height !== 1024) pairs.push(['height', height]);
  if (enhance) pairs.push(['enhance', 'true']);
  pairs.push(['nologo', 'true'], ['private', 'true'], ['safe', toStr(safe, 'safe')]);
  return { url: `${BASE}/prompt/${encodeURIComponent(prompt)}?${query(pairs)}`, list, seed: s };
}

/** The Pollinations response: a PNG rendered from the URL (same URL, same bytes). */
export function render(url) {
  const bytes = png(url);
  return { data: base64(bytes), mimeType: 'image/png', size: bytes.length };
}

export function saveImage(ctx, dir, base, ext, img, meta) {
  return save(ctx, dir, base, ext, { mimeType: img.mimeType, size: img.size, data: img.data, source_url: meta.url, prompt: meta.prompt, created_at: ctx.now() });
}
