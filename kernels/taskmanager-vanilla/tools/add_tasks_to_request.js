// add_tasks_to_request: extends an existing request with more tasks.
import { request, requests, nextId, saved, progress, ok, err } from '../lib/store.js';

export default function (args, ctx) {
  const r = request(ctx, args.requestId);
  if (!r) return err(`Request ${args.requestId} not found`);
  const taskIds = requests(ctx).flatMap((x) => x.tasks.map((t) => t.id));
  for (const t of args.tasks) {
    const id = nextId(taskIds, 'task-');
    taskIds.push(id);
    const task = { id, title: t.title, description: t.description, done: false, approved: false, completedDetails: '' };
    ctx.set(`requests[${r.requestId}].tasks[${id}]`, task);
    r.tasks.push(task);
  }
  saved(ctx);
  return ok({ status: 'tasks_added', requestId: r.requestId, progress: progress(r) });
}
