// The Amap kernels (@amap/amap-maps-mcp-server 0.0.8 over the seeded map world): each tool's
// success payload in the server's shape (two-space JSON, `provice`, Amap's string numbers and []
// for empty fields), its error classes (`<Operation> failed: <info>`, the v4 cycling API's
// "undefined", `Error: …` for reads on empty results and for calls without arguments), the
// distance model's invariants as properties, weather that follows the run clock, and no writes.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { loadServer } from '../runtime/servers/registry.ts';
import { callTool, snapshotTree, manifestIsShared, isolateParity, rebuildsByteForByte, T0, type Any } from './helpers/info-servers.ts';

const W = snapshotTree('amap');
const pois: Any[] = Object.values(W.pois);
const poi = (name: string): Any => {
  const p = pois.find((x) => x.name === name);
  if (!p) throw new Error(`no POI ${name}`);
  return p;
};
const HOME = poi('愚园路68号').location;
const OFFICE = poi('华信云上海办公室').location;
const TAIPEI101 = poi('台北101').location;
const EMMA_HOME = poi('Mission Bay Apartments').location;

async function call(tool: string, args: Any, nowMs = T0) {
  const r = await callTool('amap', tool, args, structuredClone(W), nowMs);
  expect(r.ops).toEqual([]);
  return r;
}
async function ok(tool: string, args: Any, nowMs = T0): Promise<Any> {
  const r = await call(tool, args, nowMs);
  expect(r.result.isError, r.text).toBe(false);
  const body = JSON.parse(r.text);
  expect(r.text).toBe(JSON.stringify(body, null, 2));
  return body;
}
async function failed(tool: string, args: Any, text: string) {
  const r = await call(tool, args);
  expect(r.text).toBe(text);
  expect(r.result.isError).toBe(true);
}
const haversine = (a: string, b: string) => {
  const [x1, y1] = a.split(',').map(Number);
  const [x2, y2] = b.split(',').map(Number);
  const rad = Math.PI / 180;
  const h = Math.sin(((y2 - y1) * rad) / 2) ** 2 + Math.cos(y1 * rad) * Math.cos(y2 * rad) * Math.sin(((x2 - x1) * rad) / 2) ** 2;
  return 2 * 6371008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
};

describe('amap: server folder and world', () => {
  it('exposes exactly the 12 real tools, unvalidated, with the server\'s unknown-tool answer', () => {
    const s = loadServer('amap');
    expect(s.tools.map((t) => t.name)).toHaveLength(12);
    expect(s.config).toMatchObject({ validation: 'none', defaultSnapshot: 'amap/li-ming', unknownTool: { text: 'Unknown tool: {name}', isError: true } });
    manifestIsShared('amap');
    for (const p of pois) {
      expect(p.id).toMatch(/^B0[0-9A-Z]{8}$/);
      expect(p.location).toMatch(/^-?\d+\.\d{6},-?\d+\.\d{6}$/);
      expect(W.regions[p.adcode]).toBeDefined();
    }
  });
});

