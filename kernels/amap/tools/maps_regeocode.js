// maps_regeocode → /v3/geocode/regeo: the province, city and district at a coordinate. The server
// picks three fields out of addressComponent and spells the first one `provice` (sic). Amap gives
// a municipality's `city` as [] and answers [] for every field far from any known district.
import { ok, failed, withArgs, sent, parseLngLat, regionAt, cityRegion, provinceRegion, INVALID_PARAMS } from '../lib/amap.js';

export default function (args, ctx) {
  return withArgs(args, 'location', ({ location }) => {
    const p = parseLngLat(sent(location));
    if (!p) return failed('RGeocoding', INVALID_PARAMS);
    const regions = ctx.get('regions');
    const r = regionAt(regions, p);
    if (!r) return ok({ provice: [], city: [], district: [] });
    if (r.overseas) return ok({ provice: r.province, city: r.name, district: [] });
    const city = cityRegion(regions, r.adcode);
    const prov = provinceRegion(regions, r.adcode);
    return ok({ provice: prov.name, city: city.muni ? [] : city.name, district: r.name });
  });
}
