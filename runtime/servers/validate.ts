// Argument validation the way servers on the MCP SDK do it: the SDK parses arguments with zod and
// reports `MCP error -32602: Input validation error: Invalid arguments for tool <t>: <issues>`,
// one issue per line as `<message> at <path>`. We validate the real JSON Schema with ajv (the
// validator the SDK itself uses for JSON Schema) and word each issue as that server's zod does:
// zod 3 (`Expected string, received number`, `Required`) or zod 4 (`Invalid input: expected …`).
// Unknown extra arguments are dropped, as zod objects strip them.

import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { ToolDefinition } from './registry.ts';

export type ValidationStyle = 'sdk' | 'sdk-zod4' | 'none';

type Schema = Record<string, unknown>;

const ajv = new Ajv({ allErrors: true, verbose: true, strict: false, removeAdditional: true, useDefaults: true, validateFormats: false });

// zod strips unknown keys of every object that declares properties; ajv does that only where
// additionalProperties is false, so we say so explicitly on a copy of the schema.
function stripUnknownEverywhere(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(stripUnknownEverywhere);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [k, v] of Object.entries(schema as Schema)) {
    // A `$schema` dialect ajv has not loaded (2020-12, as zod 4 servers declare) would make
    // compile throw; the keywords those schemas use validate the same under ajv's default.
    if (k === '$schema') continue;
    out[k] = k === 'properties' && v && typeof v === 'object'
      ? Object.fromEntries(Object.entries(v as Schema).map(([p, s]) => [p, stripUnknownEverywhere(s)]))
      : stripUnknownEverywhere(v);
  }
  if (out.properties && out.additionalProperties === undefined && out.patternProperties === undefined) out.additionalProperties = false;
  return out;
}

function zodTypeOf(v: unknown): string {
  if (v === undefined) return 'undefined';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isNaN(v) ? 'nan' : Number.isInteger(v) ? 'number' : 'number';
  return typeof v;
}

// A value as zod's template literal would print it. JSON data can make String() throw
// ({"toString": "x"} has no callable toString), so fall back to the object's tag.
function textOf(v: unknown): string {
  try {
    return String(v);
  } catch {
    return Object.prototype.toString.call(v);
  }
}

function valueAt(root: unknown, path: (string | number)[]): unknown {
  let node: unknown = root;
  for (const p of path) {
    if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, p)) return undefined;
    node = (node as Record<string, unknown>)[p as string];
  }
  return node;
}

function pointerToPath(pointer: string, data: unknown): (string | number)[] {
  if (!pointer) return [];
  const out: (string | number)[] = [];
  let node: unknown = data;
  for (const raw of pointer.slice(1).split('/')) {
    const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const key: string | number = Array.isArray(node) && /^\d+$/.test(seg) ? Number(seg) : seg;
    out.push(key);
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key as string] : undefined;
  }
  return out;
}

/** zod's `getDotPath`: `a[0].b`. */
export function dotPath(path: (string | number)[]): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += out === '' ? p : `.${p}`;
  }
  return out;
}

interface Issue { path: (string | number)[]; message: string; order: number[] }

function expectedType(schemaType: unknown): string {
  const t = Array.isArray(schemaType) ? schemaType[0] : schemaType;
  return t === 'integer' ? 'number' : String(t);
}

