// Record against the loopback stub, stop it, replay: the same answers to the byte (SSE frame by
// frame), identical requests told apart by order, a miss that says why, auto mode, retries only
// while recording, and one dispatcher path for fetch and undici.request too.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetch, request } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CassetteMissError,
  createHttpDispatcher,
  createLlmClient,
  LlmHttpError,
  normalizeRequest,
  openCassette,
  readCassetteFile,
  type ChatRequest,
  type ChatResponse,
  type LlmClient,
  type ToolSpec,
} from '../runtime/llm/index.ts';
import { pack } from '../runtime/util/msgpack.ts';
import { dispatchRaw, startStub, type Stub } from './helpers/openai-stub.ts';

const TOOLS: ToolSpec[] = [
  { name: 'list_events', description: 'List calendar events', parameters: { type: 'object', properties: { day: { type: 'string' }, limit: { type: 'integer' } } } },
  { name: 'send_message', description: 'Send a chat message', parameters: { type: 'object', properties: { text: { type: 'string' } } } },
];

const open: { stubs: Stub[]; clients: LlmClient[] } = { stubs: [], clients: [] };
afterEach(async () => {
  for (const c of open.clients.splice(0)) await c.close();
  for (const s of open.stubs.splice(0)) await s.close().catch(() => undefined);
});

async function stub(opts = {}): Promise<Stub> {
  const s = await startStub(opts);
  open.stubs.push(s);
  return s;
}

function client(baseUrl: string, path: string | null, mode: 'replay' | 'record' | 'auto' | 'off', extra: Record<string, unknown> = {}): LlmClient {
  const c = createLlmClient({ model: 'stub-model', baseUrl, apiKeyEnv: null, retries: { max: 3, minDelayMs: 1, maxDelayMs: 5 }, cassette: { path, mode }, ...extra });
  open.clients.push(c);
  return c;
}

const tmp = () => mkdtempSync(join(tmpdir(), 'cassette-rr-'));

/** The response minus whether it was recorded or replayed. */
function stable(r: ChatResponse) {
  return { ...r, cassette: r.cassette ? { ...r.cassette, source: '-' } : null };
}

const CALLS: ChatRequest[] = [
  { messages: [{ role: 'system', content: 'You are a calendar assistant.' }, { role: 'user', content: 'what is on today' }], tools: TOOLS, toolChoice: 'auto', temperature: 0 },
  { messages: [{ role: 'user', content: 'do both in parallel' }], tools: TOOLS, toolChoice: 'required', stream: true },
  { messages: [{ role: 'user', content: 'summarize the week ✓ in plain words' }], stream: true, seed: 11 },
  { messages: [{ role: 'user', content: 'plain answer' }] },
];

const RAW_STREAM_BODY = JSON.stringify({ model: 'stub-model', messages: [{ role: 'user', content: 'raw stream please' }], stream: true });

