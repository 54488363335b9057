// What the client needs from a provider's wire protocol: where to send, which headers, the body,
// and how to read a whole or a streamed answer back into the neutral ChatResponse.
import type { LlmConfig } from './config.ts';
import type { SseEvent } from './sse.ts';
import type { ChatRequest, ChatResponse, ToolCall, Usage } from './types.ts';
import { LlmStreamError } from './errors.ts';

export type Completion = Omit<ChatResponse, 'cassette'>;

export interface StreamAccumulator {
  /** Takes one SSE event; returns its parsed data (for onEvent and raw), or undefined to skip it. */
  add(event: SseEvent): unknown;
  /** The whole answer; throws LlmStreamError when the stream ended before its terminator. */
  finish(): Completion;
}

export interface ProviderAdapter {
  /** Appended to the configured base URL. */
  path: string;
  headers(apiKey: string | undefined, config: LlmConfig, stream: boolean): Record<string, string>;
  body(request: ChatRequest, config: LlmConfig): Record<string, unknown>;
  parse(json: unknown): Completion;
  stream(): StreamAccumulator;
  /**
   * Whether an event ends the stream (OpenAI: `data: [DONE]`; Anthropic: `message_stop`). A stream
   * without it is cut: the HTTP layer retries it and the cassette never stores it.
   */
  isTerminator(event: SseEvent): boolean;
  /** The error message inside an error response body, if it has one. */
  errorMessage(json: unknown): string | undefined;
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

export function toolCall(id: string, name: string, args: string): ToolCall {
  const call: ToolCall = { id, name, arguments: args };
  try {
    call.parsedArguments = JSON.parse(args === '' ? '{}' : args);
  } catch {
    // The model produced invalid JSON: keep the text, leave parsedArguments undefined.
  }
  return call;
}

export function usageOf(input: number | undefined, output: number | undefined, cached?: number, reasoning?: number): Usage {
  const reported = typeof input === 'number' || typeof output === 'number';
  const u: Usage = { inputTokens: input ?? 0, outputTokens: output ?? 0, totalTokens: (input ?? 0) + (output ?? 0), reported };
  if (typeof cached === 'number') u.cachedInputTokens = cached;
  if (typeof reasoning === 'number') u.reasoningTokens = reasoning;
  return u;
}

/** An event's JSON data; a frame that is not JSON makes the stream unreadable (LlmStreamError). */
export function parseEventData(event: SseEvent): unknown {
  try {
    return JSON.parse(event.data);
  } catch {
    throw new LlmStreamError(`stream: an event's data is not JSON: ${JSON.stringify(event.data.slice(0, 80))}`);
  }
}

/** A stream that ended before its terminator. */
export function cutStream(what: string): LlmStreamError {
  return new LlmStreamError(`stream ended before ${what}: the answer was cut off (connection closed early)`);
}
