// OpenAI Chat Completions (and every server that speaks it: vLLM, Ollama, llama.cpp, LiteLLM …).
import { LlmResponseError, LlmStreamError } from './errors.ts';
import { cutStream, isObject, parseEventData, toolCall, usageOf, type Completion, type ProviderAdapter, type StreamAccumulator } from './provider.ts';
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
        // DeepSeek's thinking mode requires the reasoning of a tool-calling turn back (400 otherwise);
        // a turn from a model that sent none carries none, so other servers see nothing new.
        if (m.reasoning !== undefined) out.reasoning_content = m.reasoning;
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
  const prompt = isObject(u.prompt_tokens_details) ? u.prompt_tokens_details : {};
  const completion = isObject(u.completion_tokens_details) ? u.completion_tokens_details : {};
  // DeepSeek reports cache hits as prompt_cache_hit_tokens.
  const cached = typeof prompt.cached_tokens === 'number' ? prompt.cached_tokens : u.prompt_cache_hit_tokens;
  const out = usageOf(u.prompt_tokens as number | undefined, u.completion_tokens as number | undefined, cached as number | undefined, completion.reasoning_tokens as number | undefined);
  if (typeof u.total_tokens === 'number') out.totalTokens = u.total_tokens;
  return out;
}

/** The reasoning text of a message or delta: DeepSeek/vLLM `reasoning_content`, newer vLLM/OpenRouter `reasoning`. */
function reasoningOf(m: Record<string, unknown>): string | undefined {
  if (typeof m.reasoning_content === 'string') return m.reasoning_content;
  if (typeof m.reasoning === 'string') return m.reasoning;
  return undefined;
}

function completionOf(content: string | null, reasoning: string | undefined, toolCalls: ToolCall[], reason: unknown, use: unknown, model: string, raw: unknown): Completion {
  return {
    message: { role: 'assistant', content, ...(toolCalls.length > 0 ? { toolCalls } : {}), ...(reasoning !== undefined ? { reasoning } : {}) },
    toolCalls,
    usage: usage(use),
    finishReason: reason == null ? 'unknown' : finish(reason),
    providerFinishReason: typeof reason === 'string' ? reason : null,
    providerUsage: isObject(use) ? use : null,
    model,
    raw,
  };
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
    // Sampling settings only when set: reasoning models refuse a temperature other than 1.
    const temperature = req.temperature !== undefined ? req.temperature : cfg.temperature;
    if (temperature != null) body.temperature = temperature;
    const topP = req.topP ?? cfg.topP;
    if (topP !== undefined) body.top_p = topP;
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
    return completionOf(content, reasoningOf(msg), toolCalls, choice.finish_reason, json.usage, typeof json.model === 'string' ? json.model : '', json);
  },

  isTerminator(event: SseEvent) {
    return event.data.trim() === '[DONE]';
  },

  stream(): StreamAccumulator {
    let content: string | null = null;
    let reasoning: string | undefined;
    // Calls in the order they opened. A delta joins the call open at its index unless it carries
    // another id: older Ollama builds number every parallel call 0, and only the ids tell them apart.
    const calls: { id: string; name: string; args: string }[] = [];
    const open = new Map<number, number>();
    let reason: unknown = null;
    let model = '';
    let use: unknown = undefined;
    let done = false;
    const raw: unknown[] = [];
    return {
      add(event: SseEvent) {
        if (openai.isTerminator(event)) {
          done = true;
          return undefined;
        }
        if (done) throw new LlmStreamError('stream: an event arrived after data: [DONE]');
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
          const r = reasoningOf(delta);
          if (r !== undefined) reasoning = (reasoning ?? '') + r;
          for (const d of Array.isArray(delta.tool_calls) ? delta.tool_calls.filter(isObject) : []) {
            const index = typeof d.index === 'number' ? d.index : -1;
            const id = typeof d.id === 'string' && d.id !== '' ? d.id : null;
            let at = index >= 0 ? open.get(index) : undefined;
            if (at === undefined && id !== null) at = calls.findIndex((c) => c.id === id);
            if (at !== undefined && at >= 0 && id !== null && calls[at].id !== '' && calls[at].id !== id) at = undefined;
            if (at === undefined || at < 0) {
              at = calls.length;
              calls.push({ id: '', name: '', args: '' });
            }
            if (index >= 0) open.set(index, at);
            const c = calls[at];
            if (id !== null) c.id = id;
            const fn = isObject(d.function) ? d.function : {};
            if (typeof fn.name === 'string') c.name += fn.name;
            if (typeof fn.arguments === 'string') c.args += fn.arguments;
          }
        }
        return data;
      },
      finish(): Completion {
        if (!done) throw cutStream('data: [DONE]');
        const toolCalls = calls.map((c, i) => toolCall(c.id || `call_${i}`, c.name, c.args));
        return completionOf(content, reasoning, toolCalls, reason, use, model, raw);
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
