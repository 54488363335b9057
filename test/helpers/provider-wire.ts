// Loopback servers that answer in the providers' documented wire formats, frame by frame, for the
// client and runner tests: OpenAI Chat Completions (whole and streamed, `stream_options.include_usage`
// usage chunk with `choices: []`, reasoning-model usage details), vLLM / DeepSeek `reasoning_content`
// deltas, older Ollama builds (every streamed parallel call at `index: 0`), and Anthropic Messages
// SSE (message_start … content_block_delta with text_delta / input_json_delta … message_stop).
// A reply can be cut short (`cutAt`: the body ends after that many bytes, connection closed cleanly)
// to emulate a stream that breaks off.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WireRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

export interface WireReply {
  status?: number;
  json?: unknown;
  /** SSE frames, each already ending in its blank line. */
  sse?: string[];
  /** Send only the first cutAt bytes of the SSE body, then end the response. */
  cutAt?: number;
}

export interface Wire {
  origin: string;
  requests: WireRequest[];
  close(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  for await (const c of req) parts.push(c as Buffer);
  const text = Buffer.concat(parts).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startWire(answer: (req: WireRequest, n: number) => WireReply): Promise<Wire> {
  const requests: WireRequest[] = [];
  const server = createServer((req, res) => {
    void readJson(req).then(async (body) => {
      const r: WireRequest = { path: req.url ?? '/', headers: req.headers, body };
      requests.push(r);
      const reply = answer(r, requests.length - 1);
      if (reply.sse) {
        res.writeHead(reply.status ?? 200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
        const bytes = Buffer.from(reply.sse.join(''), 'utf8');
        const end = reply.cutAt ?? bytes.length;
        // Irregular pieces, cut anywhere (inside UTF-8 sequences too).
        for (let at = 0, i = 0; at < end; i += 1) {
          const n = Math.min([7, 1, 33, 3, 120][i % 5], end - at);
          res.write(bytes.subarray(at, at + n));
          at += n;
          await new Promise((ok) => setImmediate(ok));
        }
        res.end();
        return;
      }
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.json ?? {}));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((ok) => {
      server.close(() => ok());
      server.closeAllConnections();
    }),
  };
}

const frame = (data: unknown) => `data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`;

export interface OpenAiTurn {
  model?: string;
  content?: string;
  /** Reasoning deltas before the answer, under this field (DeepSeek / vLLM: reasoning_content). */
  reasoning?: { field: 'reasoning_content' | 'reasoning'; text: string };
  toolCalls?: { id: string; name: string; arguments: string }[];
  finish?: string;
  usage?: Record<string, unknown>;
  /** Older Ollama: every parallel call whole in one delta at index 0. */
  ollamaIndexZero?: boolean;
}

/** A streamed Chat Completions answer as OpenAI documents it (usage chunk last, then [DONE]). */
export function openAiStream(t: OpenAiTurn): string[] {
  const base = { id: 'chatcmpl-wire1', object: 'chat.completion.chunk', created: 1767225600, model: t.model ?? 'gpt-5-mini', system_fingerprint: 'fp_wire' };
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) => frame({ ...base, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }], ...(t.usage ? { usage: null } : {}) });
  const out = [chunk({ role: 'assistant', content: '' })];
  if (t.reasoning) for (const piece of t.reasoning.text.match(/.{1,5}/gsu) ?? []) out.push(chunk({ [t.reasoning.field]: piece }));
  if (t.content) for (const piece of t.content.match(/.{1,4}/gsu) ?? []) out.push(chunk({ content: piece }));
  (t.toolCalls ?? []).forEach((c, index) => {
    if (t.ollamaIndexZero) {
      out.push(chunk({ tool_calls: [{ index: 0, id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } }] }));
      return;
    }
    out.push(chunk({ tool_calls: [{ index, id: c.id, type: 'function', function: { name: c.name, arguments: '' } }] }));
    for (const piece of c.arguments.match(/.{1,6}/gsu) ?? []) out.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
  });
  out.push(chunk({}, t.finish ?? (t.toolCalls?.length ? 'tool_calls' : 'stop')));
  if (t.usage) out.push(frame({ ...base, choices: [], usage: t.usage }));
  out.push(frame('[DONE]'));
  return out;
}

