// move_file: renames a file or folder (a folder with everything in it). Checks in the server's
// order: an existing destination first (even when the source is missing), then the source, the
// destination's folder, and moving a folder into itself (EINVAL).
import { guarded, textResult, FsError } from '../lib/errors.js';
import { loadFs, entryAt, entryPath, parentOf } from '../lib/model.js';
import { resolvePath } from '../lib/paths.js';

export default function (args, ctx) {
  return guarded(() => {
    const fs = loadFs(ctx);
    const src = resolvePath(fs, args.source);
    const dst = resolvePath(fs, args.destination);
    const rename = `rename '${src.abs}' -> '${dst.abs}'`;
    if (entryAt(fs, dst.rel)) throw new FsError(`Destination already exists: ${dst.abs}`);
    const from = entryAt(fs, src.rel);
    if (!from || !entryAt(fs, parentOf(dst.rel))) throw new FsError(`ENOENT: no such file or directory, ${rename}`);
    if (src.rel === '' || dst.rel.startsWith(`${src.rel}/`)) throw new FsError(`EINVAL: invalid argument, ${rename}`);
    const moved = Object.keys(fs.entries).filter((r) => r === src.rel || r.startsWith(`${src.rel}/`));
    const target = (r) => dst.rel + r.slice(src.rel.length);
    for (const r of moved) {
      entryPath(fs, r);
      entryPath(fs, target(r));
    }
    for (const r of moved) ctx.delete(entryPath(fs, r));
    for (const r of moved) ctx.create('entries', { ...fs.entries[r], path: target(r) }, { id: target(r) });
    return textResult(`Successfully moved ${args.source} to ${args.destination}`);
  });
}
