// read_file: the deprecated alias of read_text_file, same behaviour.
import { guarded, textResult } from '../lib/errors.js';
import { loadFs } from '../lib/model.js';
import { readText } from '../lib/read.js';

export default function (args, ctx) {
  return guarded(() => textResult(readText(loadFs(ctx), args)));
}
