// read_text_file: a file's text, or its first (head) or last (tail) lines.
import { guarded, textResult } from '../lib/errors.js';
import { loadFs } from '../lib/model.js';
import { readText } from '../lib/read.js';

export default function (args, ctx) {
  return guarded(() => textResult(readText(loadFs(ctx), args)));
}
