// create_filter -> users.settings.filters.create. Criteria and actions are printed from the
// arguments as the server parsed them (not from the API's answer).
import { handle, text } from '../lib/errors.js';
import { CreateFilterSchema } from '../lib/schemas.js';
import { createFilter, criteriaText, actionText } from '../lib/filters.js';

export default function (args, ctx) {
  return handle(CreateFilterSchema, args, (a) => {
    const r = createFilter(ctx, a.criteria, a.action);
    return text(`Filter created successfully:\nID: ${r.id}\nCriteria: ${criteriaText(a.criteria)}\nActions: ${actionText(a.action)}`);
  });
}
