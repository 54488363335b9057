// read_multiple_files: each file's content under its path; a failed read is reported in place.
import { load, readFile, ok, FsError } from '../lib/fs.js';

export default function (args, ctx) {
  const fs = load(ctx);
  return ok(args.paths.map((p) => {
    try {
      return `=== ${p} ===\n${readFile(fs, p)}`;
    } catch (e) {
      if (!(e instanceof FsError)) throw e;
      return `=== ${p} ===\nError: ${e.message}`;
    }
  }).join('\n\n'));
}
