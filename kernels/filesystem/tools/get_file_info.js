// get_file_info: size, times, type and permissions. Folders report 4096 bytes and mode 755, files
// their byte size and 644. Times come from the entry's `created`/`modified` (set when a kernel
// writes it) or, for entries the real state did not time (it records none), the run clock;
// `accessed` is always the run clock. Dates print as Node's Date#toString in UTC.
import { guarded, textResult, enoent } from '../lib/errors.js';
import { loadFs, entryAt, sizeOf } from '../lib/model.js';
import { resolvePath } from '../lib/paths.js';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n) => String(n).padStart(2, '0');

export function dateString(ms) {
  const d = new Date(ms);
  return `${DAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${two(d.getUTCDate())} ${d.getUTCFullYear()} `
    + `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())} GMT+0000 (Coordinated Universal Time)`;
}

export default function (args, ctx) {
  return guarded(() => {
    const fs = loadFs(ctx);
    const { abs, rel } = resolvePath(fs, args.path);
    const e = entryAt(fs, rel);
    if (!e) throw enoent('stat', abs);
    const now = ctx.nowMs();
    const at = (iso) => (iso ? Date.parse(iso) : now);
    const dir = e.type === 'dir';
    return textResult([
      `size: ${sizeOf(e)}`,
      `created: ${dateString(at(e.created))}`,
      `modified: ${dateString(at(e.modified))}`,
      `accessed: ${dateString(now)}`,
      `isDirectory: ${dir}`,
      `isFile: ${!dir}`,
      `permissions: ${dir ? '755' : '644'}`,
    ].join('\n'));
  });
}
