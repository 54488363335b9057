// open_task_details: a task's details by id.
import { requests, ok, err } from '../lib/store.js';

export default function (args, ctx) {
  for (const r of requests(ctx)) {
    const t = r.tasks.find((x) => x.id === args.taskId);
    if (t) return ok({ requestId: r.requestId, task: t });
  }
  return err(`Task ${args.taskId} not found`);
}
