// Several GET /vault/<filepath> calls, concatenated as "# <path>\n\n<content>\n\n---\n\n"; a file
// that cannot be read contributes "Error reading file: …" instead and the rest still come back.
import { validateArgs } from '../lib/validate.js';
import { readPath } from '../lib/vault.js';
import { text, restMessage } from '../lib/reply.js';

export default function (args, ctx) {
  const invalid = validateArgs('obsidian_batch_get_file_contents', args);
  if (invalid) return invalid;
  let out = '';
  for (const path of args.filepaths) {
    const got = readPath(ctx, path);
    out += got.code
      ? `# ${path}\n\nError reading file: ${restMessage(got.code)}\n\n---\n\n`
      : `# ${path}\n\n${got.text}\n\n---\n\n`;
  }
  return text(out);
}
