// Credentials never reach a cassette: record with OPENAI_API_KEY=sk-test-… set (and a server that
// echoes the credential back in its answers), then scan every byte written for the key in any
// common encoding. Client fingerprint headers are kept out of key and file too.
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLlmClient, readCassetteFile } from '../runtime/llm/index.ts';
import { dispatchRaw, startStub } from './helpers/openai-stub.ts';

const KEY = 'sk-test-9f8e7d6c5b4a39281706f5e4d3c2b1a0';
const ANTHROPIC_KEY = 'sk-ant-test-0a1b2c3d4e5f60718293a4b5c6d7e8f9';
const OTHER = { org: 'org-PersonaSecretOrg42', agent: 'OpenAI/JS 9.9.9-fingerprint', os: 'StainlessOS-fingerprint', query: 'query-token-5550123' };
let saved: Record<string, string | undefined>;

beforeAll(() => {
  saved = { OPENAI_API_KEY: process.env.OPENAI_API_KEY, ANTHROPIC_API_KEY: process.env.ANTHROPIC_API_KEY };
  process.env.OPENAI_API_KEY = KEY;
  process.env.ANTHROPIC_API_KEY = ANTHROPIC_KEY;
});
afterAll(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? allFiles(p) : [p];
  });
}

/** The secret as raw text and in the encodings a careless writer might use. */
function needles(secret: string): Buffer[] {
  const b = Buffer.from(secret, 'utf8');
  return [b, Buffer.from(b.toString('base64')), Buffer.from(b.toString('hex')), Buffer.from(secret, 'utf16le'), Buffer.from(JSON.stringify(secret).slice(1, -1))];
}

describe('secrets', () => {
  it('never writes the API key, credential query values or fingerprint headers, and redacts echoes of them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cassette-secrets-'));
    const file = join(dir, 'cassettes', 'secret.cassette.msgpack');
    const stub = await startStub({ echoCredentials: true });
    const openai = createLlmClient({ model: 'stub-model', baseUrl: stub.openaiBaseUrl, cassette: { path: file, mode: 'record' } });
    const whole = await openai.chat({ messages: [{ role: 'user', content: 'hi' }] });
    const streamed = await openai.chat({ messages: [{ role: 'user', content: 'hi, streamed' }], stream: true });
    const raw = await dispatchRaw(openai.dispatcher, {
      origin: stub.origin,
      path: `/v1/chat/completions?key=${OTHER.query}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}`, 'openai-organization': OTHER.org, 'user-agent': OTHER.agent, 'x-stainless-os': OTHER.os },
      body: JSON.stringify({ model: 'stub-model', messages: [{ role: 'user', content: 'raw' }] }),
    });
    const anthropic = createLlmClient({ provider: 'anthropic', model: 'claude-stub', baseUrl: stub.origin, cassette: { path: file, mode: 'record' } });
    const claude = await anthropic.chat({ messages: [{ role: 'user', content: 'hi claude' }], stream: true });
    await openai.close();
    await anthropic.close();
    await stub.close();

    // The server did receive the credentials (so the scan below is not vacuous) …
    expect(stub.requests[0].headers.authorization).toBe(`Bearer ${KEY}`);
    expect(stub.requests[3].headers['x-api-key']).toBe(ANTHROPIC_KEY);
    expect(stub.requests[2].headers['user-agent']).toBe(OTHER.agent);
    // … and echoed them, but what the caller got was already redacted, exactly as a replay will give it.
    expect(whole.message.content).toBe('Echo #1: hi (1 messages) [credential: [REDACTED]]');
    expect(streamed.message.content).toContain('[credential: [REDACTED]]');
    expect(claude.message.content).toContain('[credential: [REDACTED]]');
    expect(Buffer.concat(raw.chunks).toString('utf8')).toContain('[REDACTED]');

    const files = allFiles(dir);
    expect(files).toEqual([file]);
    for (const f of files) {
      const bytes = readFileSync(f);
      for (const secret of [KEY, ANTHROPIC_KEY, OTHER.org, OTHER.agent, OTHER.os, OTHER.query, 'x-stainless', 'authorization', 'x-api-key']) {
        for (const n of needles(secret)) expect(bytes.indexOf(n), `${secret} in ${f}`).toBe(-1);
      }
    }
    const entries = readCassetteFile(file);
    expect(entries).toHaveLength(4);
    for (const e of entries) expect(Object.keys(e.request.headers ?? {}).every((h) => h === 'anthropic-version')).toBe(true);

    // Replay needs no key at all, and a different key does not change the request keys.
    process.env.OPENAI_API_KEY = 'sk-test-a-completely-different-key';
    const replay = createLlmClient({ model: 'stub-model', baseUrl: 'http://127.0.0.1:9/v1', cassette: { path: file, mode: 'replay' } });
    expect((await replay.chat({ messages: [{ role: 'user', content: 'hi' }] })).message.content).toBe(whole.message.content);
    delete process.env.OPENAI_API_KEY;
    expect((await replay.chat({ messages: [{ role: 'user', content: 'hi, streamed' }], stream: true })).raw).toEqual(streamed.raw);
    await replay.close();
    process.env.OPENAI_API_KEY = KEY;
  });
});
