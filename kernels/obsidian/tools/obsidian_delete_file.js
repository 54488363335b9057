// DELETE /vault/<filepath>, after the server's own check that `confirm` is true. The REST API
// removes files; a folder path makes its filesystem call fail unanswered (see reply.timedOut).
import { validateArgs } from '../lib/validate.js';
import { getFile, isFolder } from '../lib/vault.js';
import { text, caught, restError, timedOut } from '../lib/reply.js';

export default function (args, ctx) {
  const invalid = validateArgs('obsidian_delete_file', args);
  if (invalid) return invalid;
  if (!args.confirm) return caught('confirm must be set to true to delete a file');
  const path = args.filepath;
  if (!path || path.endsWith('/')) return restError(40510);
  if (getFile(ctx, path)) {
    ctx.delete(`files[${path}]`);
    return text(`Successfully deleted ${args.filepath}`);
  }
  if (isFolder(ctx, path)) return timedOut();
  return restError(40400);
}