function describe(err: ErrorObject, data: unknown, style: 'sdk' | 'sdk-zod4'): Issue | null {
  const basePath = pointerToPath(err.instancePath, data);
  const z4 = style === 'sdk-zod4';
  const p = err.params as Record<string, unknown>;
  switch (err.keyword) {
    case 'required': {
      const path = basePath.concat([String(p.missingProperty)]);
      const sub = (err.parentSchema as Schema | undefined)?.properties as Schema | undefined;
      const t = sub && (sub[String(p.missingProperty)] as Schema | undefined)?.type;
      return { path, message: z4 ? `Invalid input: expected ${t ? expectedType(t) : 'nonoptional'}, received undefined` : 'Required', order: [] };
    }
    case 'type': {
      const have = valueAt(data, basePath);
      // A list of types is a zod union, which reports only that the input matched no member.
      if (Array.isArray(p.type) && p.type.length > 1) return { path: basePath, message: 'Invalid input', order: [] };
      const want = expectedType(p.type);
      if (want === 'number' && p.type === 'integer' && typeof have === 'number') {
        return { path: basePath, message: z4 ? 'Invalid input: expected int, received number' : 'Expected integer, received float', order: [] };
      }
      return { path: basePath, message: z4 ? `Invalid input: expected ${want}, received ${zodTypeOf(have)}` : `Expected ${want}, received ${zodTypeOf(have)}`, order: [] };
    }
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]) ?? [];
      const have = valueAt(data, basePath);
      return {
        path: basePath,
        message: z4
          ? `Invalid option: expected one of ${allowed.map((a) => JSON.stringify(a)).join('|')}`
          : `Invalid enum value. Expected ${allowed.map((a) => `'${String(a)}'`).join(' | ')}, received '${textOf(have)}'`,
        order: [],
      };
    }
    case 'const':
      return { path: basePath, message: z4 ? `Invalid input: expected ${JSON.stringify(p.allowedValue)}` : `Invalid literal value, expected ${JSON.stringify(p.allowedValue)}`, order: [] };
    case 'minItems':
      return { path: basePath, message: z4 ? `Too small: expected array to have >=${p.limit} items` : `Array must contain at least ${p.limit} element(s)`, order: [] };
    case 'maxItems':
      return { path: basePath, message: z4 ? `Too big: expected array to have <=${p.limit} items` : `Array must contain at most ${p.limit} element(s)`, order: [] };
    case 'minLength':
      return { path: basePath, message: z4 ? `Too small: expected string to have >=${p.limit} characters` : `String must contain at least ${p.limit} character(s)`, order: [] };
    case 'maxLength':
      return { path: basePath, message: z4 ? `Too big: expected string to have <=${p.limit} characters` : `String must contain at most ${p.limit} character(s)`, order: [] };
    case 'minimum':
    case 'exclusiveMinimum': {
      const inclusive = err.keyword === 'minimum';
      return { path: basePath, message: z4 ? `Too small: expected number to be ${inclusive ? '>=' : '>'}${p.limit}` : `Number must be greater than ${inclusive ? 'or equal to ' : ''}${p.limit}`, order: [] };
    }
    case 'maximum':
    case 'exclusiveMaximum': {
      const inclusive = err.keyword === 'maximum';
      return { path: basePath, message: z4 ? `Too big: expected number to be ${inclusive ? '<=' : '<'}${p.limit}` : `Number must be less than ${inclusive ? 'or equal to ' : ''}${p.limit}`, order: [] };
    }
    case 'pattern':
      return { path: basePath, message: z4 ? `Invalid string: must match pattern ${p.pattern}` : 'Invalid', order: [] };
    case 'format':
      return { path: basePath, message: z4 ? `Invalid ${p.format}` : `Invalid ${p.format}`, order: [] };
    case 'anyOf':
    case 'oneOf':
      return { path: basePath, message: 'Invalid input', order: [] };
    case 'additionalProperties':
      return { path: basePath, message: z4 ? `Unrecognized key: "${String(p.additionalProperty)}"` : `Unrecognized key(s) in object: '${String(p.additionalProperty)}'`, order: [] };
    default:
      return { path: basePath, message: err.message ?? 'Invalid input', order: [] };
  }
}

// zod reports issues in the order of the schema's properties; ajv groups them by keyword. Sort
// by the position of each path step in its schema so the text matches the real server.
function orderKey(schema: Schema, path: (string | number)[]): number[] {
  const key: number[] = [];
  let node: Schema | undefined = schema;
  for (const p of path) {
    if (!node) { key.push(0); continue; }
    if (typeof p === 'number') {
      key.push(p);
      node = (node.items as Schema | undefined) ?? undefined;
    } else {
      const props = (node.properties as Schema | undefined) ?? {};
      const idx = Object.keys(props).indexOf(p);
      key.push(idx < 0 ? 1e6 : idx);
      node = props[p] as Schema | undefined;
    }
  }
  return key;
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

export interface ArgumentValidator {
  /** Returns the cleaned arguments (unknown keys dropped, defaults filled) or the error text. */
  validate(args: unknown): { ok: true; args: unknown } | { ok: false; message: string };
}

const compiled = new WeakMap<ToolDefinition, ValidateFunction>();

export function validatorFor(tool: ToolDefinition, style: ValidationStyle): ArgumentValidator {
  // Low-level servers get the arguments exactly as sent, absent ones included.
  if (style === 'none') return { validate: (args) => ({ ok: true, args }) };
  let fn = compiled.get(tool);
  if (!fn) {
    fn = ajv.compile(stripUnknownEverywhere(tool.inputSchema) as Schema);
    compiled.set(tool, fn);
  }
  const validate = fn;
  return {
    validate(rawArgs) {
      const args = rawArgs === undefined ? {} : structuredClone(rawArgs);
      if (validate(args)) return { ok: true, args };
      const errs = (validate.errors ?? []).slice();
      // Errors inside an anyOf/oneOf branch are summarised by the union's own "Invalid input".
      const unions = errs.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.schemaPath);
      const kept = errs.filter((e) => !unions.some((u) => e.schemaPath !== u && e.schemaPath.startsWith(u + '/')));
      const issues: Issue[] = [];
      const seen = new Set<string>();
      for (const e of kept) {
        const issue = describe(e, args, style);
        if (!issue) continue;
        const text = issue.path.length ? `${issue.message} at ${dotPath(issue.path)}` : issue.message;
        if (seen.has(text)) continue;
        seen.add(text);
        issue.order = orderKey(tool.inputSchema as Schema, issue.path);
        issues.push(issue);
      }
      issues.sort((a, b) => compareKeys(a.order, b.order));
      const body = issues.map((i) => (i.path.length ? `${i.message} at ${dotPath(i.path)}` : i.message)).join('\n');
      return { ok: false, message: `MCP error -32602: Input validation error: Invalid arguments for tool ${tool.name}: ${body}` };
    },
  };
}
