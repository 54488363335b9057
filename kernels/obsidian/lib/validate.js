// mcp-obsidian runs on the Python MCP SDK's low-level Server, which validates every call with
// `jsonschema.validate(arguments, tool.inputSchema)` before the handler runs and answers
// `Input validation error: <message>` (isError) for the error jsonschema's best_match picks.
// The constraints below are those of the tool manifest (types, enums, bounds, required).
import { pyRepr } from './pyjson.js';

const S = { type: 'string' };
const PERIOD = { type: 'string', enum: ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] };

export const SCHEMAS = {
  obsidian_list_files_in_dir: { properties: { dirpath: S }, required: ['dirpath'] },
  obsidian_list_files_in_vault: { properties: {}, required: [] },
  obsidian_get_file_contents: { properties: { filepath: S }, required: ['filepath'] },
  obsidian_simple_search: { properties: { query: S, context_length: { type: 'integer' } }, required: ['query'] },
  obsidian_patch_content: {
    properties: {
      filepath: S,
      operation: { type: 'string', enum: ['append', 'prepend', 'replace'] },
      target_type: { type: 'string', enum: ['heading', 'block', 'frontmatter'] },
      target: S,
      content: S,
    },
    required: ['filepath', 'operation', 'target_type', 'target', 'content'],
  },
  obsidian_append_content: { properties: { filepath: S, content: S }, required: ['filepath', 'content'] },
  obsidian_put_content: { properties: { filepath: S, content: S }, required: ['filepath', 'content'] },
  obsidian_delete_file: { properties: { filepath: S, confirm: { type: 'boolean' } }, required: ['filepath', 'confirm'] },
  obsidian_complex_search: { properties: { query: { type: 'object' } }, required: ['query'] },
  obsidian_batch_get_file_contents: { properties: { filepaths: { type: 'array', items: S } }, required: ['filepaths'] },
  obsidian_get_periodic_note: { properties: { period: PERIOD, type: { type: 'string', enum: ['content', 'metadata'] } }, required: ['period'] },
  obsidian_get_recent_periodic_notes: {
    properties: { period: PERIOD, limit: { type: 'integer', minimum: 1, maximum: 50 }, include_content: { type: 'boolean' } },
    required: ['period'],
  },
  obsidian_get_recent_changes: {
    properties: { limit: { type: 'integer', minimum: 1, maximum: 100 }, days: { type: 'integer', minimum: 1 } },
    required: [],
  },
};


function isType(v, type) {
  switch (type) {
    case 'string': return typeof v === 'string';
    case 'integer': return typeof v === 'number' && Number.isInteger(v);
    case 'number': return typeof v === 'number';
    case 'boolean': return typeof v === 'boolean';
    case 'object': return v !== null && typeof v === 'object' && !Array.isArray(v);
    case 'array': return Array.isArray(v);
    default: return true;
  }
}

/**
 * The errors jsonschema yields for one value against a (flat) sub-schema, in the order of the
 * schema's keywords: `{ depth, typeMismatch, message }`.
 */
function errorsFor(value, schema, depth) {
  const out = [];
  const mismatch = schema.type !== undefined && !isType(value, schema.type);
  if (mismatch) out.push({ depth, typeMismatch: true, message: `${pyRepr(value)} is not of type '${schema.type}'` });
  if (schema.enum && !schema.enum.includes(value)) {
    out.push({ depth, typeMismatch: mismatch, message: `${pyRepr(value)} is not one of ${pyRepr(schema.enum)}` });
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) out.push({ depth, typeMismatch: mismatch, message: `${pyRepr(value)} is less than the minimum of ${schema.minimum}` });
    if (schema.maximum !== undefined && value > schema.maximum) out.push({ depth, typeMismatch: mismatch, message: `${pyRepr(value)} is greater than the maximum of ${schema.maximum}` });
  }
  if (schema.items && Array.isArray(value)) {
    value.forEach((item) => out.push(...errorsFor(item, schema.items, depth + 1)));
  }
  return out;
}

/**
 * `null` when the arguments satisfy the tool's schema, else the SDK's error result. Picks the
 * error jsonschema.best_match would: the shallowest, then one whose value has the wrong type,
 * then the first in schema order.
 */
export function validateArgs(tool, args) {
  const schema = SCHEMAS[tool];
  const errors = [];
  const a = args || {};
  for (const [name, sub] of Object.entries(schema.properties)) {
    if (Object.prototype.hasOwnProperty.call(a, name)) errors.push(...errorsFor(a[name], sub, 1));
  }
  for (const name of schema.required) {
    if (!Object.prototype.hasOwnProperty.call(a, name)) errors.push({ depth: 0, typeMismatch: false, message: `${pyRepr(name)} is a required property` });
  }
  if (!errors.length) return null;
  let best = errors[0];
  for (const e of errors) {
    if (e.depth < best.depth || (e.depth === best.depth && e.typeMismatch && !best.typeMismatch)) best = e;
  }
  return { content: [{ type: 'text', text: `Input validation error: ${best.message}` }], isError: true };
}
