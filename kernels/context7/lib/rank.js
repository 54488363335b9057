// Context7's ranking, as the server describes it to the model: name similarity first (exact
// matches prioritised), then how well the description fits the query, then documentation
// coverage (snippet count), source reputation (trust score) and benchmark score.

/** Lower-case letters and digits only: "Next.js" and "nextjs" compare equal. */
export const squash = (s) => String(s).toLowerCase().replace(/[^a-z0-9]+/g, '');
export const words = (s) => String(s).toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1);

function nameScore(lib, name) {
  const q = squash(name);
  if (!q) return 0;
  const project = squash(lib.id.split('/')[2]);
  const names = [squash(lib.title), project, ...lib.aliases.map(squash)];
  if (names.includes(q)) return 100;
  if (names.some((n) => n.startsWith(q) || q.startsWith(n))) return 60;
  if (names.some((n) => n.includes(q))) return 40;
  const qw = words(name).filter((w) => w.length > 2);
  if (!qw.length) return 0;
  const tw = new Set(words(`${lib.title} ${lib.id}`));
  const hit = qw.filter((w) => tw.has(w)).length;
  return hit ? Math.round((30 * hit) / qw.length) : 0;
}

/** Share of the query's words found in the text (0–1). */
export function overlap(query, text) {
  const q = [...new Set(words(query))];
  if (!q.length) return 0;
  const t = new Set(words(text));
  return q.filter((w) => t.has(w) || t.has(w.replace(/s$/, ''))).length / q.length;
}

export function rankLibraries(libs, libraryName, query) {
  const scored = [];
  for (const lib of libs) {
    const n = nameScore(lib, libraryName);
    if (!n) continue;
    const text = `${lib.description} ${Object.values(lib.snippets).map((s) => s.title).join(' ')}`;
    const score = n + 20 * overlap(query, text) + 2 * Math.log10(lib.totalSnippets + 1) + lib.trustScore + lib.benchmarkScore / 20;
    scored.push({ lib, score });
  }
  scored.sort((a, b) => b.score - a.score || (a.lib.id < b.lib.id ? -1 : 1));
  return scored.slice(0, 10).map((s) => s.lib);
}
