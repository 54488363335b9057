// The argument check a real server gets from the Python MCP SDK (mcp-discord, ig-mcp run on it):
// low-level Server, which validates `arguments` against the tool's inputSchema with the
// `jsonschema` package before the handler runs and answers a violation with an error result
// `Input validation error: <message>`. This module reproduces the part of jsonschema that these
// schemas use (type, properties, required, enum, minimum, maximum, maxLength, items, anyOf),
// its message wording (Python reprs) and `best_match`, which picks the one error reported.

const WEAK = new Set(['anyOf', 'oneOf']);

/** Python's repr() of a number parsed from JSON (ints stay ints; floats in Python's style). */
export function pyNumber(n) {
  if (Number.isInteger(n)) return String(n);
  if (Number.isNaN(n)) return 'nan';
  if (!Number.isFinite(n)) return n > 0 ? 'inf' : '-inf';
  // Shortest round-trip digits, then Python's layout: scientific when exp < -4 or exp >= 16.
  const [mant, expPart] = n.toExponential().split('e');
  const exp = Number(expPart);
  const sign = mant.startsWith('-') ? '-' : '';
  const digits = mant.replace('-', '').replace('.', '');
  if (exp < -4 || exp >= 16) {
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign}${m}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  }
  if (exp < 0) return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
  const intPart = digits.slice(0, exp + 1).padEnd(exp + 1, '0');
  const frac = digits.slice(exp + 1);
  return `${sign}${intPart}.${frac || '0'}`;
}

const NON_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;

/** Python's repr() of a str: quote choice, escapes, non-printable code points as \x/\u/\U. */
export function pyStr(s) {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) {
    const cp = ch.codePointAt(0);
    if (ch === quote || ch === '\\') out += '\\' + ch;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (ch !== ' ' && (cp < 0x20 || cp === 0x7f || (cp >= 0x80 && cp <= 0xa0) || NON_PRINTABLE.test(ch))) {
      if (cp <= 0xff) out += '\\x' + cp.toString(16).padStart(2, '0');
      else if (cp <= 0xffff) out += '\\u' + cp.toString(16).padStart(4, '0');
      else out += '\\U' + cp.toString(16).padStart(8, '0');
    } else out += ch;
  }
  return out + quote;
}

/** Python's repr() of a JSON value as the SDK hands it over (dict, list, str, int, float, bool, None). */
export function pyRepr(v) {
  if (v === null || v === undefined) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'number') return pyNumber(v);
  if (typeof v === 'string') return pyStr(v);
  if (Array.isArray(v)) return '[' + v.map(pyRepr).join(', ') + ']';
  return '{' + Object.entries(v).map(([k, x]) => `${pyStr(k)}: ${pyRepr(x)}`).join(', ') + '}';
}

function isType(v, type) {
  switch (type) {
    case 'object': return v !== null && typeof v === 'object' && !Array.isArray(v);
    case 'array': return Array.isArray(v);
    case 'string': return typeof v === 'string';
    case 'boolean': return typeof v === 'boolean';
    case 'null': return v === null;
    case 'number': return typeof v === 'number';
    case 'integer': return typeof v === 'number' && Number.isInteger(v);
    default: return true;
  }
}

function typesOf(schema) {
  return schema.type === undefined ? null : Array.isArray(schema.type) ? schema.type : [schema.type];
}

function jsonEqual(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Every error jsonschema's iter_errors yields, in its order (the schema's keyword order).
 * @returns {{path: (string|number)[], validator: string, message: string, schema: object, instance: any, context: any[]}[]}
 */
function iterErrors(instance, schema, path) {
  const errors = [];
  const add = (validator, message, context = []) => errors.push({ path, validator, message, schema, instance, context });
  for (const key of Object.keys(schema)) {
    const value = schema[key];
    switch (key) {
      case 'type': {
        const types = typesOf(schema);
        if (!types.some((t) => isType(instance, t))) add('type', `${pyRepr(instance)} is not of type ${types.map(pyStr).join(', ')}`);
        break;
      }
      case 'properties':
        if (isType(instance, 'object')) {
          for (const [prop, sub] of Object.entries(value)) {
            if (Object.prototype.hasOwnProperty.call(instance, prop)) errors.push(...iterErrors(instance[prop], sub, path.concat([prop])));
          }
        }
        break;
      case 'required':
        if (isType(instance, 'object')) {
          for (const prop of value) if (!Object.prototype.hasOwnProperty.call(instance, prop)) add('required', `${pyStr(prop)} is a required property`);
        }
        break;
      case 'items':
        if (Array.isArray(instance)) instance.forEach((item, i) => errors.push(...iterErrors(item, value, path.concat([i]))));
        break;
      case 'enum':
        if (!value.some((e) => jsonEqual(e, instance))) add('enum', `${pyRepr(instance)} is not one of ${pyRepr(value)}`);
        break;
      case 'minimum':
        if (typeof instance === 'number' && instance < value) add('minimum', `${pyRepr(instance)} is less than the minimum of ${pyRepr(value)}`);
        break;
      case 'maximum':
        if (typeof instance === 'number' && instance > value) add('maximum', `${pyRepr(instance)} is greater than the maximum of ${pyRepr(value)}`);
        break;
      case 'maxLength':
        if (typeof instance === 'string' && [...instance].length > value) add('maxLength', `${pyRepr(instance)} ${value === 0 ? 'is expected to be empty' : 'is too long'}`);
        break;
      case 'anyOf': {
        const context = [];
        let ok = false;
        for (const sub of value) {
          const errs = iterErrors(instance, sub, path);
          if (errs.length === 0) { ok = true; break; }
          context.push(...errs);
        }
        if (!ok) add('anyOf', `${pyRepr(instance)} is not valid under any of the given schemas`, context);
        break;
      }
      default:
        break; // annotations (description, default, format) do not validate
    }
  }
  return errors;
}

function relevance(error) {
  const types = typesOf(error.schema);
  const matchesType = types !== null && types.some((t) => isType(error.instance, t));
  return [-error.path.length, WEAK.has(error.validator) ? 0 : 1, 0, matchesType ? 0 : 1];
}

function cmp(a, b) {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** jsonschema.exceptions.best_match: the most relevant error, descending into anyOf contexts. */
function bestMatch(errors) {
  if (errors.length === 0) return null;
  let best = errors[0];
  for (const e of errors.slice(1)) if (cmp(relevance(e), relevance(best)) > 0) best = e;
  while (best.context.length > 0) {
    const sorted = best.context.slice().sort((a, b) => cmp(relevance(a), relevance(b)));
    if (sorted.length >= 2 && cmp(relevance(sorted[0]), relevance(sorted[1])) === 0) return best;
    best = sorted[0];
  }
  return best;
}

/**
 * Validate tool arguments the way the Python SDK does; returns the error result or null.
 * @param {object} args
 * @param {object} schema the tool's inputSchema (from the manifest)
 */
export function checkArguments(args, schema, ctx) {
  const best = bestMatch(iterErrors(args, schema, []));
  return best ? ctx.error(`Input validation error: ${best.message}`) : null;
}
