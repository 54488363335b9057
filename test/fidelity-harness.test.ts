// The harness end to end on a small key-value server written into a temp folder: Context
// Reconstruction from each trace's state_before, per-trace isolation, the request-level check,
// every confusion cell, state-after comparison, a -vanilla variant sharing the state codec, and
// clear errors for a missing codec or a trace from another server.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runFidelity, realServerOf } from '../runtime/fidelity/harness.ts';
import { ruleLabeler } from '../runtime/fidelity/judge.ts';
import { parseTraces, type TraceLine } from '../runtime/fidelity/traces.ts';
import { requestError } from '../runtime/fidelity/protocol.ts';
import { PersonaError } from '../runtime/util/errors.ts';

let dir: string;

const manifest = {
  tools: [
    { name: 'get', description: 'Read a key', inputSchema: { type: 'object', properties: { key: { type: 'string' } }, required: ['key'] } },
    { name: 'put', description: 'Write a key', inputSchema: { type: 'object', properties: { key: { type: 'string' }, value: { type: 'number' } }, required: ['key', 'value'] } },
  ],
};
// The "real" server: get of a missing key is an error; put refuses negative values.
const GET = `export default function (args, ctx) {
  const item = ctx.get('items[' + args.key + ']');
  if (!item) return ctx.error('no such key: ' + args.key);
  return ctx.json({ key: args.key, value: item.value });
}`;
const PUT = `export default function (args, ctx) {
  if (args.value < 0) return ctx.json({ status: 'error', message: 'negative value' });
  ctx.set('items[' + args.key + ']', { key: args.key, value: args.value });
  return ctx.json({ status: 'stored', key: args.key });
}`;
// The documentation-only variant invents a constraint (keys must be short) and misses the real one.
const PUT_VANILLA = `export default function (args, ctx) {
  if (args.key.length > 3) return ctx.error('key too long');
  ctx.set('items[' + args.key + ']', { key: args.key, value: args.value });
  return ctx.text('ok');
}`;
const STATE = `export function toTree(real) {
  const items = {};
  const data = real.exists ? JSON.parse(real.content) : {};
  for (const k of Object.keys(data)) items[k] = { key: k, value: data[k] };
  return { items };
}
export function fromTree(tree) {
  const keys = Object.keys(tree.items);
  if (!keys.length) return { file: '/srv/kv.json', exists: false, content: null };
  const data = {};
  for (const k of keys) data[k] = tree.items[k].value;
  return { file: '/srv/kv.json', exists: true, content: JSON.stringify(data) };
}`;

