// GET /vault/ : the vault root's files and folders (folders end in '/'), printed by the server as
// json.dumps(files, indent=2).
import { validateArgs } from '../lib/validate.js';
import { listEntries } from '../lib/vault.js';
import { text, restError } from '../lib/reply.js';
import { dumps } from '../lib/pyjson.js';

export default function (args, ctx) {
  const invalid = validateArgs('obsidian_list_files_in_vault', args);
  if (invalid) return invalid;
  const files = listEntries(ctx, '');
  if (!files.length) return restError(40400);
  return text(dumps(files));
}
