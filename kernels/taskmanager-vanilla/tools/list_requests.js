// list_requests: every request with a summary of its tasks.
import { requests, ok } from '../lib/store.js';

export default function (_args, ctx) {
  return ok({ requests: requests(ctx).map((r) => ({
    requestId: r.requestId, originalRequest: r.originalRequest, completed: r.completed,
    tasks: r.tasks.length, done: r.tasks.filter((t) => t.done).length, approved: r.tasks.filter((t) => t.approved).length,
  })) });
}
