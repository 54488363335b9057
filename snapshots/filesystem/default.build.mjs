// Builds snapshots/filesystem/default.json: the state the real filesystem server had before the first call of
// its authentic traces (examples/traces/filesystem.traces.jsonl, seq 0), turned into a context tree by
// the server's Context Reconstruction (kernels/filesystem/state.js).
//
//   node snapshots/filesystem/default.build.mjs [output.json]
//
// Deterministic: the same trace file gives the same bytes.

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..');
const { toTree } = await import(pathToFileURL(join(repo, 'kernels', 'filesystem', 'state.js')).href);
const traceFile = join(repo, 'examples', 'traces', 'filesystem.traces.jsonl');
const first = JSON.parse(readFileSync(traceFile, 'utf8').split('\n')[0]);
if (first.seq !== 0 || first.state_before === undefined) throw new Error(`${traceFile}: first line is not seq 0 with a state_before`);
const snapshot = { format: 'mcp-persona/snapshot', version: 1, server: 'filesystem', persona: 'default', tree: toTree(first.state_before) };
writeFileSync(process.argv[2] || join(here, 'default.json'), JSON.stringify(snapshot, null, 2) + '\n');
