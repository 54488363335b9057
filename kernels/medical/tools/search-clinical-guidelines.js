// search-clinical-guidelines: the world's guideline records matching the query (title, keywords,
// description), optionally from one organisation (case-insensitive substring either way, so
// "WHO" and "World Health Organization" both find WHO's). Newest first on equal relevance.
import { respond, withCache, cached, guarded, rank } from '../lib/medical.js';

const ALIASES = { who: 'world health organization', cdc: 'centers for disease control and prevention', nice: 'national institute for health and care excellence', aha: 'american heart association', ada: 'american diabetes association' };

function fromOrg(g, org) {
  if (!org) return true;
  const o = org.toLowerCase().trim();
  const name = g.organization.toLowerCase();
  const full = ALIASES[name] || name;
  return name.includes(o) || o.includes(name) || full.includes(o) || (ALIASES[o] && full.includes(ALIASES[o]));
}

export default function ({ query, organization }, ctx) {
  return guarded('searching clinical guidelines', () => {
    const { data, metadata } = cached(ctx, 'Guidelines', 'search-clinical-guidelines', { query, organization }, () =>
      rank(ctx.list('guidelines').filter((g) => fromOrg(g, organization)), query, (g) => ({ title: g.title, keywords: g.keywords, text: g.description }), (g) => g.year, (g) => g.id));
    if (!data.length) return respond(withCache(`No clinical guidelines found for "${query}"${organization ? ` from ${organization}` : ''}. Try a different search term or check if the condition has established guidelines.`, metadata));
    let r = `**Clinical Guidelines Search: "${query}"**\n\n`;
    if (organization) r += `Organization Filter: ${organization}\n`;
    r += `Found ${data.length} guideline(s)\n\n`;
    data.forEach((g, i) => {
      r += `${i + 1}. **${g.title}**\n   Organization: ${g.organization}\n   Year: ${g.year}\n   Category: ${g.category}\n   Evidence Level: ${g.evidence_level}\n`;
      if (g.description) r += `   Description: ${g.description}\n`;
      r += `   URL: ${g.url}\n\n`;
    });
    return respond(withCache(r, metadata));
  });
}
