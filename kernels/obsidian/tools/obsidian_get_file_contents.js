// GET /vault/<filepath>: the raw text, which the server returns as json.dumps(text, indent=2) —
// a JSON string literal with \n and \uXXXX escapes. A folder path ('' or ending in '/') gets the
// folder listing's JSON text, quoted the same way.
import { validateArgs } from '../lib/validate.js';
import { readPath } from '../lib/vault.js';
import { text, restError } from '../lib/reply.js';
import { dumps } from '../lib/pyjson.js';

export default function (args, ctx) {
  const invalid = validateArgs('obsidian_get_file_contents', args);
  if (invalid) return invalid;
  const got = readPath(ctx, args.filepath);
  if (got.code) return restError(got.code);
  return text(dumps(got.text));
}
