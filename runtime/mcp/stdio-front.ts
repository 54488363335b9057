// Stdio front: one MCP session over stdin/stdout. stdout carries only protocol messages, so all
// logging goes to stderr. The run folder is written when the client closes the stream or on
// SIGINT/SIGTERM/SIGHUP.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createServedSession } from './session-server.ts';
import type { ToolCatalog } from './catalog.ts';
import type { RunSettings } from '../run/format.ts';
import type { SessionOptions } from '../session/session.ts';
import { onStopSignal } from '../util/signals.ts';

export async function serveStdio(opts: { catalog: ToolCatalog; runDir: string; session: Omit<SessionOptions, 'servers'>; log: (l: string) => void; settings?: RunSettings; store?: string }): Promise<void> {
  const served = createServedSession({ catalog: opts.catalog, runDir: opts.runDir, session: opts.session, settings: opts.settings, store: opts.store });
  const transport = new StdioServerTransport();
  await new Promise<void>((resolve) => {
    const done = () => {
      served.finish();
      opts.log(`session closed: run folder ${opts.runDir}`);
      resolve();
    };
    const removeHandlers = onStopSignal(() => void transport.close());
    transport.onclose = () => {
      done();
      removeHandlers();
    };
    process.stdin.on('end', () => void transport.close());
    void served.server.connect(transport);
  });
}
