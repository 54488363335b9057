// delete_filter -> users.settings.filters.delete.
import { handle, text } from '../lib/errors.js';
import { DeleteFilterSchema } from '../lib/schemas.js';
import { deleteFilter } from '../lib/filters.js';

export default function (args, ctx) {
  return handle(DeleteFilterSchema, args, (a) => text(deleteFilter(ctx, a.filterId).message));
}
