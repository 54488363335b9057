// maps_direction_walking → /v3/direction/walking: one walking path (≤ 100 km) over the world's
// distance model; the server keeps distance, duration and each step's instruction, road,
// distance, orientation and duration. Out of range or across the sea: OVER_DIRECTION_RANGE.
import { ok, failed, withArgs, sent } from '../lib/amap.js';
import { endpoints, path } from '../lib/routes.js';

export default function (args, ctx) {
  return withArgs(args, 'origin', ({ origin, destination }) => {
    const e = endpoints(ctx, origin, destination, 100000);
    if (e.error) return failed('Direction Walking', e.error);
    return ok({ route: { origin: sent(origin), destination: sent(destination), paths: [path('walking', e)] } });
  });
}
