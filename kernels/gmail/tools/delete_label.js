// delete_label -> users.labels.get, refusal for system labels, users.labels.delete.
import { handle, text } from '../lib/errors.js';
import { DeleteLabelSchema } from '../lib/schemas.js';
import { deleteLabel } from '../lib/labels.js';

export default function (args, ctx) {
  return handle(DeleteLabelSchema, args, (a) => text(deleteLabel(ctx, a.id).message));
}
