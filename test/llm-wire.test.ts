// The LLM client against loopback servers speaking each provider's documented wire format:
// strict streams (a stream is whole only with its terminator; a cut one is retried and never
// stored), usage and finish reasons as sent, reasoning kept apart and passed back, parallel calls
// kept apart by id, sampling settings only when set, stored errors never blocking auto mode.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { createLlmClient, parseLlmConfig, readCassetteFile, resolveLlmConfig } from '../runtime/llm/index.ts';
import { LlmStreamError } from '../runtime/llm/errors.ts';
import { anthropicStream, openAiStream, openAiWhole, reasoningUsage, startWire, type Wire } from './helpers/provider-wire.ts';

const tmp = mkdtempSync(join(tmpdir(), 'llm-wire-'));
let wire: Wire | null = null;
afterEach(async () => {
  await wire?.close();
  wire = null;
});
const fast = { retries: { max: 2, minDelayMs: 1, maxDelayMs: 2 } };
const msgs = [{ role: 'user' as const, content: 'hi' }];
const calc = [{ name: 'add', description: 'adds', parameters: { type: 'object', properties: { a: { type: 'number' } } } }];

describe('strict streams', () => {
  it('OpenAI: a stream cut anywhere before data: [DONE] is retried; only the whole one is recorded', async () => {
    const whole = openAiStream({ content: 'Grüße 👋 done', toolCalls: [{ id: 'call_1', name: 'add', arguments: '{"a":1}' }], usage: reasoningUsage(12, 30, 20, 4) });
    const bytes = Buffer.byteLength(whole.join(''));
    // Every cut point class: inside the first frame, inside a UTF-8 sequence, mid tool arguments, just before [DONE].
    const cuts = [5, Buffer.byteLength(whole.slice(0, 3).join('')) + 2, Math.floor(bytes / 2), bytes - 'data: [DONE]\n\n'.length];
    for (const cut of cuts) {
      wire = await startWire((_r, n) => (n === 0 ? { sse: whole, cutAt: cut } : { sse: whole }));
      const file = join(tmp, `cut-${cut}.cassette.msgpack`);
      const client = createLlmClient({ model: 'gpt-5-mini', baseUrl: `${wire.origin}/v1`, apiKeyEnv: null, ...fast, cassette: { path: file, mode: 'record' } });
      const res = await client.chat({ messages: msgs, tools: calc, stream: true });
      await client.close();
      expect(wire.requests).toHaveLength(2);
      expect(res.toolCalls).toEqual([{ id: 'call_1', name: 'add', arguments: '{"a":1}', parsedArguments: { a: 1 } }]);
      expect(res.message.content).toBe('Grüße 👋 done');
      const [entry, ...rest] = readCassetteFile(file);
      expect(rest).toEqual([]);
      expect(Buffer.concat(entry.response.frames!).toString('utf8')).toContain('data: [DONE]');
      await wire.close();
      wire = null;
    }
  });

  it('a stream cut on the last attempt is a one-line error and leaves the cassette empty', async () => {
    const frames = anthropicStream({ toolUses: [{ id: 'toolu_01', name: 'add', input: { a: 1, note: 'long enough to cut' } }] });
    const total = Buffer.byteLength(frames.join(''));
    const stopAt = total - Buffer.byteLength(frames[frames.length - 1]);
    for (const cut of [1, Math.floor(total / 3), Math.floor((2 * total) / 3), stopAt]) {
      wire = await startWire(() => ({ sse: frames, cutAt: cut }));
      const file = join(tmp, `anth-cut-${cut}.cassette.msgpack`);
      const client = createLlmClient({ provider: 'anthropic', model: 'claude-sonnet-4-5', baseUrl: wire.origin, apiKeyEnv: null, retries: { max: 1, minDelayMs: 1, maxDelayMs: 1 }, cassette: { path: file, mode: 'record' } });
      const err = await client.chat({ messages: msgs, tools: calc, stream: true }).catch((e) => e);
      await client.close();
      expect(err).toBeInstanceOf(LlmStreamError);
      expect(err.message).not.toContain('\n');
      expect(err.message).toMatch(/cut off|broke off/);
      expect(wire.requests).toHaveLength(2);
      expect(() => readCassetteFile(file)).toThrow();
      await wire.close();
      wire = null;
    }
  });

  it('Anthropic: input_json_delta pieces become the call; usage and stop_reason as sent', async () => {
    const frames = anthropicStream({ text: 'Let me add.', toolUses: [{ id: 'toolu_01A', name: 'add', input: { a: 1, b: [2, 3] } }], usage: { input_tokens: 30, output_tokens: 17, cache_read_input_tokens: 100, cache_creation_input_tokens: 5 } });
    wire = await startWire(() => ({ sse: frames }));
    const client = createLlmClient({ provider: 'anthropic', model: 'claude-sonnet-4-5', baseUrl: wire.origin, apiKeyEnv: null, cassette: { path: null, mode: 'off' } });
    const res = await client.chat({ messages: msgs, tools: calc, stream: true });
    await client.close();
    expect(res.toolCalls).toEqual([{ id: 'toolu_01A', name: 'add', arguments: '{"a":1,"b":[2,3]}', parsedArguments: { a: 1, b: [2, 3] } }]);
    expect(res.message.content).toBe('Let me add.');
    expect(res.providerFinishReason).toBe('tool_use');
    expect(res.finishReason).toBe('tool_calls');
    expect(res.usage).toMatchObject({ inputTokens: 135, outputTokens: 17, cachedInputTokens: 100 });
    expect(res.providerUsage).toMatchObject({ input_tokens: 30, output_tokens: 17, cache_read_input_tokens: 100 });
    // max_tokens is required by the Messages API: the documented default, nothing else unasked.
    expect(wire.requests[0].body).toMatchObject({ max_tokens: 4096, stream: true });
    expect(wire.requests[0].body).not.toHaveProperty('temperature');
    expect(wire.requests[0].body).not.toHaveProperty('top_p');
  });

  it('Anthropic extended thinking: kept apart from the answer, its signed block sent back before the tool_use', async () => {
    const sig = 'EqQBCgIYAhIM1gbcDa9GJwZA2b3hGgxBdjrkzLoky3dl1pkiMOYds';
    wire = await startWire((_r, n) => ({ sse: n === 0 ? anthropicStream({ thinking: { text: 'Add {"a":5}? No, 1.', signature: sig }, toolUses: [{ id: 'toolu_T', name: 'add', input: { a: 1 } }] }) : anthropicStream({ text: 'It is 1.' }) }));
    const client = createLlmClient({ provider: 'anthropic', model: 'claude-sonnet-4-5', baseUrl: wire.origin, apiKeyEnv: null, cassette: { path: null, mode: 'off' } });
    const first = await client.chat({ messages: msgs, tools: calc, stream: true });
    expect(first.message.content).toBeNull();
    expect(first.message.reasoning).toBe('Add {"a":5}? No, 1.');
    expect(first.toolCalls[0].arguments).toBe('{"a":1}');
    await client.chat({ messages: [...msgs, first.message, { role: 'tool', toolCallId: 'toolu_T', content: '1' }], tools: calc, stream: true });
    await client.close();
    const turn = (wire.requests[1].body.messages as { role: string; content: { type: string }[] }[])[1];
    expect(turn.content.map((b) => b.type)).toEqual(['thinking', 'tool_use']);
    expect(turn.content[0]).toEqual({ type: 'thinking', thinking: 'Add {"a":5}? No, 1.', signature: sig });
  });

  it('Anthropic: a tool_use cut by max_tokens keeps its partial text and finish reason "length"', async () => {
    const frames = anthropicStream({ toolUses: [{ id: 'toolu_01B', name: 'add', input: { a: 1 } }], stopReason: 'max_tokens' });
    // The documented cut: the input_json_delta stops mid-object, then the block and message end.
    const cut = frames.filter((f) => !f.includes('"partial_json":"1}"') && !f.includes('partial_json":":1}'));
    wire = await startWire(() => ({ sse: cut }));
    const client = createLlmClient({ provider: 'anthropic', model: 'claude-sonnet-4-5', baseUrl: wire.origin, apiKeyEnv: null, cassette: { path: null, mode: 'off' } });
    const res = await client.chat({ messages: msgs, tools: calc, stream: true });
    await client.close();
    expect(res.finishReason).toBe('length');
    expect(res.providerFinishReason).toBe('max_tokens');
    expect(res.toolCalls[0].parsedArguments).toBeUndefined();
    expect(res.toolCalls[0].arguments).not.toBe('{}');
  });
});

