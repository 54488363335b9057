// The server half of bench/serve-isolation.ts, run as its own process: `persona serve --http`'s
// front over the toy server of the tests (it has a kernel that runs to its time limit). Prints
// its URL on stdout, then serves until killed.
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildCatalog } from '../runtime/mcp/catalog.ts';
import { HttpFront } from '../runtime/mcp/http-front.ts';
import { RecordedSession } from '../runtime/run/run-folder.ts';

// `sync`: the "before" figure — kernels called on the event loop, as before issue 20.
if (process.argv[3] === 'sync') {
  RecordedSession.prototype.callAsync = async function (server: string, tool: string, args: unknown) {
    return this.call(server, tool, args);
  };
}

const kernelsDir = fileURLToPath(new URL('../test/fixtures/kernels', import.meta.url));
const snapshotsDir = fileURLToPath(new URL('../test/fixtures/snapshots', import.meta.url));
const front = new HttpFront({
  catalog: buildCatalog(['toy'], { kernelsDir }),
  runsDir: mkdtempSync(join(tmpdir(), 'persona-bench-iso-')),
  session: { seed: 1, kernelsDir, snapshotsDir, limits: { timeoutMs: Number(process.argv[2] ?? 2000) } },
  host: '127.0.0.1', port: 0, idleTimeoutMs: 600_000,
});
await front.start();
process.stdout.write(front.url + '\n');
process.on('SIGTERM', () => { void front.stop().finally(() => process.exit(0)); });
