// How @modelcontextprotocol/server-slack 2025.4.25 answers a tools/call. Every outcome is an
// ordinary, non-error MCP result whose text is compact JSON (JSON.stringify without indent):
//   - the Slack Web API body, passed through untouched (`{"ok":false,"error":"channel_not_found"}`
//     included — the server never inspects `ok`);
//   - its own checks and any exception thrown while handling the call, as `{"error": message}`.
// It never sets isError.

/** A Web API body (or anything the server prints), as the server prints it. */
export function reply(body) {
  return { content: [{ type: 'text', text: JSON.stringify(body) }] };
}

/** An error the server itself throws (missing arguments, a TypeError in its own code). */
export function serverError(message) {
  return reply({ error: message });
}

/** A Web API error body, e.g. `{"ok":false,"error":"not_in_channel"}`. */
export function apiError(code) {
  return { ok: false, error: code };
}

// The server POSTs chat.postMessage and reactions.add with `Content-Type: application/json` and no
// charset; Slack answers every such request with the `missing_charset` warning, on success and on
// error alike.
export function withCharsetWarning(body) {
  return Object.assign({}, body, { warning: 'missing_charset', response_metadata: { warnings: ['missing_charset'] } });
}
