// list_directory: `[FILE] name` / `[DIR] name` lines in readdir order (empty text for an empty
// folder).
import { guarded, textResult } from '../lib/errors.js';
import { loadFs } from '../lib/model.js';
import { openDir } from '../lib/listing.js';

export default function (args, ctx) {
  return guarded(() => {
    const { children } = openDir(loadFs(ctx), args.path);
    return textResult(children.map((c) => `${c.entry.type === 'dir' ? '[DIR]' : '[FILE]'} ${c.name}`).join('\n'));
  });
}
