// A stored evaluation repeats to the byte: the same cassette replayed in fresh processes under
// TZ=America/Los_Angeles and TZ=UTC, with 1 and with 8 concurrent requests, gives identical
// bytes — the parsed answers, every SSE event, and every raw body chunk — and identical to what
// the recording process saw.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startStub } from './helpers/openai-stub.ts';
import { REPO } from './helpers/cli.ts';

const TOOLS = [
  { name: 'search_messages', description: 'Search messages', parameters: { type: 'object', properties: { query: { type: 'string' }, limit: { type: 'integer' } } } },
  { name: 'create_doc', description: 'Create a document', parameters: { type: 'object', properties: { title: { type: 'string' } } } },
];

const rawBody = (text: string, stream: boolean) => JSON.stringify({ model: 'stub-model', messages: [{ role: 'user', content: text }], ...(stream ? { stream: true } : {}) });

// Eight requests, with repeats (told apart by ordinal) and both whole and streamed answers.
const JOBS = [
  { kind: 'chat', request: { messages: [{ role: 'user', content: 'hello' }] } },
  { kind: 'chat', request: { messages: [{ role: 'user', content: 'search and draft in parallel' }], tools: TOOLS, toolChoice: 'required', stream: true } },
  { kind: 'raw', body: rawBody('raw streamed', true) },
  { kind: 'chat', request: { messages: [{ role: 'user', content: 'hello' }] } },
  { kind: 'chat', request: { messages: [{ role: 'system', content: 'terse' }, { role: 'user', content: 'find the memo' }], tools: TOOLS, toolChoice: { name: 'search_messages' } } },
  { kind: 'raw', body: rawBody('raw streamed', true) },
  { kind: 'chat', request: { messages: [{ role: 'user', content: 'stream me a story about Zürich' }], stream: true, temperature: 0.7, seed: 3 } },
  { kind: 'raw', body: rawBody('raw whole', false) },
];

const CHILD = `
import { createHash } from 'node:crypto';
const { createLlmClient } = await import(process.env.LLM_MODULE);
const { dispatchRaw } = await import(process.env.STUB_MODULE);
const env = process.env;
const client = createLlmClient({ model: 'stub-model', baseUrl: env.BASE, apiKeyEnv: null, retries: { max: 0, minDelayMs: 0, maxDelayMs: 0 }, cassette: { path: env.CASSETTE, mode: env.MODE } });
const jobs = JSON.parse(env.JOBS);
const conc = Number(env.CONC);
const out = new Array(jobs.length);
async function run(job, i) {
  if (job.kind === 'chat') {
    const events = [];
    const r = await client.chat({ ...job.request, onEvent: (e) => events.push(e) });
    out[i] = JSON.stringify({ ...r, cassette: { ...r.cassette, source: '-' }, events });
  } else {
    const x = await dispatchRaw(client.dispatcher, { origin: env.ORIGIN, path: '/v1/chat/completions', body: job.body });
    out[i] = JSON.stringify({ status: x.status, key: x.headers['x-persona-cassette-key'], ordinal: x.headers['x-persona-cassette-ordinal'], chunks: x.chunks.map((c) => c.toString('base64')) });
  }
}
for (let i = 0; i < jobs.length; i += conc) await Promise.all(jobs.slice(i, i + conc).map((j, k) => run(j, i + k)));
await client.close();
const h = (s) => createHash('sha256').update(s).digest('hex');
process.stdout.write(JSON.stringify({ hashes: out.map(h), all: h(out.join('\\n')), tz: Intl.DateTimeFormat().resolvedOptions().timeZone, local: new Date(0).toString(), out }));
`;

interface ChildResult {
  hashes: string[];
  all: string;
  tz: string;
  local: string;
  out: string[];
}

/** Runs the child asynchronously: the stub it records against lives in this process's event loop. */
function child(env: Record<string, string>): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, ['--import', 'tsx/esm', '--input-type=module', '-e', CHILD], {
      cwd: REPO,
      env: {
        ...process.env,
        LLM_MODULE: pathToFileURL(join(REPO, 'runtime/llm/index.ts')).href,
        STUB_MODULE: pathToFileURL(join(REPO, 'test/helpers/openai-stub.ts')).href,
        JOBS: JSON.stringify(JOBS),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (d) => (stdout += d));
    p.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => p.kill(), 120_000);
    p.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`child failed (${code}): ${stderr}`));
      else resolve(JSON.parse(stdout) as ChildResult);
    });
  });
}

describe('replay determinism across processes, time zones and concurrency', () => {
  it('gives identical bytes under TZ=America/Los_Angeles and TZ=UTC with 1 and 8 concurrent requests', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cassette-det-')), 'det.cassette.msgpack');
    const stub = await startStub();
    let recorded: ChildResult;
    try {
      recorded = await child({ CASSETTE: file, MODE: 'record', CONC: '1', BASE: stub.openaiBaseUrl, ORIGIN: stub.origin, TZ: 'UTC' });
    } finally {
      await stub.close();
    }
    expect(stub.served()).toBe(JOBS.length);
    const fileHash = createHash('sha256').update(readFileSync(file)).digest('hex');

    const runs: Record<string, ChildResult> = {};
    for (const tz of ['America/Los_Angeles', 'UTC']) {
      for (const conc of ['1', '8']) {
        // Port 9 (discard): nothing answers there, so only the cassette can.
        runs[`${tz} x${conc}`] = await child({ CASSETTE: file, MODE: 'replay', CONC: conc, BASE: 'http://127.0.0.1:9/v1', ORIGIN: 'http://127.0.0.1:9', TZ: tz });
      }
    }
    // The time zone really differed between the processes …
    expect(runs['America/Los_Angeles x1'].tz).toBe('America/Los_Angeles');
    expect(runs['UTC x8'].tz).toBe('UTC');
    expect(runs['America/Los_Angeles x8'].local).not.toBe(runs['UTC x8'].local);
    // … and nothing else did.
    for (const [name, r] of Object.entries(runs)) {
      expect(r.hashes, name).toEqual(recorded.hashes);
      expect(r.all, name).toBe(recorded.all);
    }
    // Repeats got distinct recorded answers (ordinals 0 and 1), and streamed answers came frame by frame.
    expect(recorded.out[0]).not.toBe(recorded.out[3]);
    expect(JSON.parse(recorded.out[2]).ordinal).toBe('0');
    expect(JSON.parse(recorded.out[5]).ordinal).toBe('1');
    const frames: string[] = JSON.parse(recorded.out[2]).chunks.map((c: string) => Buffer.from(c, 'base64').toString('utf8'));
    expect(frames.length).toBeGreaterThan(5);
    expect(frames.every((f) => f.endsWith('\n\n'))).toBe(true);
    // Replays never write.
    expect(createHash('sha256').update(readFileSync(file)).digest('hex')).toBe(fileHash);
  });
});
