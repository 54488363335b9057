// The LLM client against the loopback stub with the cassette off: OpenAI-compatible and Anthropic
// wire formats, tools and tool_choice, whole and SSE-streamed answers, usage, retries, errors.
import { afterEach, describe, expect, it } from 'vitest';
import { createLlmClient, LlmHttpError, type ChatMessage, type LlmClient, type ToolSpec } from '../runtime/llm/index.ts';
import { anthropicMessages } from '../runtime/llm/anthropic.ts';
import { backoffDelay } from '../runtime/llm/http/retry.ts';
import { startStub, type Stub } from './helpers/openai-stub.ts';

const TOOLS: ToolSpec[] = [
  { name: 'search_messages', description: 'Search chat messages', parameters: { type: 'object', properties: { query: { type: 'string' }, limit: { type: 'integer' } }, required: ['query'] } },
  { name: 'create_event', description: 'Create a calendar event', parameters: { type: 'object', properties: { title: { type: 'string' }, all_day: { type: 'boolean' } } } },
];

let stub: Stub | null = null;
let client: LlmClient | null = null;
afterEach(async () => {
  await client?.close();
  await stub?.close();
  client = null;
  stub = null;
});

const FAST_RETRIES = { max: 3, minDelayMs: 1, maxDelayMs: 5 };

