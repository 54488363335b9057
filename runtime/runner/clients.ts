// The runner's chat clients go through the project's LLM client (runtime/llm): one undici path,
// retries, and cassettes — one cassette file per run, <cassettes>/<model>/<task>/trial-<k>.cassette.msgpack.
// The journal records the cassette by that relative name (never an absolute path), with the key
// and ordinal the cassette gave the exchange; with cassettes off the key is computed the same way.
import { join } from 'node:path';
import { createLlmClient, normalizeRequest, parseLlmConfig, CASSETTE_SUFFIX, CASSETTE_MODES, type ChatRequest as LlmRequest, type ChatMessage as LlmMessage } from '../llm/index.ts';
import { openai } from '../llm/openai.ts';
import type { ChatClientFactory } from './chat-client.ts';
import type { ChatCompletion, ChatMessage, ChatRequest } from '../agents/openai.ts';

export { CASSETTE_MODES };
export type CassetteMode = (typeof CASSETTE_MODES)[number];

function toLlm(req: ChatRequest): LlmRequest {
  const messages: LlmMessage[] = req.messages.map((m: ChatMessage): LlmMessage => {
    if (m.role === 'assistant') {
      return m.tool_calls?.length
        ? { role: 'assistant', content: m.content, toolCalls: m.tool_calls.map((c) => ({ id: c.id, name: c.function.name, arguments: c.function.arguments })) }
        : { role: 'assistant', content: m.content };
    }
    if (m.role === 'tool') return { role: 'tool', content: m.content, toolCallId: m.tool_call_id };
    return { role: m.role, content: m.content };
  });
  const out: LlmRequest = { messages, model: req.model };
  if (req.tools?.length) out.tools = req.tools.map((t) => ({ name: t.function.name, description: t.function.description, parameters: t.function.parameters }));
  if (req.tool_choice) out.toolChoice = req.tool_choice;
  if (typeof req.temperature === 'number') out.temperature = req.temperature;
  return out;
}

export function chatClientFactory(): ChatClientFactory {
  return (cfg) => {
    const path = cfg.cassettesDir && cfg.mode !== 'off' ? join(cfg.cassettesDir, `${cfg.cassette}${CASSETTE_SUFFIX}`) : null;
    const config = parseLlmConfig({
      provider: 'openai',
      baseUrl: cfg.baseUrl,
      model: cfg.model,
      apiKeyEnv: cfg.apiKeyEnv,
      cassette: { path, mode: path ? cfg.mode : 'off' },
    }, `model ${cfg.model}`);
    const llm = createLlmClient(config);
    const urlPath = new URL(`${config.baseUrl}${openai.path}`).pathname;
    const ordinals = new Map<string, number>();
    return {
      async chat(req) {
        const request = toLlm(req);
        const res = await llm.chat(request);
        let key: string;
        let ordinal: number;
        if (res.cassette) {
          ({ key, ordinal } = res.cassette);
        } else {
          const body = Buffer.from(JSON.stringify(openai.body(request, config)));
          key = normalizeRequest({ method: 'POST', path: urlPath, headers: {}, body }).key;
          ordinal = ordinals.get(key) ?? 0;
          ordinals.set(key, ordinal + 1);
        }
        const toolCalls = res.toolCalls.map((c) => ({ id: c.id, type: 'function' as const, function: { name: c.name, arguments: c.arguments } }));
        const completion: ChatCompletion = {
          id: '',
          object: 'chat.completion',
          created: 0,
          model: res.model,
          choices: [{
            index: 0,
            message: toolCalls.length ? { role: 'assistant', content: res.message.content, tool_calls: toolCalls } : { role: 'assistant', content: res.message.content },
            finish_reason: (toolCalls.length ? 'tool_calls' : res.finishReason === 'length' ? 'length' : 'stop'),
          }],
          usage: { prompt_tokens: res.usage.inputTokens, completion_tokens: res.usage.outputTokens, total_tokens: res.usage.totalTokens },
        };
        return { completion, entry: { cassette: cfg.cassette, key, ordinal } };
      },
      close: () => llm.close(),
    };
  };
}
