// ig-mcp wraps every outcome in its MCPToolResult model and prints it with json.dumps(indent=2):
//   {"success", "data", "error", "metadata"} — always an ordinary (non-error) MCP result.
// Successes carry metadata {tool, timestamp[, note]} with datetime.utcnow().isoformat(); an
// InstagramAPIError becomes "Instagram API error: …" with metadata {error_code, error_subcode};
// any other exception "Tool execution failed: …" with metadata null.
import { pyDumps } from './pyjson.js';

/** datetime.utcnow().isoformat() on the run clock (microseconds only when non-zero). */
export function utcnowIso(ms) {
  const iso = new Date(ms).toISOString().slice(0, 19);
  const milli = ms % 1000;
  return milli === 0 ? iso : `${iso}.${String(milli).padStart(3, '0')}000`;
}

export function success(ctx, tool, data, note) {
  const metadata = { tool, timestamp: utcnowIso(ctx.nowMs()) };
  if (note) metadata.note = note;
  return ctx.text(pyDumps({ success: true, data, error: null, metadata }));
}

/**
 * An InstagramAPIError as the handler reports it. Every client method re-raises Graph errors as a
 * new InstagramAPIError built from the message alone, so the codes that reach the result are None.
 */
export function apiError(ctx, message) {
  return ctx.text(pyDumps({ success: false, data: null, error: `Instagram API error: ${message}`, metadata: { error_code: null, error_subcode: null } }));
}

export function executionFailed(ctx, message) {
  return ctx.text(pyDumps({ success: false, data: null, error: `Tool execution failed: ${message}`, metadata: null }));
}
