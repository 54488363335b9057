// The part of zod 3 that the Gmail and Reddit servers' argument checks rely on, re-implemented so that a rejected call
// prints exactly what the real server prints. The real server (a low-level MCP `Server`, not
// `McpServer`) runs `Schema.parse(args)` inside its tool handler; a ZodError's `message` is
// `JSON.stringify(issues, null, 2)`, and each issue object keeps zod's own key order:
//   invalid_type        {code, expected, received, path, message}
//   invalid_type (enum) {expected, received, code, path, message}
//   invalid_enum_value  {received, code, options, path, message}
//   too_small / too_big {code, minimum|maximum, type, inclusive, exact, message, path}
//   custom (refine)     {code, message, path}
// Objects strip unknown keys (zod's default), optional keys absent from the input stay absent.

class Schema {
  constructor(def) {
    this.def = def;
  }
  optional() {
    return new Schema({ kind: 'optional', inner: this });
  }
  default(value) {
    return new Schema({ kind: 'default', inner: this, value });
  }
  min(n) {
    return new Schema(Object.assign({}, this.def, { checks: (this.def.checks || []).concat([{ kind: 'min', value: n }]) }));
  }
  max(n) {
    return new Schema(Object.assign({}, this.def, { checks: (this.def.checks || []).concat([{ kind: 'max', value: n }]) }));
  }
  transform(fn) {
    return new Schema({ kind: 'effects', inner: this, transform: fn });
  }
  refine(fn, message) {
    return new Schema({ kind: 'effects', inner: this, refine: fn, message });
  }
}

export const z = {
  string: () => new Schema({ kind: 'string' }),
  number: () => new Schema({ kind: 'number' }),
  boolean: () => new Schema({ kind: 'boolean' }),
  array: (item) => new Schema({ kind: 'array', item }),
  object: (shape) => new Schema({ kind: 'object', shape }),
  enum: (values) => new Schema({ kind: 'enum', values }),
};

/** zod's getParsedType. */
export function parsedType(v) {
  if (v === undefined) return 'undefined';
  if (v === null) return 'null';
  if (typeof v === 'number') return Number.isNaN(v) ? 'nan' : 'number';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

const joinValues = (values) => values.map((v) => (typeof v === 'string' ? `'${v}'` : String(v))).join(' | ');

function typeIssue(issues, path, expected, data) {
  const received = parsedType(data);
  issues.push({ code: 'invalid_type', expected, received, path, message: received === 'undefined' ? 'Required' : `Expected ${expected}, received ${received}` });
}

const INVALID = { ok: false };

function run(schema, data, path, issues) {
  const def = schema.def;
  switch (def.kind) {
    case 'optional':
      return data === undefined ? { ok: true, value: undefined } : run(def.inner, data, path, issues);
    case 'default':
      return run(def.inner, data === undefined ? def.value : data, path, issues);
    case 'string':
      if (typeof data !== 'string') {
        typeIssue(issues, path, 'string', data);
        return INVALID;
      }
      return { ok: true, value: data };
    case 'boolean':
      if (typeof data !== 'boolean') {
        typeIssue(issues, path, 'boolean', data);
        return INVALID;
      }
      return { ok: true, value: data };
    case 'number': {
      if (typeof data !== 'number' || Number.isNaN(data)) {
        typeIssue(issues, path, 'number', data);
        return INVALID;
      }
      let ok = true;
      for (const c of def.checks || []) {
        if (c.kind === 'min' && data < c.value) {
          issues.push({ code: 'too_small', minimum: c.value, type: 'number', inclusive: true, exact: false, message: `Number must be greater than or equal to ${c.value}`, path });
          ok = false;
        }
        if (c.kind === 'max' && data > c.value) {
          issues.push({ code: 'too_big', maximum: c.value, type: 'number', inclusive: true, exact: false, message: `Number must be less than or equal to ${c.value}`, path });
          ok = false;
        }
      }
      return ok ? { ok: true, value: data } : { ok: false, dirty: true };
    }
    case 'enum': {
      if (typeof data !== 'string') {
        const received = parsedType(data);
        const expected = joinValues(def.values);
        issues.push({ expected, received, code: 'invalid_type', path, message: received === 'undefined' ? 'Required' : `Expected ${expected}, received ${received}` });
        return INVALID;
      }
      if (!def.values.includes(data)) {
        issues.push({ received: data, code: 'invalid_enum_value', options: def.values.slice(), path, message: `Invalid enum value. Expected ${joinValues(def.values)}, received '${data}'` });
        return INVALID;
      }
      return { ok: true, value: data };
    }
    case 'array': {
      if (!Array.isArray(data)) {
        typeIssue(issues, path, 'array', data);
        return INVALID;
      }
      let ok = true;
      for (const c of def.checks || []) {
        if (c.kind === 'max' && data.length > c.value) {
          issues.push({ code: 'too_big', maximum: c.value, type: 'array', inclusive: true, exact: false, message: `Array must contain at most ${c.value} element(s)`, path });
          ok = false;
        }
        if (c.kind === 'min' && data.length < c.value) {
          issues.push({ code: 'too_small', minimum: c.value, type: 'array', inclusive: true, exact: false, message: `Array must contain at least ${c.value} element(s)`, path });
          ok = false;
        }
      }
      const out = [];
      data.forEach((item, i) => {
        const r = run(def.item, item, path.concat([i]), issues);
        if (!r.ok) ok = false;
        else out.push(r.value);
      });
      return ok ? { ok: true, value: out } : { ok: false, dirty: true };
    }
    case 'object': {
      if (parsedType(data) !== 'object') {
        typeIssue(issues, path, 'object', data);
        return INVALID;
      }
      let ok = true;
      const out = {};
      for (const key of Object.keys(def.shape)) {
        const present = Object.prototype.hasOwnProperty.call(data, key);
        const r = run(def.shape[key], present ? data[key] : undefined, path.concat([key]), issues);
        if (!r.ok) ok = false;
        else if (r.value !== undefined || present) out[key] = r.value;
      }
      return ok ? { ok: true, value: out } : { ok: false, dirty: true };
    }
    case 'effects': {
      const inner = run(def.inner, data, path, issues);
      if (!inner.ok) return inner;
      if (def.transform) return { ok: true, value: def.transform(inner.value) };
      if (!def.refine(inner.value)) {
        issues.push({ code: 'custom', message: def.message, path });
        return { ok: false, dirty: true };
      }
      return inner;
    }
    default:
      throw new Error(`zod3: unknown schema kind ${def.kind}`);
  }
}

/**
 * Parse like `schema.safeParse(data)`: `{ success: true, data }` or
 * `{ success: false, message }` where `message` is the ZodError's message.
 */
export function safeParse(schema, data) {
  const issues = [];
  const r = run(schema, data, [], issues);
  if (issues.length === 0 && r.ok) return { success: true, data: r.value };
  return { success: false, issues, message: JSON.stringify(issues, null, 2) };
}
