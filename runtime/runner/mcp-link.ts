// A run's session behind the MCP front, reached in-process: an SDK Server bound to the run's
// RecordedSession and an SDK Client, joined by the SDK's in-memory transport pair. The agent
// sees exactly what a served client sees (tools/list with the real names and schemas, collision
// prefixes, the servers' own error results). The server side mirrors runtime/mcp/session-server.ts,
// with one addition the runner needs: the run's options go into the journal header's settings.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { CallToolRequestSchema, ListToolsRequestSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { RecordedSession } from '../run/run-folder.ts';
import type { SessionOptions } from '../session/session.ts';
import type { ToolCatalog } from '../mcp/catalog.ts';

const VERSION = '0.1.0';

export interface McpTool {
  name: string;
  description?: string;
  inputSchema: Record<string, unknown>;
}

export interface McpLink {
  recorded: RecordedSession;
  tools: McpTool[];
  /** Call a tool by its exposed name; returns the text the agent reads and whether it was an error. */
  call(name: string, args: Record<string, unknown>): Promise<{ text: string; isError: boolean }>;
  /** Close the transport and write the run folder (final snapshot, timings). */
  close(): Promise<void>;
}

export async function openMcpLink(opts: { catalog: ToolCatalog; runDir: string; session: Omit<SessionOptions, 'servers'>; settings: Record<string, unknown> }): Promise<McpLink> {
  const { catalog } = opts;
  const recorded = new RecordedSession(opts.runDir, { ...opts.session, servers: catalog.servers.map((s) => s.name) }, opts.settings);
  const only = catalog.servers.length === 1 ? catalog.servers[0] : null;
  const info = only ? (only.serverInfo ?? { name: only.name, version: VERSION }) : { name: 'mcp-persona', version: VERSION };
  const server = new Server(info, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: catalog.tools.map((t) => ({ ...t.definition, name: t.name })) }));
  server.setRequestHandler(CallToolRequestSchema, async (req) => {
    const name = req.params.name;
    const args = req.params.arguments ?? {};
    const hit = catalog.byName.get(name);
    if (hit) return recorded.call(hit.server, hit.tool, args).result as CallToolResult;
    if (catalog.servers.length === 1) return recorded.call(catalog.servers[0].name, name, args).result as CallToolResult;
    return { content: [{ type: 'text', text: `MCP error -32602: Tool ${name} not found` }], isError: true };
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'mcp-persona-runner', version: VERSION });
  await client.connect(clientSide);
  const listed = await client.listTools();
  const tools = listed.tools.map((t) => ({ name: t.name, description: t.description, inputSchema: t.inputSchema as Record<string, unknown> }));
  let closed = false;
  return {
    recorded,
    tools,
    async call(name, args) {
      let r: CallToolResult;
      try {
        r = (await client.callTool({ name, arguments: args })) as CallToolResult;
      } catch (e) {
        // A protocol-level failure is the agent's to see, as a client would show it; the run goes on.
        return { text: (e as Error).message, isError: true };
      }
      const text = (r.content ?? []).map((c) => (c.type === 'text' ? c.text : JSON.stringify(c))).join('\n');
      return { text, isError: r.isError === true };
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
      await server.close();
      recorded.close();
    },
  };
}
