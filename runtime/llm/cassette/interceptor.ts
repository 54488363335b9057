// The cassette as an undici interceptor: compose it onto a dispatcher and every request through
// that dispatcher (the LLM client's, fetch's, undici.request's) is keyed, then replayed from the
// cassette or sent to the network and recorded, depending on the session's mode.
//
// What a caller sees is the same whether an exchange is being recorded or replayed: status,
// the kept headers (content-type, content-encoding) plus x-persona-cassette-{key,ordinal,source},
// and the body — an SSE body as one chunk per frame, any other body as one chunk — with secrets
// redacted. So code that works while recording works unchanged on replay.
import type { Dispatcher } from 'undici';
import { PersonaError } from '../../util/errors.ts';
import { LlmStreamError } from '../errors.ts';
import { streamCheckFor, type StreamCheck } from '../http/retry.ts';
import { isEventStream, SseFrameSplitter } from '../sse.ts';
import { SseRedactor } from './stream-redact.ts';
import type { CassetteEntry, RecordedResponse } from './format.ts';
import { headerMap, redactBytes, type Normalized, type RawRequest } from './normalize.ts';
import type { CassetteSession } from './store.ts';

export const CASSETTE_HEADERS = {
  key: 'x-persona-cassette-key',
  ordinal: 'x-persona-cassette-ordinal',
  source: 'x-persona-cassette-source',
} as const;

const KEPT_RESPONSE_HEADERS = ['content-encoding', 'content-type'];

/**
 * Final responses that are written down. Errors are kept only where replaying them is the point —
 * a request the server refuses for what it is (400 context too long, 422): replaying that run gives
 * the same error. Credential, billing, routing (404 wrong path or model) and transient failures
 * say nothing about the request and are never stored.
 */
export function isRecordable(status: number): boolean {
  return status < 500 && ![401, 402, 403, 404, 407, 408, 409, 429].includes(status);
}

export interface CassetteInterceptorOptions {
  /** Whether an event-stream body arrived whole; a cut stream is never recorded and reaches the caller as an error. */
  streamComplete?: StreamCheck;
}

type Handler = Dispatcher.DispatchHandler;
type Controller = Dispatcher.DispatchController;

export function cassetteInterceptor(session: CassetteSession, opts: CassetteInterceptorOptions = {}): Dispatcher.DispatcherComposeInterceptor {
  const interceptorOpts = opts;
  return (dispatch) => (opts, handler) => {
    if (session.mode === 'off') return dispatch(opts, handler);
    const headers = headerMap(opts.headers);
    const body = readBody(opts.body);
    const raw: Promise<RawRequest> = body.then((b) => ({
      method: opts.method,
      path: opts.path,
      query: (opts.query as Record<string, unknown> | undefined) ?? null,
      headers,
      body: b,
    }));
    session
      .assign(raw)
      .then(async ({ normalized, ordinal }) => {
        let entry = session.mode === 'record' ? undefined : session.lookup(normalized.key, ordinal);
        // In auto mode a stored error is asked again (and replaced): a run resumed after a 400 must
        // not repeat that 400 forever. Replay mode serves it, as it was.
        if (entry && session.mode === 'auto' && entry.response.status >= 400) entry = undefined;
        if (entry) return replayEntry(entry, handler);
        if (session.mode === 'replay') return fail(handler, session.missError(normalized, ordinal));
        // record, or auto on a miss: ask the network (through the retrying dispatcher below us).
        const liveHeaders: Record<string, string> = { ...headers, 'accept-encoding': 'identity' };
        const liveOpts = { ...opts, headers: liveHeaders, body: await body };
        dispatch(liveOpts, new RecordingHandler(handler, session, normalized, ordinal, streamCheckFor(interceptorOpts.streamComplete, opts.path)));
      })
      .catch((err: unknown) => fail(handler, err instanceof Error ? err : new Error(String(err))));
    return true;
  };
}

async function readBody(body: unknown): Promise<Buffer | null> {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (Buffer.isBuffer(body)) return body;
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (typeof (body as Blob).arrayBuffer === 'function' && typeof (body as Blob).size === 'number') {
    return Buffer.from(await (body as Blob).arrayBuffer());
  }
  if (typeof (body as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function' || typeof (body as Iterable<unknown>)[Symbol.iterator] === 'function') {
    const parts: Buffer[] = [];
    for await (const chunk of body as AsyncIterable<unknown>) {
      parts.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk as Uint8Array));
    }
    return Buffer.concat(parts);
  }
  throw new PersonaError(`cassette: cannot read a request body of type ${Object.prototype.toString.call(body)}`);
}

function keptHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of KEPT_RESPONSE_HEADERS) {
    const v = headers[name];
    if (v !== undefined) out[name] = Array.isArray(v) ? v.join(', ') : v;
  }
  return out;
}

function deliveredHeaders(kept: Record<string, string>, key: string, ordinal: number, source: 'replay' | 'record'): Record<string, string> {
  return { ...kept, [CASSETTE_HEADERS.key]: key, [CASSETTE_HEADERS.ordinal]: String(ordinal), [CASSETTE_HEADERS.source]: source };
}

/** Bodies split into frames only when they are uncompressed event streams. */
function isFramed(headers: Record<string, string>): boolean {
  const enc = headers['content-encoding'];
  return isEventStream(headers['content-type']) && (!enc || enc.toLowerCase() === 'identity');
}

/** A controller for responses that come from the cassette, not a socket. */
class ReplayController implements Controller {
  private _paused = false;
  private _aborted = false;
  private _reason: Error | null = null;
  onResume: (() => void) | null = null;
  onAbort: (() => void) | null = null;

