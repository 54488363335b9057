// search-drugs: openFDA /drug/label.json (lib/drugs.js), formatted as the server's numbered list
// (brand, generic, manufacturer, route, dosage form, purpose, last updated). The product NDC is not
// shown, as in the server. None found: its "not in the FDA database" text (or the generic-term
// hint for words like "medicine").
import { respond, withCache, cached, guarded } from '../lib/medical.js';
import { searchLabels } from '../lib/drugs.js';

const GENERIC = ['medication', 'medicine', 'drug', 'pill', 'tablet', 'capsule'];

export default function ({ query, limit }, ctx) {
  return guarded('searching drugs', () => {
    const { data, metadata } = cached(ctx, 'FDA', 'search-drugs', { query, limit }, () => searchLabels(ctx.list('drugs'), query, limit));
    if (!data.length) {
      if (GENERIC.includes(query.toLowerCase().trim())) {
        return respond(withCache(`No drugs found for "${query}". This appears to be a generic term rather than a specific drug name. Please search for a specific medication name (e.g., "aspirin", "ibuprofen", "metformin").`, metadata));
      }
      return respond(withCache(`No drugs found for "${query}". This medication may not be in the FDA database, or the name may be misspelled. Please verify the drug name and try again.`, metadata));
    }
    let r = `**Drug Search Results for "${query}"**\n\nFound ${data.length} drug(s)\n\n`;
    data.forEach((d, i) => {
      r += `${i + 1}. **${d.openfda.brand_name?.[0] || 'Unknown Brand'}**\n`;
      r += `   Generic Name: ${d.openfda.generic_name?.[0] || 'Not specified'}\n`;
      r += `   Manufacturer: ${d.openfda.manufacturer_name?.[0] || 'Not specified'}\n`;
      r += `   Route: ${d.openfda.route?.[0] || 'Not specified'}\n`;
      r += `   Dosage Form: ${d.openfda.dosage_form?.[0] || 'Not specified'}\n`;
      if (d.purpose && d.purpose.length) r += `   Purpose: ${d.purpose[0].substring(0, 200)}${d.purpose[0].length > 200 ? '...' : ''}\n`;
      r += `   Last Updated: ${d.effective_time}\n\n`;
    });
    return respond(withCache(r, metadata));
  });
}
