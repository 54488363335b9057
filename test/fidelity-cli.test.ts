// `persona fidelity` as a user runs it, on a small key-value server written into a temp folder
// (--kernels): the --json contract, byte-identical output across runs, TZ and locale, the Table 4
// layouts, the CI gates, and one-line errors for bad input.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli, persona } from './helpers/cli.ts';

let dir: string;
let kernels: string;
let traces: string;

const manifest = { tools: [{ name: 'put', description: 'Store a number under a key', inputSchema: { type: 'object', properties: { key: { type: 'string' }, value: { type: 'number' } }, required: ['key', 'value'] } }] };
const PUT = `export default function (args, ctx) {
  if (args.value < 0) return ctx.json({ status: 'error', message: 'negative value' });
  ctx.set('items[' + args.key + ']', { key: args.key, value: args.value });
  return ctx.json({ status: 'stored', key: args.key });
}`;
const PUT_VANILLA = `export default function (args, ctx) {
  ctx.set('items[' + args.key + ']', { key: args.key, value: args.value });
  return ctx.text('Stored.');
}`;
const STATE = `export function toTree(real) {
  const items = {};
  const data = real.exists ? JSON.parse(real.content) : {};
  for (const k of Object.keys(data)) items[k] = { key: k, value: data[k] };
  return { items };
}`;

