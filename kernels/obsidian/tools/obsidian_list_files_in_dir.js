// GET /vault/<dirpath>/ : the entries directly inside a folder. The server appends the slash
// itself, so a dirpath that already ends in '/' asks for "<dir>//" and finds nothing; folders
// without files do not exist for the API.
import { validateArgs } from '../lib/validate.js';
import { listEntries } from '../lib/vault.js';
import { text, restError } from '../lib/reply.js';
import { dumps } from '../lib/pyjson.js';

export default function (args, ctx) {
  const invalid = validateArgs('obsidian_list_files_in_dir', args);
  if (invalid) return invalid;
  const files = listEntries(ctx, `${args.dirpath}/`);
  if (!files.length) return restError(40400);
  return text(dumps(files));
}