describe('strictness is for the model endpoint only', () => {
  it('another event stream through the same dispatcher (HTTP a tool makes) is passed on and recorded as it is', async () => {
    wire = await startWire(() => ({ sse: ['data: {"tick":1}\n\n', 'data: {"tick":2}\n\n'] }));
    const file = join(tmp, 'other-sse.cassette.msgpack');
    const client = createLlmClient({ model: 'm', baseUrl: `${wire.origin}/v1`, apiKeyEnv: null, ...fast, cassette: { path: file, mode: 'record' } });
    const res = await request(`${wire.origin}/events`, { dispatcher: client.dispatcher });
    const text = await res.body.text();
    await client.close();
    expect(text).toBe('data: {"tick":1}\n\ndata: {"tick":2}\n\n');
    expect(wire.requests).toHaveLength(1);
    expect(readCassetteFile(file)).toHaveLength(1);
  });
});

describe('OpenAI-compatible quirks', () => {
  it('older Ollama: parallel calls all at index 0 are kept apart by id', async () => {
    const calls = [{ id: 'call_a', name: 'add', arguments: '{"a":1}' }, { id: 'call_b', name: 'add', arguments: '{"a":2}' }, { id: 'call_c', name: 'mul', arguments: '{}' }];
    wire = await startWire(() => ({ sse: openAiStream({ model: 'llama3.1:8b', toolCalls: calls, ollamaIndexZero: true, finish: 'stop' }) }));
    const client = createLlmClient({ model: 'llama3.1:8b', baseUrl: `${wire.origin}/v1`, apiKeyEnv: null, cassette: { path: null, mode: 'off' } });
    const res = await client.chat({ messages: msgs, tools: calc, stream: true });
    await client.close();
    expect(res.toolCalls.map((c) => [c.id, c.name, c.arguments])).toEqual(calls.map((c) => [c.id, c.name, c.arguments]));
  });

  it('reasoning models: usage details and finish_reason as sent; no sampling settings unless set; max_completion_tokens when asked', async () => {
    wire = await startWire(() => ({ sse: openAiStream({ content: 'ok', usage: reasoningUsage(100, 300, 256, 64) }) }));
    const client = createLlmClient({ model: 'o4-mini', baseUrl: `${wire.origin}/v1`, apiKeyEnv: null, maxTokens: 2000, maxTokensField: 'max_completion_tokens', cassette: { path: null, mode: 'off' } });
    const res = await client.chat({ messages: msgs, stream: true });
    await client.close();
    expect(res.usage).toMatchObject({ inputTokens: 100, outputTokens: 300, reasoningTokens: 256, cachedInputTokens: 64, reported: true });
    expect(res.providerFinishReason).toBe('stop');
    const body = wire.requests[0].body;
    expect(body).toMatchObject({ max_completion_tokens: 2000, stream: true, stream_options: { include_usage: true } });
    for (const k of ['temperature', 'top_p', 'seed', 'max_tokens']) expect(body).not.toHaveProperty(k);
  });

  it('"" as the key variable means no key, in a flag, a variable and a config object', () => {
    expect(resolveLlmConfig({ flags: { model: 'm', 'api-key-env': '', 'cassette-mode': 'off' }, env: {} }).apiKeyEnv).toBeNull();
    expect(resolveLlmConfig({ flags: { model: 'm', 'cassette-mode': 'off' }, env: { PERSONA_LLM_API_KEY_ENV: '' } }).apiKeyEnv).toBeNull();
    expect(parseLlmConfig({ model: 'm', apiKeyEnv: '', cassette: { path: null, mode: 'off' } }).apiKeyEnv).toBeNull();
  });

  it('--temperature none omits a temperature another layer set', () => {
    const c = resolveLlmConfig({ flags: { model: 'o3', temperature: 'none', 'cassette-mode': 'off' }, env: { PERSONA_LLM_TEMPERATURE: '0.2' } });
    expect(c.temperature).toBeNull();
  });

  it('DeepSeek/vLLM reasoning_content: never in the answer or arguments, passed back on tool-call turns', async () => {
    // Emulates DeepSeek thinking mode: a history whose tool-calling assistant turn lacks reasoning_content is a 400.
    wire = await startWire((req, n) => {
      const history = (req.body.messages as Record<string, unknown>[]).filter((m) => m.role === 'assistant' && m.tool_calls);
      if (history.some((m) => typeof m.reasoning_content !== 'string')) return { status: 400, json: { error: { message: 'The reasoning_content in the thinking mode must be passed back to the API.', type: 'invalid_request_error' } } };
      return n === 0
        ? { sse: openAiStream({ model: 'deepseek-chat', reasoning: { field: 'reasoning_content', text: 'I should add {"a":9}.' }, toolCalls: [{ id: 'call_0', name: 'add', arguments: '{"a":1}' }] }) }
        : { sse: openAiStream({ model: 'deepseek-chat', reasoning: { field: 'reasoning_content', text: 'Now answer.' }, content: 'It is 1.' }) };
    });
    const client = createLlmClient({ model: 'deepseek-chat', baseUrl: `${wire.origin}/v1`, apiKeyEnv: null, cassette: { path: null, mode: 'off' } });
    const first = await client.chat({ messages: msgs, tools: calc, stream: true });
    expect(first.message.reasoning).toBe('I should add {"a":9}.');
    expect(first.message.content).toBeNull();
    expect(first.toolCalls[0].arguments).toBe('{"a":1}');
    const second = await client.chat({ messages: [...msgs, first.message, { role: 'tool', toolCallId: 'call_0', content: '1' }], tools: calc, stream: true });
    await client.close();
    expect(second.message.content).toBe('It is 1.');
    expect((wire.requests[1].body.messages as Record<string, unknown>[])[1]).toMatchObject({ role: 'assistant', reasoning_content: 'I should add {"a":9}.' });
  });

  it('vLLM whole answers: reasoning_content kept apart', async () => {
    wire = await startWire(() => ({ json: openAiWhole({ model: 'Qwen/Qwen3-8B', reasoning: { field: 'reasoning_content', text: 'think' }, content: 'answer' }) }));
    const client = createLlmClient({ model: 'Qwen/Qwen3-8B', baseUrl: `${wire.origin}/v1`, apiKeyEnv: null, cassette: { path: null, mode: 'off' } });
    const res = await client.chat({ messages: msgs });
    await client.close();
    expect(res.message).toMatchObject({ content: 'answer', reasoning: 'think' });
  });
});

