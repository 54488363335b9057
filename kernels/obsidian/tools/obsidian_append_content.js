// POST /vault/<filepath>: appends to the file, creating it (and its folders) when missing. An
// existing file that does not end with a newline gets one before the new content.
import { validateArgs } from '../lib/validate.js';
import { getFile, isFolder, writeFile } from '../lib/vault.js';
import { text, restError, timedOut } from '../lib/reply.js';

export default function (args, ctx) {
  const invalid = validateArgs('obsidian_append_content', args);
  if (invalid) return invalid;
  const path = args.filepath;
  if (!path || path.endsWith('/')) return restError(40510);
  const file = getFile(ctx, path);
  if (!file && isFolder(ctx, path)) return timedOut();
  let content = file ? file.content : '';
  if (file && !content.endsWith('\n')) content += '\n';
  writeFile(ctx, path, content + args.content);
  return text(`Successfully appended content to ${args.filepath}`);
}
