// Request-level checks, before any tool runs. A trace whose request itself was malformed (no
// `name`, `arguments` not an object: `rawParams` in the trace) was answered by the real server's
// MCP SDK with a JSON-RPC error -32603 carrying the zod issues of its request schema. The replay
// parses the same params with the SDK's own CallToolRequestSchema, so the simulated side gives the
// same answer a server built on the SDK gives, word for word.
import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { TraceLine } from './traces.ts';

export interface JsonRpcError {
  code: number;
  message: string;
}

/** The params object the trace's request carried. */
export function requestParams(trace: TraceLine): unknown {
  if (trace.rawParams !== undefined && trace.rawParams !== null) return trace.rawParams;
  const params: Record<string, unknown> = {};
  if (trace.tool !== null) params.name = trace.tool;
  if (trace.args !== null && trace.args !== undefined) params.arguments = trace.args;
  return params;
}

/** The JSON-RPC error a malformed request gets, or null when the request is well-formed. */
export function requestError(params: unknown): JsonRpcError | null {
  const parsed = CallToolRequestSchema.safeParse({ method: 'tools/call', params });
  if (parsed.success) return null;
  return { code: -32603, message: parsed.error.message };
}
