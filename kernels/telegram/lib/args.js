// mcp-golang decodes `arguments` with encoding/json into the tool's Go struct — no JSON Schema
// check: `required` is never enforced (a missing field is the zero value), unknown keys are
// ignored, keys match field names case-insensitively, null leaves the zero value, and a value
// of the wrong JSON type fails with Go's UnmarshalTypeError, prefixed by mcp-golang:
//   failed to unmarshal arguments: json: cannot unmarshal number into Go struct field
//   HistoryArguments.offset of type int
import { TgError } from './errors.js';

function jsonKind(v) {
  if (typeof v === 'string') return 'string';
  if (typeof v === 'number') return 'number';
  if (typeof v === 'boolean') return 'bool';
  if (Array.isArray(v)) return 'array';
  return 'object';
}

/**
 * @param {unknown} args the call's arguments
 * @param {string} struct Go struct name (in package tg)
 * @param {Record<string, 'string'|'int'|'bool'>} fields JSON name -> Go type, in struct order
 */
export function decode(args, struct, fields) {
  const out = {};
  for (const [name, type] of Object.entries(fields)) out[name] = type === 'string' ? '' : type === 'int' ? 0 : false;
  if (args === undefined || args === null) return out;
  if (typeof args !== 'object' || Array.isArray(args)) {
    throw new TgError(`failed to unmarshal arguments: json: cannot unmarshal ${jsonKind(args)} into Go value of type tg.${struct}`);
  }
  let firstError = null;
  const names = Object.keys(fields);
  for (const [key, value] of Object.entries(args)) {
    const name = names.find((n) => n === key) || names.find((n) => n.toLowerCase() === key.toLowerCase());
    if (!name || value === null) continue;
    const type = fields[name];
    let ok;
    let kind = jsonKind(value);
    if (type === 'string') ok = typeof value === 'string';
    else if (type === 'bool') ok = typeof value === 'boolean';
    else {
      ok = typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= 9223372036854775807;
      if (typeof value === 'number' && !ok) kind = `number ${formatGoNumber(value)}`;
    }
    if (ok) out[name] = value;
    else if (!firstError) firstError = `json: cannot unmarshal ${kind} into Go struct field ${struct}.${name} of type ${type === 'bool' ? 'bool' : type}`;
  }
  if (firstError) throw new TgError(`failed to unmarshal arguments: ${firstError}`);
  return out;
}

// The literal as it appeared in the JSON text; JavaScript's shortest form is close enough
// (1.5 -> 1.5, 1e30 -> 1e+30).
function formatGoNumber(n) {
  return String(n);
}
