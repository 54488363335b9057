// The by-hand soak of issue 13: 100,000 randomized tool calls (the fuzz test's generator) over
// every bundled server, then `verify` of every run folder. Prints calls/s, host exceptions, kernel
// faults by kind and tool, and wall time; exits 1 on any host exception or verify failure.
//   node --no-node-snapshot --import tsx/esm bench/fuzz-soak.ts [calls=100000] [seed=1]
import { availableServers } from '../runtime/servers/registry.ts';
import { fuzzCalls, runFuzz } from '../test/helpers/fuzz-calls.ts';
import { checkRunFolder } from '../test/helpers/run-check.ts';

const total = Number(process.argv[2] ?? 100_000);
const seed = Number(process.argv[3] ?? 1);
const servers = availableServers();
const per = Math.ceil(total / servers.length);
const t0 = performance.now();
let callMs = 0;
let verifyMs = 0;
let bad = 0;
const rows = [];
for (const [i, server] of servers.entries()) {
  const calls = fuzzCalls(server, per, seed + i);
  const out = runFuzz(server, calls);
  callMs += out.ms;
  const v0 = performance.now();
  const check = checkRunFolder(out.dir);
  const vMs = performance.now() - v0;
  verifyMs += vMs;
  const faults = Object.values(out.faults).reduce((a, b) => a + b, 0);
  const ok = out.hostExceptions.length === 0 && out.sandboxMatchesHost && check.mismatch === null && check.finalMatches;
  if (!ok) bad += 1;
  rows.push({ server, calls: out.calls, callsPerSec: Math.round(out.calls / (out.ms / 1000)), hostExceptions: out.hostExceptions.length, faults, verify: check.mismatch ?? (check.finalMatches ? 'ok' : 'final differs'), verifyS: +(vMs / 1000).toFixed(1) });
  for (const e of out.hostExceptions.slice(0, 3)) console.log(`  host exception (${server}): ${e}`);
  for (const [k, n] of Object.entries(out.faults).sort((a, b) => b[1] - a[1]).slice(0, 5)) console.log(`  fault ×${n} (${server}): ${k}`);
}
console.table(rows);
const wall = (performance.now() - t0) / 1000;
console.log(`${per * servers.length} calls over ${servers.length} servers: ${Math.round((per * servers.length) / (callMs / 1000))} calls/s recorded, verify ${(verifyMs / 1000).toFixed(1)} s, wall ${wall.toFixed(1)} s; ${bad} server(s) failing`);
process.exitCode = bad ? 1 : 0;
