// search-pediatric-literature: PubMed restricted to the server's pediatric journals (Pediatrics,
// JAMA Pediatrics, The Journal of Pediatrics, …), its list format and safety footer.
import { cached, guarded, searchPubMed, pubmedList, SAFETY_FOOTER } from '../lib/medical.js';

const PEDIATRIC = ['Pediatrics', 'JAMA Pediatr', 'J Pediatr', 'Pediatr Res', 'Arch Dis Child', 'Eur J Pediatr', 'Pediatr Clin North Am'];

export default function ({ query, max_results }, ctx) {
  return guarded('searching pediatric literature', () => {
    const { data, metadata } = cached(ctx, 'PediatricJournals', 'search-pediatric-journals', { query, maxResults: max_results }, () =>
      searchPubMed(ctx, query, 100).filter((a) => PEDIATRIC.includes(a.journal)).slice(0, max_results));
    return pubmedList(data, query, 'Pediatric Journal Articles', `No pediatric journal articles found for "${query}". Try a different search term.`, metadata,
      SAFETY_FOOTER('Pediatric journal articles are retrieved dynamically from PubMed.'));
  });
}
