// The YAML that note front matter uses: scalars, flow lists `[a, b]`, block lists and nested
// maps by indentation. Parsing follows the YAML core schema (numbers, booleans, null; dates stay
// strings, as in Obsidian's metadata cache); output follows the `yaml` package's defaults, which
// the Local REST API uses when it rewrites front matter.

function unquote(s) {
  if (s.length >= 2 && s[0] === '"' && s[s.length - 1] === '"') {
    try {
      return JSON.parse(s);
    } catch (e) {
      return s.slice(1, -1);
    }
  }
  if (s.length >= 2 && s[0] === "'" && s[s.length - 1] === "'") return s.slice(1, -1).replace(/''/g, "'");
  return null;
}

/** One scalar in the core schema. */
export function scalar(raw) {
  const s = raw.trim();
  if (s === '' || s === '~' || s === 'null' || s === 'Null' || s === 'NULL') return null;
  const q = unquote(s);
  if (q !== null) return q;
  if (/^(true|True|TRUE)$/.test(s)) return true;
  if (/^(false|False|FALSE)$/.test(s)) return false;
  if (/^[-+]?(0|[1-9][0-9]*)$/.test(s)) return Number(s);
  if (/^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/.test(s)) return Number(s);
  return s;
}

function splitFlow(inner) {
  const parts = [];
  let cur = '';
  let quote = null;
  for (const ch of inner) {
    if (quote) {
      cur += ch;
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      cur += ch;
    } else if (ch === ',') {
      parts.push(cur);
      cur = '';
    } else {
      cur += ch;
    }
  }
  if (cur.trim() !== '') parts.push(cur);
  return parts.map((p) => scalar(p));
}

function value(raw) {
  const s = raw.trim();
  if (s.startsWith('[') && s.endsWith(']')) return splitFlow(s.slice(1, -1));
  return scalar(s);
}

const indentOf = (line) => line.length - line.trimStart().length;
const stripComment = (line) => line.replace(/\s+#.*$/, '');

function parseBlock(lines, start, indent) {
  // Decide map or list from the first meaningful line.
  let i = start;
  while (i < lines.length && lines[i].trim() === '') i += 1;
  if (i >= lines.length) return { value: null, next: i };
  const first = lines[i];
  if (first.trimStart().startsWith('- ') || first.trim() === '-') {
    const list = [];
    while (i < lines.length) {
      const line = lines[i];
      if (line.trim() === '') { i += 1; continue; }
      if (indentOf(line) < indent || !(line.trimStart().startsWith('- ') || line.trim() === '-')) break;
      list.push(value(stripComment(line.trimStart().slice(1))));
      i += 1;
    }
    return { value: list, next: i };
  }
  const map = {};
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === '' || line.trim().startsWith('#')) { i += 1; continue; }
    if (indentOf(line) < indent) break;
    const m = /^\s*([^:]+?):(?:\s+(.*))?$/.exec(line);
    if (!m) throw new Error(`bad YAML line: ${line}`);
    const key = unquote(m[1].trim()) !== null ? unquote(m[1].trim()) : m[1].trim();
    const rest = m[2] === undefined ? '' : stripComment(m[2]);
    i += 1;
    if (rest.trim() === '') {
      // A nested list or map, or an empty value.
      let j = i;
      while (j < lines.length && lines[j].trim() === '') j += 1;
      if (j < lines.length && (indentOf(lines[j]) > indentOf(line) || lines[j].trimStart().startsWith('- '))) {
        const sub = parseBlock(lines, j, indentOf(lines[j]));
        map[key] = sub.value;
        i = sub.next;
      } else {
        map[key] = null;
      }
    } else {
      map[key] = value(rest);
    }
  }
  return { value: map, next: i };
}

/** Parse front matter YAML into an object (throws on lines it cannot read). */
export function parseYaml(text) {
  const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
  const { value: v } = parseBlock(lines, 0, 0);
  return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
}

function needsQuotes(s) {
  if (s === '') return true;
  if (s !== s.trim()) return true;
  if (scalar(s) !== s) return true; // would read back as number / bool / null
  if (/^[-?:,[\]{}#&*!|>'"%@`]/.test(s)) return true;
  if (/: |\s#|:$/.test(s)) return true;
  if (/[\n\t]/.test(s)) return true;
  return false;
}

function scalarOut(v) {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'boolean' || typeof v === 'number') return String(v);
  const s = String(v);
  return needsQuotes(s) ? JSON.stringify(s) : s;
}

function emit(obj, indent) {
  const pad = ' '.repeat(indent);
  let out = '';
  for (const [k, v] of Object.entries(obj)) {
    const key = needsQuotes(k) ? JSON.stringify(k) : k;
    if (Array.isArray(v)) {
      if (!v.length) out += `${pad}${key}: []\n`;
      else out += `${pad}${key}:\n${v.map((x) => `${pad}  - ${x !== null && typeof x === 'object' ? JSON.stringify(x) : scalarOut(x)}\n`).join('')}`;
    } else if (v !== null && typeof v === 'object') {
      out += Object.keys(v).length ? `${pad}${key}:\n${emit(v, indent + 2)}` : `${pad}${key}: {}\n`;
    } else {
      out += `${pad}${key}: ${scalarOut(v)}\n`;
    }
  }
  return out;
}

/** Serialise an object as block YAML (2-space indent, lists indented under their key). */
export function stringifyYaml(obj) {
  return Object.keys(obj).length ? emit(obj, 0) : '{}\n';
}
