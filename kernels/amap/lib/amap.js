// How @amap/amap-maps-mcp-server 0.0.8 answers, and the world it reads.
//
// The server is a low-level MCP `Server`: each handler pulls its arguments out of
// `request.params.arguments` (no schema check), appends them to an Amap REST URL with
// `URLSearchParams` (so every value is sent as `String(value)`: `undefined` becomes "undefined"),
// and answers `JSON.stringify(picked fields, null, 2)` with `isError: false`. When the REST API
// says `status !== "1"` it answers `<Operation> failed: <info or infocode>` with `isError: true`.
// Anything that throws (no `arguments` object; a field read on an empty result) is caught by the
// dispatcher as `Error: <message>` with `isError: true`.

export function ok(value) {
  return { content: [{ type: 'text', text: JSON.stringify(value, null, 2) }], isError: false };
}

export function failed(operation, info) {
  return { content: [{ type: 'text', text: `${operation} failed: ${info}` }], isError: true };
}

/** The dispatcher's catch-all: `Error: <message>`. */
export function thrown(message) {
  return { content: [{ type: 'text', text: `Error: ${message}` }], isError: true };
}

/** `const { a, b } = request.params.arguments` when the client sent no arguments object. */
export function withArgs(args, first, body) {
  if (args === undefined || args === null) {
    return thrown(`Cannot destructure property '${first}' of 'request.params.arguments' as it is ${args === null ? 'null' : 'undefined'}.`);
  }
  return body(args);
}

/** What the REST API receives for an argument: URLSearchParams stringifies every value. */
export const sent = (v) => String(v);

// Amap REST error infos (status "0").
export const INVALID_PARAMS = 'INVALID_PARAMS';
export const MISSING_REQUIRED_PARAMS = 'MISSING_REQUIRED_PARAMS';
export const OVER_DIRECTION_RANGE = 'OVER_DIRECTION_RANGE';

/** "lng,lat" → [lng, lat], or null when Amap would reject it (INVALID_PARAMS). */
export function parseLngLat(s) {
  const m = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,2}(?:\.\d+)?)\s*$/.exec(s);
  if (!m) return null;
  const lng = Number(m[1]);
  const lat = Number(m[2]);
  if (Math.abs(lng) > 180 || Math.abs(lat) > 90) return null;
  return [lng, lat];
}

/** Great-circle distance in metres (the world's distance model starts from it). */
export function haversine([lng1, lat1], [lng2, lat2]) {
  const R = 6371008.8;
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(a)));
}

export const point = (s) => s.split(',').map(Number);

/** A small deterministic hash of a string: world variation without randomness (kernels/_shared/hash32.js). */
import { hash32 as hash } from '../../_shared/hash32.js';

export { hash };

// ——— regions ———

export function cityRegion(regions, adcode) {
  let r = regions[adcode];
  while (r && r.level === 'district') r = regions[r.parent];
  return r || null;
}

export function provinceRegion(regions, adcode) {
  let r = regions[adcode];
  while (r && r.parent) r = regions[r.parent];
  return r || null;
}

const norm = (s) => String(s).toLowerCase().replace(/\s+/g, '');
const bare = (name) => name.replace(/(市|省|区)$/, '');

/**
 * A city (or district) named by a Chinese name (with or without 市/区), an English name, an
 * adcode or a citycode; null when the world has none.
 */
export function findRegion(regions, query) {
  const q = norm(query);
  if (!q) return null;
  const all = Object.values(regions);
  return all.find((r) => r.adcode === q)
    || all.find((r) => r.level !== 'district' && r.citycode === q && r.citycode !== '[]')
    || all.find((r) => norm(r.name) === q || norm(bare(r.name)) === q)
    || all.find((r) => r.en && norm(r.en) === q)
    || null;
}

/** The district (or overseas city) whose centre is nearest, if within 60 km. */
export function regionAt(regions, p) {
  let best = null;
  let bestD = Infinity;
  for (const r of Object.values(regions)) {
    if (r.level !== 'district' && !r.overseas) continue;
    const d = haversine(p, point(r.center));
    if (d < bestD) { bestD = d; best = r; }
  }
  return bestD <= 60000 ? best : null;
}

/** Land masses routes cannot cross (mainland, Taiwan, overseas). */
export function landOf(regions, adcode) {
  const prov = provinceRegion(regions, adcode);
  if (!prov) return null;
  if (prov.overseas) return prov.adcode;
  return prov.adcode === '710000' ? 'tw' : 'cn';
}

// ——— keyword matching (text and around search) ———

/**
 * How well a POI matches a keyword query: `|` separates alternatives, spaces separate words that
 * must all match. Each word is scored against name, alias, type, English tags and address.
 */
