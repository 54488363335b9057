// edit_file's matching, as observed on the live server. Line endings are normalized to `\n` in the
// file and in every edit. Edits apply in order, each to the result of the previous one:
//   1. if oldText occurs verbatim, its first occurrence is replaced (literally: `$&` stays `$&`);
//   2. otherwise the first run of lines that equals oldText's lines after trimming each line is
//      replaced; the first new line takes the indentation of the first matched line, and a later
//      new line that is indented where the corresponding oldText line was indented too is
//      re-indented to the matched indentation plus the difference between the two; other new lines
//      are kept as written;
//   3. otherwise the whole call fails: `Could not find exact match for edit:\n<oldText>`.
import { FsError } from './errors.js';

export const normalizeEol = (s) => s.replace(/\r\n/g, '\n');

const indentOf = (line) => /^\s*/.exec(line)[0];

function applyOne(content, oldText, newText, asGiven) {
  const at = content.indexOf(oldText);
  if (at >= 0) return content.slice(0, at) + newText + content.slice(at + oldText.length);
  const oldLines = oldText.split('\n');
  const lines = content.split('\n');
  for (let i = 0; i + oldLines.length <= lines.length; i += 1) {
    if (!oldLines.every((l, j) => l.trim() === lines[i + j].trim())) continue;
    const base = indentOf(lines[i]);
    const replacement = newText.split('\n').map((line, j) => {
      if (j === 0) return base + line.trimStart();
      const oldIndent = oldLines[j] === undefined ? '' : indentOf(oldLines[j]);
      const newIndent = indentOf(line);
      if (oldIndent && newIndent) return base + ' '.repeat(Math.max(0, newIndent.length - oldIndent.length)) + line.trimStart();
      return line;
    });
    lines.splice(i, oldLines.length, ...replacement);
    return lines.join('\n');
  }
  throw new FsError(`Could not find exact match for edit:\n${asGiven}`);
}

/** The file's text after all edits (throws FsError when an edit does not match). */
export function applyEdits(content, edits) {
  let out = content;
  for (const e of edits) out = applyOne(out, normalizeEol(e.oldText), normalizeEol(e.newText), e.oldText);
  return out;
}

/** The diff in a Markdown fence longer than any backtick run inside it. */
export function fenced(diff) {
  let n = 3;
  while (diff.includes('`'.repeat(n))) n += 1;
  const fence = '`'.repeat(n);
  return `${fence}diff\n${diff}${fence}\n\n`;
}
