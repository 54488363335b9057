// mark_task_done: marks a task done, with optional details.
import { request, saved, progress, ok, err } from '../lib/store.js';

export default function (args, ctx) {
  const r = request(ctx, args.requestId);
  if (!r) return err(`Request ${args.requestId} not found`);
  const t = r.tasks.find((x) => x.id === args.taskId);
  if (!t) return err(`Task ${args.taskId} not found in request ${args.requestId}`);
  if (t.done) return err(`Task ${args.taskId} is already done`);
  ctx.update(`requests[${r.requestId}].tasks[${t.id}]`, { done: true, completedDetails: args.completedDetails ?? '' });
  saved(ctx);
  t.done = true;
  return ok({ status: 'task_done', taskId: t.id, progress: progress(r) });
}
