// Context Reconstruction for the task manager (paper §4.3). The real state is one JSON file,
// `{"requests": [{requestId, originalRequest, splitDetails, tasks: [task…], completed}]}`,
// pretty-printed with 2 spaces and no trailing newline. The context tree keeps it as id-keyed maps
// under the ids the real server generates (`req-<n>`, `task-<n>`):
//
//   { storage:  { file, exists },
//     requests: { "req-1": { requestId, originalRequest, splitDetails, completed,
//                            tasks: { "task-1": { id, title, description, done, approved, completedDetails } } } } }
//
// Key order is file order (ids are never integer-like, so JavaScript keeps insertion order).
// Plain synchronous JavaScript: the fidelity harness and the tests import it.

export const DEFAULT_FILE = '/srv/live/taskmanager/tasks.json';

const REQUEST_FIELDS = ['requestId', 'originalRequest', 'splitDetails', 'tasks', 'completed'];
const TASK_FIELDS = ['id', 'title', 'description', 'done', 'approved', 'completedDetails'];

function fail(msg) {
  throw new Error(`taskmanager state: ${msg}`);
}

// An id becomes a context-path key; brackets would end the selector early.
function checkKey(id, where) {
  if (typeof id !== 'string' || id === '' || /[[\]]/.test(id)) fail(`${where}: id ${JSON.stringify(id)} must be a non-empty string without brackets`);
  return id;
}

/** Known fields first in the file's order, then any others in the order they came. */
function ordered(obj, known) {
  const out = {};
  for (const k of known) if (k in obj) out[k] = obj[k];
  for (const k of Object.keys(obj)) if (!known.includes(k)) out[k] = obj[k];
  return out;
}

/** The real state `{file, exists, content}` -> the context tree. */
export function toTree(real) {
  if (!real || typeof real !== 'object' || Array.isArray(real)) fail('expected an object {file, exists, content}');
  if (typeof real.file !== 'string') fail('field "file" must be a string');
  const tree = { storage: { file: real.file, exists: real.exists === true }, requests: {} };
  if (real.exists !== true) return tree;
  if (typeof real.content !== 'string') fail('field "content" must be a string when "exists" is true');
  let data;
  try {
    data = JSON.parse(real.content);
  } catch (e) {
    fail(`content is not JSON (${e.message})`);
  }
  if (!data || !Array.isArray(data.requests)) fail('content must be an object with a "requests" array');
  data.requests.forEach((req, i) => {
    const where = `requests[${i}]`;
    if (!req || typeof req !== 'object' || !Array.isArray(req.tasks)) fail(`${where}: needs a "tasks" array`);
    const id = checkKey(req.requestId, where);
    if (tree.requests[id]) fail(`${where}: duplicate requestId ${id}`);
    const tasks = {};
    req.tasks.forEach((task, j) => {
      const tid = checkKey(task && task.id, `${where}.tasks[${j}]`);
      if (tasks[tid]) fail(`${where}.tasks[${j}]: duplicate task id ${tid}`);
      tasks[tid] = { ...task };
    });
    tree.requests[id] = { ...req, tasks };
  });
  return tree;
}

/** The context tree -> the real state, the file written the way the real server writes it. */
export function fromTree(tree) {
  if (!tree || typeof tree !== 'object') fail('expected a context tree object');
  const storage = tree.storage || { file: DEFAULT_FILE, exists: false };
  if (!storage.exists) return { file: storage.file, exists: false, content: null };
  const requests = Object.values(tree.requests || {}).map((req) =>
    ordered({ ...req, tasks: Object.values(req.tasks || {}).map((t) => ordered(t, TASK_FIELDS)) }, REQUEST_FIELDS));
  return { file: storage.file, exists: true, content: JSON.stringify({ requests }, null, 2) };
}
