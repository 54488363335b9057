// What the listing tools share: the folder to list must exist and be a folder (`scandir` errors),
// and entries come back in the server's readdir order (by code point).
import { enoent, enotdir } from './errors.js';
import { resolvePath } from './paths.js';
import { entryAt, childrenOf } from './model.js';

/** `{ abs, rel, children }` of a requested folder, or the error the server gives. */
export function openDir(fs, requested) {
  const { abs, rel } = resolvePath(fs, requested);
  const e = entryAt(fs, rel);
  if (!e) throw enoent('scandir', abs);
  if (e.type !== 'dir') throw enotdir('scandir', abs);
  return { abs, rel, children: childrenOf(fs, rel) };
}

/** Every entry under a folder, depth first, each parent before its children. */
export function walk(fs, dirRel, visit, relPrefix = '') {
  for (const child of childrenOf(fs, dirRel)) {
    const rel = relPrefix === '' ? child.name : `${relPrefix}/${child.name}`;
    const descend = visit(child, rel);
    if (descend !== false && child.entry.type === 'dir') walk(fs, child.rel, visit, rel);
  }
}
