// WHO Global Health Observatory lookups: indicators whose name contains the query (the server's
// OData `contains`; compared case-insensitively here), else its fixed variations of common
// names; the first three indicators; their data points, optionally for one country code
// (SpatialDim, exact). Each point carries the server's formatted value and comment.
const VARIATIONS = {
  'maternal mortality': ['maternal', 'mortality', 'maternal death'],
  'infant mortality': ['infant', 'mortality', 'infant death', 'child mortality'],
  'life expectancy': ['life expectancy', 'expectancy', 'life'],
  'mortality rate': ['mortality', 'death rate', 'mortality rate'],
  'birth rate': ['birth', 'fertility', 'birth rate'],
  'death rate': ['death', 'mortality', 'death rate'],
  immunization: ['immunization', 'vaccination', 'vaccine'],
  malnutrition: ['malnutrition', 'nutrition', 'undernutrition'],
  diabetes: ['diabetes', 'diabetic'],
  hypertension: ['hypertension', 'blood pressure', 'high blood pressure'],
  obesity: ['obesity', 'overweight'],
  'air pollution': ['particulate', 'pm2.5', 'air'],
};

export function findIndicators(all, name) {
  const q = String(name).toLowerCase();
  let found = all.filter((i) => i.IndicatorName.toLowerCase().includes(q));
  if (!found.length) {
    for (const [k, vs] of Object.entries(VARIATIONS)) {
      if (!q.includes(k) && !k.includes(q)) continue;
      for (const v of vs) {
        found = all.filter((i) => i.IndicatorName.toLowerCase().includes(v));
        if (found.length) break;
      }
      if (found.length) break;
    }
  }
  return found.slice(0, 3);
}

export function dataPoints(indicators, country) {
  const out = [];
  for (const ind of indicators) {
    for (const d of ind.data) {
      if (country && d.SpatialDim !== country) continue;
      const parts = [`Unit: ${d.Unit}`, `Year: ${d.TimeDim}`];
      out.push({
        IndicatorCode: ind.IndicatorCode,
        IndicatorName: ind.IndicatorName,
        SpatialDim: d.SpatialDim,
        TimeDim: String(d.TimeDim),
        Value: `${d.NumericValue} ${d.Unit}`,
        NumericValue: d.NumericValue,
        Low: d.Low,
        High: d.High,
        Comments: parts.join(' | '),
      });
    }
  }
  return out;
}

export function pointLines(ind, i) {
  let r = `${i}. **${ind.IndicatorName}**\n   Country: ${ind.SpatialDim}\n   Value: **${ind.Value}**\n`;
  if (ind.AgeGroup) r += `   Age Group: ${ind.AgeGroup}\n`;
  if (ind.Comments && ind.Comments !== 'No additional context') r += `   Context: ${ind.Comments}\n`;
  if (ind.Low && ind.High && ind.Low !== 0 && ind.High !== 0) r += `   Range: ${ind.Low} - ${ind.High}\n`;
  return r + `   Year: ${ind.TimeDim}\n   Indicator Code: ${ind.IndicatorCode}\n\n`;
}
