// PUT /vault/<filepath>: creates the file (and its folders) or replaces its whole content.
import { validateArgs } from '../lib/validate.js';
import { getFile, isFolder, writeFile } from '../lib/vault.js';
import { text, restError, timedOut } from '../lib/reply.js';

export default function (args, ctx) {
  const invalid = validateArgs('obsidian_put_content', args);
  if (invalid) return invalid;
  const path = args.filepath;
  if (!path || path.endsWith('/')) return restError(40510);
  if (!getFile(ctx, path) && isFolder(ctx, path)) return timedOut();
  writeFile(ctx, path, args.content);
  return text(`Successfully uploaded content to ${args.filepath}`);
}
