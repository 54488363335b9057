// search_files: recursive glob search relative to the given folder; full paths of the matches.
import { load, resolve, entry, glob, run, ok, FsError } from '../lib/fs.js';

export default function (args, ctx) {
  return run(() => {
    const fs = load(ctx);
    const { abs, rel } = resolve(fs, args.path);
    const e = entry(fs, rel);
    if (!e || e.type !== 'dir') throw new FsError(`Not a directory: ${args.path}`);
    const re = glob(args.pattern);
    const excludes = (args.excludePatterns || []).map(glob);
    const prefix = rel === '' ? '' : `${rel}/`;
    const hits = Object.keys(fs.entries).filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length))
      .filter((p) => re.test(p) && !excludes.some((x) => x.test(p))).sort();
    return ok(hits.length ? hits.map((p) => `${abs}/${p}`).join('\n') : 'No files found');
  });
}
