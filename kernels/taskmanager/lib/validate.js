// The task manager is a low-level MCP server: it checks each call's arguments itself with zod 3
// and, on failure, answers `Error: Invalid arguments: <the zod issues as 2-space JSON>` (isError).
// These are the tools' zod schemas (the same shapes as the published input schemas, properties in
// the same order, since zod reports issues in shape order) and a checker that words issues as
// zod 3 does. Objects are not strict: unknown keys are ignored.

const str = { type: 'string' };
const opt = (s) => ({ ...s, optional: true });
const obj = (shape) => ({ type: 'object', shape });
const arr = (item) => ({ type: 'array', item });
const taskInput = obj({ title: str, description: str });

export const SCHEMAS = {
  request_planning: obj({ originalRequest: str, splitDetails: opt(str), tasks: arr(taskInput) }),
  get_next_task: obj({ requestId: str }),
  mark_task_done: obj({ requestId: str, taskId: str, completedDetails: opt(str) }),
  approve_task_completion: obj({ requestId: str, taskId: str }),
  approve_request_completion: obj({ requestId: str }),
  open_task_details: obj({ taskId: str }),
  list_requests: obj({}),
  add_tasks_to_request: obj({ requestId: str, tasks: arr(taskInput) }),
  update_task: obj({ requestId: str, taskId: str, title: opt(str), description: opt(str) }),
  delete_task: obj({ requestId: str, taskId: str }),
};

/** zod 3's name for the type of a parsed value. */
function parsedType(v) {
  if (v === undefined) return 'undefined';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isNaN(v) ? 'nan' : 'number';
  return typeof v;
}

function check(value, schema, path, issues) {
  const received = parsedType(value);
  if (received === 'undefined' && schema.optional) return;
  if (received !== schema.type) {
    issues.push({
      code: 'invalid_type',
      expected: schema.type,
      received,
      path,
      message: received === 'undefined' ? 'Required' : `Expected ${schema.type}, received ${received}`,
    });
    return;
  }
  if (schema.type === 'object') {
    for (const [key, sub] of Object.entries(schema.shape)) check(value[key], sub, path.concat([key]), issues);
  } else if (schema.type === 'array') {
    value.forEach((item, i) => check(item, schema.item, path.concat([i]), issues));
  }
}

/** The error result for arguments that do not fit the tool's schema, or null when they fit. */
export function invalidArguments(tool, args) {
  const issues = [];
  check(args, SCHEMAS[tool], [], issues);
  if (issues.length === 0) return null;
  return { content: [{ type: 'text', text: `Error: Invalid arguments: ${JSON.stringify(issues, null, 2)}` }], isError: true };
}
