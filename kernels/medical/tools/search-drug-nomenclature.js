// search-drug-nomenclature: RxNorm concepts whose name or a synonym contains the query (RxCUI,
// term type, language, first three synonyms). None: the server's text without cache note.
import { respond, withCache, cached, guarded } from '../lib/medical.js';

export default function ({ query }, ctx) {
  return guarded('searching RxNorm', () => {
    const q = query.toLowerCase().trim();
    const { data, metadata } = cached(ctx, 'RxNorm', 'search-drug-nomenclature', { query }, () => (q ? ctx.list('rxnorm').filter((c) => c.name.toLowerCase().includes(q) || c.synonym.some((s) => s.toLowerCase().includes(q))).sort((a, b) => a.name.length - b.name.length || (a.rxcui < b.rxcui ? -1 : 1)) : []));
    if (!data.length) return respond(`No drugs found in RxNorm database for "${query}". Try a different search term.`);
    let r = `**RxNorm Drug Search: "${query}"**\n\nFound ${data.length} drug(s)\n\n`;
    data.forEach((d, i) => {
      r += `${i + 1}. **${d.name}**\n   RxCUI: ${d.rxcui}\n   Term Type: ${d.tty}\n   Language: ${d.language}\n`;
      if (d.synonym && d.synonym.length) r += `   Synonyms: ${d.synonym.slice(0, 3).join(', ')}${d.synonym.length > 3 ? '...' : ''}\n`;
      r += '\n';
    });
    return respond(withCache(r, metadata));
  });
}
