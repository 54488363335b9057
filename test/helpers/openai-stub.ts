// A loopback model server for tests: OpenAI Chat Completions (/v1/chat/completions) and the
// Anthropic Messages API (/v1/messages), whole and SSE-streamed, with tool calls. It listens on
// 127.0.0.1 on a random port. Answers are a deterministic function of the request plus a
// per-server counter (in ids and text), so a second live call differs from the first — which lets
// tests tell a replayed answer from a fresh one. Streams are written in irregular pieces (frames
// split and glued) to exercise frame re-assembly.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface StubOptions {
  /** The first `count` completion requests get `status` (with Retry-After: retryAfter seconds when set). */
  failFirst?: { count: number; status: number; retryAfter?: string };
  /** Put the request's credential header into the answer text (to test redaction). */
  echoCredentials?: boolean;
  /** Answer every request as number 0, so answers depend on the request alone, not on arrival order. */
  orderFree?: boolean;
  /** Wait this long before answering a completion (to test timeouts). */
  delayMs?: number;
}

export interface Stub {
  /** e.g. http://127.0.0.1:43127 */
  origin: string;
  /** OpenAI-style base URL: origin + /v1 */
  openaiBaseUrl: string;
  requests: StubRequest[];
  /** Completions served so far (failures included). */
  served(): number;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

const PIECES = [5, 17, 64, 3, 200, 1, 31];

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const c of req) parts.push(c as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

/** Write `text` in irregular pieces, yielding to the event loop between them. */
async function writePieces(res: ServerResponse, text: string): Promise<void> {
  const buf = Buffer.from(text, 'utf8');
  let at = 0;
  for (let i = 0; at < buf.length; i++) {
    const n = PIECES[i % PIECES.length];
    res.write(buf.subarray(at, at + n));
    at += n;
    await new Promise((r) => setImmediate(r));
  }
  res.end();
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((b) => (b && typeof b === 'object' ? String((b as Json).text ?? (b as Json).content ?? '') : '')).join(' ');
  return '';
}

function argsFor(schema: unknown, text: string, count: number): Json {
  const props = schema && typeof schema === 'object' ? ((schema as Json).properties as Json | undefined) : undefined;
  const out: Json = {};
  for (const [name, def] of Object.entries(props ?? {})) {
    const type = def && typeof def === 'object' ? (def as Json).type : undefined;
    out[name] = type === 'number' || type === 'integer' ? count : type === 'boolean' ? true : text;
  }
  return out;
}

function tokens(s: string): number {
  return Math.max(1, Math.ceil(s.length / 4));
}

interface Plan {
  text: string | null;
  calls: { id: string; name: string; args: string }[];
  promptTokens: number;
}

/** What to answer: tool calls when tools are offered and the last turn is not a tool result; otherwise an echo. */
function plan(n: number, messages: Json[], tools: { name: string; schema: unknown }[], choice: string | null, credential: string | undefined): Plan {
  const last = messages[messages.length - 1] ?? {};
  const lastText = textOf(last.content);
  const lastIsToolResult = last.role === 'tool' || (Array.isArray(last.content) && (last.content as Json[]).some((b) => b?.type === 'tool_result'));
  const promptTokens = tokens(JSON.stringify(messages));
  if (tools.length > 0 && choice !== 'none' && !lastIsToolResult) {
    const chosen = choice && choice !== 'auto' && choice !== 'required' && choice !== 'any' ? tools.filter((t) => t.name === choice) : lastText.includes('parallel') ? tools.slice(0, 2) : tools.slice(0, 1);
    return {
      text: null,
      calls: chosen.map((t, i) => ({ id: `call_${n}_${i}`, name: t.name, args: JSON.stringify(argsFor(t.schema, lastText, messages.length)) })),
      promptTokens,
    };
  }
  let text = `Echo #${n}: ${lastText} (${messages.length} messages)`;
  if (credential) text += ` [credential: ${credential}]`;
  return { text, calls: [], promptTokens };
}

function openaiAnswer(res: ServerResponse, n: number, body: Json, p: Plan): Promise<void> | void {
  const id = `chatcmpl-stub-${n}`;
  const created = 1_700_000_000 + n;
  const model = String(body.model ?? 'stub');
  const finish = p.calls.length > 0 ? 'tool_calls' : 'stop';
  const completionTokens = tokens((p.text ?? '') + p.calls.map((c) => c.args).join(''));
  const usage = { prompt_tokens: p.promptTokens, completion_tokens: completionTokens, total_tokens: p.promptTokens + completionTokens };
  if (!body.stream) {
    const message: Json = { role: 'assistant', content: p.text };
    if (p.calls.length > 0) message.tool_calls = p.calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.args } }));
    res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': `req_${n}`, 'openai-processing-ms': String(10 + n) });
    res.end(JSON.stringify({ id, object: 'chat.completion', created, model, choices: [{ index: 0, message, finish_reason: finish }], usage }));
    return;
  }
  const chunk = (delta: Json, finishReason: string | null = null, extra: Json = {}) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finishReason }], ...extra })}\n\n`;
  let out = chunk({ role: 'assistant', content: '' });
  out += ': keep-alive comment\n\n';
  if (p.text) for (let i = 0; i < p.text.length; i += 7) out += chunk({ content: p.text.slice(i, i + 7) });
  p.calls.forEach((c, index) => {
    out += chunk({ tool_calls: [{ index, id: c.id, type: 'function', function: { name: c.name, arguments: '' } }] });
    for (let i = 0; i < c.args.length; i += 9) out += chunk({ tool_calls: [{ index, function: { arguments: c.args.slice(i, i + 9) } }] });
  });
  out += chunk({}, finish);
  const opts = body.stream_options as Json | undefined;
  if (opts?.include_usage) out += `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [], usage })}\n\n`;
  out += 'data: [DONE]\n\n';
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', 'x-request-id': `req_${n}` });
  return writePieces(res, out);
}

function anthropicAnswer(res: ServerResponse, n: number, body: Json, p: Plan): Promise<void> | void {
  const id = `msg_stub_${n}`;
  const model = String(body.model ?? 'stub');
  const stop = p.calls.length > 0 ? 'tool_use' : 'end_turn';
  const outTokens = tokens((p.text ?? '') + p.calls.map((c) => c.args).join(''));
  const content: Json[] = [];
  if (p.text) content.push({ type: 'text', text: p.text });
  for (const c of p.calls) content.push({ type: 'tool_use', id: c.id.replace('call_', 'toolu_'), name: c.name, input: JSON.parse(c.args) });
  if (!body.stream) {
    res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${n}` });
    res.end(JSON.stringify({ id, type: 'message', role: 'assistant', model, content, stop_reason: stop, stop_sequence: null, usage: { input_tokens: p.promptTokens, output_tokens: outTokens, cache_read_input_tokens: 0 } }));
    return;
  }
  const ev = (type: string, data: Json) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  let out = ev('message_start', { message: { id, type: 'message', role: 'assistant', model, content: [], stop_reason: null, usage: { input_tokens: p.promptTokens, output_tokens: 1 } } });
  out += ev('ping', {});
  content.forEach((b, index) => {
    if (b.type === 'text') {
      out += ev('content_block_start', { index, content_block: { type: 'text', text: '' } });
      const t = String(b.text);
      for (let i = 0; i < t.length; i += 6) out += ev('content_block_delta', { index, delta: { type: 'text_delta', text: t.slice(i, i + 6) } });
    } else {
      out += ev('content_block_start', { index, content_block: { type: 'tool_use', id: b.id, name: b.name, input: {} } });
      const j = JSON.stringify(b.input);
      for (let i = 0; i < j.length; i += 8) out += ev('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: j.slice(i, i + 8) } });
    }
    out += ev('content_block_stop', { index });
  });
  out += ev('message_delta', { delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: outTokens } });
  out += ev('message_stop', {});
  res.writeHead(200, { 'content-type': 'text/event-stream', 'request-id': `req_${n}` });
  return writePieces(res, out);
}

