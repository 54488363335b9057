// approve_request_completion: finalizes a request whose tasks are all done and approved.
import { request, saved, progress, ok, err } from '../lib/store.js';

export default function (args, ctx) {
  const r = request(ctx, args.requestId);
  if (!r) return err(`Request ${args.requestId} not found`);
  if (r.tasks.some((t) => !t.done || !t.approved)) return err('All tasks must be done and approved first');
  ctx.update(`requests[${r.requestId}]`, { completed: true });
  saved(ctx);
  return ok({ status: 'request_completed', requestId: r.requestId, progress: progress(r) });
}
