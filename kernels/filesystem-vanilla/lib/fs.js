// Documentation-only filesystem server: helpers over the shared context tree (entries keyed by
// their path relative to the allowed directory, see ../../filesystem/state.js). Written from the
// tool names, descriptions and input schemas alone.

const hasOwn = (o, k) => Object.prototype.hasOwnProperty.call(o, k);

export class FsError extends Error {}

export function load(ctx) {
  return { root: ctx.get('root'), entries: ctx.get('entries') || {} };
}

/** Resolve a requested path (absolute, or relative to the allowed directory) inside the root. */
export function resolve(fs, requested) {
  const root = fs.root.replace(/\/+$/, '');
  const raw = requested.startsWith('/') ? requested : `${root}/${requested}`;
  const parts = [];
  for (const seg of raw.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') parts.pop();
    else parts.push(seg);
  }
  const abs = `/${parts.join('/')}`;
  if (abs !== root && !abs.startsWith(`${root}/`)) throw new FsError(`Access denied: ${requested} is outside the allowed directories`);
  return { abs, rel: abs === root ? '' : abs.slice(root.length + 1) };
}

export function entry(fs, rel) {
  if (rel === '') return { path: '', type: 'dir' };
  return hasOwn(fs.entries, rel) ? fs.entries[rel] : null;
}

export const parent = (rel) => (rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '');

export function children(fs, rel) {
  const prefix = rel === '' ? '' : `${rel}/`;
  return Object.values(fs.entries)
    .filter((e) => e.path.startsWith(prefix) && e.path.length > prefix.length && !e.path.slice(prefix.length).includes('/'))
    .map((e) => ({ name: e.path.slice(prefix.length), entry: e }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function decode64(s) {
  const out = [];
  let acc = 0;
  let bits = 0;
  for (const ch of s) {
    const v = B64.indexOf(ch);
    if (v < 0) continue;
    acc = (acc << 6) | v;
    bits += 6;
    if (bits >= 8) { bits -= 8; out.push((acc >> bits) & 0xff); }
  }
  return out;
}

/** The file's text (binary files decoded byte by byte as Latin-1). */
export function text(e) {
  return e.content !== undefined ? e.content : decode64(e.base64).map((b) => String.fromCharCode(b)).join('');
}

/** The file's bytes as base64. */
export function base64Of(e) {
  if (e.base64 !== undefined) return e.base64;
  const bytes = [];
  for (const ch of unescape(encodeURIComponent(e.content))) bytes.push(ch.charCodeAt(0));
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63] + (i + 1 < bytes.length ? B64[(n >> 6) & 63] : '=') + (i + 2 < bytes.length ? B64[n & 63] : '=');
  }
  return out;
}

export const byteLength = (s) => unescape(encodeURIComponent(s)).length;

export function readFile(fs, requested) {
  const { rel } = resolve(fs, requested);
  const e = entry(fs, rel);
  if (!e) throw new FsError(`File not found: ${requested}`);
  if (e.type === 'dir') throw new FsError(`${requested} is a directory`);
  return text(e);
}

export function put(ctx, fs, rel, content) {
  const size = byteLength(content);
  if (entry(fs, rel)) ctx.update(`entries[${rel}]`, { content, base64: undefined, size });
  else ctx.create('entries', { path: rel, type: 'file', size, content }, { id: rel });
}

/** Simple glob: `*` any characters except `/`, `**` anything, `?` one character. */
export function glob(pattern) {
  let re = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const ch = pattern[i];
    if (ch === '*' && pattern[i + 1] === '*') { re += '.*'; i += 1; if (pattern[i + 1] === '/') i += 1; }
    else if (ch === '*') re += '[^/]*';
    else if (ch === '?') re += '[^/]';
    else re += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

export const ok = (t) => ({ content: [{ type: 'text', text: t }] });

export function run(fn) {
  try {
    return fn();
  } catch (e) {
    if (e instanceof FsError) return { content: [{ type: 'text', text: `Error: ${e.message}` }], isError: true };
    throw e;
  }
}
