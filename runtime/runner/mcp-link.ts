// A run's session behind the MCP front, reached in-process: the served session of
// runtime/mcp/session-server.ts (what `persona serve` gives every client) and an SDK Client, joined
// by the SDK's in-memory transport pair. The agent sees exactly what a served client sees
// (tools/list with the real names and schemas, collision prefixes, the servers' own error
// results); the run's options go into the journal header's settings.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createServedSession } from '../mcp/session-server.ts';
import type { RecordedSession } from '../run/run-folder.ts';
import type { RunSettings } from '../format/run-format.ts';
import type { SessionOptions } from '../session/session.ts';
import type { ToolCatalog } from '../mcp/catalog.ts';

const VERSION = '0.1.0';

export interface McpTool {
  name: string;
  description?: string;
  inputSchema: Record<string, unknown>;
}

/** Which model round asked for a call and the model's id for it (for the call record). */
export interface CallMeta {
  round: number;
  toolCallId?: string;
}

export interface McpLink {
  recorded: RecordedSession;
  tools: McpTool[];
  /** Call a tool by its exposed name; returns the text the agent reads and whether it was an error. */
  call(name: string, args: Record<string, unknown>, meta?: CallMeta): Promise<{ text: string; isError: boolean }>;
  /** Close the transport and write the run folder (final snapshot, timings). */
  close(): Promise<void>;
}

export async function openMcpLink(opts: { catalog: ToolCatalog; runDir: string; session: Omit<SessionOptions, 'servers'>; settings: RunSettings; store?: string }): Promise<McpLink> {
  // The same served session `persona serve` gives each MCP client, with the run's options in the header.
  const served = createServedSession({ catalog: opts.catalog, runDir: opts.runDir, session: opts.session, settings: opts.settings, store: opts.store });
  const { server, recorded } = served;
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
    async call(name, args, meta) {
      // The call record says which model round and tool call it answers (run format 2).
      recorded.setCallContext(meta ?? null);
      let r: CallToolResult;
      try {
        r = (await client.callTool({ name, arguments: args })) as CallToolResult;
      } catch (e) {
        // A protocol-level failure is the agent's to see, as a client would show it; the run goes on.
        return { text: (e as Error).message, isError: true };
      } finally {
        recorded.setCallContext(null);
      }
      const text = (r.content ?? []).map((c) => (c.type === 'text' ? c.text : JSON.stringify(c))).join('\n');
      return { text, isError: r.isError === true };
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
      await server.close();
      served.finish();
    },
  };
}
