// list_requests: every request with its task counts, as a table and as data.
import { invalidArguments } from '../lib/validate.js';
import { loadRequests } from '../lib/store.js';
import { reply } from '../lib/reply.js';

export default function (args, ctx) {
  const bad = invalidArguments('list_requests', args);
  if (bad) return bad;
  const requests = loadRequests(ctx).map((r) => ({
    requestId: r.requestId,
    originalRequest: r.originalRequest,
    totalTasks: r.tasks.length,
    completedTasks: r.tasks.filter((t) => t.done).length,
    approvedTasks: r.tasks.filter((t) => t.approved).length,
  }));
  let table = 'Requests List:\n| Request ID | Original Request | Total Tasks | Completed | Approved |\n|------------|------------------|-------------|-----------|----------|\n';
  for (const r of requests) table += `| ${r.requestId} | ${r.originalRequest} | ${r.totalTasks} | ${r.completedTasks} | ${r.approvedTasks} |\n`;
  return reply({ status: 'requests_listed', message: `Current requests in the system:\n\n${table}`, requests });
}