describe('amap: geocoding', () => {
  it('maps_geo resolves a structured address to the building, with street, number and adcode', async () => {
    const b = await ok('maps_geo', { address: '上海市静安区南京西路1515号' });
    expect(b.return).toEqual([{ country: '中国', province: '上海市', city: '上海市', citycode: '021', district: '静安区', street: '南京西路', number: '1515号', adcode: '310106', location: poi('静安嘉里中心').location, level: '门牌号' }]);
    expect((await ok('maps_geo', { address: '台北101' })).return.map((g: Any) => [g.location, g.level])).toEqual([[TAIPEI101, '兴趣点']]);
    expect((await ok('maps_geo', { address: '北京市' })).return[0]).toMatchObject({ adcode: '110000', level: '市' });
    expect(await ok('maps_geo', { address: '火星基地' })).toEqual({ return: [] });
  });

  it('every POI geocodes by its name, with or without its city, and every street address to its building (exhaustive)', async () => {
    for (const p of pois) {
      const cityName = W.regions[p.adcode].overseas ? W.regions[p.adcode].en : p.cityname;
      for (const args of [{ address: p.name }, { address: p.name, city: cityName }]) {
        const b = await ok('maps_geo', args);
        expect(b.return.map((g: Any) => g.location), `${JSON.stringify(args)}`).toContain(p.location);
      }
      if (!W.regions[p.adcode].overseas && /^[^\d]+?(路|街|大道|大街|段)\d+号$/.test(p.address)) {
        const district = W.regions[p.adcode].level === 'district' ? W.regions[p.adcode].name : '';
        const g = (await ok('maps_geo', { address: `${p.cityname}${district}${p.address}` })).return;
        expect(g, p.address).toHaveLength(1);
        expect(pois.find((q) => q.location === g[0].location)!.address).toBe(p.address);
      }
    }
    // Peeling a region name must not eat a landmark's own name (静安寺 is not 静安 + 寺).
    expect((await ok('maps_geo', { address: '静安寺', city: '上海' })).return.map((g: Any) => g.location)).toEqual([poi('静安寺').location]);
    expect((await ok('maps_geo', { address: '上海静安寺' })).return.map((g: Any) => g.location)).toEqual([poi('静安寺').location]);
  });

  it('maps_regeocode answers provice (sic), [] for a municipality\'s city, [] far from any district', async () => {
    expect(await ok('maps_regeocode', { location: HOME })).toEqual({ provice: '上海市', city: [], district: '静安区' });
    expect(await ok('maps_regeocode', { location: TAIPEI101 })).toEqual({ provice: '台湾省', city: '台北市', district: '信义区' });
    expect(await ok('maps_regeocode', { location: '150.000000,-30.000000' })).toEqual({ provice: [], city: [], district: [] });
    await failed('maps_regeocode', { location: 'Nanjing West Road' }, 'RGeocoding failed: INVALID_PARAMS');
    await failed('maps_regeocode', {}, 'RGeocoding failed: INVALID_PARAMS');
  });

  it('every tool answers a call without arguments the way the destructuring handler throws', async () => {
    for (const [tool, first] of [['maps_geo', 'address'], ['maps_weather', 'city'], ['maps_distance', 'origins'], ['maps_around_search', 'location']]) {
      await failed(tool, undefined, `Error: Cannot destructure property '${first}' of 'request.params.arguments' as it is undefined.`);
    }
  });

  it('maps_ip_location: a known block, a LAN address, an address Amap cannot place, a malformed one', async () => {
    const b = await ok('maps_ip_location', { ip: '116.228.111.18' });
    expect(b).toMatchObject({ province: '上海市', city: '上海市', adcode: '310000' });
    expect(b.rectangle).toMatch(/^[\d.]+,[\d.]+;[\d.]+,[\d.]+$/);
    expect(await ok('maps_ip_location', { ip: '192.168.1.20' })).toEqual({ province: '局域网', city: [], adcode: [], rectangle: [] });
    expect(await ok('maps_ip_location', { ip: '8.8.8.8' })).toEqual({ province: [], city: [], adcode: [], rectangle: [] });
    await failed('maps_ip_location', { ip: '300.1.1.1' }, 'IP Location failed: INVALID_PARAMS');
  });
});

