// A typical Lark kernel call (list a calendar's events in a one-week range) three ways:
//   in-process  the kernel on a plain object in this process — the limit;
//   sandbox     through the session: validation, isolated-vm call, patch applied to the host copy;
//   python      the paper's simulator style: a fresh Python process loads the JSON context file,
//               runs an equivalent kernel and saves the file.
import { Bench } from 'tinybench';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Session } from '../runtime/session/session.ts';
import { loadServer } from '../runtime/servers/registry.ts';
import { loadSnapshot } from '../runtime/snapshot/snapshot.ts';
import { loadKernelInProcess, callInProcess } from '../runtime/kernel/inprocess.ts';
import { clockAt, defaultClock } from '../runtime/determinism/clock.ts';

const PY = fileURLToPath(new URL('./python/calendar_event_list.py', import.meta.url));

function mean(bench: Bench, name: string): number {
  const t = bench.tasks.find((x) => x.name === name)!;
  return (t.result as unknown as { latency: { mean: number } }).latency.mean;
}

export async function kernelCallBench() {
  const server = loadServer('lark');
  const snap = loadSnapshot(server.config.defaultSnapshot);
  const calendars = snap.tree.calendars as Record<string, { events?: Record<string, unknown> }>;
  const calendarId = Object.entries(calendars).sort((a, b) => Object.keys(b[1].events ?? {}).length - Object.keys(a[1].events ?? {}).length)[0][0];
  const start = Math.floor(Date.parse('2026-01-12T00:00:00Z') / 1000);
  const args = { path: { calendar_id: calendarId }, params: { start_time: String(start), end_time: String(start + 7 * 86400), page_size: 500 } };
  const tool = 'calendar_v4_calendarEvent_list';

  const kernel = await loadKernelInProcess(server, tool);
  const plainTree = structuredClone(snap.tree);
  const session = new Session({ servers: ['lark'], seed: 1 });
  const dir = mkdtempSync(join(tmpdir(), 'persona-bench-'));
  const ctxFile = join(dir, 'context.json');
  writeFileSync(ctxFile, JSON.stringify(snap.tree));
  const argsJson = JSON.stringify(args);

  // Same answer every way (sanity check before timing).
  const inproc = callInProcess(server, kernel, plainTree, args, { nowMs: clockAt(defaultClock(), 1) });
  const viaSandbox = session.call('lark', tool, args).result;
  const py = JSON.parse(execFileSync('python3', [PY, ctxFile, argsJson], { encoding: 'utf8' }));
  const items = JSON.parse(inproc.result.content[0].text as string).items.length;
  // Sandbox and in-process run the same kernel and must agree exactly; the Python stand-in does not
  // expand recurring events, so it may list fewer — it is there for the cost of its process model.
  if (viaSandbox.content[0].text !== inproc.result.content[0].text) throw new Error('sandbox and in-process results differ');

  const fast = new Bench({ time: 1500, warmupTime: 200 });
  fast
    .add('in-process kernel call', () => { callInProcess(server, kernel, plainTree, args, { nowMs: 0 }); })
    .add('sandbox session call', () => { session.call('lark', tool, args); });
  await fast.run();
  const slow = new Bench({ time: 3000, warmupTime: 0, iterations: 10 });
  slow.add('python process per call', () => { execFileSync('python3', [PY, ctxFile, argsJson]); });
  await slow.run();
  session.close();

  const base = mean(fast, 'in-process kernel call');
  return {
    call: `${tool} (${items} events in one week of ${Object.keys(calendars[calendarId].events ?? {}).length}; python lists ${py.items.length})`,
    contextJsonBytes: Buffer.byteLength(JSON.stringify(snap.tree)),
    inProcessUs: +(base * 1000).toFixed(1),
    sandboxUs: +(mean(fast, 'sandbox session call') * 1000).toFixed(1),
    pythonUs: +(mean(slow, 'python process per call') * 1000).toFixed(0),
    sandboxOverInProcess: +(mean(fast, 'sandbox session call') / base).toFixed(2),
    pythonOverInProcess: +(mean(slow, 'python process per call') / base).toFixed(0),
    pythonOverSandbox: +(mean(slow, 'python process per call') / mean(fast, 'sandbox session call')).toFixed(1),
  };
}
