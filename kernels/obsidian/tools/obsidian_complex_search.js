// POST /search/ with a JsonLogic body: every markdown file is evaluated as
// { tags, frontmatter, stat, path, content }; files whose result is truthy (non-empty for
// arrays and objects) come back as { filename, result }. A rule that throws on any file fails
// the whole search with 40070 and the JavaScript error.
import { validateArgs } from '../lib/validate.js';
import { markdownFiles } from '../lib/vault.js';
import { text, restError } from '../lib/reply.js';
import { dumps } from '../lib/pyjson.js';
import { apply } from '../lib/jsonlogic.js';
import { noteJson } from '../lib/periodic.js';

function saneTruthy(v) {
  if (v === undefined || v === null) return false;
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === 'object') return Object.keys(v).length > 0;
  return Boolean(v);
}

export default function (args, ctx) {
  const invalid = validateArgs('obsidian_complex_search', args);
  if (invalid) return invalid;
  const results = [];
  for (const f of markdownFiles(ctx)) {
    let result;
    try {
      result = apply(args.query, noteJson(f));
    } catch (e) {
      return restError(40070, `${e.message} (while processing ${f.path})`);
    }
    if (saneTruthy(result)) results.push({ filename: f.path, result });
  }
  return text(dumps(results));
}
