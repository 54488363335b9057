// list_allowed_directories: the one folder the server was started with.
import { textResult } from '../lib/errors.js';
import { normalizeAbsolute } from '../lib/paths.js';

export default function (_args, ctx) {
  return textResult(`Allowed directories:\n${normalizeAbsolute(ctx.get('root'))}`);
}
