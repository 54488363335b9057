// How lark-mcp 0.5.1 wraps Lark OpenAPI responses into MCP results (utils/handler.js):
//   - HTTP 2xx with code 0: text = JSON.stringify(body.data), the {code,msg} wrapper stripped;
//   - HTTP 4xx/5xx: isError true, text = JSON.stringify(error.response.data), the whole error body;
//   - HTTP 2xx with code != 0: body.data is undefined, so text = the whole body, and no isError.
// Every Lark error body carries error.log_id and error.troubleshooter; both are drawn from the
// run (clock + seeded ids) so a replay produces the same bytes.

import { METHOD_IDS } from './errors.js';

/** A successful call: only the API's `data` object, compact JSON. */
export function ok(data) {
  return { content: [{ type: 'text', text: JSON.stringify(data) }] };
}

/** Lark log ids are the Beijing-time second of the request (yyyyMMddHHmmss) plus 20 hex digits. */
export function logId(ctx) {
  const d = new Date(ctx.nowMs() + 8 * 3600 * 1000);
  const p = (n) => String(n).padStart(2, '0');
  const stamp = `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`;
  return stamp + ctx.id('{HEX:20}');
}

/**
 * The troubleshooter line the open platform puts into error bodies: open.feishu.cn (Feishu, the
 * default) words it in Chinese and English, open.larksuite.com (Lark) in English only.
 */
export function troubleshooter(log, code, methodId, platform) {
  if (platform === 'lark') return `Troubleshooting suggestions: https://open.larksuite.com/search?from=openapi&log_id=${log}&code=${code}&method_id=${methodId}`;
  return `排查建议查看(Troubleshooting suggestions): https://open.feishu.cn/search?from=openapi&log_id=${log}&code=${code}&method_id=${methodId}`;
}

/** `lark` when the tenant lives on open.larksuite.com (tree.cloud.platform), else `feishu`. */
function platformOf(ctx) {
  const cloud = typeof ctx.get === 'function' ? ctx.get('cloud') : null;
  return cloud && cloud.platform === 'lark' ? 'lark' : 'feishu';
}

/**
 * An API error as lark-mcp returns it.
 * @param {object} ctx the kernel context
 * @param {string} tool the MCP tool name (selects the API's method_id)
 * @param {{http: number, code: number, msg: string}} def an entry of ERRORS (lib/errors.js)
 * @param {{msg?: string, message?: string, fieldViolations?: {field: string, description: string}[]}} [extra]
 *   `message` is the detail some services (Base filters, the token check) put first in `error`.
 */
export function larkError(ctx, tool, def, extra) {
  const e = extra || {};
  const log = logId(ctx);
  const error = {};
  if (e.message) error.message = e.message;
  error.log_id = log;
  error.troubleshooter = troubleshooter(log, def.code, METHOD_IDS[tool], platformOf(ctx));
  if (e.fieldViolations) error.field_violations = e.fieldViolations;
  const body = { code: def.code, msg: e.msg || def.msg, error };
  const result = { content: [{ type: 'text', text: JSON.stringify(body) }] };
  if (def.http >= 400) result.isError = true;
  return result;
}

/** The gateway's own check of documented "data validation rules" (page_size ranges, list lengths). */
export function fieldViolation(ctx, tool, field, value, description) {
  return larkError(ctx, tool, { http: 400, code: 99992402, msg: 'field validation failed' }, {
    fieldViolations: [{ field, value: String(value), description }],
  });
}
