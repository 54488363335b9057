// `persona fidelity --balanced K` (the paper's 25/25 sample), bare `--compare` (Vanilla beside
// Tool-Traversal), and `--kernels-dir` / `--snapshots-dir` for servers kept outside the package.
import { describe, it, expect, afterEach } from 'vitest';
import fc from 'fast-check';
import { mkdtempSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drawBalanced } from '../runtime/fidelity/balanced.ts';
import { setKernelsSearchPath } from '../runtime/servers/registry.ts';
import { setSnapshotsSearchPath } from '../runtime/snapshot/snapshot.ts';
import type { TraceLine } from '../runtime/fidelity/traces.ts';
import { personaMain } from './helpers/persona-main.ts';
import { persona, REPO } from './helpers/cli.ts';
import { TOY_KERNELS, TOY_SNAPSHOTS } from './helpers/toy.ts';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const MEMORY = join(REPO, 'examples', 'traces', 'memory.traces.jsonl');

afterEach(() => {
  setKernelsSearchPath([]);
  setSnapshotsSearchPath([]);
});

const trace = (seq: number): TraceLine => ({ server: 's', seq, tool: 't', args: {}, response: {}, responseKind: 'result', isError: false, state_before: null, state_after: null });

describe('drawBalanced', () => {
  it('takes min(K, class size) of each class, keeps file order, ignores the order of the file', () => {
    fc.assert(fc.property(
      fc.uniqueArray(fc.nat(500), { minLength: 1, maxLength: 60 }), fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }),
      fc.integer({ min: 1, max: 40 }), fc.nat(1000), fc.nat(1000),
      (seqs, oks, k, seed, rot) => {
        const traces = seqs.map(trace);
        const labels = seqs.map((_, i) => (oks[i] ? 'success' as const : 'failure' as const));
        const a = drawBalanced(traces, labels, k, seed, 'f');
        const nOk = labels.filter((l) => l === 'success').length;
        const okSeqs = new Set(seqs.filter((_, i) => oks[i]));
        expect(a.sample.seqs.filter((s) => okSeqs.has(s)).length).toBe(Math.min(k, nOk));
        expect(a.sample.seqs.length).toBe(Math.min(k, nOk) + Math.min(k, seqs.length - nOk));
        expect(a.traces.map((t) => t.seq)).toEqual(seqs.filter((s) => a.sample.seqs.includes(s)));
        // The same file in another line order draws the same traces.
        const r = rot % seqs.length;
        const rotated = [...traces.slice(r), ...traces.slice(0, r)];
        const rotatedLabels = [...labels.slice(r), ...labels.slice(0, r)];
        expect(drawBalanced(rotated, rotatedLabels, k, seed, 'f').sample.seqs).toEqual(a.sample.seqs);
      },
    ), { numRuns: 200 });
  });

  it('depends on the seed, and rejects a file with a repeated seq', () => {
    const traces = Array.from({ length: 40 }, (_, i) => trace(i));
    const labels = traces.map((_, i) => (i % 2 ? 'success' as const : 'failure' as const));
    const seqs = new Set([0, 1, 2, 3, 4].map((seed) => drawBalanced(traces, labels, 5, seed, 'f').sample.seqs.join(',')));
    expect(seqs.size).toBeGreaterThan(1);
    expect(() => drawBalanced([trace(1), trace(1)], ['success', 'failure'], 1, 0, 'x.jsonl')).toThrow(/x\.jsonl: seq 1 appears twice/);
  });
});

