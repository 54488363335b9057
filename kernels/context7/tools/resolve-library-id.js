// resolve-library-id: asks Context7's search for libraries matching `libraryName`, ranked with
// `query` (lib/rank.js), and formats each result as the server does (title, id, description,
// snippet count, reputation label from the trust score: ≥7 High, ≥4 Medium, else Low; benchmark
// score when positive; versions when any), separated by `----------` lines under
// "Available Libraries:". No match: the server's "No libraries found matching the provided name.".
import { rankLibraries } from '../lib/rank.js';

function reputation(t) {
  if (t === undefined || t < 0) return 'Unknown';
  if (t >= 7) return 'High';
  if (t >= 4) return 'Medium';
  return 'Low';
}

function format(lib) {
  const lines = [`- Title: ${lib.title}`, `- Context7-compatible library ID: ${lib.id}`, `- Description: ${lib.description}`];
  if (lib.totalSnippets !== -1 && lib.totalSnippets !== undefined) lines.push(`- Code Snippets: ${lib.totalSnippets}`);
  lines.push(`- Source Reputation: ${reputation(lib.trustScore)}`);
  if (lib.benchmarkScore > 0) lines.push(`- Benchmark Score: ${lib.benchmarkScore}`);
  if (lib.versions.length) lines.push(`- Versions: ${lib.versions.join(', ')}`);
  return lines.join('\n');
}

export default function (args, ctx) {
  const found = rankLibraries(ctx.list('libraries'), args.libraryName, args.query);
  if (!found.length) return ctx.text('No libraries found matching the provided name.');
  return ctx.text(`Available Libraries:\n\n${found.map(format).join('\n----------\n')}`);
}
