// search_emails -> users.messages.list(q, maxResults || 10), then each hit's Subject/From/Date.
// Every hit prints as `ID: …\nSubject: …\nFrom: …\nDate: …\n`, hits joined by a blank line; no
// hits print as an empty text.
import { handle, text, ApiError } from '../lib/errors.js';
import { SearchEmailsSchema } from '../lib/schemas.js';
import { account, allMessages, allLabels } from '../lib/mailbox.js';
import { searchMessages } from '../lib/search.js';
import { headerExact } from '../lib/format.js';

export default function (args, ctx) {
  return handle(SearchEmailsSchema, args, (a) => {
    const max = a.maxResults || 10;
    // maxResults travels as a uint32 query parameter; the API caps it at 500.
    if (max < 0 || !Number.isInteger(max)) throw new ApiError(400, `Invalid value at 'max_results' (TYPE_UINT32), "${max}"`);
    const hits = searchMessages(allMessages(ctx), a.query, { me: account(ctx).emailAddress, labels: allLabels(ctx), nowMs: ctx.nowMs() }).slice(0, Math.min(max, 500));
    return text(hits.map((m) => `ID: ${m.id}\nSubject: ${headerExact(m, 'Subject') || ''}\nFrom: ${headerExact(m, 'From') || ''}\nDate: ${headerExact(m, 'Date') || ''}\n`).join('\n'));
  });
}
