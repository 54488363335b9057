// maps_ip_location → /v3/ip: province, city, adcode and the city's rectangle for an IPv4 address.
// Amap locates only mainland addresses: LAN addresses answer province "局域网", addresses outside
// its data (abroad, unknown blocks) answer [] for every field; a malformed address is
// INVALID_PARAMS.
import { ok, failed, withArgs, sent, point, cityRegion, provinceRegion, INVALID_PARAMS } from '../lib/amap.js';

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function isLan(ip) {
  const [a, b] = ip.split('.').map(Number);
  return a === 10 || a === 127 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31);
}

export default function (args, ctx) {
  return withArgs(args, 'ip', ({ ip }) => {
    const s = sent(ip).trim();
    if (!IPV4.test(s)) return failed('IP Location', INVALID_PARAMS);
    if (isLan(s)) return ok({ province: '局域网', city: [], adcode: [], rectangle: [] });
    const block = ctx.get(`ips[${s}]`);
    if (!block) return ok({ province: [], city: [], adcode: [], rectangle: [] });
    const regions = ctx.get('regions');
    const city = cityRegion(regions, block.adcode);
    const prov = provinceRegion(regions, block.adcode);
    // The rectangle: the city's POIs' bounding box, as Amap's "lng,lat;lng,lat".
    const pts = ctx.list('pois').filter((p) => (cityRegion(regions, p.adcode) || {}).adcode === city.adcode).map((p) => point(p.location));
    const lngs = pts.map((q) => q[0]);
    const lats = pts.map((q) => q[1]);
    const rect = `${Math.min(...lngs).toFixed(7)},${Math.min(...lats).toFixed(7)};${Math.max(...lngs).toFixed(7)},${Math.max(...lats).toFixed(7)}`;
    return ok({ province: prov.name, city: city.name, adcode: city.adcode, rectangle: rect });
  });
}
