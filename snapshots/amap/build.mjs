// Builds the Amap map world (snapshots/amap/<persona>.json) from world.content.mjs.
//
//   node snapshots/amap/build.mjs [output-directory]
//
// The world is public map data, the same for every user: both personas' snapshots hold the same
// tree (their homes, offices and trips are places in it). Authored POIs get Amap-style ids
// (`B0` + 8 base-36 capitals); neighbourhood businesses are generated around anchors at seeded
// offsets (60–900 m), with seeded ratings and prices. Deterministic: one seeded generator,
// consumed in a fixed order.

import { writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { sfc32 } from '../../runtime/context/ids.js';
import * as W from './world.content.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = process.argv[2] || here;
const PERSONAS = ['li-ming', 'emma-clark'];
const SEED = [0x414d4150, 0x776f726c, 0x64000017, 20260101];

const rand = sfc32(SEED, 32);
const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
const pick = (xs) => xs[Math.floor(rand() * xs.length)];
const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const usedIds = new Set();
function poiId() {
  for (;;) {
    let s = 'B0';
    for (let i = 0; i < 8; i += 1) s += ALNUM[Math.floor(rand() * 36)];
    if (!usedIds.has(s)) { usedIds.add(s); return s; }
  }
}

// Regions.
const regions = {};
for (const [adcode, name, level, parent, citycode, center, extra] of W.REGIONS) {
  regions[adcode] = { adcode, name, level, parent, citycode, center, ...(extra || {}) };
}
for (const [key, name, en, province, country, center] of W.OVERSEAS) {
  regions[key] = { adcode: key, name, level: 'city', parent: null, citycode: '[]', center, en, province, country, overseas: true };
}
/** The city-level region of a district / city adcode (a municipality is its own city). */
function cityOf(adcode) {
  let r = regions[adcode];
  while (r && r.level === 'district') r = regions[r.parent];
  return r;
}
function provinceOf(adcode) {
  let r = regions[adcode];
  while (r && r.parent) r = regions[r.parent];
  return r;
}

function makePoi(name, typeKey, location, address, adcode, extra = {}) {
  const t = W.TYPES[typeKey];
  if (!t) throw new Error(`amap content: unknown type "${typeKey}" for ${name}`);
  const region = regions[adcode];
  if (!region) throw new Error(`amap content: unknown adcode "${adcode}" for ${name}`);
  const city = cityOf(adcode);
  const prov = provinceOf(adcode);
  return {
    id: poiId(),
    name,
    type: t[0],
    typecode: t[1],
    address,
    location,
    adcode,
    pname: region.overseas ? region.province : prov.name,
    cityname: city.name,
    adname: region.level === 'district' ? region.name : [],
    business_area: extra.area || [],
    alias: extra.alias || [],
    tel: extra.tel || [],
    biz_ext: { rating: extra.rating || [], cost: extra.cost || [], ...(extra.open ? { open_time: extra.open } : {}) },
    tags: t[2],
  };
}

const pois = [];
const byName = new Map();
for (const [name, typeKey, location, address, adcode, extra] of W.POIS) {
  if (byName.has(name)) throw new Error(`amap content: duplicate POI name ${name}`);
  const p = makePoi(name, typeKey, location, address, adcode, extra);
  pois.push(p);
  byName.set(name, p);
}

// Neighbourhood businesses around the anchors.
const fmt = (x) => x.toFixed(6);
for (const [anchorName, n, pool, streets] of W.FILLER) {
  const anchor = byName.get(anchorName);
  if (!anchor) throw new Error(`amap content: filler anchor ${anchorName} is not a POI`);
  const [lng, lat] = anchor.location.split(',').map(Number);
  const short = typeof anchor.business_area === 'string' ? anchor.business_area : anchorName.replace(/\(.*\)$/, '').replace(/\s+/g, ' ');
  for (let i = 0; i < n; i += 1) {
    // A few draws for a name not yet taken; a crowded pool just yields fewer places.
    let typeKey = null;
    let name = null;
    for (let k = 0; k < 4 && !name; k += 1) {
      const [tk, names] = pick(W.FILLER_POOLS[pool]);
      const candidate = pick(names).replace('{a}', short);
      if (!byName.has(candidate)) { typeKey = tk; name = candidate; }
    }
    if (!name) continue;
    const meters = int(60, 900);
    const angle = rand() * 2 * Math.PI;
    const dLat = (meters * Math.sin(angle)) / 111320;
    const dLng = (meters * Math.cos(angle)) / (111320 * Math.cos((lat * Math.PI) / 180));
    const road = pick(streets);
    const address = pool === 'us' ? `${int(1, 24) * 50 + int(0, 49)} ${road}` : `${road}${int(1, 1200)}号`;
    const rating = (3.6 + int(0, 12) / 10).toFixed(1);
    const cost = String(pool === 'us' ? int(8, 45) : int(18, 160));
    const p = makePoi(name, typeKey, `${fmt(lng + dLng)},${fmt(lat + dLat)}`, address, anchor.adcode, {
      area: typeof anchor.business_area === 'string' ? anchor.business_area : undefined,
      rating,
      cost: ['cafe', 'restaurant', 'noodles', 'local', 'western', 'thai', 'bakery', 'tea'].includes(typeKey) ? cost : undefined,
      open: typeKey === 'park' ? '全天' : `${pick(['07:00', '08:00', '09:00', '10:00', '11:00'])}-${pick(['20:00', '21:00', '21:30', '22:00'])}`,
    });
    pois.push(p);
    byName.set(name, p);
  }
}

// Metro lines must name metro / rail POIs.
for (const [city, lines] of Object.entries(W.LINES)) {
  for (const [line, stations] of Object.entries(lines)) {
    for (const s of stations) {
      const p = byName.get(s);
      if (!p || !['150500', '150200'].includes(p.typecode)) throw new Error(`amap content: ${city} ${line} names unknown station ${s}`);
    }
  }
}

const poiMap = {};
for (const p of pois) poiMap[p.id] = p;
const ips = {};
for (const [ip, adcode] of W.IPS) ips[ip] = { ip, adcode };

const tree = { regions, pois: poiMap, roads: W.ROADS, lines: W.LINES, climate: W.CLIMATE, ips };
mkdirSync(outDir, { recursive: true });
for (const persona of PERSONAS) {
  const snapshot = { format: 'mcp-persona/snapshot', version: 1, server: 'amap', persona, tree };
  writeFileSync(join(outDir, `${persona}.json`), JSON.stringify(snapshot, null, 2) + '\n');
}
process.stderr.write(`amap: ${Object.keys(regions).length} regions, ${pois.length} POIs (${W.POIS.length} authored), ${Object.keys(ips).length} IP blocks\n`);
