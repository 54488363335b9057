// The reference agents as an OpenAI-compatible Chat Completions endpoint on 127.0.0.1:
//   POST /v1/chat/completions   {model: "oracle" | "naive", messages, tools, stream?}
//   GET  /v1/models
// The agent finds its task by the instruction in the first user message, so the runner talks to
// it exactly as to a real model, through the same LLM client and cassettes. Responses are a pure
// function of the request: the id is a hash of it, `created` is fixed, and usage is estimated
// (4 characters a token) so token and cost displays have numbers.
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import { createHash } from 'node:crypto';
import type { Task } from '../tasks/schema.ts';
import { findTask } from './chain-walker.ts';
import { REFERENCE_AGENTS, isReferenceModel, referenceModels } from './registry.ts';
import type { ChatCompletion, ChatRequest } from './openai.ts';
import { canonicalJson } from '../util/canonical.ts';

/** 2026-01-01T00:00:00Z: reference responses carry no host time. */
export const FIXED_CREATED = 1767225600;
const MAX_BODY = 16 * 1024 * 1024;

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** The completion a reference policy gives for a request (no I/O). */
export function referenceCompletion(tasks: Task[], req: ChatRequest): ChatCompletion | { error: string; status: number } {
  const policy = String(req.model);
  if (!isReferenceModel(policy)) return { status: 404, error: `The model \`${req.model}\` does not exist (reference models: ${referenceModels().join(', ')})` };
  if (!Array.isArray(req.messages)) return { status: 400, error: "'messages' is a required property" };
  const task = findTask(req, tasks);
  if (!task) return { status: 400, error: 'no bundled task instruction found in the first user message' };
  const turn = REFERENCE_AGENTS[policy].turn(task, req);
  const message = turn.tool_calls ? { role: 'assistant' as const, content: null, tool_calls: turn.tool_calls } : { role: 'assistant' as const, content: turn.content };
  const prompt = estimateTokens(JSON.stringify(req.messages) + JSON.stringify(req.tools ?? []));
  const completion = estimateTokens(JSON.stringify(message));
  return {
    id: `chatcmpl-${createHash('sha256').update(canonicalJson(req)).digest('hex').slice(0, 24)}`,
    object: 'chat.completion',
    created: FIXED_CREATED,
    model: policy,
    choices: [{ index: 0, message, finish_reason: turn.tool_calls ? 'tool_calls' : 'stop' }],
    usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function sendError(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { error: { message, type: status === 404 ? 'not_found_error' : 'invalid_request_error', code: null } });
}

/** A streamed completion: the message in one delta, then the finish reason and usage, then [DONE]. */
function sendStream(res: ServerResponse, c: ChatCompletion): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const base = { id: c.id, object: 'chat.completion.chunk', created: c.created, model: c.model };
  const m = c.choices[0].message;
  const delta = m.tool_calls
    ? { role: 'assistant', content: null, tool_calls: m.tool_calls.map((t, index) => ({ index, ...t })) }
    : { role: 'assistant', content: m.content };
  res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`);
  res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta: {}, finish_reason: c.choices[0].finish_reason }], usage: c.usage })}\n\n`);
  res.end('data: [DONE]\n\n');
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > MAX_BODY) return null;
    chunks.push(c as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export interface ReferenceEndpoint {
  /** `http://127.0.0.1:<port>/v1` */
  baseUrl: string;
  requests: number;
  close(): Promise<void>;
}

export async function startReferenceEndpoint(tasks: Task[], opts: { port?: number } = {}): Promise<ReferenceEndpoint> {
  let requests = 0;
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '/').split('?')[0].replace(/\/+$/, '');
      if (req.method === 'GET' && path === '/v1/models') {
        return sendJson(res, 200, { object: 'list', data: referenceModels().map((id) => ({ id, object: 'model', created: FIXED_CREATED, owned_by: 'mcp-persona' })) });
      }
      if (path !== '/v1/chat/completions') return sendError(res, 404, `Not found: ${path}`);
      if (req.method !== 'POST') return sendError(res, 405, 'Method not allowed');
      const body = await readBody(req);
      if (body === null) return sendError(res, 413, 'request body too large');
      let parsed: ChatRequest;
      try {
        parsed = JSON.parse(body) as ChatRequest;
      } catch {
        return sendError(res, 400, 'request body is not valid JSON');
      }
      requests += 1;
      const out = referenceCompletion(tasks, parsed);
      if ('error' in out) return sendError(res, out.status, out.error);
      if (parsed.stream) return sendStream(res, out);
      return sendJson(res, 200, out);
    })().catch((e) => sendError(res, 500, (e as Error).message));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const addr = server.address();
  const port = addr && typeof addr === 'object' ? addr.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get requests() {
      return requests;
    },
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
