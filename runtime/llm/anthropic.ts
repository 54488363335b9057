// The Anthropic Messages API. System turns become the top-level `system`; tool results become
// tool_result blocks of a user turn; tool calls are tool_use blocks. Anthropic has no seed: a
// configured seed is not sent (replay from the cassette is what makes runs repeat).
import type { LlmConfig } from './config.ts';
import { LlmResponseError, LlmStreamError } from './errors.ts';
import { PersonaError } from '../util/errors.ts';
import { cutStream, isObject, parseEventData, toolCall, usageOf, type Completion, type ProviderAdapter, type StreamAccumulator } from './provider.ts';
import type { SseEvent } from './sse.ts';
import type { ChatMessage, ChatRequest, FinishReason, ToolCall, ToolChoice } from './types.ts';

/** The Messages API requires max_tokens; this is sent when none is configured (docs/llm.md). */
export const ANTHROPIC_DEFAULT_MAX_TOKENS = 4096;

type Block = Record<string, unknown>;
interface Turn {
  role: 'user' | 'assistant';
  content: string | Block[];
}

function blocks(content: string | Block[]): Block[] {
  return typeof content === 'string' ? (content === '' ? [] : [{ type: 'text', text: content }]) : content;
}

function toolInput(call: ToolCall): unknown {
  if (call.parsedArguments !== undefined) return call.parsedArguments;
  try {
    return JSON.parse(call.arguments === '' ? '{}' : call.arguments);
  } catch {
    throw new LlmResponseError(`tool call ${call.id} (${call.name}) has arguments that are not JSON; Anthropic needs an object`);
  }
}

export function anthropicMessages(messages: ChatMessage[]): { system?: string; messages: Turn[] } {
  const system: string[] = [];
  const turns: Turn[] = [];
  const push = (turn: Turn) => {
    const prev = turns[turns.length - 1];
    // Consecutive turns of one role (tool results, then the user's next words) form one turn.
    if (prev && prev.role === turn.role) prev.content = [...blocks(prev.content), ...blocks(turn.content)];
    else turns.push(turn);
  };
  for (const m of messages) {
    if (m.role === 'system') system.push(m.content ?? '');
    else if (m.role === 'user') push({ role: 'user', content: m.content ?? '' });
    else if (m.role === 'tool') {
      if (!m.toolCallId) throw new LlmResponseError('a tool message needs toolCallId (the id of the call it answers)');
      push({ role: 'user', content: [{ type: 'tool_result', tool_use_id: m.toolCallId, content: m.content ?? '' }] });
    } else {
      const calls = m.toolCalls ?? [];
      if (calls.length === 0) push({ role: 'assistant', content: m.content ?? '' });
      else push({ role: 'assistant', content: [...(m.thinkingBlocks ?? []), ...blocks(m.content ?? ''), ...calls.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: toolInput(c) }))] });
    }
  }
  return { ...(system.length > 0 ? { system: system.join('\n\n') } : {}), messages: turns };
}

function toolChoiceOut(choice: ToolChoice): unknown {
  if (choice === 'auto') return { type: 'auto' };
  if (choice === 'none') return { type: 'none' };
  if (choice === 'required') return { type: 'any' };
  return { type: 'tool', name: choice.name };
}

function finish(reason: unknown): FinishReason {
  if (reason === 'end_turn' || reason === 'stop_sequence') return 'stop';
  if (reason === 'max_tokens') return 'length';
  if (reason === 'tool_use') return 'tool_calls';
  if (reason === 'refusal') return 'content_filter';
  return typeof reason === 'string' ? reason : 'unknown';
}

function usage(...parts: unknown[]) {
  let input: number | undefined;
  let output: number | undefined;
  let cacheRead: number | undefined;
  let cacheWrite = 0;
  for (const u of parts) {
    if (!isObject(u)) continue;
    if (typeof u.input_tokens === 'number') input = u.input_tokens;
    if (typeof u.output_tokens === 'number') output = u.output_tokens;
    if (typeof u.cache_read_input_tokens === 'number') cacheRead = u.cache_read_input_tokens;
    if (typeof u.cache_creation_input_tokens === 'number') cacheWrite = u.cache_creation_input_tokens;
  }
  // Anthropic's input_tokens excludes cached tokens; report the whole prompt.
  const whole = input === undefined ? undefined : input + (cacheRead ?? 0) + cacheWrite;
  return usageOf(whole, output, cacheRead);
}

/** The usage objects of a message (message_start, then message_delta) merged as the provider sent them. */
function mergedUsage(parts: unknown[]): Record<string, unknown> | null {
  const objs = parts.filter(isObject);
  return objs.length > 0 ? Object.assign({}, ...objs) : null;
}

function completion(content: Block[], stopReason: unknown, model: string, usages: unknown[], raw: unknown): Completion {
  const texts = content.filter((b) => b.type === 'text').map((b) => String(b.text ?? ''));
  const thinking = content.filter((b) => b.type === 'thinking').map((b) => String(b.thinking ?? ''));
  const thinkingBlocks = content.filter((b) => b.type === 'thinking' || b.type === 'redacted_thinking').map((b) => ({ ...b }));
  // A tool_use cut by max_tokens keeps the partial JSON text it got (not executed: finish reason "length").
  const toolCalls = content.filter((b) => b.type === 'tool_use').map((b) => toolCall(String(b.id ?? ''), String(b.name ?? ''), typeof b.partialInput === 'string' ? b.partialInput : JSON.stringify(b.input ?? {})));
  return {
    message: {
      role: 'assistant',
      content: texts.length > 0 ? texts.join('') : null,
      ...(toolCalls.length > 0 ? { toolCalls } : {}),
      ...(thinking.length > 0 ? { reasoning: thinking.join('') } : {}),
      ...(thinkingBlocks.length > 0 ? { thinkingBlocks } : {}),
    },
    toolCalls,
    usage: usage(...usages),
    finishReason: finish(stopReason),
    providerFinishReason: typeof stopReason === 'string' ? stopReason : null,
    providerUsage: mergedUsage(usages),
    model,
    raw,
  };
}

