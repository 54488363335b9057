// Routes over the world's distance model (lib/amap.js `leg`, `steps`): the endpoints must parse,
// lie on the same land mass (no road crosses the strait or an ocean) and within the mode's range.
import { parseLngLat, regionAt, landOf, cityRegion, leg, steps, haversine, sent } from './amap.js';

/** { a, b, roads } for a route request, or { error: 'INVALID_PARAMS' | 'OVER_DIRECTION_RANGE' }. */
export function endpoints(ctx, origin, destination, maxMeters) {
  const a = parseLngLat(sent(origin));
  const b = parseLngLat(sent(destination));
  if (!a || !b) return { error: 'INVALID_PARAMS' };
  const regions = ctx.get('regions');
  const ra = regionAt(regions, a);
  const rb = regionAt(regions, b);
  if (ra && rb && landOf(regions, ra.adcode) !== landOf(regions, rb.adcode)) return { error: 'OVER_DIRECTION_RANGE' };
  if (haversine(a, b) > maxMeters) return { error: 'OVER_DIRECTION_RANGE' };
  const city = ra ? cityRegion(regions, ra.adcode) : null;
  const cityRoads = city ? ctx.get(`roads[${city.adcode}]`) || [] : [];
  // Steps run on the streets nearest each end (from nearby addresses), else on the city's roads.
  const pois = ctx.list('pois');
  const near = [roadNear(pois, a), roadNear(pois, b)].filter(Boolean);
  const roads = near.length === 2 && near[0] !== near[1] ? near : near.length ? [near[0], ...cityRoads.filter((r) => r !== near[0])] : cityRoads;
  return { a, b, roads, regions, ra, rb, fixedRoads: near.length === 2 && near[0] !== near[1] };
}

const ROAD = /^(.+?(?:路|街|大道|大街|段))\d|^\d+\s+(.+?(?:St|Ave|Blvd|Way))\b/;

/** The street of the nearest address within 500 m of p, if any. */
function roadNear(pois, p) {
  let best = null;
  for (const poi of pois) {
    const m = ROAD.exec(poi.address);
    if (!m) continue;
    const d = haversine(p, poi.location.split(',').map(Number));
    if (d <= 500 && (!best || d < best.d || (d === best.d && poi.id < best.id))) best = { d, id: poi.id, road: m[1] || m[2] };
  }
  return best ? best.road : null;
}

/** One path `{distance, duration, steps}` (Amap's strings) for walking, bicycling or driving. */
export function path(mode, e) {
  const total = leg(mode, e.a, e.b);
  return { distance: String(total.distance), duration: String(total.duration), steps: steps(mode, e.a, e.b, total, e.roads, e.fixedRoads) };
}
