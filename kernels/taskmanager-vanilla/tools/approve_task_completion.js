// approve_task_completion: the user approves a task that was marked done.
import { request, saved, progress, ok, err } from '../lib/store.js';

export default function (args, ctx) {
  const r = request(ctx, args.requestId);
  if (!r) return err(`Request ${args.requestId} not found`);
  const t = r.tasks.find((x) => x.id === args.taskId);
  if (!t) return err(`Task ${args.taskId} not found in request ${args.requestId}`);
  if (!t.done) return err(`Task ${args.taskId} is not done yet`);
  ctx.update(`requests[${r.requestId}].tasks[${t.id}]`, { approved: true });
  saved(ctx);
  t.approved = true;
  return ok({ status: 'task_approved', taskId: t.id, progress: progress(r) });
}
