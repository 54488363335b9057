// search_files: full paths of the files and folders under `path` whose path relative to it matches
// the glob, depth first in readdir order, or "No matches found". An excluded entry (glob on the
// same relative path) is skipped with everything below it.
import { guarded, textResult } from '../lib/errors.js';
import { loadFs } from '../lib/model.js';
import { openDir, walk } from '../lib/listing.js';
import { globMatch } from '../lib/glob.js';

export default function (args, ctx) {
  return guarded(() => {
    const fs = loadFs(ctx);
    const { abs, rel } = openDir(fs, args.path);
    const excludes = args.excludePatterns || [];
    const found = [];
    walk(fs, rel, (_child, relPath) => {
      if (excludes.some((p) => globMatch(relPath, p))) return false;
      if (globMatch(relPath, args.pattern)) found.push(`${abs}/${relPath}`);
      return true;
    });
    return textResult(found.length ? found.join('\n') : 'No matches found');
  });
}
