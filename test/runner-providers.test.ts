// `persona run` against loopback servers in the providers' wire formats: Anthropic streamed runs
// record and replay byte-identically offline (another TZ, another concurrency); dead or refusing
// endpoints stop the whole run at once with one line; a model name that is no reference agent needs
// a base URL or a key; no credential given in a base URL or request body reaches any file; a turn cut
// by the length limit makes no call.
import { mkdtempSync, readdirSync, readFileSync, statSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personaMain } from './helpers/persona-main.ts';
import { anthropicStream, openAiStream, startWire, type Wire, type WireRequest } from './helpers/provider-wire.ts';
import { openRun } from '../runtime/run/run-folder.ts';
import { createLlmClient, readCassetteFile } from '../runtime/llm/index.ts';

const tmp = mkdtempSync(join(tmpdir(), 'runner-providers-'));
const TASKS = 'lark-cancel-coffee,lark-demo-day-lineup';
const saved = { TZ: process.env.TZ, OPENAI_API_KEY: process.env.OPENAI_API_KEY, ANTHROPIC_API_KEY: process.env.ANTHROPIC_API_KEY };
beforeAll(() => {
  delete process.env.OPENAI_API_KEY;
  delete process.env.ANTHROPIC_API_KEY;
});
afterAll(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : [p];
  });
}

/** Every file's bytes under a folder, timings.json (wall clock) left out. */
function tree(dir: string): Record<string, string> {
  return Object.fromEntries(files(dir).filter((f) => !f.endsWith('timings.json')).map((f) => [relative(dir, f), readFileSync(f).toString('base64')]));
}

/** A model that calls the first tool it is offered once, then answers (the answer names the task's first words). */
function firstToolThenAnswer(req: WireRequest): { tool?: string; answer?: string } {
  const msgs = req.body.messages as { role: string; content: unknown }[];
  const tools = (req.body.tools as { name?: string; function?: { name: string } }[]) ?? [];
  const answered = msgs.some((m) => m.role === 'tool' || (Array.isArray(m.content) && m.content.some((b: { type?: string }) => b.type === 'tool_result')));
  if (answered || tools.length === 0) return { answer: 'Done: checked the calendar — café ☕ booked.' };
  return { tool: tools[0].name ?? tools[0].function!.name };
}

describe('persona run --provider anthropic --stream', () => {
  let wire: Wire;
  const cassettes = join(tmp, 'anth-cassettes');
  beforeAll(async () => {
    wire = await startWire((req) => {
      const next = firstToolThenAnswer(req);
      return { sse: next.tool ? anthropicStream({ text: 'Checking.', toolUses: [{ id: `toolu_${next.tool.length}`, name: next.tool, input: {} }] }) : anthropicStream({ text: next.answer }) };
    });
  });
  afterAll(() => wire.close());

  it('records, then replays offline byte-identically in another TZ and concurrency', async () => {
    const args = ['run', '--provider', 'anthropic', '--stream', '--model', 'claude-sonnet-4-5', '--tasks', TASKS, '--cassettes', cassettes, '--api-key-env', ''];
    process.env.TZ = 'Asia/Kolkata';
    const rec = await personaMain([...args, '--base-url', wire.origin, '--out', join(tmp, 'anth-rec'), '--cassette-mode', 'record', '--concurrency', '2']);
    expect(rec.code, rec.stderr).toBe(0);
    expect(wire.requests.length).toBe(4);
    expect(wire.requests[0].path).toBe('/v1/messages');
    expect(wire.requests[0].body).toMatchObject({ stream: true, max_tokens: 4096 });
    const run = openRun(join(tmp, 'anth-rec', 'claude-sonnet-4-5', 'lark-cancel-coffee', 'trial-1'));
    expect(run.header.settings).toMatchObject({ agent: { name: 'tool-calling' }, llm: { provider: 'anthropic', stream: true, anthropicVersion: '2023-06-01' }, endpoint: wire.origin });
    const llm = run.records.filter((r) => r.type === 'llm') as Record<string, unknown>[];
    expect(llm.map((r) => r.finish_reason)).toEqual(['tool_use', 'end_turn']);
    expect(run.calls).toHaveLength(1);
    // The call record names the round that asked for it and the model's id for the call.
    expect(run.calls[0]).toMatchObject({ round: 1, toolCallId: expect.stringMatching(/^toolu_/) });
    expect(llm[0]).toMatchObject({ round: 1, usage: { prompt_tokens: 20, completion_tokens: 9 } });
    await wire.close();
    // Offline: the server is gone; another TZ, another concurrency.
    process.env.TZ = 'America/Los_Angeles';
    const rep = await personaMain([...args, '--base-url', wire.origin, '--out', join(tmp, 'anth-rep'), '--concurrency', '1']);
    expect(rep.code, rep.stderr).toBe(0);
    process.env.TZ = saved.TZ;
    expect(tree(join(tmp, 'anth-rep'))).toEqual(tree(join(tmp, 'anth-rec')));
  });
});

