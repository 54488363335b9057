// maps_bicycling → /v4/direction/bicycling (≤ 500 km). The v4 API reports failures as
// `{errcode, errmsg}` without `info`/`infocode`, so the server's message is always
// "Direction bicycling failed: undefined".
import { ok, failed, withArgs, sent } from '../lib/amap.js';
import { endpoints, path } from '../lib/routes.js';

export default function (args, ctx) {
  return withArgs(args, 'origin', ({ origin, destination }) => {
    const e = endpoints(ctx, origin, destination, 500000);
    if (e.error) return failed('Direction bicycling', 'undefined');
    return ok({ data: { origin: sent(origin), destination: sent(destination), paths: [path('bicycling', e)] } });
  });
}
