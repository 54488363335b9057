// get-article-details: one PubMed record by PMID (title, authors, journal, date, DOI, PMC links,
// abstract, and the server's note on full-text availability).
import { respond, withCache, cached, guarded } from '../lib/medical.js';

export default function ({ pmid }, ctx) {
  return guarded('fetching article details', () => {
    const { data: a, metadata } = cached(ctx, 'PubMed', 'get-article-details', { pmid }, () => ctx.get(`articles[${String(pmid).trim()}]`));
    if (!a) return respond(withCache(`No article found with PMID: ${pmid}`, metadata));
    let r = `**Article Details for PMID: ${pmid}**\n\n**Title:** ${a.title}\n\n`;
    if (a.authors && a.authors.length) r += `**Authors:** ${a.authors.join(', ')}\n\n`;
    r += `**Journal:** ${a.journal}\n**Publication Date:** ${a.publication_date}\n`;
    if (a.doi) r += `**DOI:** ${a.doi}\n`;
    if (a.pmc_id) r += `**PMC ID:** ${a.pmc_id}\n**Full Text Available:** Yes\n**Full Text URL:** https://www.ncbi.nlm.nih.gov/pmc/articles/PMC${a.pmc_id}/\n\n`;
    r += `\n**Abstract:**\n${a.abstract}\n\n`;
    if (a.pmc_id) r += '**Note:** Full text is available but could not be automatically retrieved. Please visit the PMC URL above to access the complete article.\n\n';
    else r += '**Note:** Full text is not available in PubMed Central. You may need institutional access or subscription to view the complete article.\n\n';
    return respond(withCache(r, metadata));
  });
}