function writeServer(name: string, put: string, withState: boolean) {
  const s = join(dir, name);
  mkdirSync(join(s, 'tools'), { recursive: true });
  writeFileSync(join(s, 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(s, 'hierarchy.json'), JSON.stringify({ server: name, root: 'User', entities: { Item: { path: 'items', idField: 'key', parent: null } } }));
  writeFileSync(join(s, 'server.json'), JSON.stringify({ name, validation: 'sdk', defaultSnapshot: `${name}/none` }));
  writeFileSync(join(s, 'tools', 'get.js'), GET);
  writeFileSync(join(s, 'tools', 'put.js'), put);
  if (withState) writeFileSync(join(s, 'state.js'), STATE);
}

const file = (data: Record<string, number> | null) => ({ file: '/srv/kv.json', exists: data !== null, content: data ? JSON.stringify(data) : null });
const text = (t: string, isError = false) => ({ content: [{ type: 'text', text: t }], ...(isError ? { isError: true } : {}) });

// Real traces of the key-value server. Each state_before differs, so a harness that forgot to
// rebuild the state per trace would get seq 2 and seq 4 wrong.
const TRACES: object[] = [
  { tool: 'put', args: { key: 'a', value: 1 }, response: text('{"status":"stored","key":"a"}'), state_before: file(null), state_after: file({ a: 1 }) },
  { tool: 'get', args: { key: 'a' }, response: text('{"key":"a","value":1}'), state_before: file({ a: 1 }), state_after: file({ a: 1 }) },
  { tool: 'get', args: { key: 'zz' }, response: text('no such key: zz', true), state_before: file({ a: 1 }), state_after: file({ a: 1 }) },
  { tool: 'put', args: { key: 'b', value: -1 }, response: text('{"status":"error","message":"negative value"}'), state_before: file({ a: 1 }), state_after: file({ a: 1 }) },
  { tool: 'get', args: { key: 'longkey' }, response: text('{"key":"longkey","value":7}'), state_before: file({ longkey: 7 }), state_after: file({ longkey: 7 }) },
  { tool: 'put', args: { key: 'longkey', value: 2 }, response: text('{"status":"stored","key":"longkey"}'), state_before: file(null), state_after: file({ longkey: 2 }) },
  { tool: 'get', args: { key: 5 }, response: text('MCP error -32602: Input validation error: Invalid arguments for tool get: Expected string, received number at key', true), state_before: file(null), state_after: file(null) },
  { tool: 'get', args: 'x', rawParams: { name: 'get', arguments: 'x' }, responseKind: 'jsonrpc_error', isError: true,
    response: { code: -32603, message: '[\n  {\n    "expected": "record",\n    "code": "invalid_type",\n    "path": [\n      "params",\n      "arguments"\n    ],\n    "message": "Invalid input: expected record, received string"\n  }\n]' },
    state_before: file(null), state_after: file(null) },
].map((t, seq) => ({ server: 'kv', seq, responseKind: 'result', isError: false, ...t }));

const traces = (): TraceLine[] => parseTraces(TRACES.map((t) => JSON.stringify(t)).join('\n'), 'kv.traces.jsonl');

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'persona-fidelity-'));
  writeServer('kv', PUT, true);
  writeServer('kv-vanilla', PUT_VANILLA, false);
  writeServer('nostate', PUT, false);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('fidelity harness', () => {
  it('a faithful simulator agrees on every trace, reproduces every state and every response', async () => {
    const r = await runFidelity({ server: 'kv', traces: traces(), tracesName: 'kv.traces.jsonl', labeler: ruleLabeler, kernelsDir: dir });
    expect(r.verdicts.map((v) => v.cell)).toEqual(['tp', 'tp', 'tn', 'tn', 'tp', 'tp', 'tn', 'tn']);
    expect(r).toMatchObject({ tp: 4, tn: 4, fp: 0, fn: 0, accuracy: 1, precision: 1, recall: 1, f1: 1, count: 8, labeler: 'rules' });
    expect(r.stateMatch).toEqual({ matched: 7, compared: 7 }); // the malformed request never reaches the kernel
    expect(r.verdicts.every((v) => v.rouge === 1 && v.bleu === 1 && v.tfidf === 1)).toBe(true);
    expect(r.meteor).toBeGreaterThan(0.99);
  });

  it('the documentation-only variant: an FP for the missed rule, FNs for the invented one', async () => {
    const r = await runFidelity({ server: 'kv-vanilla', traces: traces(), tracesName: 'kv.traces.jsonl', labeler: ruleLabeler, kernelsDir: dir, keepResponses: true });
    expect(r.verdicts.map((v) => v.cell)).toEqual(['tp', 'tp', 'tn', 'fp', 'tp', 'fn', 'tn', 'tn']);
    expect(r).toMatchObject({ tp: 3, tn: 3, fp: 1, fn: 1, accuracy: 0.75, precision: 0.75, recall: 0.75, f1: 0.75 });
    expect(r.responses?.[5]).toEqual(text('key too long', true));
    // "ok" instead of the real JSON: the similarity metrics see it.
    expect(r.verdicts[0].meteor).toBeLessThan(0.9);
    expect(r.stateMatch.matched).toBeLessThan(r.stateMatch.compared);
  });

  it('the request-level check answers malformed requests as the SDK does', () => {
    expect(requestError({ name: 'get', arguments: { key: 'a' } })).toBeNull();
    expect(requestError({ name: 'get' })).toBeNull();
    expect(requestError({ arguments: {} })?.message).toContain('Invalid input: expected string, received undefined');
    expect(requestError({ name: 'get', arguments: ['a'] })?.message).toContain('expected record, received array');
  });

  it('errors name what is wrong', async () => {
    await expect(runFidelity({ server: 'nostate', traces: traces().map((t) => ({ ...t, server: 'nostate' })), tracesName: 'x', labeler: ruleLabeler, kernelsDir: dir }))
      .rejects.toThrow(/nostate.state\.js: not found/);
    await expect(runFidelity({ server: 'kv', traces: traces().map((t) => ({ ...t, server: 'memory' })), tracesName: 'x.jsonl', labeler: ruleLabeler, kernelsDir: dir }))
      .rejects.toThrow(PersonaError);
    expect(() => parseTraces('{"server":"kv"}', 'bad.jsonl')).toThrow(/bad\.jsonl:1: field /);
    expect(() => parseTraces('nope', 'bad.jsonl')).toThrow(/bad\.jsonl:1: not valid JSON/);
    expect(realServerOf('memory-vanilla')).toBe('memory');
  });

  it('is deterministic: the same report twice', async () => {
    const a = await runFidelity({ server: 'kv-vanilla', traces: traces(), tracesName: 'kv.traces.jsonl', labeler: ruleLabeler, kernelsDir: dir });
    const b = await runFidelity({ server: 'kv-vanilla', traces: traces(), tracesName: 'kv.traces.jsonl', labeler: ruleLabeler, kernelsDir: dir });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});
