// write_file: creates or replaces a file. The folder it goes in must exist (ENOENT otherwise);
// writing over a folder fails the way the server's atomic replace does, naming its temporary
// file `<path>.<32 hex>.tmp` (random on the real server, seeded here).
import { guarded, textResult, enoent, FsError } from '../lib/errors.js';
import { loadFs, entryAt, parentOf, writeText } from '../lib/model.js';
import { resolvePath } from '../lib/paths.js';

export default function (args, ctx) {
  return guarded(() => {
    const fs = loadFs(ctx);
    const { abs, rel } = resolvePath(fs, args.path);
    const e = entryAt(fs, rel);
    if (e && e.type === 'dir') {
      throw new FsError(`EISDIR: illegal operation on a directory, rename '${abs}.${ctx.id('{hex:32}')}.tmp' -> '${abs}'`);
    }
    if (!e && !entryAt(fs, parentOf(rel))) throw enoent('open', abs);
    writeText(ctx, fs, rel, args.content);
    return textResult(`Successfully wrote to ${args.path}`);
  });
}
