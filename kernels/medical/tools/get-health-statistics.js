// get-health-statistics: WHO indicator data (lib/who.js) grouped by the server's categories (life
// expectancy, mortality, prevalence, incidence, rate, general) in its order, each with its
// explanation, newest year first then highest value, at most `limit` per category.
import { respond, withCache, cached, guarded } from '../lib/medical.js';
import { findIndicators, dataPoints, pointLines } from '../lib/who.js';

function categorize(name) {
  const n = name.toLowerCase();
  if (n.includes('life expectancy')) {
    if (n.includes('healthy')) return ['Life Expectancy - Healthy', 'Average number of years a person can expect to live in full health (without disability or illness)'];
    if (n.includes('disability') || n.includes('hale')) return ['Life Expectancy - Disability-Adjusted (HALE)', 'Healthy Adjusted Life Expectancy - years lived in full health adjusted for time spent in poor health or with disability'];
    if (n.includes('at birth')) return ['Life Expectancy - At Birth', 'Average number of years a newborn is expected to live, assuming current mortality patterns remain constant'];
    return ['Life Expectancy', 'Average number of years a person is expected to live'];
  }
  if (n.includes('mortality')) {
    if (n.includes('infant')) return ['Mortality - Infant', 'Death rate of infants under 1 year of age, typically expressed per 1,000 live births'];
    if (n.includes('maternal')) return ['Mortality - Maternal', 'Death rate of women during pregnancy or within 42 days of termination of pregnancy'];
    if (n.includes('child') || n.includes('under 5')) return ['Mortality - Child', 'Death rate of children under 5 years of age, typically expressed per 1,000 live births'];
    return ['Mortality', 'Death rate, typically expressed per 1,000 or 100,000 population'];
  }
  if (n.includes('prevalence')) return ['Prevalence', 'Proportion of population with a specific condition at a given time'];
  if (n.includes('incidence')) return ['Incidence', 'Number of new cases of a condition occurring in a population during a specific time period'];
  if (n.includes('rate')) return ['Rate', 'Frequency of occurrence per unit of population or time'];
  return ['General', undefined];
}

// The server's order; "Life Expectancy - Disability-Adjusted" never matches its own category name.
const ORDER = ['Life Expectancy - At Birth', 'Life Expectancy - Healthy', 'Life Expectancy - Disability-Adjusted', 'Life Expectancy', 'Mortality - Infant', 'Mortality - Maternal', 'Mortality - Child', 'Mortality', 'Prevalence', 'Incidence', 'Rate', 'General'];

export default function ({ indicator, country, limit }, ctx) {
  return guarded('fetching health statistics', () => {
    const { data, metadata } = cached(ctx, 'WHO', 'get-health-statistics', { indicator, country, limit }, () => dataPoints(findIndicators(ctx.list('indicators'), indicator), country));
    if (!data.length) return respond(withCache(`No health indicators found for "${indicator}"${country ? ` in ${country}` : ''}. Try a different search term.`, metadata));
    const groups = new Map();
    for (const p of data) {
      const [cat, expl] = categorize(p.IndicatorName);
      if (!groups.has(cat)) groups.set(cat, { items: [], expl });
      groups.get(cat).items.push(p);
    }
    let r = `**Health Statistics: ${indicator}**\n\n`;
    if (country) r += `Country Filter: ${country}\n`;
    r += `Found ${data.length} data point(s) across ${groups.size} category/categories\n\n`;
    let n = 1;
    for (const cat of ORDER) {
      if (!groups.has(cat)) continue;
      const g = groups.get(cat);
      r += `## ${cat}\n\n`;
      if (g.expl) r += `*${g.expl}*\n\n`;
      const sorted = g.items.slice().sort((a, b) => (parseInt(b.TimeDim) || 0) - (parseInt(a.TimeDim) || 0) || b.NumericValue - a.NumericValue).slice(0, limit);
      for (const p of sorted) { r += pointLines(p, n); n += 1; }
    }
    return respond(withCache(r, metadata));
  });
}
