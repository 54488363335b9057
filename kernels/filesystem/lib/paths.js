// How the server turns a requested path into a real one, as observed on the live server:
//   - `C:\…`, `c:/…`, `C:` (a drive letter) is refused: Windows-style path on a POSIX host;
//   - `~` and `~/…` expand to the home directory (`~x` is an ordinary relative name);
//   - a relative path is resolved against the allowed directory, then `.`/`..`/`//` normalized;
//   - anything outside the allowed directory is refused, naming the normalized path;
//   - realpath: a file used as a folder on the way (`notes/todo.md/x`) fails with ENOTDIR, while a
//     missing folder on the way is fine here (the operation itself fails later with ENOENT).
// Success messages echo the path as given; error messages name the resolved one.
import { FsError, enotdir } from './errors.js';
import { entryAt } from './model.js';

export function normalizeAbsolute(p) {
  const parts = [];
  for (const seg of p.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') parts.pop();
    else parts.push(seg);
  }
  return `/${parts.join('/')}`;
}

/** `{ abs, rel }` for a requested path, or an FsError the server would answer with. */
export function resolvePath(fs, requested) {
  if (/^[a-zA-Z]:([\\/]|$)/.test(requested)) throw new FsError(`Access denied - Windows-style path received on a POSIX host: ${requested}`);
  let p = requested;
  if (p === '~' || p.startsWith('~/')) p = fs.home + p.slice(1);
  const root = normalizeAbsolute(fs.root);
  const abs = normalizeAbsolute(p.startsWith('/') ? p : `${root}/${p}`);
  if (abs !== root && !abs.startsWith(`${root}/`)) throw new FsError(`Access denied - path outside allowed directories: ${abs} not in ${root}`);
  const rel = abs === root ? '' : abs.slice(root.length + 1);
  const segs = rel === '' ? [] : rel.split('/');
  for (let i = 1; i < segs.length; i += 1) {
    const e = entryAt(fs, segs.slice(0, i).join('/'));
    if (!e) break;
    if (e.type !== 'dir') throw enotdir('realpath', abs);
  }
  return { abs, rel };
}
