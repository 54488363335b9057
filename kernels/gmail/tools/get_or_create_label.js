// get_or_create_label -> a case-insensitive name lookup over users.labels.list, else create.
// The server words the outcome from the label it got back: `found existing` only when that label
// has type "user" and exactly the requested name — so a freshly created label (whose API answer
// has no type) reads `created new`, and so does a case-insensitive hit or a system label.
import { handle, text } from '../lib/errors.js';
import { GetOrCreateLabelSchema } from '../lib/schemas.js';
import { getOrCreateLabel } from '../lib/labels.js';

export default function (args, ctx) {
  return handle(GetOrCreateLabelSchema, args, (a) => {
    const r = getOrCreateLabel(ctx, a.name, { messageListVisibility: a.messageListVisibility, labelListVisibility: a.labelListVisibility });
    const action = r.type === 'user' && r.name === a.name ? 'found existing' : 'created new';
    return text(`Successfully ${action} label:\nID: ${r.id}\nName: ${r.name}\nType: ${r.type}`);
  });
}
