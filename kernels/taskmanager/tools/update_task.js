// update_task: changes the title and/or description of a task not done yet. Empty strings count
// as "not given" (the field keeps its value), and a call that changes nothing still succeeds.
import { invalidArguments } from '../lib/validate.js';
import { findRequest, taskPath, markSaved } from '../lib/store.js';
import { reply, softFail, progressTable, taskBrief } from '../lib/reply.js';

export default function (args, ctx) {
  const bad = invalidArguments('update_task', args);
  if (bad) return bad;
  const request = findRequest(ctx, args.requestId);
  if (!request) return softFail('Request not found');
  const task = request.tasks.find((t) => t.id === args.taskId);
  if (!task) return softFail('Task not found');
  if (task.done) return softFail('Cannot update completed task');
  if (args.title) task.title = args.title;
  if (args.description) task.description = args.description;
  ctx.update(taskPath(request.requestId, task.id), { title: task.title, description: task.description });
  markSaved(ctx);
  return reply({
    status: 'task_updated',
    message: `Task ${task.id} has been updated.\n${progressTable(request)}`,
    task: taskBrief(task),
  });
}
