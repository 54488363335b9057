// delete_task: removes a task; "only uncompleted tasks can be deleted".
import { request, saved, progress, ok, err } from '../lib/store.js';

export default function (args, ctx) {
  const r = request(ctx, args.requestId);
  if (!r) return err(`Request ${args.requestId} not found`);
  const t = r.tasks.find((x) => x.id === args.taskId);
  if (!t) return err(`Task ${args.taskId} not found in request ${args.requestId}`);
  if (t.done) return err(`Task ${args.taskId} is completed and cannot be deleted`);
  ctx.delete(`requests[${r.requestId}].tasks[${t.id}]`);
  saved(ctx);
  return ok({ status: 'task_deleted', taskId: t.id, progress: progress({ ...r, tasks: r.tasks.filter((x) => x !== t) }) });
}
