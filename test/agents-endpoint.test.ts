// The reference agents' OpenAI-compatible endpoint: what a client sees over HTTP (plain and
// streamed), errors, and the statelessness that lets it sit behind cassettes.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { loadTasks } from '../runtime/tasks/load.ts';
import { referenceModels } from '../runtime/agents/registry.ts';
import { startReferenceEndpoint, referenceCompletion, type ReferenceEndpoint } from '../runtime/agents/endpoint.ts';
import { oracleTurn, naiveTurn, inventedValue } from '../runtime/agents/policies.ts';
import { createLlmClient } from '../runtime/llm/index.ts';
import type { ChatRequest, ChatCompletion } from '../runtime/agents/openai.ts';
import type { Task } from '../runtime/tasks/schema.ts';

const tasks = loadTasks().map((t) => t.task);
const coffee = tasks.find((t) => t.id === 'lark-cancel-coffee')!;
let ep: ReferenceEndpoint;

const tools = [
  { type: 'function' as const, function: { name: 'calendar_v4_calendar_primary', parameters: { type: 'object' } } },
  { type: 'function' as const, function: { name: 'lark__calendar_v4_calendarEvent_list', parameters: { type: 'object' } } },
];

function request(task: Task, model = 'oracle', extra: ChatRequest['messages'] = []): ChatRequest {
  return {
    model,
    messages: [{ role: 'system', content: 'You are an assistant.' }, { role: 'user', content: `${task.instruction}\n\nContext:\n- x` }, ...extra],
    tools,
  };
}

beforeAll(async () => {
  ep = await startReferenceEndpoint(tasks);
});
afterAll(async () => {
  await ep.close();
});

