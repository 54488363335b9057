// create_directory: creates the folder and any missing parents; an existing folder is fine, an
// existing file is EEXIST.
import { guarded, textResult, FsError } from '../lib/errors.js';
import { loadFs, entryAt, entryPath, makeDir } from '../lib/model.js';
import { resolvePath } from '../lib/paths.js';

export default function (args, ctx) {
  return guarded(() => {
    const fs = loadFs(ctx);
    const { abs, rel } = resolvePath(fs, args.path);
    const e = entryAt(fs, rel);
    if (e && e.type !== 'dir') throw new FsError(`EEXIST: file already exists, mkdir '${abs}'`);
    const segs = rel === '' ? [] : rel.split('/');
    const missing = segs.map((_, i) => segs.slice(0, i + 1).join('/')).filter((p) => !entryAt(fs, p));
    for (const p of missing) entryPath(fs, p); // every name must fit the tree before anything changes
    for (const p of missing) makeDir(ctx, fs, p);
    return textResult(`Successfully created directory ${args.path}`);
  });
}
