// approve_request_completion: completes a request whose tasks are all done and approved (a request
// without tasks qualifies). Approving a completed request again succeeds again.
import { invalidArguments } from '../lib/validate.js';
import { findRequest, requestPath, markSaved } from '../lib/store.js';
import { reply, softFail } from '../lib/reply.js';

export default function (args, ctx) {
  const bad = invalidArguments('approve_request_completion', args);
  if (bad) return bad;
  const request = findRequest(ctx, args.requestId);
  if (!request) return softFail('Request not found');
  if (!request.tasks.every((t) => t.done)) return softFail('Not all tasks are done.');
  if (!request.tasks.every((t) => t.approved)) return softFail('Not all done tasks are approved.');
  ctx.update(requestPath(request.requestId), { completed: true });
  markSaved(ctx);
  return reply({ status: 'request_approved_complete', requestId: request.requestId, message: 'Request is fully completed and approved.' });
}
