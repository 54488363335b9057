/** What a kernel returns: an MCP CallToolResult (text content as the real servers send it). */
export interface CallToolResult {
  content: Array<{ type: string; text?: string; [k: string]: unknown }>;
  isError?: boolean;
  [k: string]: unknown;
}

// One RFC 6902 operation, relative to one server's context tree: the context handler emits and
// applies them, so the type lives with it (context/apply-patch.ts); kernels see it from here.
export type { PatchOp } from '../context/apply-patch.ts';

/** Why a call did not complete normally inside the sandbox. */
export interface CallFault {
  kind: 'throw' | 'timeout' | 'memory' | 'invalid-result';
  message: string;
}
