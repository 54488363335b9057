// search-pediatric-drugs: the label search of search-drugs (2 × limit labels), keeping those whose
// purpose, warnings or dosing mention pediatric / child / infant / neonatal (the server's broad
// filter: "children 12 years and over" counts), listed with
// the pediatric sentence of the dosing and warnings (200 characters) and the server's footer.
import { respond, withCache, cached, guarded, SAFETY_FOOTER } from '../lib/medical.js';
import { searchLabels } from '../lib/drugs.js';

function pediatric(d) {
  const text = (k) => (d[k] || []).join(' ').toLowerCase();
  const words = (t, ws) => ws.some((w) => t.includes(w));
  return words(text('purpose'), ['pediatric', 'child', 'infant', 'neonatal']) || words(text('warnings'), ['pediatric', 'child']) || words(text('dosage_and_administration'), ['pediatric', 'child']);
}

const PEDS = /(?:pediatric|child|infant|neonatal)[^.]*(?:\.|$)/i;

export default function ({ query, limit }, ctx) {
  return guarded('searching pediatric drugs', () => {
    const { data, metadata } = cached(ctx, 'PediatricDrugs', 'search-pediatric-drugs', { query, limit }, () =>
      searchLabels(ctx.list('drugs'), query, limit * 2).filter(pediatric).slice(0, limit));
    if (!data.length) return respond(withCache(`No pediatric drugs found for "${query}". This may indicate the drug is not approved for pediatric use or lacks pediatric labeling information.`, metadata));
    let r = `**Pediatric Drug Search: "${query}"**\n\nFound ${data.length} drug(s) with pediatric labeling\n\n`;
    data.forEach((d, i) => {
      r += `${i + 1}. **${d.openfda.brand_name[0]}** (${d.openfda.generic_name[0]})\n`;
      if (d.purpose && d.purpose.length) r += `   Purpose: ${d.purpose.join(', ')}\n`;
      const dose = PEDS.exec((d.dosage_and_administration || []).join(' '));
      if (dose) r += `   Pediatric Dosing: ${dose[0].substring(0, 200)}...\n`;
      const warn = PEDS.exec((d.warnings || []).join(' '));
      if (warn) r += `   Pediatric Warnings: ${warn[0].substring(0, 200)}...\n`;
      r += `   Effective Time: ${d.effective_time}\n\n`;
    });
    r += SAFETY_FOOTER('Pediatric drug information is retrieved dynamically from FDA database.');
    return respond(withCache(r, metadata));
  });
}
