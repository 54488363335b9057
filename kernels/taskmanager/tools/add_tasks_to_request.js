// add_tasks_to_request: appends tasks to an open request (ids after the highest in use).
import { invalidArguments } from '../lib/validate.js';
import { loadRequests, findRequest, nextTaskIds, newTask, taskPath, markSaved } from '../lib/store.js';
import { reply, softFail, progressTable, taskBrief } from '../lib/reply.js';

export default function (args, ctx) {
  const bad = invalidArguments('add_tasks_to_request', args);
  if (bad) return bad;
  const request = findRequest(ctx, args.requestId);
  if (!request) return softFail('Request not found');
  if (request.completed) return softFail('Cannot add tasks to completed request');
  const ids = nextTaskIds(loadRequests(ctx), args.tasks.length);
  const added = args.tasks.map((t, i) => newTask(ids[i], t));
  for (const t of added) ctx.set(taskPath(request.requestId, t.id), t);
  markSaved(ctx);
  const after = { ...request, tasks: request.tasks.concat(added) };
  return reply({
    status: 'tasks_added',
    message: `Added ${added.length} new tasks to request.\n${progressTable(after)}`,
    newTasks: added.map(taskBrief),
  });
}
