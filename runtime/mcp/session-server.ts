// One MCP session: an SDK protocol `Server` bound to one recorded session (its own sandbox,
// context and journal). Transport-agnostic: stdio and Streamable HTTP both connect here.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { RecordedSession } from '../run/run-folder.ts';
import type { RunSettings } from '../format/run-format.ts';
import type { SessionOptions } from '../session/session.ts';
import type { ToolCatalog } from './catalog.ts';

export interface ServedSessionOptions {
  catalog: ToolCatalog;
  runDir: string;
  session: Omit<SessionOptions, 'servers'>;
  /** Run options for the journal header (model, ablations…); empty for plain serving. */
  settings?: RunSettings;
  /** Where start trees that are not bundled snapshots are stored by hash (default: the run folder's snapshots/). */
  store?: string;
  onCall?: () => void;
}

export interface ServedSession {
  server: Server;
  recorded: RecordedSession;
  /** Write the run folder completely; idempotent. */
  finish(): void;
}

const PACKAGE_VERSION = '0.1.0';

export function createServedSession(opts: ServedSessionOptions): ServedSession {
  const { catalog } = opts;
  // The session offers exactly the catalog's tools; anything else is an unknown tool, journaled.
  const exposed: Record<string, string[]> = {};
  for (const s of catalog.servers) exposed[s.name] = [];
  for (const t of catalog.tools) exposed[t.server].push(t.tool);
  const everything = catalog.servers.every((s) => exposed[s.name].length === s.tools.length);
  const recorded = new RecordedSession(opts.runDir, { ...opts.session, servers: catalog.servers.map((s) => s.name), exposed: everything ? undefined : exposed }, opts.settings ?? { kind: 'served' }, opts.store);
  // With one server, clients see that server's own identity, as they would talking to it.
  const only = catalog.servers.length === 1 ? catalog.servers[0] : null;
  const info = only ? (only.serverInfo ?? { name: only.name, version: PACKAGE_VERSION }) : { name: 'mcp-persona', version: PACKAGE_VERSION };
  const server = new Server(info, { capabilities: { tools: {} } });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: catalog.tools.map((t) => ({ ...t.definition, name: t.name })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (req) => {
    opts.onCall?.();
    const name = req.params.name;
    const args = req.params.arguments; // undefined stays undefined: low-level servers see it so
    const hit = catalog.byName.get(name);
    // Kernels run off the event loop: other sessions are served while this one computes.
    if (hit) return (await recorded.callAsync(hit.server, hit.tool, args)).result as CallToolResult;
    // Not exposed: with one server it answers as that server does for unknown tools (journaled);
    // with several, the SDK's wording.
    if (catalog.servers.length === 1) return (await recorded.callAsync(catalog.servers[0].name, name, args)).result as CallToolResult;
    return { content: [{ type: 'text', text: `MCP error -32602: Tool ${name} not found` }], isError: true };
  });

  let finished = false;
  return {
    server,
    recorded,
    finish() {
      if (finished) return;
      finished = true;
      recorded.close();
    },
  };
}
