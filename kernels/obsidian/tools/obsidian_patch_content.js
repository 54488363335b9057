// PATCH /vault/<filepath> with Operation / Target-Type / Target headers: inserts content relative
// to a heading (full path, `Outer::Inner`), a block reference or a front matter field.
import { validateArgs } from '../lib/validate.js';
import { getFile } from '../lib/vault.js';
import { text, restError } from '../lib/reply.js';
import { applyPatch, PatchFailed } from '../lib/patch.js';

export default function (args, ctx) {
  const invalid = validateArgs('obsidian_patch_content', args);
  if (invalid) return invalid;
  const path = args.filepath;
  if (!path || path.endsWith('/')) return restError(40510);
  const file = getFile(ctx, path);
  if (!file) return restError(40400);
  let patched;
  try {
    patched = applyPatch(file.content, args.operation, args.target_type, args.target, args.content);
  } catch (e) {
    if (e instanceof PatchFailed) return restError(40080, e.reason);
    throw e;
  }
  ctx.update(`files[${path}]`, { content: patched, mtime: ctx.nowMs() }); // the API rewrites the file either way
  return text(`Successfully patched content in ${args.filepath}`);
}
