// How mcp-obsidian answers. Its tool handlers return TextContent; anything they raise is
// re-raised by the server as `Caught Exception. Error: <message>` and the SDK turns that into
// an error result. Local REST API failures reach the handler as `Error <errorCode>: <message>`
// (obsidian.py `_safe_call`), the API's message being its canned text for the error code.

export const MESSAGES = {
  40060: 'Specified period is not enabled.',
  40070: 'The query you provided could not be processed.',
  40080: 'The patch you provided could not be applied to the target content.',
  40400: 'Not Found',
  40460: 'Specified period does not exist.',
  40461: 'Periodic note does not exist for the specified period.',
  40510: 'Request method is valid only for file paths, not directories.',
};

/** A text result. */
export function text(s) {
  return { content: [{ type: 'text', text: s }] };
}

/** What the server sends back when a handler raises. */
export function caught(message) {
  return { content: [{ type: 'text', text: `Caught Exception. Error: ${message}` }], isError: true };
}

/** The exception text for a Local REST API error (`detail` is appended on its own line). */
export function restMessage(code, detail) {
  return `Error ${code}: ${MESSAGES[code]}${detail ? `\n${detail}` : ''}`;
}

/** A Local REST API error as the tool reports it. */
export function restError(code, detail) {
  return caught(restMessage(code, detail));
}

/**
 * The REST API's handlers are promise-returning Express 4 routes: a filesystem error inside them (writing
 * over a folder, removing one) is never answered, and requests gives up after its 6 s read
 * timeout.
 */
export function timedOut() {
  return caught("Request failed: HTTPSConnectionPool(host='127.0.0.1', port=27124): Read timed out. (read timeout=6)");
}
