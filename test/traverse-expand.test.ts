// `persona traverse --expand N` (Self-FC) against the real memory server over stdio, with a scripted
// stand-in proposing the calls (not a model: it shows the plumbing, not a model's exploration):
// proposals are played and induced like seeds, repeats / unknown tools / unparseable lines are
// dropped, the next prompt shows the calls so far, and a round with nothing new ends the expansion.
import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { personaMain } from './helpers/persona-main.ts';
import { startScriptedModel, lastUser, type ScriptedModel } from './helpers/scripted-model.ts';
import { REPO } from './helpers/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'persona-expand-'));
let model: ScriptedModel | undefined;
afterAll(async () => {
  await model?.close();
  rmSync(dir, { recursive: true, force: true });
});

const ROUND1 = [
  'Here are my proposals:',
  '```jsonl',
  '{"tool": "read_graph", "args": {}, "intent": "repeat of a seed"}',
  '{"tool": "search_nodes", "args": {"query": "Alice"}, "intent": "search the person just created"}',
  '{"tool": "hack_server", "args": {}}',
  'this is not JSON',
  '{"tool": "create_relations", "args": {"relations": [{"from": "Alice", "to": "Alice", "relationType": "self"}]}, "intent": "self relation"}',
  '```',
].join('\n');

describe('persona traverse --expand', () => {
  it('plays the new proposals like seeds, drops the rest, and stops when a round brings nothing new', async () => {
    model = await startScriptedModel((m) => (m.length && lastUser(m).includes('search_nodes {"query":"Alice"}') ? 'No more ideas.' : ROUND1));
    const seeds = join(dir, 'memory.seeds.jsonl');
    writeFileSync(seeds, [
      '{"tool": "read_graph", "args": {}, "intent": "empty graph"}',
      '{"tool": "create_entities", "args": {"entities": [{"name": "Alice", "entityType": "person", "observations": []}]}, "intent": "one entity"}',
    ].join('\n') + '\n');
    const out = join(dir, 'memory.traces.jsonl');
    const bin = join(REPO, 'node_modules', '@modelcontextprotocol', 'server-memory', 'dist', 'index.js');
    const r = await personaMain(['traverse', '--cmd', `MEMORY_FILE_PATH=${dir}/memory.jsonl node ${bin}`, '--seeds', seeds, '--state', `file:${dir}/memory.jsonl`,
      '--out', out, '--induce', '--expand', '5',
      '--base-url', model.baseUrl, '--model', 'scripted-stand-in', '--api-key-env', '', '--cassette', join(dir, 'memory.expand.scripted-stand-in.cassette.msgpack'), '--cassette-mode', 'record']);
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('expand: dropped a proposal (unknown tool "hack_server")');
    expect(r.stderr).toContain('expand: dropped a proposal (not JSON: this is not JSON)');
    const lines = readFileSync(out, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    const proposed = lines.filter((l) => l.expanded);
    expect(proposed.map((l) => [l.tool, l.intent, l.expanded.round])).toEqual([
      ['search_nodes', '[expand] search the person just created', 1],
      ['create_relations', '[expand] self relation', 1],
    ]);
    // Proposed calls are failure-induced like hand-written seeds.
    const seqs = new Set(proposed.map((l) => l.seq));
    expect(lines.some((l) => l.induced && seqs.has(l.induced.from))).toBe(true);
    expect(r.stdout).toMatch(/\(2 seeds, 2 proposed by the model, \d+ induced\)/);
    // Two rounds: the second prompt shows every call so far, the proposals included.
    expect(model.requests).toHaveLength(2);
    expect(lastUser(model.requests[1])).toContain('create_relations {"relations":[{"from":"Alice","relationType":"self","to":"Alice"}]} → success');
    expect(lastUser(model.requests[0])).toContain('Propose up to 5 NEW valid calls');
    // The output is an ordinary trace file: fidelity measures the memory kernels on it.
    const f = await personaMain(['fidelity', '--server', 'memory', '--traces', out, '--json', '--quiet']);
    expect(f.code).toBe(0);
    expect(JSON.parse(f.stdout).count).toBe(lines.length);
    const bad = await personaMain(['traverse', '--cmd', 'node x.js', '--seeds', seeds, '--state', 'none', '--out', join(dir, 'x.jsonl'), '--model', 'm']);
    expect(bad.stderr).toMatch(/--model needs --expand N/);
  });
});
