// POST /search/ with a Dataview DQL query:
//   TABLE file.mtime WHERE file.mtime >= date(today) - dur(<days> days) SORT file.mtime DESC LIMIT <limit>
// Answered as [{ filename, result: { "file.mtime": <Luxon ISO in local time> } }]. Without the
// Dataview plugin the API's handler fails on its missing API object.
import { validateArgs } from '../lib/validate.js';
import { markdownFiles } from '../lib/vault.js';
import { text, restError } from '../lib/reply.js';
import { dumps } from '../lib/pyjson.js';
import { localMidnight, isoLocal } from '../lib/clock.js';

const DAY = 86400000;

export default function (rawArgs, ctx) {
  // The Python MCP SDK hands a handler `arguments or {}`: a call without arguments means {}.
  const args = rawArgs || {};
  const invalid = validateArgs('obsidian_get_recent_changes', args);
  if (invalid) return invalid;
  if (!ctx.get('plugins.dataview')) return restError(40070, "Cannot read properties of undefined (reading 'tryQuery')");
  const limit = args.limit === undefined ? 10 : args.limit;
  const days = args.days === undefined ? 90 : args.days;
  const vault = ctx.get('vault');
  const since = localMidnight(vault, ctx.nowMs()) - days * DAY;
  const hits = markdownFiles(ctx).filter((f) => f.mtime >= since);
  hits.sort((a, b) => b.mtime - a.mtime || (a.path < b.path ? -1 : 1));
  return text(dumps(hits.slice(0, limit).map((f) => ({ filename: f.path, result: { 'file.mtime': isoLocal(vault, f.mtime) } }))));
}
