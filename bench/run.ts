// `npm run bench`: every figure is a ratio against a baseline measured in the same process and
// run (never an absolute time asserted anywhere). Results print as tables and are saved to
// .bench-out/results.json (ignored by git).
import { mkdirSync, writeFileSync } from 'node:fs';
import { kernelCallBench } from './kernel-call.ts';
import { snapshotCodecBench } from './snapshot-codec.ts';
import { serveHttpBench } from './serve-http.ts';
import { storageBench } from './storage.ts';
import { serveIsolationBench } from './serve-isolation.ts';
import { runnerConcurrencyBench } from './runner-concurrency.ts';

const only = process.argv.slice(2);
const want = (name: string) => only.length === 0 || only.includes(name);
const results: Record<string, unknown> = {};

if (want('kernel')) {
  console.log('\n== Lark kernel call: sandbox and Python-process simulator vs in-process ==');
  results.kernelCall = await kernelCallBench();
  console.table([results.kernelCall]);
}
if (want('snapshot')) {
  console.log('\n== snapshot encode/decode: msgpackr vs JSON (ratio < 1 means msgpackr is faster) ==');
  results.snapshotCodec = await snapshotCodecBench();
  console.table(results.snapshotCodec as object[]);
}
if (want('serve')) {
  console.log('\n== persona serve over Streamable HTTP: calls/s and latency vs the in-process session call ==');
  results.serveHttp = await serveHttpBench();
  console.table(results.serveHttp as object[]);
}
if (want('storage')) {
  console.log('\n== storage: whole --out folder bytes / sum of its journals (oracle and naive on every task; target ≤ 3) ==');
  results.storage = await storageBench('all', 'oracle,naive');
  console.table([results.storage]);
}
if (want('isolation')) {
  console.log('\n== sessions cannot slow each other: p99 of a quick session alone and while another runs a kernel to its limit (server in another process) ==');
  results.serveIsolation = await serveIsolationBench();
  console.table(results.serveIsolation as object[]);
}
if (want('concurrency')) {
  console.log('\n== runner scaling: oracle over every task at --concurrency 1 vs the cores (speedup = t1 / tN) ==');
  results.runnerConcurrency = await runnerConcurrencyBench();
  console.table([results.runnerConcurrency]);
}
mkdirSync('.bench-out', { recursive: true });
writeFileSync('.bench-out/results.json', JSON.stringify(results, null, 2) + '\n');
