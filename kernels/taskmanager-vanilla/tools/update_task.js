// update_task: changes title and/or description; "only uncompleted tasks can be updated".
import { request, saved, progress, ok, err } from '../lib/store.js';

export default function (args, ctx) {
  const r = request(ctx, args.requestId);
  if (!r) return err(`Request ${args.requestId} not found`);
  const t = r.tasks.find((x) => x.id === args.taskId);
  if (!t) return err(`Task ${args.taskId} not found in request ${args.requestId}`);
  if (t.done) return err(`Task ${args.taskId} is completed and cannot be updated`);
  const changes = {};
  if (args.title !== undefined) changes.title = args.title;
  if (args.description !== undefined) changes.description = args.description;
  ctx.update(`requests[${r.requestId}].tasks[${t.id}]`, changes);
  saved(ctx);
  Object.assign(t, changes);
  return ok({ status: 'task_updated', task: { id: t.id, title: t.title, description: t.description }, progress: progress(r) });
}
