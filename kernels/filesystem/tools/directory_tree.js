// directory_tree: the folder's entries recursively as 2-space JSON ({name, type, children} with
// children only on folders). An exclude pattern with `*` is a glob on the path relative to the
// listed folder; one without `*` also matches that name at any depth and everything below it
// (observed: "calendar" drops the calendar folder, "todo.md" drops notes/todo.md, "notes/" keeps
// the notes folder but drops what is in it).
import { guarded, textResult } from '../lib/errors.js';
import { loadFs, childrenOf } from '../lib/model.js';
import { openDir } from '../lib/listing.js';
import { globMatch } from '../lib/glob.js';

function excluded(rel, patterns) {
  return patterns.some((p) => (p.includes('*')
    ? globMatch(rel, p)
    : globMatch(rel, p) || globMatch(rel, `**/${p}`) || globMatch(rel, `**/${p}/**`)));
}

function build(fs, dirRel, relPrefix, patterns) {
  const out = [];
  for (const c of childrenOf(fs, dirRel)) {
    const rel = relPrefix === '' ? c.name : `${relPrefix}/${c.name}`;
    if (excluded(rel, patterns)) continue;
    if (c.entry.type === 'dir') out.push({ name: c.name, type: 'directory', children: build(fs, c.rel, rel, patterns) });
    else out.push({ name: c.name, type: 'file' });
  }
  return out;
}

export default function (args, ctx) {
  return guarded(() => {
    const fs = loadFs(ctx);
    const { rel } = openDir(fs, args.path);
    return textResult(JSON.stringify(build(fs, rel, '', args.excludePatterns || []), null, 2));
  });
}
