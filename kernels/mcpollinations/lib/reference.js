// editImage and generateImageFromReference: the same request with reference image(s) (model
// "kontext" by default). Pollinations must fetch each reference itself, so anything but a public
// http(s) URL fails upstream (`Failed to <x>: Bad Request`). The file is saved as
// `<prefix>_<first 20 prompt chars, [^a-zA-Z0-9]→_>_<ms>_<3 random digits>.<format lower-cased>`
// (no format check here, unlike generateImage).
import { guarded, toStr } from './pollinations.js';
import { referenceUrl, render, saveImage } from './image.js';

export function referenceTool(ctx, args, o) {
  return guarded(o.doing, args, 'prompt', ({ prompt, imageUrl, model = 'kontext', seed, width = 1024, height = 1024, enhance = true, safe = false, outputPath = './mcpollinations-output', fileName = '', format = 'png' }) => {
    const r = referenceUrl(ctx, { prompt, imageUrl, model, seed, width, height, enhance, safe }, o.what);
    if (!r.list.length || r.list.some((u) => typeof u !== 'string' || !/^https?:\/\/[^\s/]+/i.test(u))) throw new Error(`${o.failed}: Bad Request`);
    const img = render(r.url);
    const ext = toStr(format, 'format').toLowerCase();
    let base = fileName;
    if (!base) base = `${o.prefix}_${prompt.replace(/[^a-zA-Z0-9]/g, '_').substring(0, 20)}_${ctx.nowMs()}_${Math.floor(ctx.random() * 1000)}`;
    if (base.endsWith(`.${ext}`)) base = base.slice(0, -(ext.length + 1));
    const metadata = { prompt, [o.key]: imageUrl, width, height, model, seed: r.seed, enhance, private: true, nologo: true, safe };
    const filePath = saveImage(ctx, outputPath, base, ext, img, { url: r.url, prompt });
    return {
      content: [
        { type: 'image', data: img.data, mimeType: img.mimeType },
        { type: 'text', text: `${o.title}: "${prompt}"\n${o.label}: ${imageUrl}\n\nImage metadata: ${JSON.stringify(metadata, null, 2)}\n\nImage saved to: ${filePath}` },
      ],
    };
  });
}
