// approve_task_completion: approves a done task; a task not done yet, or approved already, is a
// soft fail.
import { invalidArguments } from '../lib/validate.js';
import { findRequest, taskPath, markSaved } from '../lib/store.js';
import { reply, softFail } from '../lib/reply.js';

export default function (args, ctx) {
  const bad = invalidArguments('approve_task_completion', args);
  if (bad) return bad;
  const request = findRequest(ctx, args.requestId);
  if (!request) return softFail('Request not found');
  const task = request.tasks.find((t) => t.id === args.taskId);
  if (!task) return softFail('Task not found');
  if (!task.done) return softFail('Task not done yet.');
  if (task.approved) return softFail('Task already approved.', 'already_approved');
  ctx.update(taskPath(request.requestId, task.id), { approved: true });
  markSaved(ctx);
  return reply({
    status: 'task_approved',
    requestId: request.requestId,
    task: { id: task.id, title: task.title, description: task.description, completedDetails: task.completedDetails, approved: true },
  });
}
