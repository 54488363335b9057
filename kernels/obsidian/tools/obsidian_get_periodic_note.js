// GET /periodic/<period>/ : today's note for the period (the vault's local date). 'content'
// returns the raw markdown; 'metadata' the note JSON (JSON.stringify(…, null, 2) on the API side),
// both passed through unchanged.
import { validateArgs } from '../lib/validate.js';
import { text, restError } from '../lib/reply.js';
import { currentNote, noteJson } from '../lib/periodic.js';

export default function (args, ctx) {
  const invalid = validateArgs('obsidian_get_periodic_note', args);
  if (invalid) return invalid;
  const found = currentNote(ctx, args.period);
  if (found.error) return restError(found.error);
  if ((args.type || 'content') === 'metadata') return text(JSON.stringify(noteJson(found.file), null, 2));
  return text(found.file.content);
}
