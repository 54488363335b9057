// OpenAI Chat Completions (and every server that speaks it: vLLM, Ollama, llama.cpp, LiteLLM …).
import { LlmResponseError } from './errors.ts';
import { isObject, parseEventData, toolCall, usageOf, type Completion, type ProviderAdapter, type StreamAccumulator } from './provider.ts';
import type { SseEvent } from './sse.ts';
import type { ChatMessage, ChatRequest, FinishReason, ToolCall, ToolChoice } from './types.ts';
import type { LlmConfig } from './config.ts';

function messageOut(m: ChatMessage): Record<string, unknown> {
  switch (m.role) {
    case 'assistant': {
      const out: Record<string, unknown> = { role: 'assistant', content: m.content };
      if (m.name) out.name = m.name;
      if (m.toolCalls && m.toolCalls.length > 0) {
        out.tool_calls = m.toolCalls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } }));
      }
      return out;
    }
    case 'tool':
      if (!m.toolCallId) throw new LlmResponseError('a tool message needs toolCallId (the id of the call it answers)');
      return { role: 'tool', tool_call_id: m.toolCallId, content: m.content ?? '' };
    default: {
      const out: Record<string, unknown> = { role: m.role, content: m.content ?? '' };
      if (m.name) out.name = m.name;
      return out;
    }
  }
}

function toolChoiceOut(choice: ToolChoice): unknown {
  return typeof choice === 'string' ? choice : { type: 'function', function: { name: choice.name } };
}

function finish(reason: unknown): FinishReason {
  // Legacy servers answer "function_call" for a tool call.
  if (reason === 'function_call') return 'tool_calls';
  return typeof reason === 'string' ? reason : 'unknown';
}

function usage(u: unknown) {
  if (!isObject(u)) return usageOf(undefined, undefined);
  const details = isObject(u.prompt_tokens_details) ? u.prompt_tokens_details : {};
  const out = usageOf(u.prompt_tokens as number | undefined, u.completion_tokens as number | undefined, details.cached_tokens as number | undefined);
  if (typeof u.total_tokens === 'number') out.totalTokens = u.total_tokens;
  return out;
}

export const openai: ProviderAdapter = {
  path: '/chat/completions',

  headers(apiKey, _config, stream) {
    const h: Record<string, string> = { 'content-type': 'application/json', accept: stream ? 'text/event-stream' : 'application/json', 'user-agent': 'mcp-persona' };
    if (apiKey) h.authorization = `Bearer ${apiKey}`;
    return h;
  },

  body(req: ChatRequest, cfg: LlmConfig) {
    const body: Record<string, unknown> = { model: req.model ?? cfg.model, messages: req.messages.map(messageOut) };
    if (req.tools && req.tools.length > 0) {
      body.tools = req.tools.map((t) => ({
        type: 'function',
        function: { name: t.name, ...(t.description !== undefined ? { description: t.description } : {}), parameters: t.parameters },
      }));
    }
    if (req.toolChoice !== undefined) body.tool_choice = toolChoiceOut(req.toolChoice);
    const temperature = req.temperature ?? cfg.temperature;
    if (temperature !== undefined) body.temperature = temperature;
    const maxTokens = req.maxTokens ?? cfg.maxTokens;
    if (maxTokens !== undefined) body[cfg.maxTokensField] = maxTokens;
    const seed = req.seed ?? cfg.seed;
    if (seed !== undefined) body.seed = seed;
    if (req.stop && req.stop.length > 0) body.stop = req.stop;
    if (req.stream) {
      body.stream = true;
      // Without this a streamed answer carries no token usage.
      body.stream_options = { include_usage: true };
    }
    return { ...body, ...req.extra };
  },

  parse(json) {
    if (!isObject(json) || !Array.isArray(json.choices) || !isObject(json.choices[0])) {
      throw new LlmResponseError('chat completion has no choices[0]');
    }
    const choice = json.choices[0];
    const msg = isObject(choice.message) ? choice.message : {};
    const toolCalls: ToolCall[] = Array.isArray(msg.tool_calls)
      ? msg.tool_calls.filter(isObject).map((c, i) => {
          const fn = isObject(c.function) ? c.function : {};
          return toolCall(typeof c.id === 'string' ? c.id : `call_${i}`, String(fn.name ?? ''), typeof fn.arguments === 'string' ? fn.arguments : JSON.stringify(fn.arguments ?? {}));
        })
      : [];
    const content = typeof msg.content === 'string' ? msg.content : null;
    return {
      message: { role: 'assistant', content, ...(toolCalls.length > 0 ? { toolCalls } : {}) },
      toolCalls,
      usage: usage(json.usage),
      finishReason: finish(choice.finish_reason),
      model: typeof json.model === 'string' ? json.model : '',
      raw: json,
    };
  },

  stream(): StreamAccumulator {
    let content: string | null = null;
    const calls = new Map<number, { id: string; name: string; args: string }>();
    let reason: unknown = null;
    let model = '';
    let use: unknown = undefined;
    const raw: unknown[] = [];
    return {
      add(event: SseEvent) {
        if (event.data === '[DONE]') return undefined;
        const data = parseEventData(event);
        raw.push(data);
        if (!isObject(data)) return data;
        if (isObject(data.error)) throw new LlmResponseError(`stream error: ${String(data.error.message ?? JSON.stringify(data.error))}`);
        if (typeof data.model === 'string') model = data.model;
        if (isObject(data.usage)) use = data.usage;
        for (const choice of Array.isArray(data.choices) ? data.choices.filter(isObject) : []) {
          if ((choice.index ?? 0) !== 0) continue;
          if (choice.finish_reason != null) reason = choice.finish_reason;
          const delta = isObject(choice.delta) ? choice.delta : {};
          // The opening chunk carries content "" even when only tools follow: keep null until text arrives.
          if (typeof delta.content === 'string' && delta.content !== '') content = (content ?? '') + delta.content;
          for (const d of Array.isArray(delta.tool_calls) ? delta.tool_calls.filter(isObject) : []) {
            const index = typeof d.index === 'number' ? d.index : calls.size;
            const c = calls.get(index) ?? { id: '', name: '', args: '' };
            if (typeof d.id === 'string') c.id = d.id;
            const fn = isObject(d.function) ? d.function : {};
            if (typeof fn.name === 'string') c.name += fn.name;
            if (typeof fn.arguments === 'string') c.args += fn.arguments;
            calls.set(index, c);
          }
        }
        return data;
      },
      finish(): Completion {
        const toolCalls = [...calls.entries()].sort((a, b) => a[0] - b[0]).map(([i, c]) => toolCall(c.id || `call_${i}`, c.name, c.args));
        return {
          message: { role: 'assistant', content, ...(toolCalls.length > 0 ? { toolCalls } : {}) },
          toolCalls,
          usage: usage(use),
          finishReason: reason === null ? 'unknown' : finish(reason),
          model,
          raw,
        };
      },
    };
  },

  errorMessage(json) {
    if (isObject(json) && isObject(json.error) && typeof json.error.message === 'string') return json.error.message;
    if (isObject(json) && typeof json.error === 'string') return json.error; // Ollama, some proxies
    if (isObject(json) && typeof json.message === 'string') return json.message; // vLLM's older error shape
    return undefined;
  },
};
