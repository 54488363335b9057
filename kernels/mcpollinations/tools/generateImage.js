// generateImage: fetches the image of generateImageUrl's URL (here: the world's deterministic PNG
// for that URL), returns it as an image block plus the server's text, and saves it under
// `outputPath` (default "./mcpollinations-output") as `<first 20 prompt chars, [^a-z0-9]→_,
// lower-cased>_<run clock ms>_<4 random digits>.<format>` unless `fileName` is given; formats
// other than png/jpeg/jpg/webp fall back to png. Saved files live in the context tree's `files`.
import { guarded } from '../lib/pollinations.js';
import { imageUrl, render, saveImage } from '../lib/image.js';

export default function (args, ctx) {
  return guarded('generating image', args, 'prompt', ({ prompt, model = 'flux', seed, width = 1024, height = 1024, enhance = true, safe = false, outputPath = './mcpollinations-output', fileName = '', format = 'png' }) => {
    const u = imageUrl(ctx, { prompt, model, seed, width, height, enhance, safe });
    const img = render(u.imageUrl);
    const ext = ['png', 'jpeg', 'jpg', 'webp'].includes(format) ? format : 'png';
    let base = fileName;
    if (!base) {
      const safePrompt = prompt.slice(0, 20).replace(/[^a-z0-9]/gi, '_').toLowerCase();
      base = `${safePrompt}_${ctx.nowMs()}_${String(Math.floor(ctx.random() * 10000)).padStart(4, '0')}`;
    }
    const metadata = { prompt: u.prompt, width: u.width, height: u.height, model: u.model, seed: u.seed, enhance: u.enhance, private: u.private, nologo: u.nologo, safe: u.safe };
    const filePath = saveImage(ctx, outputPath, base, ext, img, { url: u.imageUrl, prompt });
    return {
      content: [
        { type: 'image', data: img.data, mimeType: img.mimeType },
        { type: 'text', text: `Generated image from prompt: "${prompt}"\n\nImage metadata: ${JSON.stringify(metadata, null, 2)}\n\nImage saved to: ${filePath}` },
      ],
    };
  });
}
