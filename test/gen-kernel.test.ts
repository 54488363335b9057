// `persona gen kernel` driven by a scripted stand-in model (not a real model: no quality figure is
// claimed from it): a good answer, a broken one fixed after the repair round's feedback (visible in
// the second prompt), an unparseable answer, a module the static check rejects, the generated
// Context Reconstruction and proposed hierarchy of an empty folder, and an offline replay from the
// cassette that rewrites the same bytes.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fc from 'fast-check';
import { mkdtempSync, mkdirSync, writeFileSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { personaMain } from './helpers/persona-main.ts';
import { persona, REPO } from './helpers/cli.ts';
import { startScriptedModel, toolOf, isRepair, lastUser, js, type ScriptedModel, type Message } from './helpers/scripted-model.ts';
import { staticCheck, codeIdentifiers } from '../runtime/gen/static-check.ts';
import { extractCode } from '../runtime/gen/extract.ts';
import { setKernelsSearchPath } from '../runtime/servers/registry.ts';
import { proposeHierarchy } from '../runtime/gen/hierarchy-proposal.ts';
import { readTraces } from '../runtime/fidelity/traces.ts';

const schema = (props: Record<string, unknown>, required: string[]) => ({ type: 'object', properties: props, required });
const MANIFEST = { tools: [
  { name: 'put', description: 'Store a number under a key', inputSchema: schema({ key: { type: 'string' }, value: { type: 'number' } }, ['key', 'value']) },
  { name: 'get', description: 'Read the number under a key', inputSchema: schema({ key: { type: 'string' } }, ['key']) },
  { name: 'drop', description: 'Delete a key', inputSchema: schema({ key: { type: 'string' } }, ['key']) },
] };
const HIERARCHY = { server: 'kv', root: 'User', entities: { Item: { path: 'items', idField: 'key', parent: null } } };
const STATE = `export function toTree(real) {
  const data = real && real.exists ? JSON.parse(real.content) : {};
  const items = {};
  for (const k of Object.keys(data)) items[k] = { key: k, value: data[k] };
  return { items };
}`;

const GOOD: Record<string, string> = {
  put: `export default function (args, ctx) {
  if (args.value < 0) return { content: [{ type: 'text', text: JSON.stringify({ status: 'error', message: 'negative value' }) }] };
  ctx.set('items[' + args.key + ']', { key: args.key, value: args.value });
  return { content: [{ type: 'text', text: JSON.stringify({ status: 'stored', key: args.key }) }] };
}`,
  get: `export default function (args, ctx) {
  const item = ctx.get('items[' + args.key + ']');
  if (!item) return { content: [{ type: 'text', text: 'Key ' + args.key + ' not found' }], isError: true };
  return { content: [{ type: 'text', text: JSON.stringify({ key: item.key, value: item.value }) }] };
}`,
  drop: `export default function (args, ctx) {
  if (!ctx.exists('items[' + args.key + ']')) return { content: [{ type: 'text', text: 'Key ' + args.key + ' not found' }], isError: true };
  ctx.delete('items[' + args.key + ']');
  return { content: [{ type: 'text', text: 'Dropped ' + args.key }] };
}`,
};
// Ignores the negative-value rule: one trace disagrees until the feedback shows it.
const BROKEN_PUT = `export default function (args, ctx) {
  ctx.set('items[' + args.key + ']', { key: args.key, value: args.value });
  return { content: [{ type: 'text', text: JSON.stringify({ status: 'stored', key: args.key }) }] };
}`;

const text = (t: string, isError = false) => ({ content: [{ type: 'text', text: t }], ...(isError ? { isError: true } : {}) });
const st = (data: Record<string, number> | null) => ({ file: '/srv/kv.json', exists: data !== null, content: data === null ? null : JSON.stringify(data) });
const TRACES = [
  { tool: 'put', args: { key: 'a', value: 1 }, response: text('{"status":"stored","key":"a"}'), state_before: st(null), state_after: st({ a: 1 }) },
  { tool: 'put', args: { key: 'b', value: -1 }, response: text('{"status":"error","message":"negative value"}'), state_before: st({ a: 1 }), state_after: st({ a: 1 }), induced: { class: 'boundary_condition', from: 0, change: 'args.value: 1 -> -1' } },
  { tool: 'get', args: { key: 'a' }, response: text('{"key":"a","value":1}'), state_before: st({ a: 1 }), state_after: st({ a: 1 }) },
  { tool: 'get', args: { key: 'zz' }, response: text('Key zz not found', true), state_before: st({ a: 1 }), state_after: st({ a: 1 }) },
  { tool: 'drop', args: { key: 'a' }, response: text('Dropped a'), state_before: st({ a: 1 }), state_after: st({}) },
  { tool: 'drop', args: { key: 'q' }, response: text('Key q not found', true), state_before: st({}), state_after: st({}) },
].map((l, seq) => ({ server: 'kv', seq, responseKind: 'result', isError: 'isError' in l.response, ...l }));

// The stand-in: put broken then fixed after feedback; get good; drop unparseable then good;
// state.js (for the empty folder) good.
function script(m: Message[]): string {
  if (m[0].content.includes('Context Reconstruction')) return js(STATE);
  const tool = toolOf(m);
  if (tool === 'put') return isRepair(m) ? js(GOOD.put) : js(BROKEN_PUT);
  if (tool === 'drop') return isRepair(m) ? 'Here it is:\n' + js(GOOD.drop) + '\nHope this helps.' : 'Sorry, I cannot write that kernel.';
  return js(GOOD[tool]);
}

let dir: string;
let tracesFile: string;
let manifestFile: string;
let model: ScriptedModel;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'persona-gen-kernel-'));
  tracesFile = join(dir, 'kv.traces.jsonl');
  writeFileSync(tracesFile, TRACES.map((t) => JSON.stringify(t)).join('\n') + '\n');
  manifestFile = join(dir, 'kv.tools.json');
  writeFileSync(manifestFile, JSON.stringify(MANIFEST));
  model = await startScriptedModel(script);
});
afterAll(async () => {
  await model.close();
  setKernelsSearchPath([]);
  rmSync(dir, { recursive: true, force: true });
});