describe('one resolution for the agent: flags, then PERSONA_LLM_* variables, then --llm-config', () => {
  it('takes the provider, stream and limits from the file and its agent profile, a variable over the file, a flag over both', async () => {
    const wire = await startWire(() => ({ sse: anthropicStream({ text: 'nothing to do' }) }));
    const file = join(tmp, 'llm.json');
    writeFileSync(file, JSON.stringify({ provider: 'anthropic', baseUrl: wire.origin, apiKeyEnv: '', stream: true, temperature: 0.5, profiles: { agent: { maxTokens: 1000 }, judge: { maxTokens: 7 } } }));
    process.env.PERSONA_LLM_MAX_TOKENS = '2000';
    try {
      const a = await personaMain(['run', '--model', 'claude-x', '--llm-config', file, '--tasks', 'lark-cancel-coffee', '--out', join(tmp, 'cfg-a')]);
      const b = await personaMain(['run', '--model', 'claude-x', '--llm-config', file, '--max-tokens', '3000', '--temperature', 'none', '--tasks', 'lark-cancel-coffee', '--out', join(tmp, 'cfg-b')]);
      expect(a.code, a.stderr).toBe(0);
      expect(b.code, b.stderr).toBe(0);
    } finally {
      delete process.env.PERSONA_LLM_MAX_TOKENS;
      await wire.close();
    }
    expect(wire.requests.map((r) => [r.path, r.body.stream, r.body.max_tokens, r.body.temperature])).toEqual([['/v1/messages', true, 2000, 0.5], ['/v1/messages', true, 3000, undefined]]);
    const header = openRun(join(tmp, 'cfg-b', 'claude-x', 'lark-cancel-coffee', 'trial-1')).header.settings;
    expect(header).toMatchObject({ llm: { provider: 'anthropic', stream: true, maxTokens: 3000, temperature: null }, temperature: null });
  });
});

