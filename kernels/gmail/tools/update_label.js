// update_label -> users.labels.get (existence) then users.labels.update with the given fields.
import { handle, text } from '../lib/errors.js';
import { UpdateLabelSchema } from '../lib/schemas.js';
import { updateLabel } from '../lib/labels.js';

export default function (args, ctx) {
  return handle(UpdateLabelSchema, args, (a) => {
    // Only truthy fields go into the request body, as in the server.
    const updates = {};
    if (a.name) updates.name = a.name;
    if (a.messageListVisibility) updates.messageListVisibility = a.messageListVisibility;
    if (a.labelListVisibility) updates.labelListVisibility = a.labelListVisibility;
    const r = updateLabel(ctx, a.id, updates);
    return text(`Label updated successfully:\nID: ${r.id}\nName: ${r.name}\nType: ${r.type}`);
  });
}
