// A trace records what a real client sent, malformed or not. A request the SDK's schema refuses
// (no `name`, a name that is not a string, `arguments` not an object …) is replayed as the raw
// JSON-RPC `tools/call` it was, through an MCP SDK server set up like the one `persona serve`
// puts in front of every session, so the simulated answer is whatever that front really says.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { CallToolRequestSchema, type CallToolResult, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** What came back: a result, a JSON-RPC error ({code, message[, data]}), or no answer at all. */
export type FrontAnswer = { kind: 'result'; response: unknown } | { kind: 'jsonrpc_error'; response: unknown } | { kind: 'none'; response: { error: string } };

/**
 * Sends `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":<params>}` to a fresh server
 * whose tools/call handler is `call` (reached only if the front accepts the request).
 */
export async function replayRawCall(params: unknown, server: { name: string; version: string }, call: (name: string, args: unknown) => CallToolResult): Promise<FrontAnswer> {
  const front = new Server(server, { capabilities: { tools: {} } });
  front.setRequestHandler(CallToolRequestSchema, async (req) => call(req.params.name, req.params.arguments));
  const [client, end] = InMemoryTransport.createLinkedPair();
  const answer = new Promise<FrontAnswer>((resolve) => {
    client.onmessage = (m: JSONRPCMessage) => {
      const msg = m as { id?: unknown; result?: unknown; error?: unknown };
      if (msg.id !== 1) return;
      resolve(msg.error !== undefined ? { kind: 'jsonrpc_error', response: msg.error } : { kind: 'result', response: msg.result });
    };
    // A message the front cannot read as a request is dropped with an error, never answered.
    front.onerror = (e) => resolve({ kind: 'none', response: { error: e.message } });
  });
  await front.connect(end);
  await client.start();
  await client.send({ jsonrpc: '2.0', id: 1, method: 'tools/call', params } as JSONRPCMessage);
  const got = await answer;
  await front.close();
  return got;
}
