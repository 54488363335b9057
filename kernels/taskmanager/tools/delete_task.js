// delete_task: removes a task not done yet from its request.
import { invalidArguments } from '../lib/validate.js';
import { findRequest, taskPath, markSaved } from '../lib/store.js';
import { reply, softFail, progressTable } from '../lib/reply.js';

export default function (args, ctx) {
  const bad = invalidArguments('delete_task', args);
  if (bad) return bad;
  const request = findRequest(ctx, args.requestId);
  if (!request) return softFail('Request not found');
  const task = request.tasks.find((t) => t.id === args.taskId);
  if (!task) return softFail('Task not found');
  if (task.done) return softFail('Cannot delete completed task');
  ctx.delete(taskPath(request.requestId, task.id));
  markSaved(ctx);
  const after = { ...request, tasks: request.tasks.filter((t) => t !== task) };
  return reply({ status: 'task_deleted', message: `Task ${task.id} has been deleted.\n${progressTable(after)}` });
}