describe('persona fidelity --balanced / --compare', () => {
  it('--balanced 25 measures the same 50 traces every time and under another TZ', async () => {
    const args = ['fidelity', '--server', 'memory', '--traces', MEMORY, '--balanced', '25', '--json', '--quiet'];
    const a = await personaMain(args);
    const b = await personaMain(args);
    expect(a.code).toBe(0);
    expect(b.stdout).toBe(a.stdout);
    const report = JSON.parse(a.stdout);
    expect(report.count).toBe(50);
    expect(report.balanced).toMatchObject({ k: 25, seed: 0, available: { success: 29, failure: 28 } });
    expect(report.tp + report.fn).toBe(25);
    expect(report.tn + report.fp).toBe(25);
    const other = persona(args, { TZ: 'Pacific/Chatham', LANG: 'tr_TR.UTF-8' });
    expect(other.code).toBe(0);
    expect(other.stdout).toBe(a.stdout);
    const seeded = JSON.parse((await personaMain([...args, '--seed', '7'])).stdout);
    expect(seeded.balanced.seqs).not.toEqual(report.balanced.seqs);
  });

  it('bare --compare lays the -vanilla baseline beside the server, on the same draw', async () => {
    const r = await personaMain(['fidelity', '--server', 'memory', '--traces', MEMORY, '--compare', '--balanced', '25', '--format', 'md', '--quiet']);
    expect(r.code).toBe(0);
    const rows = r.stdout.split('\n').filter((l) => l.startsWith('| memory'));
    expect(rows.map((l) => l.split('|')[2].trim())).toEqual(['Vanilla', 'Tool-Traversal']);
    expect(rows.every((l) => l.split('|')[3].trim() === '50')).toBe(true);
    const bad = await personaMain(['fidelity', '--server', 'memory', '--traces', MEMORY, '--seed', '3']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/--seed needs --balanced/);
    const zero = await personaMain(['fidelity', '--server', 'memory', '--traces', MEMORY, '--balanced', '0']);
    expect(zero.stderr).toMatch(/--balanced must be an integer from 1/);
  });
});

describe('--kernels-dir and --snapshots-dir', () => {
  it('exec runs a server that lives outside the package, from its server folder or its parent', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'persona-kdir-'));
    const scenario = join(dir, 's.jsonl');
    writeFileSync(scenario, [
      { servers: ['toy'], seed: 1 },
      { tool: 'add_note', args: { folder: 'f1', title: 'hello' } },
    ].map((l) => JSON.stringify(l)).join('\n') + '\n');
    const missing = await personaMain(['exec', '--scenario', scenario, '--out', join(dir, 'r0'), '--quiet']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/unknown server "toy"/);
    for (const [i, kdir] of [TOY_KERNELS, join(TOY_KERNELS, 'toy')].entries()) {
      const r = await personaMain(['exec', '--scenario', scenario, '--out', join(dir, `r${i + 1}`), '--kernels-dir', kdir, '--snapshots-dir', TOY_SNAPSHOTS, '--quiet']);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(existsSync(join(dir, `r${i + 1}`, 'journal.msgpack'))).toBe(true);
    }
    // The same server reached by either spelling: the same run, byte for byte.
    expect(readFileSync(join(dir, 'r1', 'journal.msgpack'))).toEqual(readFileSync(join(dir, 'r2', 'journal.msgpack')));
    const bad = await personaMain(['exec', '--scenario', scenario, '--out', join(dir, 'r9'), '--kernels-dir', join(dir, 'nope')]);
    expect(bad.stderr).toMatch(/--kernels-dir .*nope: folder not found/);
  });

  it('serve exposes a server that lives outside the package to an MCP client', async () => {
    const runs = mkdtempSync(join(tmpdir(), 'persona-kdir-serve-'));
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [join(REPO, 'bin', 'persona.js'), 'serve', '--servers', 'toy', '--kernels-dir', TOY_KERNELS, '--snapshots-dir', TOY_SNAPSHOTS, '--runs', runs],
      stderr: 'pipe',
    });
    const client = new Client({ name: 'kernels-dir-client', version: '1.0.0' });
    await client.connect(transport);
    try {
      const listed = await client.listTools();
      expect(listed.tools.map((t) => t.name)).toContain('add_note');
      const r = await client.callTool({ name: 'add_note', arguments: { folder: 'f1', title: 'from serve' } });
      expect(r.isError).not.toBe(true);
    } finally {
      await client.close();
    }
  });
});