export const anthropic: ProviderAdapter = {
  path: '/v1/messages',

  headers(apiKey, config, stream) {
    const h: Record<string, string> = {
      'content-type': 'application/json',
      accept: stream ? 'text/event-stream' : 'application/json',
      'anthropic-version': config.anthropicVersion,
      'user-agent': 'mcp-persona',
    };
    if (apiKey) h['x-api-key'] = apiKey;
    return h;
  },

  body(req: ChatRequest, cfg: LlmConfig) {
    const { system, messages } = anthropicMessages(req.messages);
    const body: Record<string, unknown> = { model: req.model ?? cfg.model, max_tokens: req.maxTokens ?? cfg.maxTokens ?? ANTHROPIC_DEFAULT_MAX_TOKENS };
    if (system !== undefined) body.system = system;
    body.messages = messages;
    if (req.tools && req.tools.length > 0) {
      body.tools = req.tools.map((t) => ({ name: t.name, ...(t.description !== undefined ? { description: t.description } : {}), input_schema: t.parameters }));
    }
    if (req.toolChoice !== undefined) body.tool_choice = toolChoiceOut(req.toolChoice);
    const temperature = req.temperature !== undefined ? req.temperature : cfg.temperature;
    const topP = req.topP ?? cfg.topP;
    if (topP !== undefined) body.top_p = topP;
    if (temperature != null) {
      if (temperature > 1) throw new PersonaError(`temperature ${temperature} is above the Anthropic API's maximum of 1`);
      body.temperature = temperature;
    }
    if (req.stop && req.stop.length > 0) body.stop_sequences = req.stop;
    if (req.stream) body.stream = true;
    return { ...body, ...req.extra };
  },

  parse(json) {
    if (!isObject(json) || !Array.isArray(json.content)) throw new LlmResponseError('message has no content array');
    return completion(json.content.filter(isObject), json.stop_reason, typeof json.model === 'string' ? json.model : '', [json.usage], json);
  },

  isTerminator(event: SseEvent) {
    if (event.event === 'message_stop') return true;
    return /"type"\s*:\s*"message_stop"/.test(event.data);
  },

  stream(): StreamAccumulator {
    const content: Block[] = [];
    const partialJson = new Map<number, string>();
    let stopReason: unknown = null;
    let model = '';
    const usages: unknown[] = [];
    const raw: unknown[] = [];
    let done = false;
    const stopped = new Set<number>();
    return {
      add(event: SseEvent) {
        if (done) throw new LlmStreamError('stream: an event arrived after message_stop');
        if (anthropic.isTerminator(event)) done = true;
        const data = parseEventData(event);
        raw.push(data);
        if (!isObject(data)) return data;
        const type = data.type ?? event.event;
        if (type === 'error') {
          const err = isObject(data.error) ? data.error : {};
          throw new LlmResponseError(`stream error: ${String(err.message ?? JSON.stringify(data))}`);
        }
        if (type === 'message_start' && isObject(data.message)) {
          if (typeof data.message.model === 'string') model = data.message.model;
          usages.push(data.message.usage);
        } else if (type === 'content_block_start' && typeof data.index === 'number' && isObject(data.content_block)) {
          content[data.index] = { ...data.content_block };
        } else if (type === 'content_block_delta' && typeof data.index === 'number' && isObject(data.delta)) {
          const block = (content[data.index] ??= { type: 'text', text: '' });
          if (data.delta.type === 'text_delta') block.text = String(block.text ?? '') + String(data.delta.text ?? '');
          else if (data.delta.type === 'thinking_delta') block.thinking = String(block.thinking ?? '') + String(data.delta.thinking ?? '');
          else if (data.delta.type === 'signature_delta') block.signature = String(block.signature ?? '') + String(data.delta.signature ?? '');
          else if (data.delta.type === 'input_json_delta') partialJson.set(data.index, (partialJson.get(data.index) ?? '') + String(data.delta.partial_json ?? ''));
        } else if (type === 'content_block_stop' && typeof data.index === 'number') {
          stopped.add(data.index);
          const json = partialJson.get(data.index);
          const block = content[data.index];
          if (json !== undefined && block) {
            try {
              block.input = JSON.parse(json === '' ? '{}' : json);
            } catch {
              block.partialInput = json; // cut (max_tokens): kept as text, never parsed into {}
            }
          }
        } else if (type === 'message_delta') {
          if (isObject(data.delta) && data.delta.stop_reason != null) stopReason = data.delta.stop_reason;
          usages.push(data.usage);
        }
        return data;
      },
      finish() {
        if (!done) throw cutStream('message_stop');
        // A tool_use block whose content_block_stop never came is cut too: keep what arrived as text.
        for (const [i, json] of partialJson) if (content[i] && !stopped.has(i)) content[i].partialInput = json;
        return completion(content.filter(isObject), stopReason, model, usages, raw);
      },
    };
  },

  errorMessage(json) {
    if (isObject(json) && isObject(json.error) && typeof json.error.message === 'string') return json.error.message;
    return undefined;
  },
};
