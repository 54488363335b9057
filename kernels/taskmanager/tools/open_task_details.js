// open_task_details: the first task with this id in any request, with its request's summary.
import { invalidArguments } from '../lib/validate.js';
import { loadRequests } from '../lib/store.js';
import { reply, softFail } from '../lib/reply.js';

export default function (args, ctx) {
  const bad = invalidArguments('open_task_details', args);
  if (bad) return bad;
  for (const request of loadRequests(ctx)) {
    const t = request.tasks.find((x) => x.id === args.taskId);
    if (!t) continue;
    return reply({
      status: 'task_details',
      requestId: request.requestId,
      originalRequest: request.originalRequest,
      splitDetails: request.splitDetails,
      completed: request.completed,
      task: { id: t.id, title: t.title, description: t.description, done: t.done, approved: t.approved, completedDetails: t.completedDetails },
    });
  }
  return softFail('No such task found', 'task_not_found');
}
