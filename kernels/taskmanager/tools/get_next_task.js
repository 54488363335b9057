// get_next_task: the first task not done yet (a done but unapproved task does not block it), or
// all_tasks_done when none is left, or already_completed once the request is approved.
import { invalidArguments } from '../lib/validate.js';
import { findRequest } from '../lib/store.js';
import { reply, softFail, progressTable, taskBrief } from '../lib/reply.js';

export default function (args, ctx) {
  const bad = invalidArguments('get_next_task', args);
  if (bad) return bad;
  const request = findRequest(ctx, args.requestId);
  if (!request) return softFail('Request not found');
  if (request.completed) return softFail('Request already completed.', 'already_completed');
  const next = request.tasks.find((t) => !t.done);
  if (!next) {
    return reply({ status: 'all_tasks_done', message: `All tasks have been completed. Awaiting request completion approval.\n${progressTable(request)}` });
  }
  return reply({
    status: 'next_task',
    task: taskBrief(next),
    message: `Next task is ready. Task approval will be required after completion.\n${progressTable(request)}`,
  });
}
