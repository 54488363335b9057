// mcp-obsidian is Python: its results are `json.dumps(value, indent=2)` (ensure_ascii on, so every
// non-ASCII character is a \uXXXX escape) and its validation messages quote values with repr().
// Both are reproduced here so the text matches byte for byte.

const hex4 = (n) => n.toString(16).padStart(4, '0');

/** A JSON string literal as Python's json.dumps writes it (ensure_ascii=True). */
export function pyString(s) {
  let out = '"';
  for (let i = 0; i < s.length; i += 1) {
    const c = s.charCodeAt(i);
    const ch = s[i];
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (ch === '\b') out += '\\b';
    else if (ch === '\f') out += '\\f';
    else if (c < 0x20 || c > 0x7e) out += `\\u${hex4(c)}`; // UTF-16 units: astral chars become surrogate pairs, as in Python
    else out += ch;
  }
  return `${out}"`;
}

/** Python's repr() of a float (shortest round-trip digits, exponent below 1e-4 and from 1e16). */
export function pyFloat(x) {
  if (Number.isNaN(x)) return 'NaN';
  if (!Number.isFinite(x)) return x > 0 ? 'Infinity' : '-Infinity';
  if (Number.isInteger(x) && Math.abs(x) < 1e16) return `${x}.0`;
  const exp = x === 0 ? 0 : Math.floor(Math.log10(Math.abs(x)));
  if (exp < -4 || exp >= 16) {
    const [mant, e] = x.toExponential().split('e');
    const n = Number(e);
    return `${mant}e${n < 0 ? '-' : '+'}${String(Math.abs(n)).padStart(2, '0')}`;
  }
  return String(x);
}

function pyNumber(x) {
  // JSON from the client carries no int/float distinction; whole numbers were ints in Python.
  return Number.isInteger(x) ? String(x) : pyFloat(x);
}

/** json.dumps(value, indent=2) with Python's defaults. */
export function dumps(value, indent = 2) {
  const pad = (n) => (indent === null ? '' : '\n' + ' '.repeat(n * indent));
  const sep = indent === null ? ', ' : ',';
  const walk = (v, depth) => {
    if (v === null || v === undefined) return 'null';
    if (v === true) return 'true';
    if (v === false) return 'false';
    if (typeof v === 'number') return pyNumber(v);
    if (typeof v === 'string') return pyString(v);
    if (Array.isArray(v)) {
      if (!v.length) return '[]';
      return `[${v.map((x) => pad(depth + 1) + walk(x, depth + 1)).join(sep)}${pad(depth)}]`;
    }
    const keys = Object.keys(v);
    if (!keys.length) return '{}';
    return `{${keys.map((k) => `${pad(depth + 1)}${pyString(k)}: ${walk(v[k], depth + 1)}`).join(sep)}${pad(depth)}}`;
  };
  return walk(value, 0);
}

function reprString(s) {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) {
    const c = ch.codePointAt(0);
    if (ch === '\\') out += '\\\\';
    else if (ch === quote) out += `\\${quote}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (c < 0x20 || c === 0x7f) out += `\\x${c.toString(16).padStart(2, '0')}`;
    else out += ch;
  }
  return out + quote;
}

/** Python's repr() of a JSON value (as jsonschema quotes the instance in its messages). */
export function pyRepr(v) {
  if (v === null || v === undefined) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (typeof v === 'number') return pyNumber(v);
  if (typeof v === 'string') return reprString(v);
  if (Array.isArray(v)) return `[${v.map(pyRepr).join(', ')}]`;
  return `{${Object.keys(v).map((k) => `${reprString(k)}: ${pyRepr(v[k])}`).join(', ')}}`;
}
