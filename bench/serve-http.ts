// Serving over Streamable HTTP: tool calls per second and p50/p99 latency with 1, 8 and 32
// concurrent MCP sessions, each compared with the in-process session call measured in this run.
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { buildCatalog } from '../runtime/mcp/catalog.ts';
import { HttpFront } from '../runtime/mcp/http-front.ts';
import { Session } from '../runtime/session/session.ts';

const TOOL = 'calendar_v4_calendar_primary';
const ARGS = {};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function serveHttpBench(callsPerSession = 200) {
  // Baseline: the same call straight on a session in this process.
  const session = new Session({ servers: ['lark'], seed: 1 });
  for (let i = 0; i < 200; i += 1) session.call('lark', TOOL, ARGS);
  const t0 = performance.now();
  const n = 3000;
  for (let i = 0; i < n; i += 1) session.call('lark', TOOL, ARGS);
  const inProcessUs = ((performance.now() - t0) / n) * 1000;
  session.close();

  const front = new HttpFront({
    catalog: buildCatalog(['lark']), runsDir: mkdtempSync(join(tmpdir(), 'persona-bench-http-')),
    session: { seed: 1 }, host: '127.0.0.1', port: 0, idleTimeoutMs: 600_000,
  });
  await front.start();
  const rows = [];
  try {
    for (const concurrency of [1, 8, 32]) {
      const clients = await Promise.all(Array.from({ length: concurrency }, async () => {
        const client = new Client({ name: 'bench', version: '1' });
        const transport = new StreamableHTTPClientTransport(new URL(front.url));
        await client.connect(transport);
        for (let i = 0; i < 10; i += 1) await client.callTool({ name: TOOL, arguments: ARGS });
        return { client, transport };
      }));
      const latencies: number[] = [];
      const start = performance.now();
      await Promise.all(clients.map(async ({ client }) => {
        for (let i = 0; i < callsPerSession; i += 1) {
          const s = performance.now();
          await client.callTool({ name: TOOL, arguments: ARGS });
          latencies.push(performance.now() - s);
        }
      }));
      const seconds = (performance.now() - start) / 1000;
      latencies.sort((a, b) => a - b);
      const p50 = percentile(latencies, 50) * 1000;
      const p99 = percentile(latencies, 99) * 1000;
      rows.push({
        sessions: concurrency,
        callsPerSec: Math.round(latencies.length / seconds),
        p50Us: Math.round(p50),
        p99Us: Math.round(p99),
        inProcessUs: +inProcessUs.toFixed(1),
        p50OverInProcess: +(p50 / inProcessUs).toFixed(1),
        p99OverInProcess: +(p99 / inProcessUs).toFixed(1),
        throughputVsInProcess: +((latencies.length / seconds) / (1e6 / inProcessUs)).toFixed(3),
      });
      for (const { client, transport } of clients) {
        await transport.terminateSession();
        await client.close();
      }
    }
  } finally {
    await front.stop();
  }
  return rows;
}
