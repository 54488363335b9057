// create_directory: creates the folder and its parents; an existing folder is fine.
import { load, resolve, entry, run, ok, FsError } from '../lib/fs.js';

export default function (args, ctx) {
  return run(() => {
    const fs = load(ctx);
    const { rel } = resolve(fs, args.path);
    const segs = rel === '' ? [] : rel.split('/');
    const paths = segs.map((_, i) => segs.slice(0, i + 1).join('/'));
    for (const p of paths) {
      const e = entry(fs, p);
      if (e && e.type !== 'dir') throw new FsError(`A file exists at ${p}`);
    }
    for (const p of paths) if (!entry(fs, p)) ctx.create('entries', { path: p, type: 'dir' }, { id: p });
    return ok(`Created directory ${args.path}`);
  });
}
