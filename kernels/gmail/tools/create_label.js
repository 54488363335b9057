// create_label -> users.labels.create (visibility defaults show / labelShow). The API's answer has
// no `type`, and the server prints `Type: ${result.type}` all the same.
import { handle, text } from '../lib/errors.js';
import { CreateLabelSchema } from '../lib/schemas.js';
import { createLabel } from '../lib/labels.js';

export default function (args, ctx) {
  return handle(CreateLabelSchema, args, (a) => {
    const r = createLabel(ctx, a.name, { messageListVisibility: a.messageListVisibility, labelListVisibility: a.labelListVisibility });
    return text(`Label created successfully:\nID: ${r.id}\nName: ${r.name}\nType: ${r.type}`);
  });
}