describe('amap: weather follows the run clock', () => {
  it('four local days from the clock\'s date, by name, English name or adcode', async () => {
    const a = await ok('maps_weather', { city: '上海' });
    expect(a.city).toBe('上海市');
    expect(a.forecasts.map((c: Any) => c.date)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04']);
    expect(a.forecasts[0].week).toBe('4');
    for (const c of a.forecasts) {
      expect(Object.keys(c)).toEqual(['date', 'week', 'dayweather', 'nightweather', 'daytemp', 'nighttemp', 'daywind', 'nightwind', 'daypower', 'nightpower', 'daytemp_float', 'nighttemp_float']);
      expect(Number(c.daytemp)).toBeGreaterThan(Number(c.nighttemp));
    }
    expect(await ok('maps_weather', { city: '310000' })).toEqual(a);
    expect(await ok('maps_weather', { city: 'Shanghai' })).toEqual(a);
    // 16:30 UTC is already the next day in Shanghai.
    const later = await ok('maps_weather', { city: '上海' }, Date.UTC(2026, 0, 1, 16, 30));
    expect(later.forecasts[0]).toEqual(a.forecasts[1]);
    const march = await ok('maps_weather', { city: '北京' }, Date.UTC(2026, 6, 1, 4));
    expect(Number(march.forecasts[0].daytemp)).toBeGreaterThan(20);
  });

  it('no forecast: the server\'s read of forecasts[0] throws', async () => {
    await failed('maps_weather', { city: '旧金山' }, "Error: Cannot read properties of undefined (reading 'city')");
    await failed('maps_weather', { city: 'Atlantis' }, "Error: Cannot read properties of undefined (reading 'city')");
  });
});

describe('amap: search', () => {
  it('maps_text_search ranks the city\'s POIs first, ignores `types` (never sent), needs keywords', async () => {
    const a = await ok('maps_text_search', { keywords: '咖啡', city: '上海' });
    expect(a.suggestion).toEqual({ keywords: [], ciytes: [] });
    expect(a.pois.length).toBeGreaterThan(3);
    for (const p of a.pois) expect(Object.keys(p)).toEqual(['id', 'name', 'address', 'typecode']);
    expect(W.pois[a.pois[0].id].cityname).toBe('上海市');
    expect(await ok('maps_text_search', { keywords: '咖啡', city: '上海', types: '医院' })).toEqual(a);
    await failed('maps_text_search', { keywords: '  ' }, 'Text Search failed: MISSING_REQUIRED_PARAMS');
  });

  it('maps_around_search: every POI within the radius matching the keywords, nearest first (property)', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...pois), fc.integer({ min: 50, max: 3000 }), fc.constantFrom('', '公园', '医院|诊所', 'coffee', 'park'), async (centre: Any, radius, kw) => {
      const b = await ok('maps_around_search', { location: centre.location, radius: String(radius), keywords: kw });
      const ds = b.pois.map((p: Any) => haversine(centre.location, W.pois[p.id].location));
      for (const d of ds) expect(d).toBeLessThanOrEqual(radius);
      for (let i = 1; i < ds.length; i += 1) expect(ds[i]).toBeGreaterThanOrEqual(ds[i - 1]);
      if (kw === '') {
        const inside = pois.filter((p) => haversine(centre.location, p.location) <= radius).length;
        expect(b.pois.length).toBe(Math.min(20, inside));
      }
    }), { numRuns: 40 });
    const b = await ok('maps_around_search', { location: TAIPEI101, radius: '500', keywords: '餐厅' });
    expect(b.pois.map((p: Any) => p.name)).toContain('信义小笼汤包馆');
    await failed('maps_around_search', { location: '121.4,abc' }, 'Around Search failed: INVALID_PARAMS');
  });

  it('maps_search_detail spreads biz_ext; an unknown id reads pois[0] of an empty list', async () => {
    const p = poi('老弄堂本帮菜(愚园路店)');
    expect(await ok('maps_search_detail', { id: p.id })).toEqual({ id: p.id, name: p.name, location: p.location, address: p.address, business_area: p.business_area, city: '上海市', type: p.type, alias: [], ...p.biz_ext });
    await failed('maps_search_detail', { id: 'B000000000' }, "Error: Cannot read properties of undefined (reading 'id')");
  });
});

