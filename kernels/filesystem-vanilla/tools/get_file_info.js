// get_file_info: size, times, type and permissions as JSON.
import { load, resolve, entry, run, ok, FsError } from '../lib/fs.js';

export default function (args, ctx) {
  return run(() => {
    const fs = load(ctx);
    const { rel } = resolve(fs, args.path);
    const e = entry(fs, rel);
    if (!e) throw new FsError(`Path not found: ${args.path}`);
    const now = ctx.now();
    const dir = e.type === 'dir';
    return ok(JSON.stringify({ size: dir ? 0 : e.size, created: now, modified: now, accessed: now, isDirectory: dir, isFile: !dir, permissions: dir ? 'rwxr-xr-x' : 'rw-r--r--' }, null, 2));
  });
}
