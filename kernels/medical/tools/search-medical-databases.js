// search-medical-databases: PubMed (5), Google Scholar, Cochrane and ClinicalTrials.gov in that
// order, in the Scholar item format, then the server's safety footer.
import { respond, withCache, cached, guarded, searchPubMed, asScholar, articleItem, rank, SAFETY_FOOTER } from '../lib/medical.js';
import { scholarResults } from '../lib/scholar.js';

export default function ({ query }, ctx) {
  return guarded('searching medical databases', () => {
    const { data, metadata } = cached(ctx, 'PubMed', 'search-medical-databases', { query }, () => {
      const pubmed = searchPubMed(ctx, query, 5).map(asScholar);
      const seen = new Set(pubmed.map((a) => a.title));
      const scholar = scholarResults(ctx, query).filter((a) => !seen.has(a.title));
      const reviews = rank(ctx.list('reviews'), query, (r) => ({ title: r.title, keywords: r.keywords, text: r.abstract }), (r) => r.year, (r) => r.id)
        .map((r) => ({ title: r.title, authors: r.authors, journal: r.source, year: r.year, citations: '', url: r.url, abstract: r.abstract, source: r.source }));
      return [...pubmed, ...scholar, ...reviews.filter((r) => r.source === 'Cochrane Library'), ...reviews.filter((r) => r.source !== 'Cochrane Library')]
        .map(({ source, ...a }) => (void source, a));
    });
    if (!data.length) return respond(withCache(`No medical articles found for "${query}" across any databases. This could be due to no results matching your query, database API rate limiting, or network connectivity issues.`, metadata));
    let r = `**Comprehensive Medical Database Search: "${query}"**\n\nFound ${data.length} article(s) across multiple databases\n\n`;
    data.forEach((a, i) => { r += articleItem(a, i); });
    r += SAFETY_FOOTER('This comprehensive search retrieves information from multiple medical databases dynamically.', ['PubMed (National Library of Medicine)', 'Google Scholar (Academic search)', 'Cochrane Library (Systematic reviews)', 'ClinicalTrials.gov (Clinical trials)']);
    return respond(withCache(r, metadata));
  });
}
