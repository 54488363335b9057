// Python's json.dumps(value, indent=2) with its defaults (ensure_ascii=True): two-space indent,
// ", " never appears (item separator "," at line ends), ": " after keys, every non-ASCII character
// escaped as \uXXXX (astral characters as surrogate pairs), floats in Python's repr. ig-mcp prints
// every result this way, so a caption in Chinese or with emoji reads as escapes, as it does live.
import { pyNumber } from '../../_shared/pyschema.js';

const SHORT = { '"': '\\"', '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };

export function pyJsonString(s) {
  let out = '"';
  for (let i = 0; i < s.length; i += 1) {
    const ch = s[i];
    const code = s.charCodeAt(i);
    if (SHORT[ch]) out += SHORT[ch];
    else if (code < 0x20 || code > 0x7e) out += '\\u' + code.toString(16).padStart(4, '0');
    else out += ch;
  }
  return out + '"';
}

function dump(v, indent, depth) {
  if (v === null || v === undefined) return 'null';
  if (v === true) return 'true';
  if (v === false) return 'false';
  if (typeof v === 'number') return pyNumber(v);
  if (typeof v === 'string') return pyJsonString(v);
  const pad = ' '.repeat(indent * (depth + 1));
  const close = ' '.repeat(indent * depth);
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]';
    return '[\n' + v.map((x) => pad + dump(x, indent, depth + 1)).join(',\n') + '\n' + close + ']';
  }
  const keys = Object.keys(v);
  if (keys.length === 0) return '{}';
  return '{\n' + keys.map((k) => `${pad}${pyJsonString(k)}: ${dump(v[k], indent, depth + 1)}`).join(',\n') + '\n' + close + '}';
}

export function pyDumps(value, indent = 2) {
  return dump(value, indent, 0);
}
