// maps_direction_driving → /v3/direction/driving (default strategy: one path). The server also
// copies `path.path`, a field Amap's driving paths do not have, so it never appears.
import { ok, failed, withArgs, sent } from '../lib/amap.js';
import { endpoints, path } from '../lib/routes.js';

export default function (args, ctx) {
  return withArgs(args, 'origin', ({ origin, destination }) => {
    const e = endpoints(ctx, origin, destination, 3000000);
    if (e.error) return failed('Direction Driving', e.error);
    return ok({ route: { origin: sent(origin), destination: sent(destination), paths: [path('driving', e)] } });
  });
}
