// maps_direction_transit_integrated → /v3/direction/transit/integrated: one plan over the world's
// metro lines and railways (lib/transit.js). `city` and `cityd` (name, English name, adcode or
// citycode) are required by Amap: an unknown one is INVALID_PARAMS.
import { ok, failed, withArgs, sent, findRegion, cityRegion } from '../lib/amap.js';
import { endpoints } from '../lib/routes.js';
import { plan } from '../lib/transit.js';

export default function (args, ctx) {
  return withArgs(args, 'origin', ({ origin, destination, city = '', cityd = '' }) => {
    const e = endpoints(ctx, origin, destination, 3000000);
    if (e.error) return failed('Direction Transit Integrated', e.error);
    const from = findRegion(e.regions, sent(city));
    const to = findRegion(e.regions, sent(cityd));
    if (!from || !to) return failed('Direction Transit Integrated', 'INVALID_PARAMS');
    const fromCity = cityRegion(e.regions, from.adcode) || from;
    const toCity = cityRegion(e.regions, to.adcode) || to;
    const route = plan(ctx, e, fromCity, toCity, cityRegion);
    return ok({ route: { origin: sent(origin), destination: sent(destination), distance: route.distance, transits: route.transits } });
  });
}
