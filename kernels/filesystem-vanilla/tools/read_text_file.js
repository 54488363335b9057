// read_text_file: the file's text, or only its first (head) / last (tail) N lines.
import { load, readFile, run, ok, FsError } from '../lib/fs.js';

export function readWithLines(ctx, args) {
  return run(() => {
    if (args.head !== undefined && args.tail !== undefined) throw new FsError('Cannot specify both head and tail');
    const content = readFile(load(ctx), args.path);
    const lines = content.split('\n');
    if (args.head !== undefined) return ok(lines.slice(0, args.head).join('\n'));
    if (args.tail !== undefined) return ok(lines.slice(Math.max(0, lines.length - args.tail)).join('\n'));
    return ok(content);
  });
}

export default function (args, ctx) {
  return readWithLines(ctx, args);
}
