// maps_geo → /v3/geocode/geo: a structured address or a landmark name to coordinates. The world
// resolves, in order: leading province / city / district names (which also narrow the search),
// then a POI whose address is in the query (level 门牌号), a POI named by the query (level 兴趣点),
// a road (level 道路, at the first POI on it), or the region itself (level 市 / 区县 / 省).
// Several matches come back as several geocodes; none is `{"return": []}`. `city` narrows like a
// leading city name.
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
    let rest = squash(sent(address));
    let scope = null;
    if (city !== undefined && sent(city).trim()) scope = findRegion(regions, sent(city));
    // A landmark named in full ("台北101") is not a region name plus a remainder.
    const alias = (p) => (Array.isArray(p.alias) ? [] : p.alias.split('|')).map(squash);
    const exact = ctx.list('pois').filter((p) => squash(p.name) === rest || alias(p).includes(rest)).sort((a, b) => (a.id < b.id ? -1 : 1));
    if (exact.length && !scope) return ok({ return: exact.slice(0, 10).map((p) => geocode(regions, p, p.typecode === '190301' ? '道路' : '兴趣点')) });
    // Peel leading region names (上海市静安区… / 台北市信义区…).
    const names = Object.values(regions).flatMap((r) => [[r.name, r], [r.name.replace(/(市|省|区)$/, ''), r], ...(r.en ? [[r.en, r]] : [])])
      .filter(([n]) => n.length >= 2)
      .sort((a, b) => b[0].length - a[0].length);
    for (let changed = true; changed;) {
      changed = false;
      for (const [n, r] of names) {
        const k = squash(n);
        if (rest.startsWith(k)) { rest = rest.slice(k.length); scope = r; changed = true; break; }
        if (rest.endsWith(k) && rest.length > k.length) { rest = rest.slice(0, rest.length - k.length); scope = scope || r; changed = true; break; }
      }
    }
    const within = (p) => !scope || p.adcode === scope.adcode || (cityRegion(regions, p.adcode) || {}).adcode === scope.adcode
      || (provinceRegion(regions, p.adcode) || {}).adcode === scope.adcode;
    if (!rest) return ok({ return: scope ? [regionGeocode(regions, scope)] : [] });
    const pois = ctx.list('pois').filter(within).sort((a, b) => (a.id < b.id ? -1 : 1));
    const byAddress = pois.filter((p) => p.typecode !== '150500' && squash(p.address).length >= 4 && (rest === squash(p.address) || rest.startsWith(squash(p.address))));
    if (byAddress.length) {
      // One address may hold several POIs (a tower and its tenants): the building answers.
      const first = byAddress.sort((a, b) => squash(a.address).length - squash(b.address).length || a.name.length - b.name.length)[0];
      return ok({ return: [geocode(regions, first, '门牌号')] });
    }
    const named = pois.filter((p) => squash(p.name) === rest || alias(p).includes(rest));
    const list = named.length ? named : pois.filter((p) => rest.length >= 3 && (squash(p.name).includes(rest) || alias(p).some((a) => a.includes(rest))));
    if (list.length) {
      const roads = list.filter((p) => p.typecode === '190301' && squash(p.name) === rest);
      if (roads.length) return ok({ return: roads.slice(0, 10).map((p) => geocode(regions, p, '道路')) });
      return ok({ return: list.slice(0, 10).map((p) => geocode(regions, p, '兴趣点')) });
    }
    return ok({ return: [] });
  });
}
