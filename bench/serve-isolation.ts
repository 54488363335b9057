// Sessions cannot slow each other (issue 20), measured with the server in another process:
// one MCP session makes quick calls (toy add_note) while, in the contended phase, another session
// keeps running a kernel that uses its whole time limit (toy infinite_loop). Reports the quick
// session's p50/p99 without and with the hog, the p99 difference in ms (the target: within
// 50 ms) and the ratio of the two p99s.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function connect(url: string) {
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

/** At least n quick calls, and more until `until` says the contended phase has seen enough. */
async function quickCalls(client: Client, n: number, until: () => boolean = () => true): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n || !until(); i += 1) {
    const t = performance.now();
    await client.callTool({ name: 'add_note', arguments: { folder: 'f1', title: `n${i}` } });
    out.push(performance.now() - t);
  }
  return out.sort((a, b) => a - b);
}

async function measure(mode: 'async' | 'sync', calls: number, timeoutMs: number) {
  const script = fileURLToPath(new URL('./serve-isolation-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--no-node-snapshot', '--import', 'tsx/esm', script, String(timeoutMs), mode], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout! }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    });
    const quick = await connect(url);
    const hog = await connect(url);
    await quickCalls(quick, 30); // warm-up
    const alone = await quickCalls(quick, calls);
    let hogging = true;
    let hogCalls = 0;
    const hogLoop = (async () => {
      while (hogging) {
        await hog.callTool({ name: 'infinite_loop', arguments: { folder: 'f1' } });
        hogCalls += 1;
      }
    })();
    await new Promise((r) => setTimeout(r, 100)); // the hog is inside its kernel
    const t0 = performance.now();
    // The contended phase spans at least two whole hog calls (each its full time limit), so the
    // quick session's calls meet the hog starting, running and being cut off.
    const contended = await quickCalls(quick, calls, () => hogCalls >= 2);
    const contendedS = (performance.now() - t0) / 1000;
    hogging = false;
    await hogLoop;
    await Promise.all([quick.close(), hog.close()]);
    const ms = (x: number) => Math.round(x * 10) / 10;
    return {
      kernels: mode === 'async' ? 'off the event loop (now)' : 'on the event loop (before)',
      calls,
      hogTimeLimitMs: timeoutMs,
      hogKernelCalls: hogCalls,
      contendedSeconds: ms(contendedS),
      p50AloneMs: ms(percentile(alone, 50)),
      p99AloneMs: ms(percentile(alone, 99)),
      p50WithHogMs: ms(percentile(contended, 50)),
      p99WithHogMs: ms(percentile(contended, 99)),
      p99DeltaMs: ms(percentile(contended, 99) - percentile(alone, 99)),
      p99Ratio: Math.round((percentile(contended, 99) / percentile(alone, 99)) * 100) / 100,
    };
  } finally {
    child.kill('SIGTERM');
  }
}

/** Both modes in one run: the p99 delta each gives, and how many times larger it is before. */
export async function serveIsolationBench(calls = 200, timeoutMs = 2000) {
  const now = await measure('async', calls, timeoutMs);
  const before = await measure('sync', Math.min(calls, 40), timeoutMs);
  return [now, before];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.table(await serveIsolationBench(Number(process.argv[2] ?? 200)));
