// A trace records what a real client sent, and a real server answered it: `persona fidelity`
// never refuses such a line. A request the SDK's schema refuses (a tool name that is an array, a
// number, an object …; arguments that are not an object) is replayed as the raw JSON-RPC request
// it was through an MCP front, and that front's answer is what gets compared.
import { describe, it, expect, beforeAll } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { runFidelity } from '../runtime/fidelity/harness.ts';
import { ruleLabeler } from '../runtime/fidelity/judge.ts';
import { parseTraces } from '../runtime/fidelity/traces.ts';
import { replayRawCall } from '../runtime/fidelity/front.ts';
import { cli } from './helpers/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'persona-trace-input-'));
const file = (data: Record<string, number> | null) => ({ file: '/srv/kv.json', exists: data !== null, content: data ? JSON.stringify(data) : null });
const sdkError = (path: string, expected: string, received: string) => ({
  code: -32603,
  message: JSON.stringify([{ expected, code: 'invalid_type', path: ['params', path], message: `Invalid input: expected ${expected}, received ${received}` }], null, 2),
});

beforeAll(() => {
  const s = join(dir, 'kv');
  mkdirSync(join(s, 'tools'), { recursive: true });
  writeFileSync(join(s, 'manifest.json'), JSON.stringify({ tools: [{ name: 'get', description: 'Get', inputSchema: { type: 'object', properties: { key: { type: 'string' } }, required: ['key'] } }] }));
  writeFileSync(join(s, 'hierarchy.json'), JSON.stringify({ server: 'kv', root: 'User', entities: { Item: { path: 'items', idField: 'key', parent: null } } }));
  writeFileSync(join(s, 'server.json'), JSON.stringify({ name: 'kv', validation: 'sdk', defaultSnapshot: 'kv/none' }));
  writeFileSync(join(s, 'tools', 'get.js'), `export default function (args, ctx) {
  const item = ctx.get('items[' + args.key + ']');
  return item ? { content: [{ type: 'text', text: JSON.stringify(item) }] } : { content: [{ type: 'text', text: 'no such key: ' + args.key }], isError: true };
}`);
  writeFileSync(join(s, 'state.js'), `export function toTree(real) {
  const items = {};
  const data = real.exists ? JSON.parse(real.content) : {};
  for (const k of Object.keys(data)) items[k] = { key: k, value: data[k] };
  return { items };
}`);
});

const line = (seq: number, fields: Record<string, unknown>) => JSON.stringify({ server: 'kv', seq, responseKind: 'jsonrpc_error', isError: true, state_before: file({ a: 1 }), state_after: file({ a: 1 }), ...fields });

describe('fidelity traces are input too', () => {
  it('a line whose tool is an array is replayed, not refused: the front answers the raw request', async () => {
    const traces = parseTraces(line(0, { tool: ['get', 'put'], args: { key: 'a' }, response: sdkError('name', 'string', 'array') }), 'kv.traces.jsonl');
    // The request as it was sent, kept for the replay.
    expect(traces[0]).toMatchObject({ tool: null, rawParams: { name: ['get', 'put'], arguments: { key: 'a' } } });
    const r = await runFidelity({ server: 'kv', traces, tracesName: 'kv.traces.jsonl', labeler: ruleLabeler, kernelsDir: dir, keepResponses: true });
    expect(r.responses?.[0]).toEqual(sdkError('name', 'string', 'array'));
    expect(r.verdicts[0]).toMatchObject({ cell: 'tn', rouge: 1, bleu: 1 });
    expect(r.stateMatch).toEqual({ matched: 0, compared: 0 }); // the front refused it: no kernel ran
  });

  it('through the CLI too (it used to abort on "field tool: expected string, received array")', async () => {
    const f = join(dir, 'kv.traces.jsonl');
    writeFileSync(f, [line(0, { tool: ['get'], args: {}, response: sdkError('name', 'string', 'array') }), line(1, { tool: 7, response: sdkError('name', 'string', 'number') })].join('\n') + '\n');
    const r = await cli(['fidelity', '--server', 'kv', '--traces', f, '--kernels', dir, '--json', '--quiet']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ count: 2, tn: 2 });
  });

  it('the front answers what the server SDK answers, or nothing when the message is no request at all', async () => {
    const never = () => {
      throw new Error('the kernel must not run for a refused request');
    };
    expect(await replayRawCall({ name: 'get', arguments: 'x' }, { name: 'kv', version: '1' }, never)).toEqual({ kind: 'jsonrpc_error', response: sdkError('arguments', 'record', 'string') });
    expect((await replayRawCall('params-as-a-string', { name: 'kv', version: '1' }, never)).kind).toBe('none');
    const ok = await replayRawCall({ name: 'get', arguments: { key: 'a' } }, { name: 'kv', version: '1' }, (n, a) => ({ content: [{ type: 'text', text: `${n} ${JSON.stringify(a)}` }] }));
    expect(ok).toEqual({ kind: 'result', response: { content: [{ type: 'text', text: 'get {"key":"a"}' }] } });
  });

  it('any JSON a client could put in tool, args or rawParams: every line parses and gets a verdict', async () => {
    const requestPart = fc.record({ tool: fc.jsonValue({ maxDepth: 3 }), args: fc.option(fc.jsonValue({ maxDepth: 3 }), { nil: undefined }), rawParams: fc.option(fc.jsonValue({ maxDepth: 3 }), { nil: undefined }) }, { requiredKeys: ['tool'] });
    const lines = fc.sample(requestPart, { numRuns: 60, seed: 13 });
    const text = lines.map((p, seq) => line(seq, { ...p, response: { content: [{ type: 'text', text: 'answered' }] }, responseKind: 'result', isError: false })).join('\n');
    const traces = parseTraces(text, 'fuzz.traces.jsonl');
    expect(traces).toHaveLength(lines.length);
    for (const t of traces) expect(t.tool === null || typeof t.tool === 'string').toBe(true);
    const r = await runFidelity({ server: 'kv', traces, tracesName: 'fuzz.traces.jsonl', labeler: ruleLabeler, kernelsDir: dir });
    expect(r.verdicts).toHaveLength(lines.length);
  });
});
