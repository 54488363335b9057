// edit_file: replaces exact text sequences and returns a git-style diff of the changed lines.
import { load, resolve, entry, text, put, run, ok, FsError } from '../lib/fs.js';

export default function (args, ctx) {
  return run(() => {
    const fs = load(ctx);
    const { rel } = resolve(fs, args.path);
    const e = entry(fs, rel);
    if (!e || e.type === 'dir') throw new FsError(`File not found: ${args.path}`);
    const before = text(e);
    let after = before;
    for (const edit of args.edits) {
      if (!after.includes(edit.oldText)) throw new FsError(`Text not found in ${args.path}: ${edit.oldText}`);
      after = after.replace(edit.oldText, () => edit.newText);
    }
    const a = before.split('\n');
    const b = after.split('\n');
    const lines = [`--- a/${rel}`, `+++ b/${rel}`];
    for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
      if (a[i] === b[i]) continue;
      if (a[i] !== undefined) lines.push(`-${a[i]}`);
      if (b[i] !== undefined) lines.push(`+${b[i]}`);
    }
    if (!args.dryRun) put(ctx, fs, rel, after);
    return ok(`\`\`\`diff\n${lines.join('\n')}\n\`\`\``);
  });
}