const llm = (cassette: string, mode: string) => ['--base-url', model.baseUrl, '--model', 'scripted-stand-in', '--api-key-env', '', '--cassette', cassette, '--cassette-mode', mode];

function prepared(name: string): string {
  const out = join(dir, name, 'kv');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(out, 'hierarchy.json'), JSON.stringify(HIERARCHY));
  writeFileSync(join(out, 'state.js'), STATE);
  return out;
}

describe('persona gen kernel (scripted stand-in model)', () => {
  it('repairs a failing tool from the expected-vs-got feedback and retries an unparseable answer', async () => {
    const out = prepared('a');
    const cassette = join(dir, 'kv.kernel.scripted-stand-in.cassette.msgpack');
    const before = model.requests.length;
    const r = await personaMain(['gen', 'kernel', '--server', 'kv', '--traces', tracesFile, '--out', out, '--rounds', '3', '--quiet', ...llm(cassette, 'record')]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/2 round\(s\); in-sample F1 100\.0 %/);
    const sent = model.requests.slice(before);
    // Round 1: three tools; round 2: put (a failing trace) and drop (unparseable) only.
    expect(sent.map(toolOf)).toEqual(['put', 'get', 'drop', 'put', 'drop']);
    const secondPut = sent[3];
    expect(secondPut).toHaveLength(4);
    expect(secondPut[2]).toMatchObject({ role: 'assistant' });
    expect(secondPut[2].content).toContain('ctx.set');
    const feedback = lastUser(secondPut);
    expect(feedback).toContain('#### seq 1 — expected failure, got success');
    expect(feedback).toContain('expected (real server): {"content":[{"text":"{\\"status\\":\\"error\\",\\"message\\":\\"negative value\\"}"');
    expect(feedback).toContain('got (your kernel): {"content":[{"text":"{\\"status\\":\\"stored\\",\\"key\\":\\"b\\"}"');
    expect(lastUser(sent[4])).toContain('Your answer could not be used: no JavaScript code block in the answer');
    // The first prompt holds the schema, successes and failures with their context, and the contract.
    const first = sent[0][1].content;
    for (const s of ['- Tool name: put', '"required":["key","value"]', '#### seq 0 — success', '#### seq 1 — boundary_condition', 'context before: {"items":{"a":{"key":"a","value":1}}}', 'export default function (args, ctx)', 'ONE ```js code block']) expect(first).toContain(s);
    expect(readFileSync(join(out, 'tools', 'put.js'), 'utf8')).toBe(GOOD.put + '\n');
    const readme = readFileSync(join(out, 'README.md'), 'utf8');
    expect(readme).toContain('- `drop`: answer unusable — no JavaScript code block in the answer');
    expect(readme).toContain('`put` disagrees on seq 1');
    expect(readme).toContain('- `put`: rewritten after the feedback of the previous round');
    expect(readme).toContain('every tool reproduces every recorded call');
    const report = JSON.parse(readFileSync(join(out, 'fidelity.json'), 'utf8'));
    expect(report).toMatchObject({ count: 6, tp: 3, tn: 3, fp: 0, fn: 0 });

    // The folder is a server: persona fidelity measures it through --kernels-dir.
    const f = await personaMain(['fidelity', '--server', 'kv', '--traces', tracesFile, '--kernels-dir', out, '--json', '--quiet']);
    expect(JSON.parse(f.stdout).f1).toBe(1);

    // Offline: the cassette replays the whole generation, same bytes, no request reaches the model.
    const again = prepared('b');
    const n = model.requests.length;
    const r2 = await personaMain(['gen', 'kernel', '--server', 'kv', '--traces', tracesFile, '--out', again, '--quiet', ...llm(cassette, 'replay')]);
    expect(r2.code).toBe(0);
    expect(model.requests.length).toBe(n);
    for (const f of ['README.md', 'fidelity.json', 'fidelity.txt', 'tools/put.js', 'tools/get.js', 'tools/drop.js']) {
      expect(readFileSync(join(again, f), 'utf8')).toBe(readFileSync(join(out, f), 'utf8'));
    }
    // And in another process, time zone and locale.
    const other = prepared('tz');
    const r3 = persona(['gen', 'kernel', '--server', 'kv', '--traces', tracesFile, '--out', other, '--quiet', ...llm(cassette, 'replay')], { TZ: 'Asia/Kolkata', LANG: 'de_DE.UTF-8' });
    expect(r3.code).toBe(0);
    for (const f of ['README.md', 'fidelity.json', 'tools/put.js']) expect(readFileSync(join(other, f), 'utf8')).toBe(readFileSync(join(out, f), 'utf8'));
  });

  it('an empty folder: manifest from --manifest, a proposed hierarchy and a generated state.js', async () => {
    const out = join(dir, 'c', 'kv');
    const missing = await personaMain(['gen', 'kernel', '--server', 'kv', '--traces', tracesFile, '--out', out, ...llm(join(dir, 'c.cassette.msgpack'), 'off')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/manifest\.json: not found — give --manifest/);
    const bundled = await personaMain(['gen', 'kernel', '--server', 'memory', '--traces', tracesFile, '--out', join(REPO, 'kernels', 'memory'), ...llm(join(dir, 'c.cassette.msgpack'), 'off')]);
    expect(bundled.stderr).toMatch(/inside the package's kernels\/ — generate elsewhere/);
    const r = await personaMain(['gen', 'kernel', '--server', 'kv', '--traces', tracesFile, '--out', out, '--manifest', manifestFile, '--quiet', ...llm(join(dir, 'c.cassette.msgpack'), 'off')]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['README.md', 'fidelity.json', 'fidelity.txt', 'hierarchy.json', 'manifest.json', 'server.json', 'state.js', 'tools']);
    expect(readFileSync(join(out, 'README.md'), 'utf8')).toContain('## Proposed hierarchy — review it');
    expect(JSON.parse(readFileSync(join(out, 'fidelity.json'), 'utf8')).f1).toBe(1);
  });

  it('kernels that throw or return garbage: the sandbox fault is the "got" of the feedback', async () => {
    const hostile = await startScriptedModel((m) => {
      const tool = toolOf(m);
      if (isRepair(m)) return js(GOOD[tool]);
      if (tool === 'put') return js('export default function () { return 42; }');
      if (tool === 'get') return js("export default function () { throw new Error('boom'); }");
      return js(GOOD[tool]);
    });
    try {
      const out = prepared('e');
      const r = await personaMain(['gen', 'kernel', '--server', 'kv', '--traces', tracesFile, '--out', out, '--quiet',
        '--base-url', hostile.baseUrl, '--model', 'scripted-stand-in', '--api-key-env', '', '--cassette-mode', 'off', '--cassette', join(dir, 'e.cassette.msgpack')]);
      expect(r.code).toBe(0);
      expect(hostile.requests.map(toolOf)).toEqual(['put', 'get', 'drop', 'put', 'get']);
      expect(lastUser(hostile.requests[3])).toMatch(/got \(your kernel\): \{"content":\[\{"text":"persona: kernel fault \(invalid-result\)/);
      expect(lastUser(hostile.requests[4])).toMatch(/got \(your kernel\): \{"content":\[\{"text":"persona: kernel fault \([a-z-]+\): .*boom/);
      expect(JSON.parse(readFileSync(join(out, 'fidelity.json'), 'utf8')).f1).toBe(1);
    } finally {
      await hostile.close();
    }
  });

  it('--vanilla: documentation only — no traces in the prompt, no repair against them', async () => {
    const out = join(dir, 'd', 'kv-vanilla');
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(join(out, 'hierarchy.json'), JSON.stringify(HIERARCHY));
    writeFileSync(join(out, 'state.js'), STATE);
    const before = model.requests.length;
    const r = await personaMain(['gen', 'kernel', '--server', 'kv-vanilla', '--vanilla', '--traces', tracesFile, '--out', out, '--quiet', ...llm(join(dir, 'd.cassette.msgpack'), 'off')]);
    expect(r.code).toBe(0);
    const sent = model.requests.slice(before);
    expect(sent.map(toolOf)).toEqual(['put', 'get', 'drop', 'drop']); // only the unusable answer is retried
    expect(sent[0][1].content).toContain('None: simulate the tool from its documentation alone.');
    expect(sent[0][1].content).not.toContain('#### seq');
    expect(JSON.parse(readFileSync(join(out, 'fidelity.json'), 'utf8'))).toMatchObject({ fp: 1 }); // the missed negative-value rule
  });
});

describe('static check and code extraction', () => {
  it('never throw on any model output', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.constantFrom('', '```js\n', '```\n', 'export default '), (text, prefix) => {
      const e = extractCode(prefix + text);
      if (e.ok) expect(Array.isArray(staticCheck(e.code, { file: 'tools/t.js', kind: 'kernel' }))).toBe(true);
      expect(Array.isArray(codeIdentifiers(prefix + text))).toBe(true);
    }), { numRuns: 150 });
  });

  it('rejects what the sandbox cannot run, and only that', () => {
    const k = (code: string) => staticCheck(code, { file: 'tools/t.js', kind: 'kernel' });
    expect(k(GOOD.put)).toEqual([]);
    expect(k(`import x from '../lib/x.js';\nimport y from '../../_shared/pyschema.js';\nexport default function (a, ctx) { return x(y); }`)).toEqual([]);
    expect(k(`import fs from 'node:fs';\nexport default function () {}`)[0]).toMatch(/imports "node:fs"/);
    expect(k(`import x from '../../other/tools/x.js';\nexport default function () {}`)[0]).toMatch(/imports "..\/..\/other/);
    expect(k(`export default async function () {}`)).toEqual(['uses async: async functions are not allowed (kernels are synchronous)']);
    expect(k(`export default function () { return Promise.resolve(1); }`)[0]).toMatch(/uses Promise/);
    expect(k(`export default function () { setTimeout(() => 1); }`)[0]).toMatch(/timers/);
    expect(k(`export default function () { return import('x'); }`).join()).toMatch(/dynamic|import|parse/);
    expect(k(`export default function ( {`)[0]).toMatch(/does not parse/);
    expect(k(`export function run() {}`)).toEqual(['has no `export default function (args, ctx)`']);
    // Words inside strings, comments, templates and regexes are not code.
    expect(k(`// async await Promise\nexport default function (a, ctx) { const s = "await approval"; const t = \`process \${a.x} fetch\`; const r = /async|await/g; return ctx.text(s + t + r.source); }`)).toEqual([]);
    expect(codeIdentifiers('const t = `a ${ process.env } b`;')).toContain('process');
  });

  it('extracts the first fenced block, or a bare module; anything else is unparseable', () => {
    expect(extractCode('Sure!\n```javascript\nexport default function () {}\n```\n')).toEqual({ ok: true, code: 'export default function () {}\n' });
    expect(extractCode('export default function () {}')).toMatchObject({ ok: true });
    expect(extractCode('I cannot help.')).toEqual({ ok: false, reason: 'no JavaScript code block in the answer' });
    expect(extractCode('```js\n\n```')).toEqual({ ok: false, reason: 'the code block is empty' });
  });
});

describe('proposed hierarchy (entity and field aggregation over the traces)', () => {
  it('finds the real servers\' entity types, ids and containment', () => {
    const mem = proposeHierarchy('memory', readTraces(join(REPO, 'examples', 'traces', 'memory.traces.jsonl'))).hierarchy.entities;
    expect(mem.Entity).toEqual({ path: 'entities', idField: 'name', parent: null });
    expect(mem.Relation).toMatchObject({ path: 'relations', parent: null });
    const tm = proposeHierarchy('taskmanager', readTraces(join(REPO, 'examples', 'traces', 'taskmanager.traces.jsonl'))).hierarchy.entities;
    expect(tm.Request).toMatchObject({ path: 'requests', idField: 'requestId', parent: null });
    expect(tm.Task).toEqual({ path: 'requests[*].tasks', idField: 'id', parent: 'Request' });
  });

  it('answers any trace content with a hierarchy, never an exception', () => {
    fc.assert(fc.property(fc.array(fc.record({ args: fc.jsonValue(), response: fc.jsonValue(), state: fc.jsonValue() }), { maxLength: 5 }), (calls) => {
      const traces = calls.map((c, seq) => ({ server: 'x', seq, tool: 't', args: c.args, response: { content: [{ type: 'text', text: JSON.stringify(c.response) }] }, responseKind: 'result' as const, isError: false, state_before: c.state, state_after: c.state }));
      const h = proposeHierarchy('x', traces).hierarchy;
      for (const e of Object.values(h.entities)) expect(typeof e.path).toBe('string');
    }), { numRuns: 100 });
  });
});
