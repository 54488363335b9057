// edit_file: applies the edits (see ../lib/edit.js) and answers the git-style diff of the whole
// file in a Markdown fence; with dryRun the file is left alone. Writing normalizes the file's line
// endings to `\n` even when no edit changed anything.
import { guarded, textResult } from '../lib/errors.js';
import { loadFs, writeText } from '../lib/model.js';
import { resolvePath } from '../lib/paths.js';
import { readWhole } from '../lib/read.js';
import { applyEdits, normalizeEol, fenced } from '../lib/edit.js';
import { unifiedDiff } from '../lib/diff.js';

export default function (args, ctx) {
  return guarded(() => {
    const fs = loadFs(ctx);
    const { abs, rel } = resolvePath(fs, args.path);
    const before = normalizeEol(readWhole(fs, abs, rel));
    const after = applyEdits(before, args.edits);
    const text = fenced(unifiedDiff(abs, before, after));
    if (!args.dryRun) writeText(ctx, fs, rel, after);
    return textResult(text);
  });
}
