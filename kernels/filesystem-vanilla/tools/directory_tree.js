// directory_tree: recursive {name, type, children} JSON with 2-space indentation.
import { load, resolve, entry, children, glob, run, ok, FsError } from '../lib/fs.js';

export default function (args, ctx) {
  return run(() => {
    const fs = load(ctx);
    const { rel } = resolve(fs, args.path);
    const e = entry(fs, rel);
    if (!e || e.type !== 'dir') throw new FsError(`Not a directory: ${args.path}`);
    const excludes = (args.excludePatterns || []).map(glob);
    const build = (dir) => children(fs, dir)
      .filter((c) => !excludes.some((re) => re.test(c.name)))
      .map((c) => (c.entry.type === 'dir' ? { name: c.name, type: 'directory', children: build(c.entry.path) } : { name: c.name, type: 'file' }));
    return ok(JSON.stringify(build(rel), null, 2));
  });
}
