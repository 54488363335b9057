// AAP guidance in the world: Bright Futures pages and AAP policy statements matching a query, and
// the three formatters the server uses for them (Bright Futures, policy statements, combined).
import { respond, withCache, rank, SAFETY_FOOTER } from './medical.js';

export function searchAap(ctx, query, source) {
  const pool = ctx.list('aap').filter((g) => source === 'all' || g.source === source);
  return rank(pool, query, (g) => ({ title: g.title, keywords: g.keywords, text: g.description }), (g) => g.year, (g) => g.id);
}

function item(g, i, o) {
  let r = `${i + 1}. **${g.title}**\n`;
  if (o.source) r += `   Source: ${g.source === 'bright-futures' ? 'Bright Futures' : 'AAP Policy Statement'}\n`;
  r += `   Organization: ${g.organization}\n`;
  if (o.year && g.year) r += `   Year: ${g.year}\n`;
  if (o.age && g.age_group) r += `   Age Group: ${g.age_group}\n`;
  if (g.category) r += `   Category: ${g.category}\n`;
  if (g.description) r += `   Description: ${g.description}\n`;
  return r + `   URL: ${g.url}\n\n`;
}

export function brightFutures(list, query, meta) {
  if (!list.length) return respond(withCache(`No Bright Futures guidelines found for "${query}". Try a different search term.`, meta));
  let r = `**Bright Futures Guidelines: "${query}"**\n\nFound ${list.length} guideline(s)\n\n`;
  list.forEach((g, i) => { r += item(g, i, { age: true }); });
  return respond(withCache(r + SAFETY_FOOTER('Bright Futures guidelines are retrieved dynamically from the AAP website.'), meta));
}

export function policyStatements(list, query, meta) {
  if (!list.length) return respond(withCache(`No AAP policy statements found for "${query}". Try a different search term.`, meta));
  let r = `**AAP Policy Statements: "${query}"**\n\nFound ${list.length} policy statement(s)\n\n`;
  list.forEach((g, i) => { r += item(g, i, { year: true }); });
  return respond(withCache(r + SAFETY_FOOTER('AAP policy statements are retrieved dynamically from the AAP publications website.'), meta));
}

export function combined(list, query, meta) {
  if (!list.length) return respond(withCache(`No AAP guidelines found for "${query}". Try a different search term.`, meta));
  const bf = list.filter((g) => g.source === 'bright-futures').length;
  const pol = list.filter((g) => g.source === 'aap-policy').length;
  let r = `**AAP Guidelines Search: "${query}"**\n\nFound ${list.length} guideline(s) total\n`;
  if (bf) r += `- ${bf} from Bright Futures\n`;
  if (pol) r += `- ${pol} from AAP Policy Statements\n`;
  r += '\n';
  list.forEach((g, i) => { r += item(g, i, { source: true, year: true, age: true }); });
  return respond(withCache(r + SAFETY_FOOTER('AAP guidelines are retrieved dynamically from Bright Futures and AAP publications websites.'), meta));
}
