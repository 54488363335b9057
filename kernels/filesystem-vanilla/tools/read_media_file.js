// read_media_file: base64 content with its MIME type; images and audio as image/audio content,
// anything else as an embedded resource.
import { load, resolve, entry, base64Of, run, FsError } from '../lib/fs.js';

const TYPES = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', svg: 'image/svg+xml',
  mp3: 'audio/mpeg', wav: 'audio/wav', ogg: 'audio/ogg', m4a: 'audio/mp4', pdf: 'application/pdf', txt: 'text/plain', csv: 'text/csv', json: 'application/json' };

export default function (args, ctx) {
  return run(() => {
    const fs = load(ctx);
    const { abs, rel } = resolve(fs, args.path);
    const e = entry(fs, rel);
    if (!e || e.type === 'dir') throw new FsError(`File not found: ${args.path}`);
    const ext = rel.includes('.') ? rel.slice(rel.lastIndexOf('.') + 1).toLowerCase() : '';
    const mimeType = TYPES[ext] || 'application/octet-stream';
    const data = base64Of(e);
    if (mimeType.startsWith('image/')) return { content: [{ type: 'image', data, mimeType }] };
    if (mimeType.startsWith('audio/')) return { content: [{ type: 'audio', data, mimeType }] };
    return { content: [{ type: 'resource', resource: { uri: `file://${abs}`, mimeType, blob: data } }] };
  });
}