/** The same answer whole (non-streamed). */
export function openAiWhole(t: OpenAiTurn): unknown {
  const message: Record<string, unknown> = { role: 'assistant', content: t.content ?? null, refusal: null };
  if (t.reasoning) message[t.reasoning.field] = t.reasoning.text;
  if (t.toolCalls?.length) message.tool_calls = t.toolCalls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } }));
  return {
    id: 'chatcmpl-wire1', object: 'chat.completion', created: 1767225600, model: t.model ?? 'gpt-5-mini',
    choices: [{ index: 0, message, logprobs: null, finish_reason: t.finish ?? (t.toolCalls?.length ? 'tool_calls' : 'stop') }],
    usage: t.usage ?? { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  };
}

/** OpenAI reasoning-model usage (GPT-5, o3, o4-mini): cached prompt tokens and reasoning tokens in the details. */
export function reasoningUsage(prompt: number, completion: number, reasoning: number, cached: number): Record<string, unknown> {
  return {
    prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion,
    prompt_tokens_details: { cached_tokens: cached, audio_tokens: 0 },
    completion_tokens_details: { reasoning_tokens: reasoning, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
  };
}

export interface AnthropicTurn {
  model?: string;
  text?: string;
  /** Extended thinking: a thinking block (thinking_delta pieces, then its signature_delta) first. */
  thinking?: { text: string; signature: string };
  toolUses?: { id: string; name: string; input: unknown }[];
  stopReason?: string;
  usage?: { input_tokens: number; output_tokens: number; cache_read_input_tokens?: number; cache_creation_input_tokens?: number };
}

/** A streamed Messages answer as Anthropic documents it. */
export function anthropicStream(t: AnthropicTurn): string[] {
  const ev = (type: string, data: Record<string, unknown>) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
  const u = t.usage ?? { input_tokens: 20, output_tokens: 9 };
  const out = [
    ev('message_start', { message: { id: 'msg_wire1', type: 'message', role: 'assistant', content: [], model: t.model ?? 'claude-sonnet-4-5', stop_reason: null, stop_sequence: null, usage: { input_tokens: u.input_tokens, cache_creation_input_tokens: u.cache_creation_input_tokens ?? 0, cache_read_input_tokens: u.cache_read_input_tokens ?? 0, output_tokens: 1 } } }),
  ];
  let index = 0;
  if (t.thinking) {
    out.push(ev('content_block_start', { index, content_block: { type: 'thinking', thinking: '' } }));
    for (const piece of t.thinking.text.match(/.{1,6}/gsu) ?? []) out.push(ev('content_block_delta', { index, delta: { type: 'thinking_delta', thinking: piece } }));
    out.push(ev('content_block_delta', { index, delta: { type: 'signature_delta', signature: t.thinking.signature } }));
    out.push(ev('content_block_stop', { index }));
    index += 1;
  }
  if (t.text) {
    out.push(ev('content_block_start', { index, content_block: { type: 'text', text: '' } }), ev('ping', {}));
    for (const piece of t.text.match(/.{1,4}/gsu) ?? []) out.push(ev('content_block_delta', { index, delta: { type: 'text_delta', text: piece } }));
    out.push(ev('content_block_stop', { index }));
    index += 1;
  }
  for (const tu of t.toolUses ?? []) {
    out.push(ev('content_block_start', { index, content_block: { type: 'tool_use', id: tu.id, name: tu.name, input: {} } }));
    out.push(ev('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: '' } }));
    for (const piece of JSON.stringify(tu.input).match(/.{1,5}/gsu) ?? []) out.push(ev('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: piece } }));
    out.push(ev('content_block_stop', { index }));
    index += 1;
  }
  out.push(ev('message_delta', { delta: { stop_reason: t.stopReason ?? (t.toolUses?.length ? 'tool_use' : 'end_turn'), stop_sequence: null }, usage: { output_tokens: u.output_tokens } }));
  out.push(ev('message_stop', {}));
  return out;
}