export async function startStub(opts: StubOptions = {}): Promise<Stub> {
  const requests: StubRequest[] = [];
  let served = 0;
  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      let body: Json = {};
      try {
        body = raw ? (JSON.parse(raw) as Json) : {};
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'body is not JSON', type: 'invalid_request_error' } }));
        return;
      }
      const path = (req.url ?? '/').split('?')[0];
      requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', headers: { ...req.headers }, body });
      if (req.method === 'GET' && path === '/v1/models') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ object: 'list', data: [{ id: 'stub-model', object: 'model' }] }));
        return;
      }
      const isOpenai = req.method === 'POST' && path === '/v1/chat/completions';
      const isAnthropic = req.method === 'POST' && path === '/v1/messages';
      if (!isOpenai && !isAnthropic) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `no route ${req.method} ${path}` } }));
        return;
      }
      served += 1;
      const n = opts.orderFree ? 0 : served;
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      if (res.destroyed) return;
      if (opts.failFirst && served <= opts.failFirst.count) {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (opts.failFirst.retryAfter !== undefined) headers['retry-after'] = opts.failFirst.retryAfter;
        res.writeHead(opts.failFirst.status, headers);
        res.end(JSON.stringify({ error: { message: `stub failure ${served} (status ${opts.failFirst.status})`, type: 'rate_limit_error' } }));
        return;
      }
      if (typeof body.model !== 'string' || !Array.isArray(body.messages)) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'model and messages are required', type: 'invalid_request_error' } }));
        return;
      }
      const credential = opts.echoCredentials ? String(req.headers.authorization ?? req.headers['x-api-key'] ?? '') : undefined;
      if (isOpenai) {
        const tools = Array.isArray(body.tools) ? (body.tools as Json[]).map((t) => ({ name: String((t.function as Json).name), schema: (t.function as Json).parameters })) : [];
        const tc = body.tool_choice;
        const choice = typeof tc === 'string' ? tc : tc && typeof tc === 'object' ? String(((tc as Json).function as Json).name) : null;
        await openaiAnswer(res, n, body, plan(n, body.messages as Json[], tools, choice, credential));
      } else {
        const tools = Array.isArray(body.tools) ? (body.tools as Json[]).map((t) => ({ name: String(t.name), schema: t.input_schema })) : [];
        const tc = body.tool_choice as Json | undefined;
        const choice = !tc ? null : tc.type === 'tool' ? String(tc.name) : String(tc.type);
        const messages = [...(body.system ? [{ role: 'system', content: body.system }] : []), ...(body.messages as Json[])];
        await anthropicAnswer(res, n, body, plan(n, messages, tools, choice, credential));
      }
    })().catch((e) => {
      res.destroy(e as Error);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    openaiBaseUrl: `${origin}/v1`,
    requests,
    served: () => served,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}

export interface RawExchange {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Each body chunk exactly as the dispatcher delivered it. */
  chunks: Buffer[];
}

/**
 * Send one request through a dispatcher and keep every body chunk as delivered (undici.request
 * would hand back a stream that may merge chunks). For checking frame-by-frame delivery.
 */
export function dispatchRaw(
  dispatcher: { dispatch(opts: object, handler: object): boolean },
  req: { origin: string; path: string; method?: string; headers?: Record<string, string>; body?: string | null },
): Promise<RawExchange> {
  return new Promise((resolve, reject) => {
    const out: RawExchange = { status: 0, headers: {}, chunks: [] };
    dispatcher.dispatch(
      { origin: req.origin, path: req.path, method: req.method ?? 'POST', headers: req.headers ?? { 'content-type': 'application/json' }, body: req.body ?? null },
      {
        onRequestStart() {},
        onResponseStart(_c: unknown, status: number, headers: Record<string, string | string[] | undefined>) {
          out.status = status;
          out.headers = headers;
        },
        onResponseData(_c: unknown, chunk: Buffer) {
          out.chunks.push(Buffer.from(chunk));
        },
        onResponseEnd() {
          resolve(out);
        },
        onResponseError(_c: unknown, err: Error) {
          reject(err);
        },
      },
    );
  });
}
