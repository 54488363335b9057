// write_file: creates or overwrites a file; its folder must exist.
import { load, resolve, entry, parent, put, byteLength, run, ok, FsError } from '../lib/fs.js';

export default function (args, ctx) {
  return run(() => {
    const fs = load(ctx);
    const { rel } = resolve(fs, args.path);
    const e = entry(fs, rel);
    if (e && e.type === 'dir') throw new FsError(`${args.path} is a directory`);
    const dir = entry(fs, parent(rel));
    if (!dir || dir.type !== 'dir') throw new FsError(`Parent directory does not exist: ${args.path}`);
    put(ctx, fs, rel, args.content);
    return ok(`Wrote ${byteLength(args.content)} bytes to ${args.path}`);
  });
}