export function keywordScore(poi, query) {
  const alternatives = String(query).split('|').map((a) => a.trim()).filter(Boolean);
  let best = 0;
  for (const alt of alternatives) {
    const words = alt.toLowerCase().split(/\s+/).filter(Boolean);
    let total = 0;
    for (const w of words) {
      const s = wordScore(poi, w, alt.toLowerCase());
      if (!s) { total = 0; break; }
      total += s;
    }
    if (total > best) best = total;
  }
  return best;
}

function wordScore(poi, w, whole) {
  const name = poi.name.toLowerCase();
  const alias = Array.isArray(poi.alias) ? '' : poi.alias.toLowerCase();
  if (name === whole) return 100;
  if (name.includes(w)) return 60;
  if (alias.includes(w)) return 50;
  if (poi.type.toLowerCase().includes(w)) return 30;
  if (poi.tags.split(' ').some((t) => t === w || w === `${t}s` || w === `${t}es`)) return 25;
  if (poi.address.toLowerCase().includes(w)) return 15;
  return 0;
}

// ——— the distance model (routes) ———

const BEARINGS = ['东', '东北', '北', '西北', '西', '西南', '南', '东南'];

/** Amap's orientation word for a move from a to b. */
export function orientation(a, b) {
  const dx = (b[0] - a[0]) * Math.cos((a[1] * Math.PI) / 180);
  const dy = b[1] - a[1];
  if (dx === 0 && dy === 0) return '东';
  const deg = (Math.atan2(dy, dx) * 180) / Math.PI;
  return BEARINGS[((Math.round(deg / 45) % 8) + 8) % 8];
}

// Mode → detour factor over the great circle, fixed extra metres, speed (m/s) and fixed seconds.
export const MODES = {
  walking: { factor: 1.22, extra: 20, speed: 1.2, fixed: 0, verb: '步行' },
  bicycling: { factor: 1.25, extra: 30, speed: 4.2, fixed: 0, verb: '骑行' },
  driving: { factor: 1.38, extra: 150, speed: null, fixed: 90, verb: '行驶' },
};

/** Driving speed by trip length: city streets, ring roads, expressways. */
function drivingSpeed(meters) {
  if (meters < 5000) return 6.5;
  if (meters < 30000) return 9.5;
  return 17;
}

/** Distance (m) and duration (s) of a trip between two points by one mode. */
export function leg(mode, a, b) {
  const m = MODES[mode];
  const straight = haversine(a, b);
  if (straight < 1) return { distance: 0, duration: 0 };
  const distance = Math.round(straight * m.factor + m.extra);
  const speed = m.speed ?? drivingSpeed(distance);
  return { distance, duration: Math.round(distance / speed + m.fixed) };
}

/**
 * Turn-by-turn steps for a route: the trip is split into a leg along its main axis and one along
 * the other, on road names drawn deterministically from the city's roads.
 */
export function steps(mode, a, b, total, roads, fixed = false) {
  const m = MODES[mode];
  if (total.distance === 0) return [];
  const dx = Math.abs((b[0] - a[0]) * Math.cos((a[1] * Math.PI) / 180));
  const dy = Math.abs(b[1] - a[1]);
  const h = hash(`${a.join(',')}>${b.join(',')}`);
  const road1 = !roads.length ? [] : fixed ? roads[0] : roads[h % Math.min(2, roads.length)];
  const road2 = !roads.length ? [] : fixed ? roads[1] : roads[(h >>> 8) % roads.length];
  const mid = dx >= dy ? [b[0], a[1]] : [a[0], b[1]];
  const share = total.distance < 200 || dx + dy === 0 ? 1 : Math.max(dx, dy) / (dx + dy);
  const parts = share === 1 ? [[a, b, road1, 1]] : [[a, mid, road1, share], [mid, b, road2 === road1 ? [] : road2, 1 - share]];
  const out = [];
  let usedD = 0;
  let usedT = 0;
  parts.forEach(([from, to, road, frac], i) => {
    const last = i === parts.length - 1;
    const d = last ? total.distance - usedD : Math.round(total.distance * frac);
    const t = last ? total.duration - usedT : Math.round(total.duration * frac);
    usedD += d;
    usedT += t;
    const dir = orientation(from, to);
    const amount = mode === 'driving' && d >= 1000 ? `${(d / 1000).toFixed(1)}公里` : `${d}米`;
    const turn = last ? '到达目的地' : (i === 0 ? (dx >= dy ? (b[1] > a[1] ? '左转' : '右转') : (b[0] > a[0] ? '右转' : '左转')) : '');
    const on = Array.isArray(road) ? '' : `沿${road}`;
    out.push({ instruction: `${on}向${dir}${m.verb}${amount}${turn}`, road, distance: String(d), orientation: dir, duration: String(t) });
  });
  return out;
}
