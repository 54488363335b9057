// maps_distance → /v3/distance: one result per origin (`|`-separated "lng,lat" pairs) to the
// destination. type "0" straight line (duration "0"), "1" driving (the server's default), "3"
// walking; any other type or a malformed coordinate is INVALID_PARAMS.
import { ok, failed, withArgs, sent, parseLngLat, haversine, leg } from '../lib/amap.js';

export default function (args, ctx) {
  return withArgs(args, 'origins', ({ origins, destination, type = '1' }) => {
    const mode = { 0: 'straight', 1: 'driving', 3: 'walking' }[sent(type)];
    const b = parseLngLat(sent(destination));
    const list = sent(origins).split('|').map(parseLngLat);
    if (!mode || !b || list.some((a) => !a)) return failed('Direction Distance', 'INVALID_PARAMS');
    return ok({
      results: list.map((a, i) => {
        const r = mode === 'straight' ? { distance: Math.round(haversine(a, b)), duration: 0 } : leg(mode, a, b);
        return { origin_id: String(i + 1), dest_id: '1', distance: String(r.distance), duration: String(r.duration) };
      }),
    });
  });
}
