// Context Reconstruction for the filesystem server (paper §4.3). The real state is a recursive
// listing of the allowed directory: `{root, entries: [{path, type: "file"|"dir"|"symlink", size,
// content | base64, target}]}`, paths relative to the root, sorted by code unit; a file is `content`
// when its bytes are UTF-8 without NUL, `base64` otherwise. The context tree keys the same entries
// by path:
//
//   { root: "/srv/live/fs-root",
//     home: "/srv/live/home",                 where `~` points (not part of the recorded state)
//     entries: { "notes": { path, type: "dir" },
//                "notes/todo.md": { path, type: "file", size, content, created?, modified? },
//                "avatar.png": { path, type: "file", size, base64 } } }
//
// `created`/`modified` are ISO times kernels stamp when they write; the recorded state has none
// and fromTree leaves them out. Plain synchronous JavaScript: the harness and the tests import it.

/** The recording machine's home directory (the traces show `~/secret.txt` -> /srv/live/home/…). */
export const DEFAULT_HOME = '/srv/live/home';

function fail(msg) {
  throw new Error(`filesystem state: ${msg}`);
}

/** The real state `{root, entries}` -> the context tree. */
export function toTree(real) {
  if (!real || typeof real !== 'object' || Array.isArray(real)) fail('expected an object {root, entries}');
  if (typeof real.root !== 'string' || !real.root.startsWith('/')) fail('field "root" must be an absolute path');
  if (!Array.isArray(real.entries)) fail('field "entries" must be an array');
  const entries = {};
  real.entries.forEach((e, i) => {
    const where = `entries[${i}]`;
    if (!e || typeof e.path !== 'string' || e.path === '' || e.path.startsWith('/') || e.path.split('/').some((s) => s === '' || s === '.' || s === '..')) {
      fail(`${where}: "path" must be a relative path without empty, "." or ".." segments`);
    }
    if (Object.prototype.hasOwnProperty.call(entries, e.path)) fail(`${where}: duplicate path ${e.path}`);
    if (e.type === 'dir') entries[e.path] = { path: e.path, type: 'dir' };
    else if (e.type === 'symlink') entries[e.path] = { path: e.path, type: 'symlink', target: String(e.target) };
    else if (e.type === 'file') {
      if (typeof e.content === 'string') entries[e.path] = { path: e.path, type: 'file', size: e.size, content: e.content };
      else if (typeof e.base64 === 'string') entries[e.path] = { path: e.path, type: 'file', size: e.size, base64: e.base64 };
      else fail(`${where}: a file needs "content" or "base64"`);
      if (!Number.isInteger(e.size) || e.size < 0) fail(`${where}: "size" must be a byte count`);
    } else fail(`${where}: "type" must be "file", "dir" or "symlink"`);
  });
  for (const p of Object.keys(entries)) {
    const parent = p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '';
    if (parent !== '' && (!entries[parent] || entries[parent].type !== 'dir')) fail(`entry ${p}: its folder ${parent} is not listed as a dir`);
  }
  return { root: real.root, home: typeof real.home === 'string' ? real.home : DEFAULT_HOME, entries };
}

// UTF-8 bytes of a JS string (no Buffer here: this file stays plain JavaScript).
function utf8Bytes(s) {
  const out = [];
  for (const ch of s) {
    const cp = ch.codePointAt(0);
    if (cp >= 0xd800 && cp <= 0xdfff) out.push(0xef, 0xbf, 0xbd);
    else if (cp < 0x80) out.push(cp);
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else out.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return out;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function base64(bytes) {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63] + (i + 1 < bytes.length ? B64[(n >> 6) & 63] : '=') + (i + 2 < bytes.length ? B64[n & 63] : '=');
  }
  return out;
}

/** The context tree -> the real state, listed the way the recorder lists a folder. */
export function fromTree(tree) {
  if (!tree || typeof tree !== 'object' || typeof tree.root !== 'string') fail('expected a context tree with a "root"');
  const list = Object.values(tree.entries || {}).map((e) => {
    if (e.type === 'dir') return { path: e.path, type: 'dir' };
    if (e.type === 'symlink') return { path: e.path, type: 'symlink', target: e.target };
    if (e.base64 !== undefined) return { path: e.path, type: 'file', size: e.size, base64: e.base64 };
    // Text with a NUL is recorded as bytes, as the recorder does.
    if (e.content.includes('\u0000')) {
      const bytes = utf8Bytes(e.content);
      return { path: e.path, type: 'file', size: bytes.length, base64: base64(bytes) };
    }
    return { path: e.path, type: 'file', size: e.size, content: e.content };
  });
  list.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { root: tree.root, entries: list };
}