  get aborted() {
    return this._aborted;
  }
  get paused() {
    return this._paused;
  }
  get reason() {
    return this._reason;
  }
  abort(reason: Error) {
    if (this._aborted) return;
    this._aborted = true;
    this._reason = reason ?? new Error('aborted');
    this.onAbort?.();
  }
  pause() {
    this._paused = true;
  }
  resume() {
    if (!this._paused) return;
    this._paused = false;
    const go = this.onResume;
    this.onResume = null;
    go?.();
  }
}

function fail(handler: Handler, err: Error): void {
  const controller = new ReplayController();
  handler.onRequestStart?.(controller, {});
  // A caller that cancelled meanwhile hears its own reason, not ours.
  handler.onResponseError?.(controller, controller.aborted && controller.reason ? controller.reason : err);
}

/** Serve a recorded exchange: headers, then each frame (or the whole body) in its own turn of the event loop. */
function replayEntry(entry: CassetteEntry, handler: Handler): void {
  const controller = new ReplayController();
  let finished = false;
  const error = (err: Error) => {
    if (finished) return;
    finished = true;
    handler.onResponseError?.(controller, err);
  };
  controller.onAbort = () => setImmediate(() => error(controller.reason ?? new Error('aborted')));
  handler.onRequestStart?.(controller, {});
  if (controller.aborted) return;
  const r = entry.response;
  const chunks = r.frames ?? (r.body && r.body.length > 0 ? [r.body] : []);
  let i = 0;
  const pump = () => {
    if (finished || controller.aborted) return;
    if (controller.paused) {
      controller.onResume = () => setImmediate(pump);
      return;
    }
    try {
      if (i < chunks.length) {
        handler.onResponseData?.(controller, Buffer.from(chunks[i++]));
        setImmediate(pump);
      } else {
        finished = true;
        handler.onResponseEnd?.(controller, {});
      }
    } catch (e) {
      error(e as Error);
    }
  };
  setImmediate(() => {
    if (finished || controller.aborted) return;
    try {
      handler.onResponseStart?.(controller, r.status, deliveredHeaders(r.headers, entry.key, entry.ordinal, 'replay'), r.statusText);
    } catch (e) {
      return error(e as Error);
    }
    pump();
  });
}

/** Wraps the caller's handler around a live exchange: re-chunks SSE into frames, redacts, records. */
class RecordingHandler implements Handler {
  private status = 0;
  private statusText = '';
  private kept: Record<string, string> = {};
  private framed = false;
  private splitter = new SseFrameSplitter();
  private redactor: SseRedactor;
  private frames: Buffer[] = [];
  private chunks: Buffer[] = [];

  constructor(
    private readonly handler: Handler,
    private readonly session: CassetteSession,
    private readonly normalized: Normalized,
    private readonly ordinal: number,
    private readonly streamComplete?: (body: Buffer) => boolean,
  ) {
    this.redactor = new SseRedactor(normalized.secrets);
  }

  onRequestStart(controller: Controller, context: unknown): void {
    this.handler.onRequestStart?.(controller, context);
  }

  onResponseStart(controller: Controller, statusCode: number, headers: Record<string, string | string[] | undefined>, statusMessage?: string): void {
    this.status = statusCode;
    this.statusText = statusMessage ?? '';
    this.kept = keptHeaders(headers);
    this.framed = isFramed(this.kept);
    this.handler.onResponseStart?.(controller, statusCode, deliveredHeaders(this.kept, this.normalized.key, this.ordinal, 'record'), statusMessage);
  }

  onResponseData(controller: Controller, chunk: Buffer): void {
    if (!this.framed) {
      this.chunks.push(Buffer.from(chunk));
      return;
    }
    for (const frame of this.splitter.push(chunk)) for (const clean of this.redactor.push(frame)) this.deliverFrame(controller, clean);
  }

  onResponseEnd(controller: Controller, _trailers: unknown): void {
    let body: Buffer | undefined;
    if (this.framed) {
      for (const frame of this.splitter.finish()) for (const clean of this.redactor.push(frame)) this.deliverFrame(controller, clean);
      for (const clean of this.redactor.finish()) this.deliverFrame(controller, clean);
    }
    else body = redactBytes(Buffer.concat(this.chunks), this.normalized.secrets);
    if (this.framed && this.status < 300 && this.streamComplete && !this.streamComplete(Buffer.concat(this.frames))) {
      // Cut before its terminator: an error for the caller, never an answer in the cassette.
      this.handler.onResponseError?.(controller, new LlmStreamError('stream ended before its terminator: the answer was cut off (connection closed early); not recorded'));
      return;
    }
    if (isRecordable(this.status)) {
      const response: RecordedResponse = { status: this.status, statusText: this.statusText, headers: this.kept };
      if (this.framed) response.frames = this.frames;
      else response.body = body;
      try {
        this.session.record({ key: this.normalized.key, ordinal: this.ordinal, request: this.normalized.request, response });
      } catch (e) {
        this.handler.onResponseError?.(controller, e as Error);
        return;
      }
    }
    if (body && body.length > 0) this.handler.onResponseData?.(controller, body);
    this.handler.onResponseEnd?.(controller, {});
  }

  onResponseError(controller: Controller, err: Error): void {
    this.handler.onResponseError?.(controller, err);
  }

  /** `clean` has been through the SSE redactor (secrets inside it and across frames removed). */
  private deliverFrame(controller: Controller, clean: Buffer): void {
    this.frames.push(clean);
    this.handler.onResponseData?.(controller, Buffer.from(clean));
  }
}
