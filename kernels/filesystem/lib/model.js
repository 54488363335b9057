// The simulated file system as the kernels see it (see ../state.js for the tree): one allowed
// directory (`root`), the home directory `~` expands to, and every file and folder under the root
// in `entries`, keyed by its path relative to the root.
import { utf8Decode, utf8Length, base64Decode, utf8Encode, wellFormed } from './bytes.js';
import { FsError } from './errors.js';

/** Size stat reports for a directory (ext4's block), used by sizes and sort-by-size. */
export const DIR_SIZE = 4096;

export function loadFs(ctx) {
  return { root: ctx.get('root'), home: ctx.get('home') || '/srv/live/home', entries: ctx.get('entries') || {} };
}

const hasOwn = (o, k) => Object.prototype.hasOwnProperty.call(o, k);

/** The entry at a relative path; the root itself (`''`) is a directory without an entry. */
export function entryAt(fs, rel) {
  if (rel === '') return { path: '', type: 'dir' };
  return hasOwn(fs.entries, rel) ? fs.entries[rel] : null;
}

export const parentOf = (rel) => (rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '');
export const baseName = (rel) => rel.slice(rel.lastIndexOf('/') + 1);
export const joinRel = (dir, name) => (dir === '' ? name : `${dir}/${name}`);

/** Compare by code point, the byte order of UTF-8 names: the order the server's readdir returns. */
export function byCodePoint(a, b) {
  const x = Array.from(a);
  const y = Array.from(b);
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
    const d = x[i].codePointAt(0) - y[i].codePointAt(0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/** The direct children of a directory: `{ name, rel, entry }` in readdir order. */
export function childrenOf(fs, dirRel) {
  const prefix = dirRel === '' ? '' : `${dirRel}/`;
  const out = [];
  for (const [rel, entry] of Object.entries(fs.entries)) {
    if (rel.startsWith(prefix) && !rel.slice(prefix.length).includes('/') && rel.length > prefix.length) {
      out.push({ name: rel.slice(prefix.length), rel, entry });
    }
  }
  return out.sort((a, b) => byCodePoint(a.name, b.name));
}

/** A file's text as the server reads it (UTF-8, invalid bytes as U+FFFD). */
export function fileText(entry) {
  return entry.base64 !== undefined ? utf8Decode(base64Decode(entry.base64)) : entry.content;
}

export function fileBytes(entry) {
  return entry.base64 !== undefined ? base64Decode(entry.base64) : utf8Encode(entry.content);
}

export const sizeOf = (entry) => (entry.type === 'dir' ? DIR_SIZE : entry.size);

// Entries are addressed by context paths `entries[<rel>]`; a key with unbalanced brackets or a bare
// `*` cannot be one. Such names are a limit of the simulation, reported before anything changes.
function addressable(rel) {
  if (rel === '*') return false;
  let depth = 0;
  for (const ch of rel) {
    if (ch === '[') depth += 1;
    else if (ch === ']' && --depth < 0) return false;
  }
  return depth === 0;
}

export function entryPath(fs, rel) {
  if (!addressable(rel)) throw new FsError(`EINVAL: the simulated file system cannot store the name ${fs.root}/${rel} (unbalanced brackets)`);
  return `entries[${rel}]`;
}

/** Write a text file (created or replaced); timestamps from the run clock. */
export function writeText(ctx, fs, rel, text) {
  const content = wellFormed(text);
  const size = utf8Length(content);
  const now = ctx.now();
  const existing = entryAt(fs, rel);
  const path = entryPath(fs, rel);
  if (existing) ctx.update(path, { content, base64: undefined, size, modified: now });
  else ctx.create('entries', { path: rel, type: 'file', size, content, created: now, modified: now }, { id: rel });
  fs.entries[rel] = { ...(existing || { path: rel, type: 'file', created: now }), content, size, modified: now };
  delete fs.entries[rel].base64;
}

export function makeDir(ctx, fs, rel) {
  const now = ctx.now();
  entryPath(fs, rel); // refuses names the tree cannot hold
  ctx.create('entries', { path: rel, type: 'dir', created: now, modified: now }, { id: rel });
  fs.entries[rel] = { path: rel, type: 'dir', created: now, modified: now };
}
