// maps_around_search → /v3/place/around: POIs within `radius` metres of `location` (the server's
// default "1000"), nearest first, first page of 20. Keywords are optional ("" lists every POI in
// range). Amap takes radius 0–50000; anything else (non-numeric, larger) falls back to its
// default of 3000. A malformed location is INVALID_PARAMS.
import { ok, failed, withArgs, sent, parseLngLat, keywordScore, haversine, point, INVALID_PARAMS } from '../lib/amap.js';

export default function (args, ctx) {
  return withArgs(args, 'location', ({ location, radius = '1000', keywords = '' }) => {
    const c = parseLngLat(sent(location));
    if (!c) return failed('Around Search', INVALID_PARAMS);
    const rText = sent(radius).trim();
    let r = /^\d+(\.\d+)?$/.test(rText) ? Number(rText) : 3000;
    if (r > 50000) r = 3000;
    const q = sent(keywords).trim();
    const hits = [];
    for (const p of ctx.list('pois')) {
      const d = haversine(c, point(p.location));
      if (d > r) continue;
      if (q && !keywordScore(p, q)) continue;
      hits.push({ p, d });
    }
    hits.sort((a, b) => a.d - b.d || (a.p.id < b.p.id ? -1 : 1));
    return ok({ pois: hits.slice(0, 20).map(({ p }) => ({ id: p.id, name: p.name, address: p.address, typecode: p.typecode })) });
  });
}
