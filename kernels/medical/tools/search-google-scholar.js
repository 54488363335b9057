// search-google-scholar: the world's Scholar results (lib/scholar.js), the server's item format.
import { respond, withCache, cached, guarded, articleItem } from '../lib/medical.js';
import { scholarResults } from '../lib/scholar.js';

export default function ({ query }, ctx) {
  return guarded('searching Google Scholar', () => {
    const { data, metadata } = cached(ctx, 'GoogleScholar', 'search-google-scholar', { query }, () => scholarResults(ctx, query));
    if (!data.length) return respond(`No academic articles found for "${query}". This could be due to no results matching your query, rate limiting, or network issues.`);
    let r = `**Academic Research Search: "${query}"**\n\nFound ${data.length} article(s)\n\n`;
    data.forEach((a, i) => { r += articleItem(a, i); });
    return respond(withCache(r, metadata));
  });
}
