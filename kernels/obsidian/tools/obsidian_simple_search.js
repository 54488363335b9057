// POST /search/simple/?query&contextLength: Obsidian's prepareSimpleSearch over every markdown
// file — each whitespace-separated word of the query must occur (case-insensitively); matches are
// every occurrence of every word, with `contextLength` characters either side. Results sorted by
// score ascending, as the API does; the server reshapes each match to
// { context, match_position: { start, end } }.
import { validateArgs } from '../lib/validate.js';
import { markdownFiles } from '../lib/vault.js';
import { text } from '../lib/reply.js';
import { dumps } from '../lib/pyjson.js';

function search(words, content) {
  const lower = content.toLowerCase();
  const matches = [];
  for (const w of words) {
    let at = lower.indexOf(w);
    if (at < 0) return null;
    while (at >= 0) {
      matches.push([at, at + w.length]);
      at = lower.indexOf(w, at + w.length);
    }
  }
  matches.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return { score: -matches.length, matches };
}

export default function (args, ctx) {
  const invalid = validateArgs('obsidian_simple_search', args);
  if (invalid) return invalid;
  const contextLength = args.context_length === undefined ? 100 : args.context_length;
  const words = args.query.toLowerCase().split(/\s+/).filter(Boolean);
  const results = [];
  for (const f of markdownFiles(ctx)) {
    const r = search(words, f.content);
    if (!r) continue;
    results.push({
      filename: f.path,
      score: r.score,
      matches: r.matches.map(([start, end]) => ({
        context: f.content.slice(Math.max(start - contextLength, 0), end + contextLength),
        match_position: { start, end },
      })),
    });
  }
  // Array#sort is stable, so equal scores keep the file order.
  results.sort((a, b) => (a.score > b.score ? 1 : a.score < b.score ? -1 : 0));
  return text(dumps(results));
}
