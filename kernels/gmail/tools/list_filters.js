// list_filters -> users.settings.filters.list. 1.1.11 reads the answer's `filters` field while the
// API names it `filter`, so it always prints `No filters found.` (see lib/filters.js).
import { handle, text } from '../lib/errors.js';
import { listFilters, criteriaText, actionText } from '../lib/filters.js';

export default function (args, ctx) {
  return handle(null, args, () => {
    const r = listFilters(ctx);
    if (r.filters.length === 0) return text('No filters found.');
    const body = r.filters.map((f) => `ID: ${f.id}\nCriteria: ${criteriaText(f.criteria)}\nActions: ${actionText(f.action)}\n`).join('\n');
    return text(`Found ${r.count} filters:\n\n${body}`);
  });
}
