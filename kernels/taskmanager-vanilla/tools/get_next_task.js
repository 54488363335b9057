// get_next_task: the next pending task, or all_tasks_done.
import { request, progress, ok, err } from '../lib/store.js';

export default function (args, ctx) {
  const r = request(ctx, args.requestId);
  if (!r) return err(`Request ${args.requestId} not found`);
  const next = r.tasks.find((t) => !t.done);
  if (!next) return ok({ status: 'all_tasks_done', message: 'All tasks are done. Waiting for request completion approval.', progress: progress(r) });
  return ok({ status: 'next_task', task: { id: next.id, title: next.title, description: next.description }, progress: progress(r) });
}