describe('amap: routes over the distance model', () => {
  it('walking, cycling and driving: steps add up, modes order by speed, ranges and the sea are enforced', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...pois.filter((p) => p.cityname === '上海市')), fc.constantFrom(...pois.filter((p) => p.cityname === '上海市')), async (a: Any, b: Any) => {
      const w = (await ok('maps_direction_walking', { origin: a.location, destination: b.location })).route;
      const c = (await ok('maps_bicycling', { origin: a.location, destination: b.location })).data;
      const d = (await ok('maps_direction_driving', { origin: a.location, destination: b.location })).route;
      for (const path of [w.paths[0], c.paths[0], d.paths[0]]) {
        expect(path.steps.reduce((n: number, s: Any) => n + Number(s.distance), 0)).toBe(Number(path.distance));
        expect(path.steps.reduce((n: number, s: Any) => n + Number(s.duration), 0)).toBe(Number(path.duration));
        expect(Number(path.distance)).toBeGreaterThanOrEqual(Math.floor(haversine(a.location, b.location)));
      }
      if (haversine(a.location, b.location) > 2000) expect(Number(w.paths[0].duration)).toBeGreaterThan(Number(c.paths[0].duration));
    }), { numRuns: 25 });
    await failed('maps_direction_walking', { origin: HOME, destination: poi('北京南站').location }, 'Direction Walking failed: OVER_DIRECTION_RANGE');
    await failed('maps_direction_driving', { origin: HOME, destination: TAIPEI101 }, 'Direction Driving failed: OVER_DIRECTION_RANGE');
    await failed('maps_bicycling', { origin: HOME, destination: 'x' }, 'Direction bicycling failed: undefined');
    const sf = (await ok('maps_direction_driving', { origin: EMMA_HOME, destination: poi('Lumen Labs (500 Howard St)').location })).route.paths[0];
    expect(Number(sf.distance)).toBeGreaterThan(2000);
  });

  it('transit: metro legs with boarding, alighting and via stops; no data abroad; cities required', async () => {
    const r = (await ok('maps_direction_transit_integrated', { origin: HOME, destination: poi('徐家汇站').location, city: '上海', cityd: '上海' })).route;
    const t = r.transits[0];
    const lines = t.segments.flatMap((s: Any) => s.bus.buslines);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0].departure_stop.name).toBe('静安寺站');
    expect(lines[lines.length - 1].arrival_stop.name).toBe('徐家汇站');
    expect(Number(t.duration)).toBeGreaterThan(Number(lines[0].duration));
    const cross = (await ok('maps_direction_transit_integrated', { origin: OFFICE, destination: poi('西湖风景名胜区').location, city: '上海', cityd: '杭州' })).route;
    expect(cross.transits[0].segments.some((s: Any) => /^G\d{4}$/.test(s.railway.trip ?? ''))).toBe(true);
    expect((await ok('maps_direction_transit_integrated', { origin: EMMA_HOME, destination: poi('Ferry Building Marketplace').location, city: 'San Francisco', cityd: 'San Francisco' })).route.transits).toEqual([]);
    await failed('maps_direction_transit_integrated', { origin: HOME, destination: OFFICE, city: 'Gotham', cityd: '上海' }, 'Direction Transit Integrated failed: INVALID_PARAMS');
  });

  it('maps_distance: one result per `|`-separated origin; straight line has duration "0"; bad type is INVALID_PARAMS', async () => {
    const b = await ok('maps_distance', { origins: `${HOME}|${OFFICE}`, destination: poi('外滩').location, type: '0' });
    expect(b.results.map((x: Any) => [x.origin_id, x.dest_id, x.duration])).toEqual([['1', '1', '0'], ['2', '1', '0']]);
    expect(Number(b.results[0].distance)).toBe(Math.round(haversine(HOME, poi('外滩').location)));
    const drive = await ok('maps_distance', { origins: HOME, destination: poi('外滩').location });
    const route = await ok('maps_direction_driving', { origin: HOME, destination: poi('外滩').location });
    expect(drive.results[0].distance).toBe(route.route.paths[0].distance);
    await failed('maps_distance', { origins: HOME, destination: OFFICE, type: '2' }, 'Direction Distance failed: INVALID_PARAMS');
  });
});

describe('amap: sandbox and snapshots', () => {
  it('gives the same answers inside the isolate as in process', async () => {
    await isolateParity('amap', [
      ['maps_geo', { address: '台北101' }],
      ['maps_weather', { city: '北京' }],
      ['maps_around_search', { location: HOME, keywords: '公园|医院', radius: '1000' }],
      ['maps_direction_transit_integrated', { origin: HOME, destination: poi('外滩').location, city: '上海', cityd: '上海' }],
      ['maps_search_detail', { id: 'nope' }],
    ]);
  });

  it('build.mjs reproduces both committed snapshots byte for byte', () => rebuildsByteForByte('amap'));
});