describe('record, then replay with the server stopped', () => {
  it('gives byte-identical answers, and SSE frame by frame', async () => {
    const dir = tmp();
    const file = join(dir, 'agent.cassette.msgpack');
    const live = await stub();
    const rec = client(live.openaiBaseUrl, file, 'record');
    const recorded: ChatResponse[] = [];
    for (const c of CALLS) recorded.push(await rec.chat(c));
    const recRaw = await dispatchRaw(rec.dispatcher, { origin: live.origin, path: '/v1/chat/completions', body: RAW_STREAM_BODY });
    expect(recorded.map((r) => r.cassette?.source)).toEqual(['record', 'record', 'record', 'record']);
    expect(recorded[0].finishReason).toBe('tool_calls');
    expect(recorded[1].toolCalls).toHaveLength(2);
    expect(recorded[2].message.content).toBe('Echo #3: summarize the week ✓ in plain words (1 messages)');
    await live.close();

    // What the network sent, from a fresh stub (same counter) with no cassette: the recording holds exactly these bytes.
    const fresh = await stub();
    const off = createHttpDispatcher({ timeouts: { connectMs: 1000, headersMs: 5000, bodyMs: 5000 }, retries: { max: 0, minDelayMs: 0, maxDelayMs: 0 } });
    const offRaw = await dispatchRaw(off.dispatcher, { origin: fresh.origin, path: '/v1/chat/completions', body: RAW_STREAM_BODY });
    await off.close();
    await fresh.close();
    // (The stub numbers its answers: this was its 5th there and its 1st here.)
    const unnumbered = (b: Buffer[]) => Buffer.concat(b).toString('utf8').replace(/Echo #\d+/g, 'Echo #n').replace(/stub-\d+/g, 'stub-n').replace(/"created":\d+/g, '"created":0');
    expect(unnumbered(recRaw.chunks)).toBe(unnumbered(offRaw.chunks));
    expect(unnumbered(recRaw.chunks)).not.toBe(Buffer.concat(recRaw.chunks).toString('utf8'));

    // Replay against a port where nothing listens.
    const rep = client('http://127.0.0.1:9/v1', file, 'replay');
    const replayed: ChatResponse[] = [];
    for (const c of CALLS) replayed.push(await rep.chat(c));
    expect(replayed.map((r) => r.cassette?.source)).toEqual(['replay', 'replay', 'replay', 'replay']);
    expect(replayed.map(stable)).toEqual(recorded.map(stable));
    expect(JSON.stringify(replayed.map((r) => r.raw))).toBe(JSON.stringify(recorded.map((r) => r.raw)));

    const repRaw = await dispatchRaw(rep.dispatcher, { origin: 'http://127.0.0.1:9', path: '/v1/chat/completions', body: RAW_STREAM_BODY });
    expect(repRaw.status).toBe(200);
    // Frame by frame: the same chunks, each one whole SSE frame, whatever pieces the stub wrote.
    expect(repRaw.chunks.map((c) => c.toString('hex'))).toEqual(recRaw.chunks.map((c) => c.toString('hex')));
    expect(recRaw.chunks.length).toBeGreaterThan(5);
    for (const c of recRaw.chunks) expect(c.toString('utf8')).toMatch(/\n\n$/);
    expect(repRaw.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(repRaw.headers['x-request-id']).toBeUndefined(); // volatile headers are not stored

    const entries = readCassetteFile(file);
    expect(entries).toHaveLength(5);
    expect(entries.filter((e) => e.response.frames).map((e) => e.response.frames!.length).every((n) => n > 5)).toBe(true);
  });

  it('tells identical requests apart by their order, and says so when a run asks more often than recorded', async () => {
    const file = join(tmp(), 'c.cassette.msgpack');
    const live = await stub();
    const rec = client(live.openaiBaseUrl, file, 'record');
    const ask: ChatRequest = { messages: [{ role: 'user', content: 'again' }] };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await rec.chat(ask));
    expect(answers.map((a) => a.message.content)).toEqual(['Echo #1: again (1 messages)', 'Echo #2: again (1 messages)', 'Echo #3: again (1 messages)']);
    expect(answers.map((a) => a.cassette!.ordinal)).toEqual([0, 1, 2]);
    expect(new Set(answers.map((a) => a.cassette!.key)).size).toBe(1);
    await live.close();

    const rep = client('http://127.0.0.1:9/v1', file, 'replay');
    for (let i = 0; i < 3; i++) expect((await rep.chat(ask)).message.content).toBe(answers[i].message.content);
    const err = await rep.chat(ask).catch((e) => e);
    expect(err).toBeInstanceOf(CassetteMissError);
    expect(err.message).toContain(`key ${answers[0].cassette!.key}, occurrence #3`);
    expect(err.message).toContain('this exact request was recorded 3 times (occurrences #0-#2)');
    // A new session (a new run) numbers from 0 again.
    const again = client('http://127.0.0.1:9/v1', file, 'replay');
    expect((await again.chat(ask)).message.content).toBe(answers[0].message.content);
  });

  it('fails a replay miss with one line naming the key, the closest recorded request and the fields that differ, without touching the network', async () => {
    const file = join(tmp(), 'm.cassette.msgpack');
    const live = await stub();
    const rec = client(live.openaiBaseUrl, file, 'record');
    const base: ChatRequest = { messages: [{ role: 'system', content: 'brief' }, { role: 'user', content: 'plan my week' }], tools: TOOLS, temperature: 0.2 };
    const recorded = await rec.chat(base);
    await rec.chat({ messages: [{ role: 'user', content: 'something else entirely' }] });
    const served = live.served();

    const rep = client(live.openaiBaseUrl, file, 'replay');
    const err = await rep.chat({ ...base, messages: [base.messages[0], { role: 'user', content: 'plan my month' }], temperature: 0.3 }).catch((e) => e);
    expect(err).toBeInstanceOf(CassetteMissError);
    expect(err.message).not.toContain('\n');
    expect(err.message).toMatch(
      new RegExp(
        `^cassette miss in .*m\\.cassette\\.msgpack: POST /v1/chat/completions \\(key [0-9a-f]{64}, occurrence #0\\) is not recorded; closest recorded: key ${recorded.cassette!.key} #0 \\(POST /v1/chat/completions\\), which differs in body\\.messages\\[1\\]\\.content, body\\.temperature$`,
      ),
    );
    expect(err.closest).toEqual({ key: recorded.cassette!.key, ordinal: 0, differences: ['body.messages[1].content', 'body.temperature'] });
    expect(live.served()).toBe(served); // replay never reaches the network, so never retries

    const none = client(live.openaiBaseUrl, join(tmp(), 'absent.cassette.msgpack'), 'replay');
    const err2 = await none.chat(base).catch((e) => e);
    expect(err2.message).toMatch(/absent\.cassette\.msgpack: .* is not recorded; the cassette file does not exist/);
  });

  it('auto replays what it has without the network and records what it lacks', async () => {
    const file = join(tmp(), 'a.cassette.msgpack');
    const live = await stub();
    await client(live.openaiBaseUrl, file, 'record').chat(CALLS[3]);
    expect(live.served()).toBe(1);
    const auto = client(live.openaiBaseUrl, file, 'auto');
    const hit = await auto.chat(CALLS[3]);
    expect(hit.cassette!.source).toBe('replay');
    expect(live.served()).toBe(1);
    const miss = await auto.chat(CALLS[2]);
    expect(miss.cassette!.source).toBe('record');
    expect(live.served()).toBe(2);
    // The same request again in this run is occurrence #1: also a miss, recorded.
    const second = await auto.chat(CALLS[3]);
    expect([second.cassette!.source, second.cassette!.ordinal]).toEqual(['record', 1]);
    expect(readCassetteFile(file)).toHaveLength(3);
    expect(client('http://127.0.0.1:9/v1', file, 'off').cassette).toBeNull();
  });

  it('retries while recording and stores only the final answer; replay with a failing server still answers', async () => {
    const file = join(tmp(), 'r.cassette.msgpack');
    const flaky = await stub({ failFirst: { count: 2, status: 503 } });
    const res = await client(flaky.openaiBaseUrl, file, 'record').chat(CALLS[3]);
    expect(flaky.served()).toBe(3);
    expect(res.message.content).toBe('Echo #3: plain answer (1 messages)');
    const entries = readCassetteFile(file);
    expect(entries.map((e) => e.response.status)).toEqual([200]);

    const down = await stub({ failFirst: { count: 100, status: 503 } });
    const rep = await client(down.openaiBaseUrl, file, 'replay').chat(CALLS[3]);
    expect(rep.message.content).toBe(res.message.content);
    expect(down.served()).toBe(0);
  });

  it('passes on credential and transient failures without storing them, and replays a stored client error', async () => {
    const file = join(tmp(), 'e.cassette.msgpack');
    const denied = await stub({ failFirst: { count: 1, status: 401 } });
    const err = await client(denied.openaiBaseUrl, file, 'record').chat(CALLS[3]).catch((e) => e);
    expect(err).toBeInstanceOf(LlmHttpError);
    expect(existsSync(file)).toBe(false);

    const live = await stub();
    const rec = client(live.openaiBaseUrl, file, 'record');
    const bad = await dispatchRaw(rec.dispatcher, { origin: live.origin, path: '/v1/chat/completions', body: JSON.stringify({ messages: [] }) });
    expect(bad.status).toBe(400);
    await live.close();
    const rep = client('http://127.0.0.1:9/v1', file, 'replay');
    const again = await dispatchRaw(rep.dispatcher, { origin: 'http://127.0.0.1:9', path: '/v1/chat/completions', body: JSON.stringify({ messages: [] }) });
    expect(again.status).toBe(400);
    expect(Buffer.concat(again.chunks).equals(Buffer.concat(bad.chunks))).toBe(true);
  });

  it('serves fetch and undici.request through the same cassette path', async () => {
    const file = join(tmp(), 'h.cassette.msgpack');
    const live = await stub();
    const rec = client(live.openaiBaseUrl, file, 'record');
    const a = await (await fetch(`${live.origin}/v1/models`, { dispatcher: rec.dispatcher })).text();
    const b = await (await request(`${live.origin}/v1/chat/completions`, { method: 'POST', body: JSON.stringify({ model: 'x', messages: [{ role: 'user', content: 'via request' }] }), dispatcher: rec.dispatcher })).body.text();
    await live.close();
    // (fetch refuses port 9, so the replay goes to the stopped stub's port, where nothing listens now.)
    const rep = client(live.openaiBaseUrl, file, 'replay');
    const fa = await fetch(`${live.origin}/v1/models`, { dispatcher: rep.dispatcher });
    expect(fa.headers.get('x-persona-cassette-source')).toBe('replay');
    expect(await fa.text()).toBe(a);
    const rb = await request('http://127.0.0.1:9/v1/chat/completions', { method: 'POST', body: JSON.stringify({ model: 'x', messages: [{ role: 'user', content: 'via request' }] }), dispatcher: rep.dispatcher });
    expect(await rb.body.text()).toBe(b);
    expect(readCassetteFile(file).map((e) => `${e.request.method} ${e.request.path}`).sort()).toEqual(['GET /v1/models', 'POST /v1/chat/completions']);
  });

  it('writes the same file bytes whether requests ran one by one or all at once', async () => {
    const dir = tmp();
    const one = join(dir, 'one.cassette.msgpack');
    const all = join(dir, 'all.cassette.msgpack');
    const s1 = await stub({ orderFree: true });
    const c1 = client(s1.openaiBaseUrl, one, 'record');
    for (const c of CALLS) await c1.chat(c);
    const s2 = await stub({ orderFree: true });
    const c2 = client(s2.openaiBaseUrl, all, 'record');
    await Promise.all([...CALLS].reverse().map((c) => c2.chat(c)));
    expect(readFileSync(all).equals(readFileSync(one))).toBe(true);
  });
});

describe('the request key', () => {
  const body = { model: 'm', messages: [{ role: 'user', content: 'x' }], temperature: 0 };
  const key = (headers: Record<string, string>, b: unknown, path = '/v1/chat/completions') =>
    normalizeRequest({ method: 'post', path, headers, body: Buffer.from(JSON.stringify(b)) }).key;

  it('ignores credentials, client fingerprints, volatile body fields, field order and the origin', () => {
    const k = key({ 'content-type': 'application/json' }, body);
    expect(key({ authorization: 'Bearer sk-a-123456789', 'user-agent': 'OpenAI/JS 5.0', 'x-stainless-os': 'Linux', 'x-stainless-retry-count': '2', 'openai-organization': 'org-1', 'x-api-key': 'abcdefghijk' }, body)).toBe(k);
    expect(key({}, { temperature: 0, messages: body.messages, model: 'm', user: 'alice@example.com', metadata: { run: 'r1' }, store: true, prompt_cache_key: 'p', safety_identifier: 's' })).toBe(k);
    expect(key({}, body, '/v1/chat/completions?api_key=secret-value-1')).toBe(k);
  });

  it('changes with anything that shapes the answer', () => {
    const k = key({}, body);
    expect(key({}, { ...body, temperature: 0.5 })).not.toBe(k);
    expect(key({}, { ...body, stream: true })).not.toBe(k);
    expect(key({}, { ...body, stream: true, stream_options: { include_usage: true } })).not.toBe(key({}, { ...body, stream: true }));
    expect(key({ 'anthropic-version': '2023-06-01' }, body)).not.toBe(k);
    expect(key({}, body, '/v1/completions')).not.toBe(k);
    expect(key({}, body, '/v1/chat/completions?api-version=2024-10-21')).not.toBe(k);
    expect(normalizeRequest({ method: 'GET', path: '/v1/chat/completions', headers: {}, body: Buffer.from(JSON.stringify(body)) }).key).not.toBe(k);
  });

  it('is the SHA-256 of the canonical JSON of the normalized request', async () => {
    const { createHash } = await import('node:crypto');
    const n = normalizeRequest({ method: 'POST', path: '/v1/chat/completions', headers: { 'anthropic-version': '2023-06-01' }, body: Buffer.from('{"b":1,"a":[1.0,"é"]}') });
    const canonical = '{"body":{"a":[1,"é"],"b":1},"headers":{"anthropic-version":"2023-06-01"},"method":"POST","path":"/v1/chat/completions"}';
    expect(n.key).toBe(createHash('sha256').update(canonical).digest('hex'));
  });
});

describe('cassette files', () => {
  it('carry a schema version and are checked when opened', () => {
    const dir = tmp();
    const v2 = join(dir, 'v2.cassette.msgpack');
    writeFileSync(v2, pack({ format: 'mcp-persona/cassette', version: 2, entries: [] }));
    expect(() => openCassette(v2)).toThrow(`${v2}: cassette schema version 2 is not supported (this build reads version 1)`);
    const junk = join(dir, 'junk.cassette.msgpack');
    writeFileSync(junk, pack({ hello: 'world' }));
    expect(() => openCassette(junk)).toThrow(/junk\.cassette\.msgpack: not an mcp-persona cassette/);
    const badEntry = join(dir, 'bad.cassette.msgpack');
    writeFileSync(badEntry, pack({ format: 'mcp-persona/cassette', version: 1, entries: [{ key: 'nothex', ordinal: 0, request: { method: 'POST', path: '/', body: null }, response: { status: 200, statusText: '', headers: {}, body: Buffer.alloc(0) } }] }));
    expect(() => openCassette(badEntry)).toThrow(/bad\.cassette\.msgpack: field entries\.0\.key: expected a SHA-256 hex key/);
  });
});

describe('cancelling', () => {
  it('aborts a replayed stream midway and a request before it is answered', async () => {
    const file = join(tmp(), 'x.cassette.msgpack');
    const live = await stub();
    const story: ChatRequest = { messages: [{ role: 'user', content: 'a long streamed story '.repeat(5) }], stream: true };
    await client(live.openaiBaseUrl, file, 'record').chat(story);
    await live.close();
    const rep = client('http://127.0.0.1:9/v1', file, 'replay');
    const ac = new AbortController();
    let seen = 0;
    const err = await rep
      .chat({
        ...story,
        signal: ac.signal,
        onEvent: () => {
          seen += 1;
          if (seen === 3) ac.abort(new Error('user cancelled'));
        },
      })
      .catch((e) => e);
    expect(err.message).toBe('user cancelled');
    expect(seen).toBeLessThan(10);
    const early = await rep.chat({ ...story, signal: AbortSignal.abort(new Error('never mind')) }).catch((e) => e);
    expect(early.message).toBe('never mind');
    // The session stays usable.
    expect((await client('http://127.0.0.1:9/v1', file, 'replay').chat(story)).finishReason).toBe('stop');
  });
});
