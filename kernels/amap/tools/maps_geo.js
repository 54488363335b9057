// maps_geo → /v3/geocode/geo: a structured address or a landmark name to coordinates. The query
// is read as written and with leading (or trailing) province / city / district names peeled off
// (which narrows the search, as `city` does); the world answers a place named in full (landmark,
// alias, road: level 兴趣点 / 道路), else a POI whose street address the query holds (门牌号), else a
// partial name, else the region itself (市 / 区县 / 省). Several matches come back as several
// geocodes; none is `{"return": []}`.
import { ok, withArgs, sent, findRegion, cityRegion, provinceRegion } from '../lib/amap.js';

const squash = (s) => String(s).toLowerCase().replace(/[\s,，]+/g, '');

function streetNumber(address) {
  const m = /^(.+?(?:路|街|道|巷|大道|弄))(\d+(?:-\d+)?(?:号|弄)?)/.exec(address);
  if (m) return [m[1], m[2].endsWith('号') || m[2].endsWith('弄') ? m[2] : `${m[2]}号`];
  const en = /^(\d+)\s+(.+?(?:St|Ave|Blvd|Rd|Way|Plaza))\b/.exec(address);
  if (en) return [en[2], en[1]];
  return [[], []];
}

function geocode(regions, poi, level) {
  const city = cityRegion(regions, poi.adcode);
  const prov = provinceRegion(regions, poi.adcode);
  const district = regions[poi.adcode].level === 'district' ? regions[poi.adcode] : null;
  const [street, number] = level === '门牌号' ? streetNumber(poi.address) : level === '道路' ? [poi.name, []] : [[], []];
  if (city.overseas) {
    return { country: city.country, province: city.province, city: city.name, citycode: [], district: [], street, number, adcode: [], location: poi.location, level };
  }
  return {
    country: '中国',
    province: prov.name,
    city: city.name,
    citycode: city.citycode,
    district: district ? district.name : [],
    street,
    number,
    adcode: district ? district.adcode : city.adcode,
    location: poi.location,
    level,
  };
}

function regionGeocode(regions, r) {
  const city = r.level === 'province' && !r.muni ? null : cityRegion(regions, r.adcode);
  const prov = provinceRegion(regions, r.adcode);
  if (r.overseas) return { country: r.country, province: r.province, city: r.name, citycode: [], district: [], street: [], number: [], adcode: [], location: r.center, level: '市' };
  return {
    country: '中国',
    province: prov.name,
    city: city ? city.name : [],
    citycode: r.citycode,
    district: r.level === 'district' ? r.name : [],
    street: [],
    number: [],
    adcode: r.adcode,
    location: r.center,
    level: r.level === 'district' ? '区县' : r.level === 'city' || r.muni ? '市' : '省',
  };
}

export default function (args, ctx) {
  return withArgs(args, 'address', ({ address, city }) => {
    const regions = ctx.get('regions');
    const given = city !== undefined && sent(city).trim() ? findRegion(regions, sent(city)) : null;
    const alias = (p) => (Array.isArray(p.alias) ? [] : p.alias.split('|')).map(squash);
    const inside = (scope) => (p) => !scope || p.adcode === scope.adcode || (cityRegion(regions, p.adcode) || {}).adcode === scope.adcode
      || (provinceRegion(regions, p.adcode) || {}).adcode === scope.adcode;
    const allPois = ctx.list('pois').sort((a, b) => (a.id < b.id ? -1 : 1));
    // Readings of the query: as written, then with each leading (or trailing) region name peeled
    // off (上海市 / 静安区 / 上海 …), which also narrows the scope. "静安寺" peels to "寺", so every
    // reading is kept and tried, not only the last.
    const names = Object.values(regions).flatMap((r) => [[r.name, r], [r.name.replace(/(市|省|区)$/, ''), r], ...(r.en ? [[r.en, r]] : [])])
      .filter(([n]) => n.length >= 2)
      .sort((a, b) => b[0].length - a[0].length);
    const readings = [{ rest: squash(sent(address)), scope: given }];
    for (let changed = true; changed;) {
      changed = false;
      const { rest, scope } = readings[readings.length - 1];
      for (const [n, r] of names) {
        const k = squash(n);
        if (rest.startsWith(k)) { readings.push({ rest: rest.slice(k.length), scope: r }); changed = true; break; }
        if (rest.endsWith(k) && rest.length > k.length) { readings.push({ rest: rest.slice(0, rest.length - k.length), scope: scope || r }); changed = true; break; }
      }
    }
    const level = (p) => (p.typecode === '190301' ? '道路' : '兴趣点');
    // 1. A place named in full (a landmark, a road, a POI's alias), least peeled reading first.
    for (const { rest, scope } of readings) {
      if (!rest) continue;
      const exact = allPois.filter(inside(scope)).filter((p) => squash(p.name) === rest || alias(p).includes(rest));
      if (exact.length) return ok({ return: exact.slice(0, 10).map((p) => geocode(regions, p, level(p))) });
    }
    // 2. A street address (the building before its tenants), then a partial name, most peeled first.
    for (const { rest, scope } of readings.slice().reverse()) {
      if (!rest) continue;
      const pois = allPois.filter(inside(scope));
      // Metro stations list their lines as an address and roads name themselves: neither is a street address.
      const byAddress = pois.filter((p) => p.typecode !== '150500' && p.typecode !== '190301' && squash(p.address).length >= 4 && (rest === squash(p.address) || rest.startsWith(squash(p.address))));
      if (byAddress.length) {
        // The most specific address the query holds; of the POIs there, the building (shortest name).
        const first = byAddress.sort((a, b) => squash(b.address).length - squash(a.address).length || a.name.length - b.name.length)[0];
        return ok({ return: [geocode(regions, first, '门牌号')] });
      }
      const partial = rest.length >= 3 ? pois.filter((p) => squash(p.name).includes(rest) || alias(p).some((a) => a.includes(rest))) : [];
      if (partial.length) return ok({ return: partial.slice(0, 10).map((p) => geocode(regions, p, '兴趣点')) });
    }
    // 3. Only region names: the region itself.
    const last = readings[readings.length - 1];
    if (!last.rest && last.scope) return ok({ return: [regionGeocode(regions, last.scope)] });
    return ok({ return: [] });
  });
}
