// The LLM client: one call, `chat(request)`, for OpenAI-compatible servers and Anthropic, through
// the project's one HTTP path (cassette ▸ retry ▸ undici Agent).
//
//   const client = createLlmClient({ model: 'gpt-4o-mini', cassette: { path: 'cassettes/agent.cassette.msgpack', mode: 'auto' } });
//   const res = await client.chat({ messages: [{ role: 'user', content: 'hi' }], tools, toolChoice: 'auto' });
//   res.message, res.toolCalls, res.usage, res.finishReason, res.cassette  // {cassette, key, ordinal, source}
//   await client.close();
import { request, type Dispatcher } from 'undici';
import { PersonaError } from '../util/errors.ts';
import { CASSETTE_HEADERS } from './cassette/interceptor.ts';
import { openCassette, type CassetteSession } from './cassette/store.ts';
import { parseLlmConfig, type LlmConfig, type LlmConfigInput } from './config.ts';
import { LlmHttpError, LlmResponseError, LlmStreamError } from './errors.ts';
import { endpointOf } from './endpoint.ts';
import { LlmConnectError } from './failure.ts';
import { bodySecrets, redactText } from './cassette/normalize.ts';
import { wellFormedDeep } from '../util/unicode.ts';
import { createHttpDispatcher, type HttpDispatcher } from './http/dispatcher.ts';
import { PROVIDER_REGISTRY } from './providers.ts';
import type { ProviderAdapter } from './provider.ts';
import { isEventStream, SseEventParser } from './sse.ts';
import type { CassetteInfo, ChatMessage, ChatRequest, ChatResponse } from './types.ts';

export interface LlmClientOptions {
  /** The cassette session to use (one per run). Default: opened from config.cassette. */
  cassette?: CassetteSession | null;
  /** Where the API key's environment variable is looked up. Default: process.env. */
  env?: Record<string, string | undefined>;
}

export interface LlmClient {
  readonly config: LlmConfig;
  readonly cassette: CassetteSession | null;
  /** The dispatcher the client sends through: use it for any other HTTP the run does. */
  readonly dispatcher: Dispatcher;
  chat(request: ChatRequest): Promise<ChatResponse>;
  /** The answer's text only (what a judge needs). */
  complete(request: { model?: string; messages: ChatMessage[]; temperature?: number | null; maxTokens?: number }): Promise<string>;
  /** The endpoint as records may show it (no userinfo, credential query values redacted). */
  readonly endpoint: string;
  close(): Promise<void>;
}


