// get-child-health-statistics: WHO child-health indicators (the world's child indicators) whose
// name matches, optionally one country, at most `limit` points, with the server's footer.
import { respond, withCache, cached, guarded, SAFETY_FOOTER } from '../lib/medical.js';
import { findIndicators, dataPoints, pointLines } from '../lib/who.js';

export default function ({ indicator, country, limit }, ctx) {
  return guarded('fetching child health statistics', () => {
    const { data, metadata } = cached(ctx, 'ChildHealth', 'get-child-health-statistics', { indicator, country, limit }, () =>
      dataPoints(findIndicators(ctx.list('indicators').filter((i) => i.child), indicator), country).slice(0, limit));
    if (!data.length) return respond(withCache(`No child health indicators found for "${indicator}"${country ? ` in ${country}` : ''}. Try a different search term.`, metadata));
    let r = `**Child Health Statistics: ${indicator}**\n\n`;
    if (country) r += `Country Filter: ${country}\n`;
    r += `Found ${data.length} indicator(s)\n\n`;
    data.forEach((p, i) => { r += pointLines(p, i + 1); });
    r += SAFETY_FOOTER('Child health statistics are retrieved dynamically from WHO Global Health Observatory.');
    return respond(withCache(r, metadata));
  });
}
