// Builds snapshots/memory/default.json (and vanilla.json, the same tree for the documentation-only
// variant memory-vanilla, whose sessions need a snapshot of their own server): the state the real memory server had before the first call of
// its authentic traces (examples/traces/memory.traces.jsonl, seq 0), turned into a context tree by
// the server's Context Reconstruction (kernels/memory/state.js).
//
//   node snapshots/memory/default.build.mjs [output-dir]
//
// Deterministic: the same trace file gives the same bytes.

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const { toTree } = await import(pathToFileURL(join(repo, 'kernels', 'memory', 'state.js')).href);
const traceFile = join(repo, 'examples', 'traces', 'memory.traces.jsonl');
const first = JSON.parse(readFileSync(traceFile, 'utf8').split('\n')[0]);
if (first.seq !== 0 || first.state_before === undefined) throw new Error(`${traceFile}: first line is not seq 0 with a state_before`);
const tree = toTree(first.state_before);
const outDir = process.argv[2] || here;
for (const [file, server] of [['default.json', 'memory'], ['vanilla.json', 'memory-vanilla']]) {
  const snapshot = { format: 'mcp-persona/snapshot', version: 1, server, persona: 'default', tree };
  writeFileSync(join(outDir, file), JSON.stringify(snapshot, null, 2) + '\n');
}
