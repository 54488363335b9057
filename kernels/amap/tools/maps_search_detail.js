// maps_search_detail → /v3/place/detail: one POI by id. The server reads `data.pois[0]`; for an id
// Amap does not know the list is empty and the read throws (`Error: Cannot read properties of
// undefined (reading 'id')`). `biz_ext` (rating, cost, open_time) is spread into the answer.
import { ok, withArgs, sent, thrown } from '../lib/amap.js';

export default function (args, ctx) {
  return withArgs(args, 'id', ({ id }) => {
    const key = sent(id);
    const poi = /^[A-Za-z0-9]+$/.test(key) ? ctx.get(`pois[${key}]`) : null;
    if (!poi) return thrown("Cannot read properties of undefined (reading 'id')");
    return ok({
      id: poi.id,
      name: poi.name,
      location: poi.location,
      address: poi.address,
      business_area: poi.business_area,
      city: poi.cityname,
      type: poi.type,
      alias: poi.alias,
      ...poi.biz_ext,
    });
  });
}