describe('fail fast', () => {
  it('a refused connection stops the whole run with one line naming the endpoint and cause', async () => {
    const out = join(tmp, 'dead');
    const r = await personaMain(['run', '--model', 'm', '--base-url', 'http://127.0.0.1:9/v1', '--tasks', 'all', '--out', out, '--api-key-env', '', '--concurrency', '2']);
    expect(r.code).toBe(1);
    const line = r.stderr.trim().split('\n').pop()!;
    expect(line).toMatch(/^persona run: stopped, the endpoint is unusable: http:\/\/127\.0\.0\.1:9\/v1\/chat\/completions: request failed \(ECONNREFUSED.*\[ECONNREFUSED\]/);
    // At most the runs already under way when the first failed were started, not all 50.
    expect(readdirSync(join(out, 'm')).length).toBeLessThanOrEqual(2);
  });

  it('a TLS failure (https to a server that speaks plain HTTP) stops it the same way', async () => {
    const wire = await startWire(() => ({ json: {} }));
    const out = join(tmp, 'tls');
    const r = await personaMain(['run', '--model', 'm', '--base-url', `${wire.origin.replace('http:', 'https:')}/v1`, '--tasks', TASKS, '--out', out, '--api-key-env', '']);
    await wire.close();
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n').pop()).toMatch(/^persona run: stopped, the endpoint is unusable: https:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions: request failed .*\[(EPROTO|ERR_SSL_[A-Z_]+)\]/);
    expect(readdirSync(join(out, 'm')).length).toBe(1);
  });

  it.each([[401, 'credentials refused'], [404, 'model or path not found']])('HTTP %i stops the run after the first answer', async (status, cause) => {
    const wire = await startWire(() => ({ status, json: { error: { message: status === 404 ? 'The model `gpt-9` does not exist' : 'Incorrect API key provided' } } }));
    const out = join(tmp, `http-${status}`);
    const r = await personaMain(['run', '--model', 'gpt-9', '--base-url', `${wire.origin}/v1`, '--tasks', TASKS, '--out', out, '--api-key-env', '']);
    await wire.close();
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(cause);
    expect(wire.requests).toHaveLength(1);
  });

  it('a model that is no reference agent, with no --base-url and no key, is refused before any request', async () => {
    const r = await personaMain(['run', '--model', 'orcale', '--tasks', 'lark-cancel-coffee', '--out', join(tmp, 'typo')]);
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toMatch(/^persona run: --model orcale: not a reference agent \(oracle, naive.*\$OPENAI_API_KEY is not set/);
    expect(existsSync(join(tmp, 'typo'))).toBe(false);
  });
});

describe('a turn cut by the length limit', () => {
  it('makes none of its calls and ends the run in an error naming the cause', async () => {
    const wire = await startWire((req) => ({ sse: openAiStream({ toolCalls: [{ id: 'call_x', name: (req.body.tools as { function: { name: string } }[])[0].function.name, arguments: '{"query": "unfinish' }], finish: 'length' }) }));
    const out = join(tmp, 'length');
    const r = await personaMain(['run', '--model', 'm', '--base-url', `${wire.origin}/v1`, '--tasks', 'lark-cancel-coffee', '--out', out, '--api-key-env', '', '--stream']);
    await wire.close();
    expect(r.code).toBe(1);
    const run = openRun(join(out, 'm', 'lark-cancel-coffee', 'trial-1'));
    expect(run.calls).toHaveLength(0);
    expect(run.records.find((x) => x.type === 'llm')).toMatchObject({ finish_reason: 'length' });
    expect(run.records.find((x) => x.type === 'final')).toMatchObject({ status: 'error', error: expect.stringMatching(/cut by its output token limit/) });
  });
});

describe('secrets never reach disk', () => {
  const KEY = 'sk-live-USERINFOKEY-0123456789abcdef';
  const QKEY = 'qk-QUERYKEY-9876543210fedcba';
  const BODYKEY = 'bk-BODYKEY-55aa55aa55aa';
  const needles = (s: string) => [s, Buffer.from(s).toString('base64'), Buffer.from(`u:${s}`).toString('base64'), encodeURIComponent(s)];

  it('a key in the base URL userinfo or query: not in the journal header, cassettes, index or messages', async () => {
    const wire = await startWire((req) => {
      const next = firstToolThenAnswer(req);
      // A server that echoes what authenticated it, to make sure echoes are redacted too.
      const echo = `auth=${String(req.headers.authorization)} url=${req.path}`;
      return { sse: next.tool ? openAiStream({ toolCalls: [{ id: 'call_1', name: next.tool, arguments: '{}' }] }) : openAiStream({ content: `${next.answer} ${echo}` }) };
    });
    const url = new URL(wire.origin);
    const base = `http://u:${KEY}@${url.host}/v1?api-key=${QKEY}&api-version=2024-10-21`;
    const out = join(tmp, 'secret-out');
    const cassettes = join(tmp, 'secret-cassettes');
    const r = await personaMain(['run', '--model', 'm', '--base-url', base, '--tasks', 'lark-cancel-coffee', '--out', out, '--cassettes', cassettes, '--cassette-mode', 'record', '--api-key-env', '']);
    expect(r.code, r.stderr).toBe(0);
    // The server did get the credentials (the scan is not vacuous).
    expect(wire.requests[0].headers.authorization).toBe(`Basic ${Buffer.from(`u:${KEY}`).toString('base64')}`);
    expect(wire.requests[0].path).toContain(QKEY);
    // A body field carrying a key, through the library: same cassette folder.
    const lib = createLlmClient({ model: 'm', baseUrl: base, apiKeyEnv: null, cassette: { path: join(cassettes, 'lib.cassette.msgpack'), mode: 'record' } });
    await lib.chat({ messages: [{ role: 'user', content: 'hi' }], extra: { api_key: BODYKEY, metadata: { password: BODYKEY } } });
    await lib.close();
    await wire.close();
    const header = openRun(join(out, 'm', 'lark-cancel-coffee', 'trial-1')).header.settings as Record<string, unknown>;
    expect(header.endpoint).toBe(`http://${url.host}/v1?api-key=%5BREDACTED%5D&api-version=2024-10-21`);
    for (const f of [...files(out), ...files(cassettes)]) {
      const bytes = readFileSync(f);
      for (const s of [KEY, QKEY, BODYKEY]) for (const n of needles(s)) expect(bytes.indexOf(Buffer.from(n)), `${s} in ${f}`).toBe(-1);
    }
    expect(r.stdout + r.stderr).not.toContain(KEY);
    expect(readCassetteFile(join(cassettes, 'lib.cassette.msgpack'))[0].request.body).toMatchObject({ api_key: '[REDACTED]' });
  });
});
