// The argument check of the real server's SDK. xiaohongshu-mcp registers typed tools with the Go
// MCP SDK (go-sdk v0.7.0), which infers each input schema from the Go struct with jsonschema-go and
// validates `arguments` before the handler runs. A violation is not a tool result but a JSON-RPC
// error -32602 whose message wraps jsonschema-go's:
//   invalid params: validating "arguments": validating root: required: missing properties: ["title"]
// A client shows it as `MCP error -32602: <message>`; the host represents that as an error result.
//
// jsonschema-go checks, per schema: type, then properties (recursively), additionalProperties, then
// required — the first failure wins, and each level wraps it as `validating <schema path>: …`.
// (Go iterates properties in random map order; this uses the schema's order, deterministically.)

/** fmt's %v of a float64 (strconv 'g', shortest): exponent form when the exponent is < -4 or >= 6. */
export function goFloat(n) {
  if (Number.isNaN(n)) return 'NaN';
  if (!Number.isFinite(n)) return n > 0 ? '+Inf' : '-Inf';
  if (n === 0) return Object.is(n, -0) ? '-0' : '0';
  const [mant, expPart] = n.toExponential().split('e');
  const exp = Number(expPart);
  const sign = mant.startsWith('-') ? '-' : '';
  const digits = mant.replace('-', '').replace('.', '');
  if (exp < -4 || exp >= 6) {
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign}${m}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  }
  if (exp < 0) return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
  if (digits.length <= exp + 1) return sign + digits.padEnd(exp + 1, '0');
  return `${sign}${digits.slice(0, exp + 1)}.${digits.slice(exp + 1)}`;
}

/** fmt's %v of a decoded JSON value (map keys sorted, as fmt prints maps). */
export function goValue(v) {
  if (v === null || v === undefined) return '<invalid reflect.Value>';
  if (typeof v === 'boolean') return String(v);
  if (typeof v === 'number') return goFloat(v);
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return '[' + v.map((x) => (x === null ? '<nil>' : goValue(x))).join(' ') + ']';
  return 'map[' + Object.keys(v).sort().map((k) => `${k}:${v[k] === null ? '<nil>' : goValue(v[k])}`).join(' ') + ']';
}

/** strconv.Quote: printable Unicode kept, the rest escaped Go-style. */
export function goQuote(s) {
  let out = '"';
  for (const ch of s) {
    const cp = ch.codePointAt(0);
    if (ch === '"' || ch === '\\') out += '\\' + ch;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\x07') out += '\\a';
    else if (ch === '\b') out += '\\b';
    else if (ch === '\f') out += '\\f';
    else if (ch === '\v') out += '\\v';
    else if (cp < 0x20 || cp === 0x7f) out += '\\x' + cp.toString(16).padStart(2, '0');
    else if (/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/u.test(ch) || (/\p{Zs}/u.test(ch) && ch !== ' ')) {
      out += cp <= 0xffff ? '\\u' + cp.toString(16).padStart(4, '0') : '\\U' + cp.toString(16).padStart(8, '0');
    } else out += ch;
  }
  return out + '"';
}

/** %q of a []string: ["a" "b"]. */
export function goQuoteList(list) {
  return '[' + list.map(goQuote).join(' ') + ']';
}

function jsonType(v) {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'boolean') return 'boolean';
  if (typeof v === 'string') return 'string';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return 'object';
}

function validate(instance, schema, path) {
  const where = path === '' ? 'root' : path;
  const wrap = (msg) => `validating ${where}: ${msg}`;
  if (schema.type) {
    const got = jsonType(instance);
    if (!(got === schema.type || (got === 'integer' && schema.type === 'number'))) {
      return wrap(`type: ${goValue(instance)} has type "${got}", want "${schema.type}"`);
    }
  }
  if (Array.isArray(instance) && schema.items) {
    for (const item of instance) {
      const err = validate(item, schema.items, `${path}/items`);
      if (err) return wrap(err);
    }
  }
  if (jsonType(instance) === 'object') {
    const props = schema.properties || {};
    for (const [prop, sub] of Object.entries(props)) {
      if (!Object.prototype.hasOwnProperty.call(instance, prop)) continue;
      const err = validate(instance[prop], sub, `${path}/properties/${prop}`);
      if (err) return wrap(err);
    }
    if (schema.additionalProperties === false) {
      const extra = Object.keys(instance).filter((k) => !Object.prototype.hasOwnProperty.call(props, k));
      if (extra.length) return wrap(`unexpected additional properties ${goQuoteList(extra)}`);
    }
    const missing = (schema.required || []).filter((k) => !Object.prototype.hasOwnProperty.call(instance, k));
    if (missing.length) return wrap(`required: missing properties: ${goQuoteList(missing)}`);
  }
  return null;
}

/** The SDK's rejection of invalid arguments, or null. */
export function checkArguments(args, schema, ctx) {
  const err = validate(args, schema, '');
  return err ? ctx.error(`MCP error -32602: invalid params: validating "arguments": ${err}`) : null;
}
