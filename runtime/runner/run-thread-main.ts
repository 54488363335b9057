// The body of a run thread: takes one job at a time from the main thread, runs it exactly as the
// inline runner would (runOne with the project's LLM client) and answers with the outcome.
import { parentPort } from 'node:worker_threads';
import { runOne, type RunConfig } from './agent-loop.ts';
import { chatClientFactory } from './clients.ts';
import { agentNamed } from '../agents/registry.ts';
import type { ThreadReply, ThreadRequest } from './threads.ts';

const port = parentPort!;
const send = (m: ThreadReply) => port.postMessage(m);

port.on('message', async (req: ThreadRequest | { type: 'exit' }) => {
  // Asked to leave: stop listening, and the thread ends once its last work is done.
  if ('type' in req) return port.close();
  try {
    const { agentName, skills, ...rest } = req.config;
    const config: RunConfig = {
      ...rest,
      ...(agentName !== undefined ? { agent: agentNamed(agentName) } : {}),
      skills: { label: skills.label, forTask: () => skills.doc },
    };
    const client = chatClientFactory({ env: req.env })(req.client);
    try {
      const outcome = await runOne(req.job, config, client, (usage) => send({ id: req.id, type: 'tokens', usage }));
      send({ id: req.id, type: 'done', outcome });
    } finally {
      await client.close();
    }
  } catch (e) {
    const err = e as Error;
    send({ id: req.id, type: 'failed', error: { name: err?.name ?? 'Error', message: err?.message ?? String(e), stack: err?.stack } });
  }
});
