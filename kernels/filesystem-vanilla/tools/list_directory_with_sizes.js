// list_directory_with_sizes: like list_directory, with file sizes; sorted by name or size.
import { load, resolve, entry, children, run, ok, FsError } from '../lib/fs.js';

export default function (args, ctx) {
  return run(() => {
    const fs = load(ctx);
    const { rel } = resolve(fs, args.path);
    const e = entry(fs, rel);
    if (!e || e.type !== 'dir') throw new FsError(`Not a directory: ${args.path}`);
    const items = children(fs, rel);
    if (args.sortBy === 'size') items.sort((a, b) => (b.entry.size || 0) - (a.entry.size || 0));
    return ok(items.map((c) => (c.entry.type === 'dir' ? `[DIR] ${c.name}` : `[FILE] ${c.name} (${c.entry.size} bytes)`)).join('\n'));
  });
}
