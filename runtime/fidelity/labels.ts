// Success/failure of a tool response, read from the whole response: the paper's rule-based
// fallback over structured error indicators (Appendix A.2). The `isError` flag alone is not the
// truth — a real server can report a failure inside a success (taskmanager's `"status": "error"`,
// Lark's non-zero `code`, Slack's `ok: false`, Notion 1.x's `{"error": …}`).

export type Verdict = 'success' | 'failure';

export interface Label {
  verdict: Verdict;
  /** Which rule decided, or the judge's own words. */
  reason: string;
  /** `rules`: the rule-based labeler; `judge`: the LLM judge; `rules-fallback`: the judge's answer could not be parsed. */
  by: 'rules' | 'judge' | 'rules-fallback';
}

/** A JSON-RPC error object as it came over the wire (`{code, message, data?}`). */
export function isJsonRpcError(response: unknown): response is { code: number; message: string } {
  if (!response || typeof response !== 'object' || Array.isArray(response)) return false;
  const r = response as Record<string, unknown>;
  return typeof r.code === 'number' && typeof r.message === 'string' && !('content' in r);
}

// A `status` that names a failure. Taskmanager's soft fails use "error", "task_not_found",
// "already_done" and "already_completed": an "already" status means the call did not do its job.
const FAILURE_STATUS = /^(error|errored|fail|failed|failure|invalid|denied|forbidden|rejected|conflict|unauthori[sz]ed|not[_ -]?found|[a-z_]*_not_found|already[_ -][a-z_ -]*)$/i;
// Plain text that opens with an error marker (`Error: …`, `MCP error -32602: …`).
const ERROR_TEXT = /^\s*(error\b|mcp error -?\d+|exception\b|traceback\b)/i;

/** Why a parsed JSON payload signals failure, or null. Looks at the top level and one `data`/`result` wrapper down. */
export function structuredFailure(value: unknown, depth = 0): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value) || depth > 1) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.status === 'string' && FAILURE_STATUS.test(v.status.trim())) return `status "${v.status}"`;
  if (v.ok === false) return 'ok: false';
  if (v.success === false) return 'success: false';
  if (v.isError === true) return 'isError: true';
  if (v.error !== undefined && v.error !== null && v.error !== false && v.error !== '') {
    // Lark's error envelope carries `error: {log_id, troubleshooter}` beside a non-zero code;
    // a success never has a non-empty `error`.
    return 'error field';
  }
  if (Array.isArray(v.errors) && v.errors.length > 0) return 'errors array';
  if (typeof v.code === 'number' && v.code !== 0 && (typeof v.msg === 'string' || typeof v.message === 'string')) return `code ${v.code}`;
  for (const inner of ['data', 'result']) {
    const why = structuredFailure(v[inner], depth + 1);
    if (why) return `${inner}.${why}`;
  }
  return null;
}

function parseJson(text: string): unknown {
  const t = text.trim();
  if (!(t.startsWith('{') || t.startsWith('['))) return undefined;
  try {
    return JSON.parse(t);
  } catch {
    return undefined;
  }
}

/** The rule-based label of one response. */
export function ruleLabel(response: unknown): Label {
  const fail = (reason: string): Label => ({ verdict: 'failure', reason, by: 'rules' });
  if (isJsonRpcError(response)) return fail(`JSON-RPC error ${response.code}`);
  if (!response || typeof response !== 'object' || Array.isArray(response)) return fail('not a tool result');
  const r = response as Record<string, unknown>;
  if (r.isError === true) return fail('isError: true');
  const structured = structuredFailure(r.structuredContent);
  if (structured) return fail(`structuredContent ${structured}`);
  const content = Array.isArray(r.content) ? r.content : [];
  for (const item of content) {
    if (!item || typeof item !== 'object') continue;
    const text = (item as Record<string, unknown>).text;
    if (typeof text !== 'string') continue;
    const why = structuredFailure(parseJson(text));
    if (why) return fail(`text ${why}`);
    if (ERROR_TEXT.test(text)) return fail('text opens with an error marker');
  }
  if (!Array.isArray(r.content) && r.structuredContent === undefined && r.toolResult === undefined) return fail('no content');
  return { verdict: 'success', reason: 'no error indicator', by: 'rules' };
}
