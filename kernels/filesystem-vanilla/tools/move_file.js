// move_file: moves or renames a file or folder; fails when the destination exists.
import { load, resolve, entry, parent, run, ok, FsError } from '../lib/fs.js';

export default function (args, ctx) {
  return run(() => {
    const fs = load(ctx);
    const src = resolve(fs, args.source);
    const dst = resolve(fs, args.destination);
    if (!entry(fs, src.rel) || src.rel === '') throw new FsError(`Source not found: ${args.source}`);
    if (entry(fs, dst.rel)) throw new FsError(`Destination already exists: ${args.destination}`);
    if (!entry(fs, parent(dst.rel))) throw new FsError(`Destination directory does not exist: ${args.destination}`);
    const moved = Object.keys(fs.entries).filter((p) => p === src.rel || p.startsWith(`${src.rel}/`));
    for (const p of moved) ctx.delete(`entries[${p}]`);
    for (const p of moved) {
      const to = dst.rel + p.slice(src.rel.length);
      ctx.create('entries', { ...fs.entries[p], path: to }, { id: to });
    }
    return ok(`Moved ${args.source} to ${args.destination}`);
  });
}
