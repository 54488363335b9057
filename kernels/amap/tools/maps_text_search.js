// maps_text_search → /v3/place/text (first page, 20 POIs). The server sends keywords, city and
// `citylimit` (default "false") — it never sends the declared `types` argument, so types has no
// effect. With a known city its POIs come first, then the rest of the country (citylimit false);
// an unknown city name searches nationwide. Ranking: keyword score, then distance to the city
// centre, then id. An empty keyword is MISSING_REQUIRED_PARAMS (neither keywords nor types sent).
import { ok, failed, withArgs, sent, findRegion, cityRegion, keywordScore, haversine, point, MISSING_REQUIRED_PARAMS } from '../lib/amap.js';

export default function (args, ctx) {
  return withArgs(args, 'keywords', ({ keywords, city = '', citylimit = 'false' }) => {
    const q = sent(keywords).trim();
    if (!q) return failed('Text Search', MISSING_REQUIRED_PARAMS);
    const regions = ctx.get('regions');
    const region = sent(city).trim() ? findRegion(regions, sent(city)) : null;
    const target = region ? (region.level === 'district' ? region : cityRegion(regions, region.adcode) || region) : null;
    const limit = sent(citylimit) === 'true';
    const inTarget = (p) => target && (p.adcode === target.adcode || (cityRegion(regions, p.adcode) || {}).adcode === target.adcode);
    const centre = target ? point(target.center) : null;
    const hits = [];
    for (const p of ctx.list('pois')) {
      const score = keywordScore(p, q);
      if (!score) continue;
      if (limit && target && !inTarget(p)) continue;
      hits.push({ p, score, local: inTarget(p) ? 1 : 0, d: centre ? haversine(centre, point(p.location)) : 0 });
    }
    hits.sort((a, b) => b.local - a.local || b.score - a.score || a.d - b.d || (a.p.id < b.p.id ? -1 : 1));
    return ok({
      suggestion: { keywords: [], ciytes: [] },
      pois: hits.slice(0, 20).map(({ p }) => ({ id: p.id, name: p.name, address: p.address, typecode: p.typecode })),
    });
  });
}
