// The provider-neutral shapes of the LLM client's API. Messages and tools follow the OpenAI Chat
// Completions model (the lingua franca of agent frameworks); the Anthropic adapter translates.

export type Role = 'system' | 'user' | 'assistant' | 'tool';

export interface ToolCall {
  /** The provider's call id (echoed back in the tool message that answers it). */
  id: string;
  name: string;
  /** The arguments exactly as the model produced them (JSON text). */
  arguments: string;
  /** `arguments` parsed, or undefined when the model produced invalid JSON. */
  parsedArguments?: unknown;
}

export interface ChatMessage {
  role: Role;
  /** Text; null for an assistant turn that only calls tools. */
  content: string | null;
  /** Assistant turns: the tools it called. */
  toolCalls?: ToolCall[];
  /** Tool turns: which call this answers. */
  toolCallId?: string;
  /** Optional participant or tool name. */
  name?: string;
  /**
   * Assistant turns: the model's reasoning text as the provider sent it apart from the answer
   * (`reasoning_content` of DeepSeek and vLLM, `reasoning` of newer vLLM and OpenRouter). Never part
   * of `content` or of tool arguments. Sent back on turns that called tools (DeepSeek's thinking
   * mode answers 400 without it); left out otherwise.
   */
  reasoning?: string;
  /**
   * Assistant turns from Anthropic with extended thinking: the `thinking` / `redacted_thinking`
   * blocks verbatim (signatures included). Sent back first in that turn when it called tools, as
   * the Messages API requires.
   */
  thinkingBlocks?: Record<string, unknown>[];
}

export interface ToolSpec {
  name: string;
  description?: string;
  /** JSON Schema of the arguments (an MCP tool's inputSchema fits as is). */
  parameters: Record<string, unknown>;
}

/** auto: the model decides; none: no tool; required: some tool; {name}: that tool. */
export type ToolChoice = 'auto' | 'none' | 'required' | { name: string };

export interface ChatRequest {
  messages: ChatMessage[];
  tools?: ToolSpec[];
  toolChoice?: ToolChoice;
  /** Per-request overrides of the configured model and sampling settings. */
  model?: string;
  /** null: send no temperature even if one is configured. */
  temperature?: number | null;
  topP?: number;
  maxTokens?: number;
  seed?: number;
  stop?: string[];
  /** Stream the answer over SSE (the result is the same; onEvent sees each event as it arrives). */
  stream?: boolean;
  /** Called with each parsed SSE event of a streamed answer. */
  onEvent?: (event: { event: string; data: unknown }) => void;
  /** Provider-specific body fields, merged last (e.g. {top_p: 0.9} or {response_format: …}). */
  extra?: Record<string, unknown>;
  /** Cancels the request. */
  signal?: AbortSignal;
}

export interface Usage {
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
  /** Input tokens served from the provider's prompt cache, where reported. */
  cachedInputTokens?: number;
  /** Output tokens spent on reasoning, where reported (OpenAI `completion_tokens_details.reasoning_tokens`). */
  reasoningTokens?: number;
  /** False when the server reported no usage (the numbers are then 0). */
  reported: boolean;
}

/** stop | length | tool_calls | content_filter, or the provider's own word for anything else. */
export type FinishReason = 'stop' | 'length' | 'tool_calls' | 'content_filter' | (string & {});

export interface CassetteInfo {
  /** The cassette file as configured: what a run's journal records. */
  cassette: string;
  key: string;
  ordinal: number;
  source: 'replay' | 'record';
}

export interface ChatResponse {
  /** The assistant turn, ready to append to the conversation. */
  message: ChatMessage & { role: 'assistant' };
  toolCalls: ToolCall[];
  usage: Usage;
  finishReason: FinishReason;
  /** The finish reason exactly as the provider sent it (`finish_reason` / `stop_reason`); null when none came. */
  providerFinishReason: string | null;
  /** The usage object exactly as the provider sent it (the last one of a stream); null when none came. */
  providerUsage: Record<string, unknown> | null;
  /** The model that answered, as the server reports it. */
  model: string;
  /** The parsed response body; for a streamed answer, the parsed data of every event in order. */
  raw: unknown;
  /** Where the exchange lives in the cassette; null when the cassette is off. */
  cassette: CassetteInfo | null;
}
