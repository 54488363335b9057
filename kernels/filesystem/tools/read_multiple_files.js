// read_multiple_files: each file as `<path as given>:\n<text>\n`, a failure inline as
// `<path as given>: Error - <message>`, joined by `\n---\n`. One failure does not fail the call.
import { FsError, textResult } from '../lib/errors.js';
import { loadFs } from '../lib/model.js';
import { resolvePath } from '../lib/paths.js';
import { readWhole } from '../lib/read.js';

export default function (args, ctx) {
  const fs = loadFs(ctx);
  const parts = args.paths.map((p) => {
    try {
      const { abs, rel } = resolvePath(fs, p);
      return `${p}:\n${readWhole(fs, abs, rel)}\n`;
    } catch (e) {
      if (!(e instanceof FsError)) throw e;
      return `${p}: Error - ${e.message}`;
    }
  });
  return textResult(parts.join('\n---\n'));
}
