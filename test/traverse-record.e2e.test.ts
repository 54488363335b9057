// Tool-Traverse against the three real MCP servers installed as dev dependencies, started over
// stdio with their data in temp folders (no network): the seeds of examples/traverse all succeed,
// --induce adds tagged calls of all four failure classes, states chain from line to line, and a
// recording made twice into the same folder is byte-identical.
import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { persona, REPO } from './helpers/cli.ts';
import { ruleLabel } from '../runtime/fidelity/labels.ts';
import { parseTraces, FAILURE_CLASSES, type TraceLine } from '../runtime/fidelity/traces.ts';

const tmp = mkdtempSync(join(tmpdir(), 'persona-traverse-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const bin = (rel: string) => join(REPO, 'node_modules', rel);
const SERVERS = {
  memory: (d: string) => ({ cmd: `MEMORY_FILE_PATH=${d}/memory.jsonl node ${bin('@modelcontextprotocol/server-memory/dist/index.js')}`, state: `file:${d}/memory.jsonl`, vars: [] as string[] }),
  filesystem: (d: string) => ({ cmd: `node ${bin('@modelcontextprotocol/server-filesystem/dist/index.js')} ${d}/root`, state: `dir:${d}/root`, vars: [`ROOT=${d}/root`] }),
  taskmanager: (d: string) => ({ cmd: `TASK_MANAGER_FILE_PATH=${d}/tasks.json node ${bin('@kazuph/mcp-taskmanager/dist/index.js')}`, state: `file:${d}/tasks.json`, vars: [] as string[] }),
};

function record(server: keyof typeof SERVERS, dir: string, out: string, induce = true) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'root'), { recursive: true });
  const s = SERVERS[server](dir);
  const args = ['traverse', '--cmd', s.cmd, '--seeds', `examples/traverse/${server}.seeds.jsonl`, '--state', s.state, '--out', out, '--quiet', '--force', ...s.vars.flatMap((v) => ['--var', v])];
  if (induce) args.push('--induce');
  const r = persona(args);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return parseTraces(readFileSync(out, 'utf8'), out);
}

describe.each(Object.keys(SERVERS) as Array<keyof typeof SERVERS>)('persona traverse --induce against the real %s server', (server) => {
  const out = join(tmp, `${server}.traces.jsonl`);
  let lines: TraceLine[] = [];

  it('records every seed and its induced failures in the shared traces format', () => {
    lines = record(server, join(tmp, server), out);
    const seeds = readFileSync(join(REPO, 'examples', 'traverse', `${server}.seeds.jsonl`), 'utf8').trim().split('\n').length;
    expect(lines.filter((l) => !l.induced)).toHaveLength(seeds);
    expect(lines.map((l) => l.seq)).toEqual(lines.map((_, i) => i));
    for (const l of lines) {
      expect(l.server).toBe(server);
      expect(l.isError).toBe(l.responseKind === 'jsonrpc_error' || l.response.isError === true);
    }
  });

  it('the seeds are valid calls: the live server serves each of them', () => {
    const failed = lines.filter((l) => !l.induced && ruleLabel(l.response).verdict !== 'success');
    expect(failed.map((l) => `${l.seq} ${l.tool}`)).toEqual([]);
  });

  it('induces all four failure classes, each tagged and tied to a successful seed of the same tool', () => {
    const induced = lines.filter((l) => l.induced);
    expect(new Set(induced.map((l) => l.induced?.class))).toEqual(new Set(FAILURE_CLASSES));
    for (const l of induced) {
      const seed = lines[l.induced?.from as number];
      expect(seed.induced).toBeUndefined();
      expect(seed.tool).toBe(l.tool);
      expect(ruleLabel(seed.response).verdict).toBe('success');
      expect(l.expected).toBe('fail');
      expect(l.intent).toMatch(new RegExp(`^\\[induced ${l.induced?.class}\\] `));
    }
    // Type mismatches reach the server's validation, which refuses them.
    const mismatches = induced.filter((l) => l.induced?.class === 'type_mismatch');
    expect(mismatches.length).toBeGreaterThan(0);
    expect(mismatches.every((l) => ruleLabel(l.response).verdict === 'failure')).toBe(true);
  });

  it('states chain: a seed leaves what the next call starts from; an induced call is undone', () => {
    for (let i = 0; i + 1 < lines.length; i++) {
      const expected = lines[i].induced ? lines[i].state_before : lines[i].state_after;
      expect(lines[i + 1].state_before, `state before seq ${i + 1}`).toEqual(expected);
    }
  });
});

describe('determinism of a recording', () => {
  it.each(['memory', 'taskmanager'] as const)('%s: the same seeds into the same folder give the same bytes', (server) => {
    const dir = join(tmp, `${server}-again`);
    const a = join(tmp, `${server}-a.jsonl`);
    const b = join(tmp, `${server}-b.jsonl`);
    record(server, dir, a);
    record(server, dir, b);
    expect(readFileSync(a, 'utf8')).toBe(readFileSync(b, 'utf8'));
  });
});

describe('bad input', () => {
  it('one-line errors for a server that does not start, a missing seeds file, an existing --out', () => {
    const seeds = 'examples/traverse/memory.seeds.jsonl';
    const r1 = persona(['traverse', '--cmd', 'node -e "process.exit(3)"', '--seeds', seeds, '--state', 'none', '--out', join(tmp, 'x.jsonl')]);
    expect(r1.code).toBe(1);
    expect(r1.stderr).toMatch(/^persona traverse: could not start or initialize the server "node"/);
    expect(r1.stderr.trim().split('\n')).toHaveLength(1);
    const r2 = persona(['traverse', '--cmd', 'node x.js', '--seeds', join(tmp, 'none.jsonl'), '--state', 'none', '--out', join(tmp, 'y.jsonl')]);
    expect(r2.stderr).toMatch(/none\.jsonl: seeds file not found/);
    const r3 = persona(['traverse', '--cmd', 'node x.js', '--seeds', seeds, '--state', 'none', '--out', join(tmp, 'memory.traces.jsonl')]);
    expect(r3.stderr).toMatch(/already exists \(use --force/);
    expect(existsSync(join(tmp, 'x.jsonl'))).toBe(false);
    const r4 = persona(['traverse', '--cmd', 'node x.js', '--seeds', seeds, '--state', 'db:x', '--out', join(tmp, 'z.jsonl')]);
    expect(r4.stderr).toMatch(/--state must be file:<path>, dir:<path> or none/);
  });
});
