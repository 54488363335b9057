// How MCPollinations 1.3.1 (pinkpixel-dev) answers. A low-level MCP `Server` whose CallTool
// handler destructures `args` inside each tool's try/catch (so a call without arguments is
// `Error <doing x>: Cannot destructure property 'prompt' of 'args' as it is undefined.`), builds
// Pollinations URLs with `encodeURIComponent(prompt)` and `URLSearchParams`, and reports any
// failure as `Error <doing x>: <message>` with `isError: true`.

export const text = (t) => ({ content: [{ type: 'text', text: t }] });
export const failure = (doing, message) => ({ content: [{ type: 'text', text: `Error ${doing}: ${message}` }], isError: true });

/** Runs a tool body; a thrown Error becomes the tool's own error text (the server's catch). */
export function guarded(doing, args, first, body) {
  try {
    if (args === undefined || args === null) throw new Error(`Cannot destructure property '${first}' of 'args' as it is ${args === null ? 'null' : 'undefined'}.`);
    return body(args);
  } catch (e) {
    // The server catches everything its tool body throws (TypeErrors included).
    if (e instanceof Error) return failure(doing, e.message);
    throw e;
  }
}

/** application/x-www-form-urlencoded, as URLSearchParams#toString writes it. */
function formEncode(s) {
  let out = '';
  for (const ch of String(s)) {
    if (/[A-Za-z0-9*\-._]/.test(ch)) out += ch;
    else if (ch === ' ') out += '+';
    else out += encodeURIComponent(ch).replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  }
  return out;
}

export function query(pairs) {
  return pairs.map(([k, v]) => `${formEncode(k)}=${formEncode(v)}`).join('&');
}

export function requirePrompt(prompt) {
  if (!prompt || typeof prompt !== 'string') throw new Error('Prompt is required and must be a string');
}

/** Math.floor(Math.random() * 1000000), from the run's seeded generator. */
export const randomSeed = (ctx) => Math.floor(ctx.random() * 1000000);

/** `${v}`-style stringification for a `.toString()` call the server makes (null/undefined throw). */
export function toStr(v, name) {
  if (v === null || v === undefined) throw new TypeError(`Cannot read properties of ${v} (reading 'toString')`);
  void name;
  return String(v);
}

/** POSIX path.join (normalises `.`, `..` and repeated slashes). */
export function joinPath(...parts) {
  const joined = parts.filter((p) => p !== '').join('/');
  if (!joined) return '.';
  const abs = joined.startsWith('/');
  const out = [];
  for (const seg of joined.split('/')) {
    if (!seg || seg === '.') continue;
    if (seg === '..') { if (out.length && out[out.length - 1] !== '..') out.pop(); else if (!abs) out.push('..'); } else out.push(seg);
  }
  const s = (abs ? '/' : '') + out.join('/');
  return s || (abs ? '/' : '.');
}

/**
 * Saves bytes the way the server's `fs.writeFileSync` would, into the context tree's `files`
 * (keyed by the path the server reports), adding `_1`, `_2`… while the name is taken.
 */
export function save(ctx, dir, base, ext, record, numberBefore = true) {
  let name = `${base}.${ext}`;
  let path = joinPath(String(dir), name);
  for (let n = 1; ctx.exists(`files[${path}]`); n += 1) {
    name = numberBefore ? `${base}_${n}.${ext}` : `${base}_${n}.${ext}`;
    path = joinPath(String(dir), name);
  }
  ctx.create('files', { path, ...record }, { id: path });
  return path;
}
