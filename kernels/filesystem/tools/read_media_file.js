// read_media_file: the file's bytes as base64. Known image and audio extensions (case-insensitive)
// come back as image/audio content with their MIME type; anything else as an embedded resource
// `application/octet-stream` with a file:// URI. The content is repeated in structuredContent.
import { guarded, enoent, eisdirRead } from '../lib/errors.js';
import { loadFs, entryAt, fileBytes, baseName } from '../lib/model.js';
import { resolvePath } from '../lib/paths.js';
import { base64Encode } from '../lib/bytes.js';

const MIME = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', bmp: 'image/bmp',
  svg: 'image/svg+xml', mp3: 'audio/mpeg', wav: 'audio/wav', ogg: 'audio/ogg', flac: 'audio/flac',
};

export default function (args, ctx) {
  return guarded(() => {
    const fs = loadFs(ctx);
    const { abs, rel } = resolvePath(fs, args.path);
    const e = entryAt(fs, rel);
    if (!e) throw enoent('open', abs);
    if (e.type === 'dir') throw eisdirRead();
    const name = baseName(rel);
    const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
    const mime = Object.prototype.hasOwnProperty.call(MIME, ext) ? MIME[ext] : null;
    const data = base64Encode(fileBytes(e));
    const item = mime && (mime.startsWith('image/') || mime.startsWith('audio/'))
      ? { type: mime.startsWith('image/') ? 'image' : 'audio', data, mimeType: mime }
      : { type: 'resource', resource: { uri: `file://${abs}`, mimeType: 'application/octet-stream', blob: data } };
    return { content: [item], structuredContent: { content: [item] } };
  });
}
