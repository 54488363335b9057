// How suekou/mcp-notion-server 1.2.4 answers. Its client is plain fetch + response.json() with no
// status check, so whatever the Notion API returns (objects *and* error bodies) is printed by the
// tool as JSON.stringify(response, null, 2) in an ordinary (non-error) result. Only exceptions the
// server throws itself (its argument checks) become the compact `{"error":"…"}` text — also
// without isError.

/** A Notion API response body as the server prints it; `request_id` closes every top-level body. */
export function apiResponse(ctx, body) {
  const out = Object.assign({}, body, { request_id: ctx.id('{uuid}') });
  return { content: [{ type: 'text', text: JSON.stringify(out, null, 2) }] };
}

/** A Notion API error body (HTTP 4xx) passed through as success text. */
export function apiError(ctx, status, code, message) {
  return apiResponse(ctx, { object: 'error', status, code, message });
}

/** 400 validation_error. */
export function validationError(ctx, message) {
  return apiError(ctx, 400, 'validation_error', message);
}

/** 404 object_not_found for pages, blocks and databases the integration cannot see. */
export function notFound(ctx, kind, id) {
  return apiError(ctx, 404, 'object_not_found',
    `Could not find ${kind} with ID: ${id}. Make sure the relevant pages and databases are shared with your integration.`);
}

/** An error the MCP server throws before calling the API: `{"error":"…"}`, not flagged isError. */
export function serverError(message) {
  return { content: [{ type: 'text', text: JSON.stringify({ error: message }) }] };
}

/** How Notion words the value it rejected: JSON in backticks (`undefined` when absent). */
export function shown(value) {
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

/** `<where> failed validation: <where>.<field> should be <expect>, instead was `<value>`.` */
export function fieldError(ctx, where, field, expect, value) {
  return validationError(ctx, `${where} failed validation: ${where}.${field} should be ${expect}, instead was \`${shown(value)}\`.`);
}

/** The server's first check on every call (the host passes `{}` when a client sends none). */
export function argsMissing(args) {
  return args === undefined || args === null ? serverError('No arguments provided') : null;
}

/** A failed step inside a helper: carries the ready tool result up to the kernel. */
export class Fail {
  constructor(result) {
    this.result = result;
  }
}
