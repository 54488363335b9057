// The vault as the context tree holds it: `files[<vault-relative path>] = { path, content, ctime,
// mtime }` (times in epoch ms). Folders are implied by file paths — the Local REST API lists
// folders only through the files inside them, so empty folders never show.

/** A file record by path, or null. Paths with unbalanced brackets cannot be tree keys. */
export function getFile(ctx, path) {
  try {
    return ctx.get(`files[${path}]`);
  } catch (e) {
    return null;
  }
}

/** Every file, sorted by path (the order Obsidian hands markdown files to the API is unstable). */
export function allFiles(ctx) {
  const files = ctx.list('files');
  files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return files;
}

/** Markdown files only (searches look at nothing else). */
export function markdownFiles(ctx) {
  return allFiles(ctx).filter((f) => f.path.toLowerCase().endsWith('.md'));
}

/** Whether a path is a folder: some file lives beneath it. */
export function isFolder(ctx, path) {
  const prefix = `${path}/`;
  let found = false;
  ctx.list('files', { filter: (f) => { if (!found && f.path.startsWith(prefix)) found = true; return false; } });
  return found;
}

/**
 * GET /vault/<dir>/ : the entries directly under `prefix` (files by name, sub-folders with a
 * trailing slash), de-duplicated and sorted as JavaScript sorts strings. Empty: not found.
 */
export function listEntries(ctx, prefix) {
  const seen = new Set();
  ctx.list('files', {
    filter: (f) => {
      if (f.path.startsWith(prefix)) {
        const sub = f.path.slice(prefix.length);
        const slash = sub.indexOf('/');
        seen.add(slash > -1 ? sub.slice(0, slash + 1) : sub);
      }
      return false;
    },
  });
  return Array.from(seen).sort();
}

/** UTF-8 size of a string in bytes (the `stat.size` Obsidian reports). */
export function byteSize(s) {
  let n = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0);
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
}

/** Write a file (create or replace its content), stamping mtime (and ctime when new). */
export function writeFile(ctx, path, content) {
  const now = ctx.nowMs();
  const existing = getFile(ctx, path);
  if (existing) ctx.update(`files[${path}]`, { content, mtime: now });
  else ctx.create('files', { path, content, ctime: now, mtime: now }, { id: path });
}

/**
 * GET /vault/<path> as the Local REST API answers it: a folder path ('' or ending in '/') lists
 * its entries as `{"files": [...]}` (Express with "json spaces" 2), a file path returns the file's
 * text. `{ text }` on success, `{ code: 40400 }` when nothing is there.
 */
export function readPath(ctx, path) {
  if (!path || path.endsWith('/')) {
    const files = listEntries(ctx, path);
    if (!files.length) return { code: 40400 };
    return { text: JSON.stringify({ files }, null, 2), files };
  }
  const file = getFile(ctx, path);
  return file ? { text: file.content, file } : { code: 40400 };
}