function oneLine(s: string, max = 300): string {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max)}…` : t;
}

function headerValue(h: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
}

function cassetteInfo(h: Record<string, string | string[] | undefined>, session: CassetteSession | null): CassetteInfo | null {
  const key = headerValue(h, CASSETTE_HEADERS.key);
  const ordinal = headerValue(h, CASSETTE_HEADERS.ordinal);
  const source = headerValue(h, CASSETTE_HEADERS.source);
  if (!session || !key || ordinal === undefined) return null;
  return { cassette: session.label, key, ordinal: Number(ordinal), source: source === 'record' ? 'record' : 'replay' };
}

/** Whether an event-stream body holds the provider's terminator (a whole answer, not a cut one). */
export function streamComplete(adapter: ProviderAdapter, body: Buffer): boolean {
  const parser = new SseEventParser();
  const events = [...parser.push(body), ...parser.finish()];
  return events.some((e) => adapter.isTerminator(e));
}

export function createLlmClient(input: LlmConfigInput | LlmConfig, opts: LlmClientOptions = {}): LlmClient {
  const config = parseLlmConfig(input);
  const adapter: ProviderAdapter = PROVIDER_REGISTRY[config.provider].adapter;
  const env = opts.env ?? process.env;
  let cassette: CassetteSession | null;
  if (opts.cassette !== undefined) cassette = opts.cassette;
  else cassette = config.cassette.mode === 'off' || !config.cassette.path ? null : openCassette(config.cassette.path, { mode: config.cassette.mode });
  const endpoint = endpointOf(config.baseUrl, adapter.path);
  if (cassette) cassette.addSecrets(endpoint.secrets);
  const http: HttpDispatcher = createHttpDispatcher({
    timeouts: config.timeouts,
    retries: config.retries,
    cassette: cassette && cassette.mode !== 'off' ? cassette : null,
    // Only the model endpoint's streams must end in the provider's terminator; other HTTP through this dispatcher is left as is.
    streamComplete: { path: new URL(endpoint.url).pathname, complete: (body) => streamComplete(adapter, body) },
  });
  // Messages (which reach journals) name the endpoint without credentials.
  const url = endpoint.public;

  function apiKey(): string | undefined {
    if (!config.apiKeyEnv) return undefined;
    const key = env[config.apiKeyEnv];
    return key && key.length > 0 ? key : undefined;
  }

  async function readError(res: Dispatcher.ResponseData): Promise<LlmHttpError> {
    const text = await res.body.text();
    let detail: string | undefined;
    try {
      detail = adapter.errorMessage(JSON.parse(text));
    } catch {
      // not JSON: show the text
    }
    let hint = '';
    if ((res.statusCode === 401 || res.statusCode === 403) && config.apiKeyEnv) {
      hint = apiKey() ? ` (API key from $${config.apiKeyEnv})` : ` ($${config.apiKeyEnv} is not set)`;
    }
    return new LlmHttpError(`${config.provider} ${url} answered HTTP ${res.statusCode}: ${oneLine(detail ?? (text || '(empty body)'))}${hint}`, res.statusCode, text);
  }

  async function readStream(res: Dispatcher.ResponseData, req: ChatRequest): Promise<ReturnType<ProviderAdapter['parse']>> {
    const parser = new SseEventParser();
    const acc = adapter.stream();
    const take = (events: ReturnType<SseEventParser['push']>) => {
      for (const ev of events) {
        const data = acc.add(ev);
        if (data !== undefined) req.onEvent?.({ event: ev.event, data });
      }
    };
    try {
      for await (const chunk of res.body) take(parser.push(chunk as Buffer));
    } catch (e) {
      if (e instanceof PersonaError || req.signal?.aborted) throw e;
      const err = e as Error & { code?: string };
      if (err.name === 'TimeoutError' || err.name === 'AbortError') throw e;
      throw new LlmStreamError(`${url}: stream broke off (${err.code ? `${err.code}: ` : ''}${oneLine(err.message ?? String(e), 200)})`);
    }
    take(parser.finish());
    try {
      return acc.finish();
    } catch (e) {
      if (e instanceof LlmStreamError) throw new LlmStreamError(`${url}: ${e.message}`);
      throw e;
    }
  }

  function chat(req: ChatRequest): Promise<ChatResponse> {
    // Everything up to request() is synchronous: requests are dispatched — and so numbered in the
    // cassette — in the order chat() was called, whatever the concurrency.
    if (!Array.isArray(req.messages) || req.messages.length === 0) return Promise.reject(new PersonaError('chat: messages must be a non-empty array'));
    // Cancelled before it was sent: it never reaches the cassette, so it takes no ordinal.
    if (req.signal?.aborted) return Promise.reject(req.signal.reason);
    let body: string;
    let headers: Record<string, string>;
    try {
      const key = apiKey();
      if (key && cassette) cassette.addSecrets([key]);
      const stream = req.stream ?? config.stream;
      headers = adapter.headers(key, config, stream);
      if (endpoint.basicAuth && !headers.authorization) headers.authorization = endpoint.basicAuth;
      // The one text rule at the model boundary: nothing ill-formed is sent, keyed or stored (a lone
      // surrogate from a kernel's result or an agent's answer becomes U+FFFD).
      const out = wellFormedDeep(adapter.body({ ...req, stream }, config));
      if (cassette) cassette.addSecrets(bodySecrets(out));
      body = JSON.stringify(out);
    } catch (e) {
      return Promise.reject(e);
    }
    const timeout = AbortSignal.timeout(config.timeouts.requestMs);
    const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout;
    const pending = request(endpoint.url, { method: 'POST', headers, body, dispatcher: http.dispatcher, signal });
    return pending
      .then(async (res) => {
        const info = cassetteInfo(res.headers, cassette);
        if (res.statusCode >= 400) throw await readError(res);
        const streamed = isEventStream(headerValue(res.headers, 'content-type'));
        let result: ReturnType<ProviderAdapter['parse']>;
        if (streamed) {
          result = await readStream(res, req);
        } else {
          const text = await res.body.text();
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            throw new LlmResponseError(`${url} answered HTTP ${res.statusCode} with a body that is not JSON: ${oneLine(text, 120)}`);
          }
          result = adapter.parse(json);
        }
        return { ...result, cassette: info };
      })
      .catch((e: unknown) => {
        if (e instanceof PersonaError) throw e;
        const err = e as Error & { code?: string };
        if (err.name === 'TimeoutError' || (timeout.aborted && err.name === 'AbortError')) {
          throw new PersonaError(`${url}: no complete answer within ${config.timeouts.requestMs} ms (timeouts.requestMs)`);
        }
        if (req.signal?.aborted) throw err;
        const code = err.code ?? (err.cause as { code?: string } | undefined)?.code;
        throw new LlmConnectError(`${url}: request failed (${code ? `${code}: ` : ''}${oneLine(redactText(err.message ?? String(e), endpoint.secrets), 200)})`, code);
      });
  }

  return {
    config,
    cassette,
    endpoint: endpoint.public,
    dispatcher: http.dispatcher,
    chat,
    async complete(r) {
      const res = await chat({ messages: r.messages, model: r.model, ...(r.temperature !== undefined ? { temperature: r.temperature } : {}), maxTokens: r.maxTokens });
      return res.message.content ?? '';
    },
    close: () => http.close(),
  };
}

/** The journal record of one LLM exchange (null when the cassette is off). */
export function llmJournalRecord(res: ChatResponse): { type: 'llm'; cassette: string; key: string; ordinal: number } | null {
  if (!res.cassette) return null;
  return { type: 'llm', cassette: res.cassette.cassette, key: res.cassette.key, ordinal: res.cassette.ordinal };
}
