// `persona fidelity --judge`: the LLM judge through the project's cassette client. A loopback
// model server (127.0.0.1) answers as a judge would; the run is recorded into a cassette, the server
// is stopped, and the replay gives the same bytes. The requests carry temperature 0.1, and an
// answer that does not parse is labelled by the rules.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { persona, REPO } from './helpers/cli.ts';

const BIN = fileURLToPath(new URL('../bin/persona.js', import.meta.url));

/** The CLI in a child process, without blocking this process: the model server below lives here. */
function personaAsync(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: REPO, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let dir: string;
let kernels: string;
let traces: string;
let server: Server;
let baseUrl: string;
const bodies: Array<Record<string, unknown>> = [];

const manifest = { tools: [{ name: 'put', description: 'Store a number under a key', inputSchema: { type: 'object', properties: { key: { type: 'string' }, value: { type: 'number' } }, required: ['key', 'value'] } }] };
const PUT = `export default function (args, ctx) {
  if (args.value < 0) return ctx.json({ status: 'error', message: 'negative value' });
  if (args.value > 100) return ctx.text('Refused: too large');
  ctx.set('items[' + args.key + ']', { key: args.key, value: args.value });
  return ctx.json({ status: 'stored', key: args.key });
}`;
const STATE = `export function toTree(real) { return { items: {} }; }`;
const text = (t: string, isError = false) => ({ content: [{ type: 'text', text: t }], ...(isError ? { isError: true } : {}) });
const none = { file: '/srv/kv.json', exists: false, content: null };

/** A judge that calls anything mentioning "error" or "Refused" a failure, and cannot decide on "negative". */
function answer(prompt: string): string {
  const response = prompt.slice(prompt.indexOf('Response:'));
  if (response.includes('negative')) return 'Hmm, hard to say.';
  const failed = /error|Refused/.test(response);
  return JSON.stringify({ verdict: failed ? 'failure' : 'success', reason: failed ? 'the response reports a failure' : 'the value was stored' });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'persona-fidelity-judge-'));
  kernels = join(dir, 'kernels');
  mkdirSync(join(kernels, 'kv', 'tools'), { recursive: true });
  writeFileSync(join(kernels, 'package.json'), '{"type":"module"}');
  writeFileSync(join(kernels, 'kv', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(kernels, 'kv', 'hierarchy.json'), JSON.stringify({ server: 'kv', root: 'User', entities: { Item: { path: 'items', idField: 'key', parent: null } } }));
  writeFileSync(join(kernels, 'kv', 'server.json'), JSON.stringify({ name: 'kv', validation: 'sdk', defaultSnapshot: 'kv/none' }));
  writeFileSync(join(kernels, 'kv', 'tools', 'put.js'), PUT);
  writeFileSync(join(kernels, 'kv', 'state.js'), STATE);
  const lines = [
    { tool: 'put', args: { key: 'a', value: 1 }, response: text('{"status":"stored","key":"a"}') },
    { tool: 'put', args: { key: 'b', value: -1 }, response: text('{"status":"error","message":"negative value"}') },
    // The real server stored it; the simulator refuses in plain text, which only reading the text reveals.
    { tool: 'put', args: { key: 'c', value: 500 }, response: text('{"status":"stored","key":"c"}') },
  ].map((l, seq) => ({ server: 'kv', seq, responseKind: 'result', isError: false, state_before: none, state_after: none, ...l }));
  traces = join(dir, 'kv.traces.jsonl');
  writeFileSync(traces, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');

  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { model: string; messages: Array<{ content: string }> };
      bodies.push(body as unknown as Record<string, unknown>);
      const content = answer(body.messages[body.messages.length - 1].content);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({
        id: `cmpl-${bodies.length}`, object: 'chat.completion', model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
      }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  rmSync(dir, { recursive: true, force: true });
});

describe('persona fidelity --judge', () => {
  it('records the judge into a cassette, then replays it offline to the same bytes', async () => {
    const cassette = join(dir, 'judge.cassette.msgpack');
    const args = ['fidelity', '--server', 'kv', '--traces', traces, '--kernels', kernels, '--json', '--quiet', '--judge', 'judge-1',
      '--judge-base-url', baseUrl, '--judge-api-key-env', '', '--judge-cassette', cassette];
    const recorded = await personaAsync([...args, '--judge-cassette-mode', 'record']);
    expect(recorded.stderr).toBe('');
    expect(recorded.code).toBe(0);
    expect(existsSync(cassette)).toBe(true);
    const report = JSON.parse(recorded.stdout);
    expect(report.labeler).toBe('judge:judge-1');
    expect(report.verdicts.map((v: { cell: string }) => v.cell)).toEqual(['tp', 'tn', 'fn']);
    expect(report.verdicts[0].realReason).toBe('the value was stored');
    expect(report.verdicts[2].simulatedReason).toBe('the response reports a failure');
    // seq 1: the judge could not decide on either side; the rules did.
    expect(report.judgeFallbacks).toBe(2);
    expect(report.verdicts[1].realReason).toMatch(/^judge answer unparseable; rules: /);

    // Every request: the judge model at temperature 0.1, with the tool's description and schema.
    expect(bodies).toHaveLength(6);
    for (const b of bodies) {
      expect(b.model).toBe('judge-1');
      expect(b.temperature).toBe(0.1);
      expect(JSON.stringify(b.messages)).toContain('Store a number under a key');
    }

    // Replay: the model server is not asked again, and the output is byte-identical.
    const served = bodies.length;
    const replayed = await personaAsync([...args, '--judge-cassette-mode', 'replay'], { TZ: 'Asia/Tokyo' });
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toBe(recorded.stdout);
    expect(bodies.length).toBe(served);
  });

  it('a replay that misses the cassette fails with one line', () => {
    const r = persona(['fidelity', '--server', 'kv', '--traces', traces, '--kernels', kernels, '--quiet', '--judge', 'other-model',
      '--judge-base-url', baseUrl, '--judge-api-key-env', '', '--judge-cassette', join(dir, 'empty.cassette.msgpack')]);
    expect(r.code).not.toBe(0);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('judge client flags need --judge', () => {
    const r = persona(['fidelity', '--server', 'kv', '--traces', traces, '--kernels', kernels, '--judge-cassette', 'x']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/--judge-cassette needs --judge <model>/);
  });
});