describe('policies', () => {
  it('the oracle takes the next chain step, resolving references from earlier results, with collision-prefixed names', () => {
    const first = oracleTurn(coffee, request(coffee));
    expect(first.tool_calls).toEqual([{ id: 'call_0_0', type: 'function', function: { name: 'calendar_v4_calendar_primary', arguments: '{"useUAT":true}' } }]);
    const primary = JSON.stringify({ calendars: [{ calendar: { calendar_id: 'cal_X' }, user_id: 'ou_me' }] });
    const second = oracleTurn(coffee, request(coffee, 'oracle', [
      { role: 'assistant', content: null, tool_calls: first.tool_calls },
      { role: 'tool', tool_call_id: 'call_0_0', content: primary },
    ]));
    expect(second.tool_calls![0].function.name).toBe('lark__calendar_v4_calendarEvent_list');
    expect(JSON.parse(second.tool_calls![0].function.arguments).path.calendar_id).toBe('cal_X');
  });

  it('a broken chain ends the run with an answer that says why', () => {
    const primary = JSON.stringify({ calendars: [] });
    const turn = oracleTurn(coffee, request(coffee, 'oracle', [
      { role: 'assistant', content: null, tool_calls: [{ id: 'call_0_0', type: 'function', function: { name: 'calendar_v4_calendar_primary', arguments: '{}' } }] },
      { role: 'tool', tool_call_id: 'call_0_0', content: primary },
    ]));
    expect(turn.tool_calls).toBeUndefined();
    expect(turn.content).toMatch(/^oracle: cannot continue task lark-cancel-coffee: reference "steps\.me\.result\.calendars\[0\]\.calendar\.calendar_id" resolved to nothing/);
  });

  it('the naive agent acts on its decoy without looking (under-explore)', () => {
    const primary = JSON.stringify({ calendars: [{ calendar: { calendar_id: 'cal_X' }, user_id: 'ou_me' }] });
    const turn = naiveTurn(coffee, request(coffee, 'naive', [
      { role: 'assistant', content: null, tool_calls: [{ id: 'call_0_0', type: 'function', function: { name: 'calendar_v4_calendar_primary', arguments: '{"useUAT":true}' } }] },
      { role: 'tool', tool_call_id: 'call_0_0', content: primary },
    ]));
    // It skips the listing (step 1) and deletes the decoy event.
    expect(turn.tool_calls![0].id).toBe('call_2_0');
    expect(JSON.parse(turn.tool_calls![0].function.arguments).path.event_id).toBe('b29942d4-937f-4592-a100-d91291c37d92_0');
  });

  it('invented IDs look like real ones and are stable', () => {
    expect(inventedValue('t', "steps.x.result.items[0].open_id")).toMatch(/^ou_[0-9a-f]{32}$/);
    expect(inventedValue('t', 'steps.x.result.chat_id | first')).toMatch(/^oc_[0-9a-f]{32}$/);
    expect(inventedValue('t', 'steps.x.result.event_id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}_0$/);
    expect(inventedValue('t', 'steps.x.result.a')).toBe(inventedValue('t', 'steps.x.result.a'));
    // Text it never read becomes a vague filler, not an ID.
    expect(inventedValue('t', "steps.mail.text | match('on (Jan [0-9]+)')")).toBe('as discussed');
    expect(inventedValue('t', 'steps.x.result.items[0].summary')).toBe('as discussed');
    expect(inventedValue('t', 'steps.x.result.a')).not.toBe(inventedValue('u', 'steps.x.result.a'));
  });
});

describe('endpoint', () => {
  it('answers a Chat Completions request; the same request gives the same bytes', async () => {
    const post = () => fetch(`${ep.baseUrl}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request(coffee)) });
    const [a, b] = [await (await post()).text(), await (await post()).text()];
    expect(a).toBe(b);
    const c = JSON.parse(a) as ChatCompletion;
    expect(c.object).toBe('chat.completion');
    expect(c.choices[0].finish_reason).toBe('tool_calls');
    expect(c.usage.total_tokens).toBe(c.usage.prompt_tokens + c.usage.completion_tokens);
    expect(c.usage.prompt_tokens).toBeGreaterThan(0);
  });

  it('lists its models and rejects unknown ones, unknown tasks and bad bodies like an OpenAI server', async () => {
    const models = await (await fetch(`${ep.baseUrl}/models`)).json();
    // Every reference agent of the registry, in its order (adding one is one registry entry).
    expect(models.data.map((m: { id: string }) => m.id)).toEqual(referenceModels());
    expect(referenceModels().slice(0, 2)).toEqual(['oracle', 'naive']);
    const unknown = await fetch(`${ep.baseUrl}/chat/completions`, { method: 'POST', body: JSON.stringify({ ...request(coffee), model: 'gpt-x' }) });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toMatch(/model `gpt-x` does not exist/);
    const stranger = await fetch(`${ep.baseUrl}/chat/completions`, { method: 'POST', body: JSON.stringify({ model: 'oracle', messages: [{ role: 'user', content: 'hello' }] }) });
    expect(stranger.status).toBe(400);
    const garbage = await fetch(`${ep.baseUrl}/chat/completions`, { method: 'POST', body: '{' });
    expect(garbage.status).toBe(400);
    expect((await fetch(`${ep.baseUrl}/embeddings`, { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('streams the same answer over SSE, read by the project LLM client', async () => {
    const client = createLlmClient({ provider: 'openai', baseUrl: ep.baseUrl, model: 'oracle', apiKeyEnv: null, cassette: { path: null, mode: 'off' } });
    try {
      const req = request(coffee);
      const msgs = req.messages.map((m) => ({ role: m.role, content: (m as { content: string }).content }));
      const plain = await client.chat({ messages: msgs, tools: tools.map((t) => ({ name: t.function.name, parameters: t.function.parameters })) });
      const streamed = await client.chat({ messages: msgs, tools: tools.map((t) => ({ name: t.function.name, parameters: t.function.parameters })), stream: true });
      expect(streamed.toolCalls).toEqual(plain.toolCalls);
      expect(streamed.usage.totalTokens).toBe(plain.usage.totalTokens);
      expect(plain.toolCalls[0].name).toBe('calendar_v4_calendar_primary');
    } finally {
      await client.close();
    }
  });

  it('is a pure function of the request (no I/O needed to compute it)', () => {
    const a = referenceCompletion(tasks, request(coffee, 'naive'));
    const b = referenceCompletion(tasks, request(coffee, 'naive'));
    expect(a).toEqual(b);
  });
});
