// list_directory_with_sizes: one line per entry — name padded to 30, file sizes right-aligned to
// 10 — then totals. sortBy "name" uses the locale collation (../lib/collate.js), "size" puts the
// largest first (a folder counts its 4096-byte stat size; ties keep readdir order). The combined
// size counts files only.
import { guarded, textResult } from '../lib/errors.js';
import { loadFs, sizeOf } from '../lib/model.js';
import { openDir } from '../lib/listing.js';
import { collate } from '../lib/collate.js';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

export function formatSize(bytes) {
  if (bytes === 0) return '0 B';
  const i = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return i === 0 ? `${bytes} B` : `${(bytes / 1024 ** i).toFixed(2)} ${UNITS[i]}`;
}

export default function (args, ctx) {
  return guarded(() => {
    const { children } = openDir(loadFs(ctx), args.path);
    const items = children.map((c) => ({ name: c.name, dir: c.entry.type === 'dir', size: sizeOf(c.entry) }));
    if (args.sortBy === 'size') items.sort((a, b) => b.size - a.size);
    else items.sort((a, b) => collate(a.name, b.name));
    const lines = items.map((i) => `${i.dir ? '[DIR]' : '[FILE]'} ${i.name.padEnd(30)} ${i.dir ? '' : formatSize(i.size).padStart(10)}`);
    const files = items.filter((i) => !i.dir);
    const total = files.reduce((n, i) => n + i.size, 0);
    lines.push('', `Total: ${files.length} files, ${items.length - files.length} directories`, `Combined size: ${formatSize(total)}`);
    return textResult(lines.join('\n'));
  });
}
