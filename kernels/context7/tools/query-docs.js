// query-docs: GET /v2/context?libraryId&query — the library's snippets most relevant to the query
// (share of query words in title, description and code; ties in the library's order), at most
// six, as text blocks (title, source, description, fenced code) separated by dashed lines. A
// `/org/project/version` id must name a listed version. Unknown ids get the API's 404 wording;
// a library without snippets the server's "Documentation not found…" text.
import { overlap } from '../lib/rank.js';

const NOT_FOUND = 'The library you are trying to access does not exist. Please try with a different library ID.';
const EMPTY = "Documentation not found or not finalized for this library. This might have happened because you used an invalid Context7-compatible library ID. To get a valid Context7-compatible library ID, use the 'resolve-library-id' with the package name you wish to retrieve documentation for.";

export default function (args, ctx) {
  const m = /^\/([^/\s]+)\/([^/\s]+)(?:\/([^/\s]+))?\/?$/.exec(String(args.libraryId).trim());
  if (!m) return ctx.text(NOT_FOUND);
  const lib = ctx.get(`libraries[/${m[1]}/${m[2]}]`);
  if (!lib || (m[3] && !lib.versions.includes(m[3]))) return ctx.text(NOT_FOUND);
  const snippets = Object.values(lib.snippets);
  if (!snippets.length) return ctx.text(EMPTY);
  const scored = snippets.map((s, i) => ({ s, i, score: overlap(args.query, `${s.title} ${s.description} ${s.code}`) }));
  const hits = scored.filter((x) => x.score > 0).sort((a, b) => b.score - a.score || a.i - b.i);
  const chosen = (hits.length ? hits : scored).slice(0, 6).map((x) => x.s);
  const blocks = chosen.map((s) => `### ${s.title}\n\nSource: ${s.source}\n\n${s.description}\n\n\`\`\`${s.language}\n${s.code}\n\`\`\``);
  return ctx.text(blocks.join('\n\n--------------------------------\n\n'));
}
