// mark_task_done: marks a task of the request done, with completedDetails (empty when omitted).
import { invalidArguments } from '../lib/validate.js';
import { findRequest, taskPath, markSaved } from '../lib/store.js';
import { reply, softFail } from '../lib/reply.js';

export default function (args, ctx) {
  const bad = invalidArguments('mark_task_done', args);
  if (bad) return bad;
  const request = findRequest(ctx, args.requestId);
  if (!request) return softFail('Request not found');
  const task = request.tasks.find((t) => t.id === args.taskId);
  if (!task) return softFail('Task not found');
  if (task.done) return softFail('Task is already marked done.', 'already_done');
  const completedDetails = args.completedDetails || '';
  ctx.update(taskPath(request.requestId, task.id), { done: true, completedDetails });
  markSaved(ctx);
  return reply({
    status: 'task_marked_done',
    requestId: request.requestId,
    task: { id: task.id, title: task.title, description: task.description, completedDetails, approved: task.approved },
  });
}
