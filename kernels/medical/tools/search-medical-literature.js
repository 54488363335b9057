// search-medical-literature: PubMed esearch + efetch over the world's articles (lib/medical.js
// `searchPubMed`: every query term must occur; title, keyword and abstract hits ranked, newest
// first on ties), formatted as the server's list (authors, journal, date, PMID, PMC id, abstract
// to 300 characters, links).
import { cached, guarded, searchPubMed, pubmedList } from '../lib/medical.js';

export default function ({ query, max_results }, ctx) {
  return guarded('searching medical literature', () => {
    const { data, metadata } = cached(ctx, 'PubMed', 'search-medical-literature', { query, maxResults: max_results }, () => searchPubMed(ctx, query, max_results));
    return pubmedList(data, query, 'Medical Literature Search', `No medical articles found for "${query}". Try different search terms or check the spelling.`, metadata);
  });
}
