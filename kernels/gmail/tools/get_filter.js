// get_filter -> users.settings.filters.get, printed from the API's stored filter.
import { handle, text } from '../lib/errors.js';
import { GetFilterSchema } from '../lib/schemas.js';
import { getFilter, criteriaText, actionText } from '../lib/filters.js';

export default function (args, ctx) {
  return handle(GetFilterSchema, args, (a) => {
    const r = getFilter(ctx, a.filterId);
    return text(`Filter details:\nID: ${r.id}\nCriteria: ${criteriaText(r.criteria)}\nActions: ${actionText(r.action)}`);
  });
}
