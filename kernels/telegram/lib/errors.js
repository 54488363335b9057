// How the server (chaindead/telegram-mcp 0.2.0 on metoro-io/mcp-golang) reports failures: a tool
// handler that returns a Go error becomes `{content: [{type: "text", text: err.Error()}],
// isError: true}`. Errors are wrapped on the way up with pkg/errors (`outer: inner`), gotd's
// client.Run adds `callback: `, and Telegram RPC failures print as `rpc error code 400: TYPE`.

export class TgError extends Error {}

/** `rpc error code <code>: <TYPE>` as gotd's tgerr prints it. */
export function rpc(code, type) {
  return new TgError(`rpc error code ${code}: ${type}`);
}

/** pkg/errors.Wrap / fmt.Errorf("%s: %w"). */
export function wrap(prefix, err) {
  if (!(err instanceof TgError)) throw err;
  return new TgError(`${prefix}: ${err.message}`);
}

export function errorResult(err) {
  return { content: [{ type: 'text', text: err.message }], isError: true };
}

export function textResult(text) {
  return { content: [{ type: 'text', text }] };
}
