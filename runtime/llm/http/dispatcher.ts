// The one HTTP path of the project: every LLM call (and any HTTP call a tool makes) goes through a
// dispatcher built here — an undici Agent with the configured timeouts, a retry step for live
// requests, and the cassette on top:
//
//   caller ─▶ cassette (replay | record | auto | off) ─▶ retry (429/5xx, live only) ─▶ Agent ─▶ network
import { Agent, type Dispatcher } from 'undici';
import { cassetteInterceptor } from '../cassette/interceptor.ts';
import type { CassetteSession } from '../cassette/store.ts';
import { retryInterceptor, type RetryOptions, type StreamCheck } from './retry.ts';

export interface HttpTimeouts {
  /** Establishing the TCP/TLS connection. */
  connectMs: number;
  /** From sending the request to the response headers (a model's time to first token). */
  headersMs: number;
  /** Longest silence between two body chunks. */
  bodyMs: number;
}

export interface HttpDispatcherOptions {
  timeouts: HttpTimeouts;
  retries: RetryOptions;
  /** Without one, requests go straight to the network (cassette mode off). */
  cassette?: CassetteSession | null;
  /** Whether an event-stream body is whole (the provider's terminator came): cut streams are retried, never recorded. */
  streamComplete?: StreamCheck;
}

export interface HttpDispatcher {
  dispatcher: Dispatcher;
  /** Closes the connection pool. */
  close(): Promise<void>;
}

export function createHttpDispatcher(opts: HttpDispatcherOptions): HttpDispatcher {
  const agent = new Agent({
    connectTimeout: opts.timeouts.connectMs,
    headersTimeout: opts.timeouts.headersMs,
    bodyTimeout: opts.timeouts.bodyMs,
  });
  // compose() applies interceptors in order, so the last one is outermost: the cassette.
  const interceptors: Dispatcher.DispatcherComposeInterceptor[] = [retryInterceptor({ ...opts.retries, streamComplete: opts.streamComplete })];
  if (opts.cassette) interceptors.push(cassetteInterceptor(opts.cassette, { streamComplete: opts.streamComplete }));
  const dispatcher = agent.compose(interceptors);
  return { dispatcher, close: () => agent.close() };
}
