// request_planning: registers a request with its tasks. Ids continue after the highest in use
// (see ../lib/store.js); an empty or missing splitDetails becomes the original request.
import { invalidArguments } from '../lib/validate.js';
import { loadRequests, nextRequestId, nextTaskIds, newTask, markSaved } from '../lib/store.js';
import { reply, progressTable, taskBrief } from '../lib/reply.js';

export default function (args, ctx) {
  const bad = invalidArguments('request_planning', args);
  if (bad) return bad;
  const requests = loadRequests(ctx);
  const requestId = nextRequestId(requests);
  const ids = nextTaskIds(requests, args.tasks.length);
  const tasks = args.tasks.map((t, i) => newTask(ids[i], t));
  const request = { requestId, originalRequest: args.originalRequest, splitDetails: args.splitDetails || args.originalRequest, tasks, completed: false };
  ctx.create('requests', { ...request, tasks: Object.fromEntries(tasks.map((t) => [t.id, t])) }, { id: requestId });
  markSaved(ctx);
  return reply({
    status: 'planned',
    requestId,
    totalTasks: tasks.length,
    tasks: tasks.map(taskBrief),
    message: `Tasks have been successfully added. Please use 'get_next_task' to retrieve the first task.\n${progressTable(request)}`,
  });
}
