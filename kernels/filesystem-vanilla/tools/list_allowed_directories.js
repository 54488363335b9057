// list_allowed_directories: the directories this server may access.
import { ok } from '../lib/fs.js';

export default function (_args, ctx) {
  return ok(`Allowed directories:\n${ctx.get('root')}`);
}
