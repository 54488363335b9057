// Google Scholar in the world: its own records plus the PubMed articles, each with a citation
// count that grows with age (deterministic), ranked by relevance then year.
import { rank, asScholar } from './medical.js';

export function scholarResults(ctx, query, max = 10) {
  const own = ctx.list('scholar');
  const fromPubmed = ctx.list('articles').map((a) => ({ ...asScholar(a), id: a.pmid, keywords: a.keywords, citations: String(12 + ((Number(a.pmid) % 97) * (2026 - Number(a.publication_date.slice(0, 4)) + 1))) }));
  return rank([...own, ...fromPubmed], query, (r) => ({ title: r.title, keywords: r.keywords || '', text: r.abstract }), (r) => r.year, (r) => r.id).slice(0, max)
    .map(({ title, authors, journal, year, citations, url, abstract }) => ({ title, authors, journal, year, citations, url, abstract }));
}
