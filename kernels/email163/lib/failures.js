// Two outcomes the real server produces without answering normally, turned into clear errors:
//   - it crashes: an exception thrown from an IMAP callback (e.g. node-imap rejecting a UID) is
//     uncaught, the Node process exits and the client sees its connection close;
//   - it never answers: a promise that neither resolves nor rejects (a UID that does not exist,
//     a POP3 listing whose newest mail is too old), so the client's request times out.

export function crashed(detail) {
  return { content: [{ type: 'text', text: `MCP error -32000: Connection closed (universal-email-server crashed: ${detail})` }], isError: true };
}

export function timedOut(detail) {
  return { content: [{ type: 'text', text: `MCP error -32001: Request timed out (universal-email-server never answers: ${detail})` }], isError: true };
}

/** The server's catch-all: `错误: ${error.message}`, an ordinary (non-error) result. */
export function serverError(message) {
  return { content: [{ type: 'text', text: `错误: ${message}` }] };
}

export function text(t) {
  return { content: [{ type: 'text', text: t }] };
}
