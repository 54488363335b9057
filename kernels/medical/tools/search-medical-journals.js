// search-medical-journals: PubMed searches restricted to NEJM, JAMA, The Lancet, BMJ and Nature
// Medicine (and their family journals, as PubMed's journal filter matches them), in that order of
// journals, Scholar item format, then the server's safety footer.
import { respond, withCache, cached, guarded, searchPubMed, asScholar, articleItem, SAFETY_FOOTER } from '../lib/medical.js';

const JOURNALS = [['NEJM', /^N Engl J Med/], ['JAMA', /^JAMA/], ['Lancet', /^Lancet/], ['BMJ', /^BMJ$/], ['Nature Medicine', /^Nat Med$/]];

export default function ({ query }, ctx) {
  return guarded('searching medical journals', () => {
    const { data, metadata } = cached(ctx, 'PubMed', 'search-medical-journals', { query }, () => {
      const hits = searchPubMed(ctx, query, 100);
      return JOURNALS.flatMap(([, re]) => hits.filter((a) => re.test(a.journal)).slice(0, 3)).map(asScholar);
    });
    if (!data.length) return respond(withCache(`No articles found for "${query}" in top medical journals. This could be due to no results matching your query, journal-specific search limitations, or network connectivity issues.`, metadata));
    let r = `**Top Medical Journals Search: "${query}"**\n\nFound ${data.length} article(s) from top medical journals\n\n`;
    data.forEach((a, i) => { r += articleItem(a, i); });
    r += SAFETY_FOOTER('This search retrieves information from top medical journals dynamically.', ['New England Journal of Medicine (NEJM)', 'Journal of the American Medical Association (JAMA)', 'The Lancet', 'British Medical Journal (BMJ)', 'Nature Medicine']);
    return respond(withCache(r, metadata));
  });
}
