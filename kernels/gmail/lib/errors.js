// How @gongrzhe/server-gmail-autoauth-mcp 1.1.11 reports failures. Its CallTool handler wraps
// every tool in one try/catch and answers `{content: [{type: "text", text: "Error: <message>"}]}`
// — an ordinary result, never `isError` — for a ZodError (message = the issues as pretty JSON),
// an error its own code throws, and a Gmail API error (googleapis puts the API's
// `error.errors[].message` in `message` and the HTTP status in `code`).

import { safeParse } from '../../_shared/zod3.js';

/** An error thrown by the server's own code (label/filter managers, argument checks). */
export class ServerError extends Error {}

/** An error answered by the Gmail API: HTTP status and the API's message. */
export class ApiError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

export const NOT_FOUND = () => new ApiError(404, 'Requested entity was not found.');
export const INVALID_ID = () => new ApiError(400, 'Invalid id value');
export const INSUFFICIENT = () => new ApiError(403, 'Insufficient Permission');

/** A plain text result, as the server returns every outcome. */
export function text(t) {
  return { content: [{ type: 'text', text: t }] };
}

/**
 * Run a tool body the way the server's outer try/catch does: a parse failure or any
 * ServerError/ApiError becomes `Error: <message>`. Anything else is a bug in the kernel and
 * propagates (the runtime rolls the call back).
 */
export function handle(schema, args, body) {
  try {
    let value = args;
    if (schema) {
      const parsed = safeParse(schema, args);
      if (!parsed.success) return text(`Error: ${parsed.message}`);
      value = parsed.data;
    }
    return body(value);
  } catch (e) {
    if (e instanceof ServerError || e instanceof ApiError) return text(`Error: ${e.message}`);
    throw e;
  }
}
