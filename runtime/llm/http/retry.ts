// Retries with exponential backoff on 429 and 5xx answers and on connection failures, for live
// requests only: it sits below the cassette interceptor, so a replayed exchange never reaches it.
// A retry happens only before anything of the response has been handed on, so a caller never
// sees two bodies glued together; the last attempt's answer (error status included) is passed on
// as is. The Retry-After header is honoured up to maxDelayMs. Backoff has no jitter: nothing here
// draws random numbers.
import type { Dispatcher } from 'undici';
import { isEventStream } from '../sse.ts';

export interface RetryOptions {
  /** Retries after the first attempt (0 = no retries). */
  max: number;
  minDelayMs: number;
  maxDelayMs: number;
  /** Statuses worth another try. */
  statuses?: readonly number[];
  /**
   * Whether an event-stream body arrived whole (its terminator came). Given, a streamed 2xx answer
   * is held back while a retry is still possible and handed on only once whole; a cut one is
   * retried like a dropped connection.
   */
  streamComplete?: StreamCheck;
}

/** Which requests' event streams must end in a terminator (the LLM endpoint's path) and the test for it. */
export interface StreamCheck {
  /** URL path (without query) of the requests it applies to. */
  path: string;
  complete(body: Buffer): boolean;
}

/** The check's test when it applies to a dispatched path (which may carry a query), else undefined. */
export function streamCheckFor(check: StreamCheck | undefined, path: string): ((body: Buffer) => boolean) | undefined {
  if (!check) return undefined;
  const q = path.indexOf('?');
  return (q < 0 ? path : path.slice(0, q)) === check.path ? (b) => check.complete(b) : undefined;
}

export const RETRY_STATUSES: readonly number[] = [429, 500, 502, 503, 504, 529];
// Connection refused, unknown host and TLS failures are configuration errors, not weather: they are
// not retried (a run fails on them within seconds; see FATAL in runtime/llm/failure.ts).
const RETRY_ERROR_CODES = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENETUNREACH', 'EHOSTUNREACH', 'EAI_AGAIN', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

type Handler = Dispatcher.DispatchHandler;
type Controller = Dispatcher.DispatchController;

export function backoffDelay(attempt: number, opts: RetryOptions, retryAfter?: string | string[]): number {
  const header = Array.isArray(retryAfter) ? retryAfter[0] : retryAfter;
  if (header !== undefined) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, opts.maxDelayMs);
  }
  return Math.min(opts.minDelayMs * 2 ** (attempt - 1), opts.maxDelayMs);
}

function bodyIsReplayable(body: unknown): boolean {
  return body === undefined || body === null || typeof body === 'string' || body instanceof Uint8Array;
}

export function retryInterceptor(opts: RetryOptions): Dispatcher.DispatcherComposeInterceptor {
  const statuses = new Set(opts.statuses ?? RETRY_STATUSES);
  return (dispatch) => (reqOpts, handler) => {
    // A streamed request body can be sent only once.
    if (opts.max <= 0 || !bodyIsReplayable(reqOpts.body)) return dispatch(reqOpts, handler);
    let attempt = 0;
    const start = (): void => {
      attempt += 1;
      const last = attempt > opts.max;
      dispatch(reqOpts, new AttemptHandler(handler, last, statuses, (delay) => setTimeout(start, delay), (retryAfter) => backoffDelay(attempt, opts, retryAfter), streamCheckFor(opts.streamComplete, reqOpts.path)));
    };
    start();
    return true;
  };
}

class AttemptHandler implements Handler {
  /** Set when this attempt's answer is being swallowed because another attempt follows. */
  private retrying: { delay: number } | null = null;
  private started = false;
  /** A streamed answer held back until it is known to be whole. */
  private held: { status: number; headers: Record<string, string | string[] | undefined>; statusMessage?: string; chunks: Buffer[] } | null = null;

  constructor(
    private readonly handler: Handler,
    private readonly last: boolean,
    private readonly statuses: Set<number>,
    private readonly again: (delay: number) => void,
    private readonly delay: (retryAfter?: string | string[]) => number,
    private readonly streamComplete?: (body: Buffer) => boolean,
  ) {}

  onRequestStart(controller: Controller, context: unknown): void {
    // The caller's handler learns the current attempt's controller, so its abort reaches it.
    this.handler.onRequestStart?.(controller, context);
  }

  onResponseStart(controller: Controller, statusCode: number, headers: Record<string, string | string[] | undefined>, statusMessage?: string): void {
    if (!this.last && this.statuses.has(statusCode)) {
      this.retrying = { delay: this.delay(headers['retry-after']) };
      return;
    }
    const type = headers['content-type'];
    if (!this.last && this.streamComplete && statusCode < 300 && isEventStream(Array.isArray(type) ? type[0] : type)) {
      this.held = { status: statusCode, headers, statusMessage, chunks: [] };
      return;
    }
    this.started = true;
    this.handler.onResponseStart?.(controller, statusCode, headers, statusMessage);
  }

  onResponseData(controller: Controller, chunk: Buffer): void {
    if (this.retrying) return; // drain the failed attempt's body
    if (this.held) {
      this.held.chunks.push(Buffer.from(chunk));
      return;
    }
    this.handler.onResponseData?.(controller, chunk);
  }

  onResponseEnd(controller: Controller, trailers: Record<string, string | string[] | undefined>): void {
    if (this.retrying) return this.again(this.retrying.delay);
    if (this.held) {
      const held = this.held;
      const body = Buffer.concat(held.chunks);
      if (!this.streamComplete!(body)) return this.again(this.delay());
      this.held = null;
      this.started = true;
      this.handler.onResponseStart?.(controller, held.status, held.headers, held.statusMessage);
      if (body.length > 0) this.handler.onResponseData?.(controller, body);
    }
    this.handler.onResponseEnd?.(controller, trailers);
  }

  onResponseError(controller: Controller | undefined, err: Error): void {
    // A connection that fails before it is established errors without a controller.
    const aborted = controller?.aborted === true;
    const code = (err as { code?: string }).code;
    if (!this.last && !this.started && !aborted && code !== undefined && RETRY_ERROR_CODES.has(code)) {
      return this.again(this.delay());
    }
    if (this.retrying && !this.last && !aborted) return this.again(this.retrying.delay);
    // A held stream whose connection broke: nothing was handed on, so it can be asked again.
    if (this.held && !aborted) return this.again(this.delay());
    this.handler.onResponseError?.(controller as Controller, err);
  }
}
