// What the client needs from a provider's wire protocol: where to send, which headers, the body,
// and how to read a whole or a streamed answer back into the neutral ChatResponse.
import type { LlmConfig } from './config.ts';
import type { SseEvent } from './sse.ts';
import type { ChatRequest, ChatResponse, ToolCall, Usage } from './types.ts';

export type Completion = Omit<ChatResponse, 'cassette'>;

export interface StreamAccumulator {
  /** Takes one SSE event; returns its parsed data (for onEvent and raw), or undefined to skip it. */
  add(event: SseEvent): unknown;
  finish(): Completion;
}

export interface ProviderAdapter {
  /** Appended to the configured base URL. */
  path: string;
  headers(apiKey: string | undefined, config: LlmConfig, stream: boolean): Record<string, string>;
  body(request: ChatRequest, config: LlmConfig): Record<string, unknown>;
  parse(json: unknown): Completion;
  stream(): StreamAccumulator;
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

export function usageOf(input: number | undefined, output: number | undefined, cached?: number): Usage {
  const reported = typeof input === 'number' || typeof output === 'number';
  const u: Usage = { inputTokens: input ?? 0, outputTokens: output ?? 0, totalTokens: (input ?? 0) + (output ?? 0), reported };
  if (typeof cached === 'number') u.cachedInputTokens = cached;
  return u;
}

export function parseEventData(event: SseEvent): unknown {
  try {
    return JSON.parse(event.data);
  } catch {
    return event.data;
  }
}
