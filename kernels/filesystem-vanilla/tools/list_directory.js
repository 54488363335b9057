// list_directory: entries with [FILE] / [DIR] prefixes.
import { load, resolve, entry, children, run, ok, FsError } from '../lib/fs.js';

export default function (args, ctx) {
  return run(() => {
    const fs = load(ctx);
    const { rel } = resolve(fs, args.path);
    const e = entry(fs, rel);
    if (!e || e.type !== 'dir') throw new FsError(`Not a directory: ${args.path}`);
    return ok(children(fs, rel).map((c) => `${c.entry.type === 'dir' ? '[DIR]' : '[FILE]'} ${c.name}`).join('\n'));
  });
}
