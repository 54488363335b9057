import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { buildCatalog } from '../../mcp/catalog.ts';
import { HttpFront } from '../../mcp/http-front.ts';
import { serveStdio } from '../../mcp/stdio-front.ts';
import { loadSnapshot, type LoadedSnapshot } from '../../snapshot/snapshot.ts';
import { resolveTaskSnapshots } from '../../mcp/task-snapshots.ts';
import { loadTasks } from '../../tasks/load.ts';
import { servedTaskSettings, EXTERNAL_AGENT } from '../../agents/external.ts';
import type { RunSettings } from '../../run/format.ts';
import { PersonaError } from '../../util/errors.ts';
import type { Command } from '../command.ts';
import { intArg, outputDirArg } from '../args.ts';
import { onStopSignal } from '../../util/signals.ts';
import { kernelsDirOptions, applyKernelsDirs, KERNELS_DIR_HELP } from '../kernels-dir.ts';
import { SNAPSHOT_STORE } from '../../run/snapshot-store.ts';

export const command: Command = {
  summary: 'serve the simulated servers over MCP (stdio or Streamable HTTP)',
  usage: `usage: persona serve --servers lark[:preset][,slack,…] [--snapshot <ref>[,<ref>…] | --task <task-id>]
                     [--seed N] [--http PORT [--host 127.0.0.1]] [--runs <dir>] [--tools <names>]
                     [--idle-timeout <seconds>]

Serves simulated servers over MCP: stdio by default; with --http, Streamable HTTP at
http://HOST:PORT/mcp with session IDs. Every MCP session gets its own sandbox, context and
journal; when it ends (client close, HTTP DELETE, idle timeout, SIGINT/SIGTERM/SIGHUP) its run folder is
written under --runs (default runs/serve): <runs>/<session-id>/.
  --snapshot   per server: <server>/<persona> or a snapshot .json file (default: each server's persona)
  --servers    a server may name a tool preset: lark:all exposes Lark's larger tool set
  --tools      comma-separated subset of exposed tools (exposed name or <server>/<tool>)
  --task       serve a benchmark task's snapshots, clock and seed; the run folders name the task, so
               persona eval scores them once the agent's answer is given (persona answer <run-folder>)
  --model      with --task: a label for your agent in scores and tables (default external)
Tool names that collide across servers are exposed as <server>__<tool>.
${KERNELS_DIR_HELP}`,
  async run(argv) {
    const { values } = parseArgs({
      args: argv,
      options: {
        servers: { type: 'string' }, snapshot: { type: 'string' }, task: { type: 'string' }, seed: { type: 'string' },
        http: { type: 'string' }, host: { type: 'string', default: '127.0.0.1' }, runs: { type: 'string', default: 'runs/serve' },
        tools: { type: 'string' }, 'idle-timeout': { type: 'string' }, model: { type: 'string' }, ...kernelsDirOptions(),
      },
      strict: true,
    });
    applyKernelsDirs(values);
    if (!values.servers) throw new PersonaError('--servers is required (e.g. --servers lark)');
    if (values.snapshot && values.task) throw new PersonaError('give --snapshot or --task, not both');
    const specs = values.servers.split(',').map((s) => s.trim()).filter(Boolean);
    const only = values.tools ? values.tools.split(',').map((s) => s.trim()).filter(Boolean) : undefined;
    const catalog = buildCatalog(specs, { only });
    const servers = catalog.servers.map((s) => s.name);
    let snapshots: Record<string, LoadedSnapshot> = {};
    let seed = intArg('seed', values.seed, 0, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    if (values.snapshot) {
      for (const ref of values.snapshot.split(',').map((s) => s.trim()).filter(Boolean)) {
        const snap = loadSnapshot(ref);
        if (!servers.includes(snap.server)) throw new PersonaError(`--snapshot ${ref} is for server "${snap.server}", which is not in --servers`);
        if (snapshots[snap.server]) throw new PersonaError(`--snapshot gives two snapshots for server "${snap.server}"`);
        snapshots[snap.server] = snap;
      }
    }
    let clock: { anchor: string; stepMs: number } | undefined;
    let settings: RunSettings | undefined;
    if (values.model !== undefined && !values.task) throw new PersonaError('--model labels the agent of a served task: give --task too');
    if (values.task) {
      const t = resolveTaskSnapshots(values.task, servers);
      // The header names the task and the agent's label, so persona eval can score the session (docs/llm.md, external agents).
      const loaded = loadTasks().find((x) => x.task.id === values.task);
      if (loaded) settings = servedTaskSettings(loaded, values.model ?? EXTERNAL_AGENT);
      snapshots = t.snapshots;
      clock = t.clock;
      if (values.seed === undefined && t.seed !== undefined) seed = t.seed;
    }
    const runsDir = outputDirArg('runs', values.runs);
    const log = (l: string) => process.stderr.write(`persona serve: ${l}\n`);
    const session = { snapshots, seed, clock };
    if (values.http === undefined) {
      await serveStdio({ catalog, runDir: join(runsDir, `stdio-${randomUUID()}`), session, log, settings, store: join(runsDir, SNAPSHOT_STORE) });
      return 0;
    }
    const port = intArg('http', values.http, 0, 0, 65535);
    const idle = intArg('idle-timeout', values['idle-timeout'], 1800, 1, 86_400);
    const front = new HttpFront({ catalog, runsDir, session, host: values.host, port, idleTimeoutMs: idle * 1000, log, settings });
    await front.start();
    log(`serving ${servers.join(', ')} (${catalog.tools.length} tools) at ${front.url}; run folders under ${runsDir}`);
    // Stop on SIGINT/SIGTERM/SIGHUP (or our wrapper going away); the handlers stay until every
    // open session's run folder is written, so a second signal cannot cut that short.
    let removeHandlers = () => {};
    await new Promise<void>((done) => {
      removeHandlers = onStopSignal((sig) => {
        log(`${sig}: closing ${front.liveSessions} open session(s)`);
        void front.stop().then(done);
      });
    });
    log(`stopped; ${front.finished.length} session(s) written`);
    removeHandlers();
    return 0;
  },
};
