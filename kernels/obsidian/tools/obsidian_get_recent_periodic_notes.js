// GET /periodic/<period>/recent?limit&includeContent. The Local REST API has no such route (only
// /periodic/<period>/ and /periodic/<period>/<y>/<m>/<d>/), so its not-found handler answers
// every call; the server's own argument checks run first.
import { validateArgs } from '../lib/validate.js';
import { restError } from '../lib/reply.js';

export default function (args, ctx) {
  const invalid = validateArgs('obsidian_get_recent_periodic_notes', args);
  if (invalid) return invalid;
  return restError(40400);
}