function writeServer(name: string, put: string) {
  const s = join(kernels, name);
  mkdirSync(join(s, 'tools'), { recursive: true });
  writeFileSync(join(s, 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(s, 'hierarchy.json'), JSON.stringify({ server: name, root: 'User', entities: { Item: { path: 'items', idField: 'key', parent: null } } }));
  writeFileSync(join(s, 'server.json'), JSON.stringify({ name, validation: 'sdk', defaultSnapshot: `${name}/none` }));
  writeFileSync(join(s, 'tools', 'put.js'), put);
  if (!name.endsWith('-vanilla')) writeFileSync(join(s, 'state.js'), STATE);
}

const text = (t: string, isError = false) => ({ content: [{ type: 'text', text: t }], ...(isError ? { isError: true } : {}) });
const none = { file: '/srv/kv.json', exists: false, content: null };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'persona-fidelity-cli-'));
  kernels = join(dir, 'kernels');
  mkdirSync(kernels);
  // Kernel folders are ES modules (the repository's package.json says so; a temp folder needs its own).
  writeFileSync(join(kernels, 'package.json'), '{"type":"module"}');
  writeServer('kv', PUT);
  writeServer('kv-vanilla', PUT_VANILLA);
  const lines = [
    { tool: 'put', args: { key: 'a', value: 1 }, response: text('{"status":"stored","key":"a"}') },
    { tool: 'put', args: { key: 'b', value: -1 }, response: text('{"status":"error","message":"negative value"}') },
    { tool: 'put', args: { key: 'c' }, response: text('MCP error -32602: Input validation error: Invalid arguments for tool put: Required at value', true) },
    { tool: 'drop', args: {}, response: text('MCP error -32602: Tool drop not found', true) },
  ].map((l, seq) => ({ server: 'kv', seq, responseKind: 'result', isError: 'isError' in l.response, state_before: none, state_after: none, ...l }));
  traces = join(dir, 'kv.traces.jsonl');
  writeFileSync(traces, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('persona fidelity', () => {
  it('--json: one object with the contract fields and per-trace verdicts', async () => {
    const r = await cli(['fidelity', '--server', 'kv', '--traces', traces, '--kernels', kernels, '--rule-based', '--json', '--quiet']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    for (const k of ['tp', 'tn', 'fp', 'fn', 'accuracy', 'precision', 'recall', 'f1', 'tfidf', 'rouge', 'bleu', 'meteor']) expect(typeof j[k]).toBe('number');
    expect(j).toMatchObject({ server: 'kv', traces: 'kv.traces.jsonl', labeler: 'rules', count: 4, tp: 1, tn: 3, fp: 0, fn: 0, f1: 1 });
    expect(j.verdicts.map((v: { seq: number; cell: string }) => [v.seq, v.cell])).toEqual([[0, 'tp'], [1, 'tn'], [2, 'tn'], [3, 'tn']]);
    expect(r.stdout).not.toContain(dir); // no absolute paths in what is compared
  });

  it('output is byte-identical across runs, time zones and locales', async () => {
    const args = ['fidelity', '--server', 'kv', '--traces', traces, '--kernels', kernels, '--compare', 'kv-vanilla', '--quiet'];
    const a = await cli([...args, '--json']);
    const b = persona([...args, '--json'], { TZ: 'Pacific/Kiritimati', LANG: 'de_DE.UTF-8', LC_ALL: 'de_DE.UTF-8' });
    const c = await cli([...args, '--json'], { TZ: 'America/Los_Angeles' });
    expect(a.code).toBe(0);
    expect(b.stdout).toBe(a.stdout);
    expect(c.stdout).toBe(a.stdout);
    const t1 = await cli(args);
    const t2 = await cli(args, { TZ: 'Asia/Kolkata' });
    expect(t2.stdout).toBe(t1.stdout);
  });

  it('--compare prints the Table 4 layout, the documentation-only row first', async () => {
    const r = await cli(['fidelity', '--server', 'kv', '--traces', traces, '--kernels', kernels, '--compare', 'kv-vanilla', '--quiet']);
    const rows = r.stdout.trim().split('\n');
    expect(rows[0]).toMatch(/^Server\s+Method\s+N\s+TP\s+TN\s+FP\s+FN\s+Acc\s+Prec\s+Rec\s+F1\s+TF-IDF\s+ROUGE\s+BLEU\s+METEOR$/);
    expect(rows[2]).toMatch(/^kv\s+Vanilla\s+4\s+1\s+2\s+1\s+0\s+75\.0\s+50\.0\s+100\.0\s+66\.7\s/);
    expect(rows[3]).toMatch(/^kv\s+Tool-Traversal\s+4\s+1\s+3\s+0\s+0\s+100\.0\s+100\.0\s+100\.0\s+100\.0\s/);
  });

  it('--table in Markdown, CSV and LaTeX', async () => {
    const base = ['fidelity', '--table', '--servers', 'kv', '--traces-dir', dir, '--kernels', kernels, '--quiet'];
    const md = await cli([...base, '--format', 'md']);
    expect(md.code).toBe(0);
    expect(md.stdout).toContain('| kv | Tool-Traversal | 4 | 1 | 3 | 0 | 0 | 100.0 |');
    const csv = (await cli([...base, '--format', 'csv'])).stdout.trim().split('\n');
    expect(csv[0]).toBe('Server,Method,N,TP,TN,FP,FN,Acc,Prec,Rec,F1,TF-IDF,ROUGE,BLEU,METEOR');
    expect(csv).toHaveLength(3);
    const tex = (await cli([...base, '--format', 'latex'])).stdout;
    expect(tex).toContain('\\begin{tabular}');
    expect(tex).toContain('kv & Vanilla & 4 & 1 & 2 & 1 & 0');
  });

  it('the human report lists the disagreements', async () => {
    const r = await cli(['fidelity', '--server', 'kv-vanilla', '--traces', traces, '--kernels', kernels, '--quiet']);
    expect(r.stdout).toContain('seq 1 put: real failure, simulated success (FP)');
  });

  it('gates: --min-f1 exits 3 when the trace-informed server falls short', async () => {
    const ok = await cli(['fidelity', '--server', 'kv', '--traces', traces, '--kernels', kernels, '--quiet', '--min-f1', '0.95', '--min-meteor', '0.9']);
    expect(ok.code).toBe(0);
    const low = await cli(['fidelity', '--server', 'kv', '--traces', traces, '--kernels', kernels, '--quiet', '--min-meteor', '1']);
    expect(low.code).toBe(3);
    expect(low.stderr).toMatch(/kv below the gate/);
  });

  it('bad input: one line naming what is wrong', async () => {
    const cases: Array<[string[], RegExp]> = [
      [['fidelity', '--traces', traces], /--server <name> is required/],
      [['fidelity', '--server', 'kv', '--kernels', kernels], /--traces <file.jsonl> is required/],
      [['fidelity', '--server', 'kv', '--traces', join(dir, 'nope.jsonl'), '--kernels', kernels], /nope\.jsonl: trace file not found/],
      [['fidelity', '--server', 'kv', '--traces', traces, '--judge', 'm', '--rule-based'], /either --judge <model> or --rule-based/],
      [['fidelity', '--server', 'kv', '--traces', traces, '--kernels', kernels, '--format', 'pdf'], /--format must be one of/],
      [['fidelity', '--server', 'nosuch', '--traces', traces, '--kernels', kernels], /unknown server "nosuch"/],
      [['fidelity', '--server', 'kv', '--traces', traces, '--kernels', kernels, '--compare', 'other-vanilla'], /simulates "other", not "kv"/],
      [['fidelity', '--server', 'kv', '--traces', traces, '--min-f1', '2'], /--min-f1 must be a number between 0 and 1/],
    ];
    for (const [args, re] of cases) {
      const r = await cli([...args, '--quiet']);
      expect(r.code, args.join(' ')).not.toBe(0);
      expect(r.stderr).toMatch(re);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