describe('OpenAI-compatible Chat Completions', () => {
  it('sends tools and tool_choice in OpenAI form and reads tool calls, usage and finish reason', async () => {
    stub = await startStub();
    client = createLlmClient({ model: 'stub-model', baseUrl: stub.openaiBaseUrl, apiKeyEnv: 'STUB_KEY', temperature: 0.2, maxTokens: 64, seed: 7, cassette: { mode: 'off' } }, { env: { STUB_KEY: 'sk-stub-key-123456' } });
    const res = await client.chat({ messages: [{ role: 'system', content: 'be brief' }, { role: 'user', content: 'find the budget thread' }], tools: TOOLS, toolChoice: { name: 'search_messages' } });
    const sent = stub.requests[0];
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-stub-key-123456');
    expect(sent.body).toMatchObject({
      model: 'stub-model',
      temperature: 0.2,
      max_tokens: 64,
      seed: 7,
      tool_choice: { type: 'function', function: { name: 'search_messages' } },
      tools: [{ type: 'function', function: { name: 'search_messages', description: 'Search chat messages' } }, { type: 'function', function: { name: 'create_event' } }],
    });
    expect(res.finishReason).toBe('tool_calls');
    expect(res.toolCalls).toEqual([{ id: 'call_1_0', name: 'search_messages', arguments: '{"query":"find the budget thread","limit":2}', parsedArguments: { query: 'find the budget thread', limit: 2 } }]);
    expect(res.message).toEqual({ role: 'assistant', content: null, toolCalls: res.toolCalls });
    expect(res.usage.reported).toBe(true);
    expect(res.usage.inputTokens).toBeGreaterThan(0);
    expect(res.usage.totalTokens).toBe(res.usage.inputTokens + res.usage.outputTokens);
    expect(res.cassette).toBeNull();
  });

  it('sends a tool round trip back in OpenAI form and gets the final text', async () => {
    stub = await startStub();
    client = createLlmClient({ model: 'm', baseUrl: stub.openaiBaseUrl, apiKeyEnv: null, cassette: { mode: 'off' } });
    const first = await client.chat({ messages: [{ role: 'user', content: 'look it up' }], tools: TOOLS, toolChoice: 'auto' });
    const convo: ChatMessage[] = [{ role: 'user', content: 'look it up' }, first.message, { role: 'tool', toolCallId: first.toolCalls[0].id, content: '{"items":[]}' }];
    const second = await client.chat({ messages: convo, tools: TOOLS, toolChoice: 'auto' });
    expect(stub.requests[1].body).toMatchObject({
      tool_choice: 'auto',
      messages: [
        { role: 'user', content: 'look it up' },
        { role: 'assistant', content: null, tool_calls: [{ id: first.toolCalls[0].id, type: 'function', function: { name: 'search_messages', arguments: first.toolCalls[0].arguments } }] },
        { role: 'tool', tool_call_id: first.toolCalls[0].id, content: '{"items":[]}' },
      ],
    });
    expect(stub.requests[1].headers.authorization).toBeUndefined();
    expect(second.finishReason).toBe('stop');
    expect(second.message.content).toBe('Echo #2: {"items":[]} (3 messages)');
  });

  it('streams: assembles text, parallel tool calls and usage from SSE deltas, and reports each event', async () => {
    stub = await startStub();
    client = createLlmClient({ model: 'm', baseUrl: stub.openaiBaseUrl, apiKeyEnv: null, cassette: { mode: 'off' } });
    const events: unknown[] = [];
    const res = await client.chat({ messages: [{ role: 'user', content: 'do both in parallel' }], tools: TOOLS, toolChoice: 'required', stream: true, onEvent: (e) => events.push(e.data) });
    expect(stub.requests[0].body).toMatchObject({ stream: true, stream_options: { include_usage: true }, tool_choice: 'required' });
    expect(res.toolCalls.map((c) => [c.name, c.parsedArguments])).toEqual([
      ['search_messages', { query: 'do both in parallel', limit: 1 }],
      ['create_event', { title: 'do both in parallel', all_day: true }],
    ]);
    expect(res.finishReason).toBe('tool_calls');
    expect(res.message.content).toBeNull();
    expect(res.usage.reported).toBe(true);
    expect(res.raw).toEqual(events);
    expect(events.length).toBeGreaterThan(5);

    const text = await client.chat({ messages: [{ role: 'user', content: 'say hi' }], stream: true });
    expect(text.message.content).toBe('Echo #2: say hi (1 messages)');
    expect(text.finishReason).toBe('stop');
    expect(text.model).toBe('m');
  });

  it('retries 429 and 5xx with backoff, honouring Retry-After, and passes on the last answer when retries run out', async () => {
    stub = await startStub({ failFirst: { count: 2, status: 429, retryAfter: '0' } });
    client = createLlmClient({ model: 'm', baseUrl: stub.openaiBaseUrl, apiKeyEnv: null, retries: FAST_RETRIES, cassette: { mode: 'off' } });
    const ok = await client.chat({ messages: [{ role: 'user', content: 'hi' }] });
    expect(stub.served()).toBe(3);
    expect(ok.message.content).toBe('Echo #3: hi (1 messages)');
    await client.close();
    await stub.close();

    stub = await startStub({ failFirst: { count: 10, status: 503 } });
    client = createLlmClient({ model: 'm', baseUrl: stub.openaiBaseUrl, apiKeyEnv: null, retries: FAST_RETRIES, cassette: { mode: 'off' } });
    const err = await client.chat({ messages: [{ role: 'user', content: 'hi' }] }).catch((e) => e);
    expect(err).toBeInstanceOf(LlmHttpError);
    expect(stub.served()).toBe(4); // 1 + 3 retries
    expect(err.status).toBe(503);
    expect(err.message).toMatch(/answered HTTP 503: stub failure 4 \(status 503\)$/);
    expect(err.message).not.toContain('\n');
  });

  it('does not retry other client errors, and names the unset key variable on 401', async () => {
    stub = await startStub({ failFirst: { count: 1, status: 401 } });
    client = createLlmClient({ model: 'm', baseUrl: stub.openaiBaseUrl, apiKeyEnv: 'PERSONA_TEST_UNSET_KEY', retries: FAST_RETRIES, cassette: { mode: 'off' } }, { env: {} });
    const err = await client.chat({ messages: [{ role: 'user', content: 'hi' }] }).catch((e) => e);
    expect(stub.served()).toBe(1);
    expect(err.message).toContain('HTTP 401');
    expect(err.message).toContain('$PERSONA_TEST_UNSET_KEY is not set');
  });

  it('reports an unreachable server as one line', async () => {
    stub = await startStub();
    const base = stub.openaiBaseUrl;
    await stub.close();
    stub = null;
    client = createLlmClient({ model: 'm', baseUrl: base, apiKeyEnv: null, retries: { max: 1, minDelayMs: 1, maxDelayMs: 1 }, cassette: { mode: 'off' } });
    const err = await client.chat({ messages: [{ role: 'user', content: 'hi' }] }).catch((e) => e);
    expect(err.message).toMatch(/request failed \(ECONNREFUSED/);
    expect(err.message).not.toContain('\n');
  });

  it('gives up after timeouts.requestMs with one line', async () => {
    stub = await startStub({ delayMs: 2_000 });
    client = createLlmClient({ model: 'm', baseUrl: stub.openaiBaseUrl, apiKeyEnv: null, timeouts: { requestMs: 150 }, cassette: { mode: 'off' } });
    const err = await client.chat({ messages: [{ role: 'user', content: 'hi' }] }).catch((e) => e);
    expect(err.message).toBe(`${stub.openaiBaseUrl}/chat/completions: no complete answer within 150 ms (timeouts.requestMs)`);
  });

  it('computes backoff from Retry-After or exponentially, capped', () => {
    const o = { max: 5, minDelayMs: 100, maxDelayMs: 1000 };
    expect([1, 2, 3, 4, 5].map((a) => backoffDelay(a, o))).toEqual([100, 200, 400, 800, 1000]);
    expect(backoffDelay(1, o, '0.5')).toBe(500);
    expect(backoffDelay(1, o, '30')).toBe(1000);
  });
});

describe('Anthropic Messages', () => {
  it('translates system, tools, tool_choice and tool results, and reads tool_use answers', async () => {
    stub = await startStub();
    client = createLlmClient({ provider: 'anthropic', model: 'claude-test', baseUrl: stub.origin, apiKeyEnv: 'ANTHROPIC_KEY', temperature: 0.5, cassette: { mode: 'off' } }, { env: { ANTHROPIC_KEY: 'sk-ant-test-abcdef' } });
    const res = await client.chat({ messages: [{ role: 'system', content: 'sys' }, { role: 'user', content: 'find it' }], tools: TOOLS, toolChoice: 'required', seed: 3 });
    const sent = stub.requests[0];
    expect(sent.path).toBe('/v1/messages');
    expect(sent.headers['x-api-key']).toBe('sk-ant-test-abcdef');
    expect(sent.headers['anthropic-version']).toBe('2023-06-01');
    expect(sent.body).toEqual({
      model: 'claude-test',
      max_tokens: 4096,
      system: 'sys',
      messages: [{ role: 'user', content: 'find it' }],
      tools: TOOLS.map((t) => ({ name: t.name, description: t.description, input_schema: t.parameters })),
      tool_choice: { type: 'any' },
      temperature: 0.5,
    });
    expect(res.finishReason).toBe('tool_calls');
    expect(res.toolCalls).toEqual([{ id: 'toolu_1_0', name: 'search_messages', arguments: '{"query":"find it","limit":2}', parsedArguments: { query: 'find it', limit: 2 } }]);
    expect(res.usage).toMatchObject({ reported: true, cachedInputTokens: 0 });

    const convo: ChatMessage[] = [{ role: 'user', content: 'find it' }, res.message, { role: 'tool', toolCallId: 'toolu_1_0', content: 'none found' }];
    const final = await client.chat({ messages: convo, tools: TOOLS, stream: true });
    expect((stub.requests[1].body as { messages: unknown }).messages).toEqual([
      { role: 'user', content: 'find it' },
      { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_1_0', name: 'search_messages', input: { query: 'find it', limit: 2 } }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1_0', content: 'none found' }] },
    ]);
    expect(final.message.content).toBe('Echo #2: none found (3 messages)');
    expect(final.finishReason).toBe('stop');
    expect(final.usage.outputTokens).toBeGreaterThan(0);
    expect(final.usage.inputTokens).toBeGreaterThan(0);
  });

  it('assembles streamed tool_use input from input_json_delta events', async () => {
    stub = await startStub();
    client = createLlmClient({ provider: 'anthropic', model: 'c', baseUrl: stub.origin, apiKeyEnv: null, cassette: { mode: 'off' } });
    const res = await client.chat({ messages: [{ role: 'user', content: 'both, in parallel please' }], tools: TOOLS, toolChoice: 'auto', stream: true });
    expect(res.toolCalls.map((c) => c.parsedArguments)).toEqual([{ query: 'both, in parallel please', limit: 1 }, { title: 'both, in parallel please', all_day: true }]);
    expect(res.finishReason).toBe('tool_calls');
  });

  it('merges consecutive tool results into one user turn', () => {
    const { system, messages } = anthropicMessages([
      { role: 'system', content: 'a' },
      { role: 'system', content: 'b' },
      { role: 'user', content: 'q' },
      { role: 'assistant', content: 'two calls', toolCalls: [{ id: 't1', name: 'x', arguments: '{}' }, { id: 't2', name: 'y', arguments: '{"k":1}' }] },
      { role: 'tool', toolCallId: 't1', content: 'r1' },
      { role: 'tool', toolCallId: 't2', content: 'r2' },
      { role: 'user', content: 'and?' },
    ]);
    expect(system).toBe('a\n\nb');
    expect(messages).toEqual([
      { role: 'user', content: 'q' },
      { role: 'assistant', content: [{ type: 'text', text: 'two calls' }, { type: 'tool_use', id: 't1', name: 'x', input: {} }, { type: 'tool_use', id: 't2', name: 'y', input: { k: 1 } }] },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: 'r1' }, { type: 'tool_result', tool_use_id: 't2', content: 'r2' }, { type: 'text', text: 'and?' }] },
    ]);
  });
});