describe('text', () => {
  it('a lone surrogate anywhere in a request is sent, keyed and stored as U+FFFD', async () => {
    wire = await startWire(() => ({ json: openAiWhole({ content: 'ok' }) }));
    const file = join(tmp, 'surrogate.cassette.msgpack');
    const client = createLlmClient({ model: 'm', baseUrl: `${wire.origin}/v1`, apiKeyEnv: null, cassette: { path: file, mode: 'record' } });
    await client.chat({ messages: [{ role: 'user', content: 'cut emoji \ud83d here' }, { role: 'assistant', content: null, toolCalls: [{ id: 'c\udc00', name: 'add', arguments: '{"a":"\ud800"}' }] }, { role: 'tool', toolCallId: 'c\udc00', content: 'x' }] });
    await client.close();
    const sent = wire.requests[0].body.messages as { content: string }[];
    expect(sent[0].content).toBe('cut emoji \ufffd here');
    expect(readCassetteFile(file)).toHaveLength(1);
  });
});

describe('stored errors', () => {
  it('replay serves a stored 400; auto asks again and replaces it', async () => {
    const file = join(tmp, 'err.cassette.msgpack');
    let fail = true;
    wire = await startWire(() => (fail ? { status: 400, json: { error: { message: "This model's maximum context length is 8192 tokens" } } } : { json: openAiWhole({ content: 'fine' }) }));
    const rec = createLlmClient({ model: 'm', baseUrl: `${wire.origin}/v1`, apiKeyEnv: null, cassette: { path: file, mode: 'record' } });
    await expect(rec.chat({ messages: msgs })).rejects.toThrow(/HTTP 400/);
    await rec.close();
    const replay = createLlmClient({ model: 'm', baseUrl: `${wire.origin}/v1`, apiKeyEnv: null, cassette: { path: file, mode: 'replay' } });
    await expect(replay.chat({ messages: msgs })).rejects.toThrow(/HTTP 400/);
    await replay.close();
    fail = false;
    const auto = createLlmClient({ model: 'm', baseUrl: `${wire.origin}/v1`, apiKeyEnv: null, cassette: { path: file, mode: 'auto' } });
    expect((await auto.chat({ messages: msgs })).message.content).toBe('fine');
    await auto.close();
    expect(readCassetteFile(file).map((e) => e.response.status)).toEqual([200]);
  });
});
