// request_planning: registers a request and its tasks.
import { requests, nextId, saved, progress, ok } from '../lib/store.js';

export default function (args, ctx) {
  const all = requests(ctx);
  const requestId = nextId(all.map((r) => r.requestId), 'request-');
  const taskIds = all.flatMap((r) => r.tasks.map((t) => t.id));
  const tasks = [];
  for (const t of args.tasks) {
    const id = nextId(taskIds, 'task-');
    taskIds.push(id);
    tasks.push({ id, title: t.title, description: t.description, done: false, approved: false, completedDetails: '' });
  }
  const req = { requestId, originalRequest: args.originalRequest, splitDetails: args.splitDetails ?? '', tasks, completed: false };
  ctx.create('requests', { ...req, tasks: Object.fromEntries(tasks.map((t) => [t.id, t])) }, { id: requestId });
  saved(ctx);
  return ok({ requestId, tasks: tasks.map((t) => ({ id: t.id, title: t.title, description: t.description })), progress: progress(req) });
}
