// The slice of the OpenAI Chat Completions format the runner and the reference agents speak:
// messages with tool calls, function tools, usage. Anything else in a request passes through.

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/**
 * One message as it travels on the OpenAI wire (snake_case `tool_calls`, `tool_call_id`). The
 * provider-neutral message every other module uses is `ChatMessage` of runtime/llm/types.ts.
 */
export type WireMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface FunctionTool {
  type: 'function';
  function: { name: string; description?: string; parameters: Record<string, unknown> };
}

export interface ChatRequest {
  model: string;
  messages: WireMessage[];
  tools?: FunctionTool[];
  tool_choice?: 'auto' | 'none' | 'required';
  temperature?: number;
  stream?: boolean;
  [k: string]: unknown;
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

export interface ChatCompletion {
  id: string;
  object: 'chat.completion';
  created: number;
  model: string;
  choices: { index: number; message: { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }; finish_reason: 'stop' | 'tool_calls' | 'length' }[];
  usage: Usage;
}

/** The text of a message's content, whatever shape the client sent (string or content parts). */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((p) => (p && typeof p === 'object' && typeof (p as { text?: unknown }).text === 'string' ? (p as { text: string }).text : '')).join('');
  return '';
}
