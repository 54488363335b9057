// Public-transport plans for maps_direction_transit_integrated over the world's metro lines:
// walk to the metro station nearest the origin, ride (changing lines where that is quicker; 150 s
// per stop plus 300 s per change, trains at 35 km/h), walk from the station nearest the
// destination. Between two cities: to the origin city's railway station, a high-speed train
// (250 km/h over 1.15× the great circle), then on from the destination city's station. Cities
// without metro data (the world has none for San Francisco or Hangzhou) give no plan at all,
// as Amap does where it has no transit data: `transits: []`.
import { haversine, point, leg, hash, orientation } from './amap.js';

const STOP_S = 150;
const CHANGE_S = 300;
const TRAIN_MS = 35 / 3.6;

function walking(from, to, fromName, toName) {
  const w = leg('walking', from, to);
  if (w.distance === 0) return { seg: { steps: [] }, w };
  const dir = orientation(from, to);
  return {
    w,
    seg: {
      origin: from.map((x) => x.toFixed(6)).join(','),
      destination: to.map((x) => x.toFixed(6)).join(','),
      distance: String(w.distance),
      duration: String(w.duration),
      steps: [{ instruction: `向${dir}步行${w.distance}米到达${toName}`, road: [], distance: String(w.distance), action: [], assistant_action: fromName ? '到达目的地' : [] }],
    },
  };
}

function stationsOf(ctx, adcode) {
  const lines = ctx.get(`lines[${adcode}]`);
  if (!lines) return null;
  const names = new Set(Object.values(lines).flat());
  const at = {};
  for (const p of ctx.list('pois')) if (names.has(p.name) && (p.typecode === '150500' || p.typecode === '150200')) at[p.name] = point(p.location);
  return { lines, at };
}

function nearest(at, p) {
  let best = null;
  for (const [name, q] of Object.entries(at)) {
    const d = haversine(p, q);
    if (!best || d < best.d || (d === best.d && name < best.name)) best = { name, d };
  }
  return best;
}

/** Fewest-seconds ride between two stations: [{line, stops: [names…]}] per line ridden. */
function ride(net, from, to) {
  const dist = new Map();
  const prev = new Map();
  const key = (s, l) => `${s}\u0000${l}`;
  const queue = [];
  for (const [line, stops] of Object.entries(net.lines)) if (stops.includes(from)) { dist.set(key(from, line), 0); queue.push([0, from, line]); }
  while (queue.length) {
    queue.sort((a, b) => a[0] - b[0] || (a[1] + a[2] < b[1] + b[2] ? -1 : 1));
    const [d, s, l] = queue.shift();
    if (d > dist.get(key(s, l))) continue;
    if (s === to) {
      const legs = [];
      let cur = [s, l];
      const path = [cur];
      while (prev.has(key(cur[0], cur[1]))) { cur = prev.get(key(cur[0], cur[1])); path.unshift(cur); }
      for (const [st, ln] of path) {
        const last = legs[legs.length - 1];
        if (last && last.line === ln) { if (last.stops[last.stops.length - 1] !== st) last.stops.push(st); } else legs.push({ line: ln, stops: [st] });
      }
      return legs.filter((x) => x.stops.length > 1);
    }
    const relax = (s2, l2, cost) => {
      const k = key(s2, l2);
      if (!dist.has(k) || d + cost < dist.get(k)) { dist.set(k, d + cost); prev.set(k, [s, l]); queue.push([d + cost, s2, l2]); }
    };
    const stops = net.lines[l];
    const i = stops.indexOf(s);
    for (const j of [i - 1, i + 1]) if (j >= 0 && j < stops.length) relax(stops[j], l, STOP_S);
    for (const [line, st] of Object.entries(net.lines)) if (line !== l && st.includes(s)) relax(s, line, CHANGE_S);
  }
  return null;
}

function lineName(line, stops, from, to) {
  const forward = stops.indexOf(to) > stops.indexOf(from);
  const [a, b] = forward ? [stops[0], stops[stops.length - 1]] : [stops[stops.length - 1], stops[0]];
  return `${line}(${a}--${b})`;
}

const EMPTY = { entrance: {}, exit: {}, railway: {} };

/** Segments from a to b inside one city (null when the city has no transit data). */
function cityLegs(ctx, adcode, a, b, aName, bName) {
  const net = stationsOf(ctx, adcode);
  if (!net) return null;
  if (haversine(a, b) < 800) {
    const w = walking(a, b, aName, bName);
    return { segments: [{ walking: w.seg, bus: { buslines: [] }, ...EMPTY }], seconds: w.w.duration, walked: w.w.distance };
  }
  const s1 = nearest(net.at, a);
  const s2 = nearest(net.at, b);
  const legs = s1.name === s2.name ? [] : ride(net, s1.name, s2.name);
  if (!legs || !legs.length) {
    const w = walking(a, b, aName, bName);
    return { segments: [{ walking: w.seg, bus: { buslines: [] }, ...EMPTY }], seconds: w.w.duration, walked: w.w.distance };
  }
  const segments = [];
  let seconds = 0;
  let walked = 0;
  legs.forEach((l, i) => {
    const board = l.stops[0];
    const alight = l.stops[l.stops.length - 1];
    const w = i === 0 ? walking(a, net.at[board], aName, board) : { seg: { steps: [] }, w: { distance: 0, duration: 0 } };
    let meters = 0;
    for (let k = 1; k < l.stops.length; k += 1) meters += haversine(net.at[l.stops[k - 1]], net.at[l.stops[k]]) * 1.1;
    const rideS = Math.round(meters / TRAIN_MS + (l.stops.length - 1) * 60 + (i === 0 ? 120 : CHANGE_S));
    const h = hash(`${board}>${alight}`);
    segments.push({
      walking: w.seg,
      bus: { buslines: [{ name: lineName(l.line, net.lines[l.line], board, alight), departure_stop: { name: board }, arrival_stop: { name: alight }, distance: String(Math.round(meters)), duration: String(rideS), via_stops: l.stops.slice(1, -1).map((name) => ({ name })) }] },
      entrance: i === 0 ? { name: `${(h % 8) + 1}号口` } : {},
      exit: i === legs.length - 1 ? { name: `${((h >>> 4) % 8) + 1}号口` } : {},
      railway: {},
    });
    seconds += w.w.duration + rideS;
    walked += w.w.distance;
  });
  const last = walking(net.at[s2.name], b, s2.name, bName);
  segments.push({ walking: last.seg, bus: { buslines: [] }, ...EMPTY });
  return { segments, seconds: seconds + last.w.duration, walked: walked + last.w.distance };
}

function railStation(ctx, adcode, regions, cityRegion) {
  return ctx.list('pois').filter((p) => p.typecode === '150200' && (cityRegion(regions, p.adcode) || {}).adcode === adcode).sort((x, y) => (x.id < y.id ? -1 : 1))[0] || null;
}

/** The `route` object of the transit answer. */
export function plan(ctx, e, fromCity, toCity, cityRegion) {
  const distance = String(leg('walking', e.a, e.b).distance);
  const none = { distance, transits: [] };
  if (fromCity.adcode === toCity.adcode) {
    const r = cityLegs(ctx, fromCity.adcode, e.a, e.b, '起点', '终点');
    if (!r) return none;
    return { distance, transits: [{ duration: String(r.seconds), walking_distance: String(r.walked), segments: r.segments }] };
  }
  const s1 = railStation(ctx, fromCity.adcode, e.regions, cityRegion);
  const s2 = railStation(ctx, toCity.adcode, e.regions, cityRegion);
  if (!s1 || !s2) return none;
  const p1 = point(s1.location);
  const p2 = point(s2.location);
  const before = cityLegs(ctx, fromCity.adcode, e.a, p1, '起点', s1.name);
  const after = cityLegs(ctx, toCity.adcode, p2, e.b, s2.name, '终点');
  if (!before || !after) return none;
  const meters = Math.round(haversine(p1, p2) * 1.15);
  const trainS = Math.round(meters / (250 / 3.6) + 600);
  const trip = `G${7001 + (hash(`${s1.name}>${s2.name}`) % 900)}`;
  const train = { walking: { steps: [] }, bus: { buslines: [] }, entrance: {}, exit: {}, railway: { name: `${trip}(${s1.name.replace(/站$/, '')}-${s2.name.replace(/站$/, '')})`, trip } };
  // The walk onto the platform ends the first part; the train replaces its trailing walk.
  const segments = [...before.segments, train, ...after.segments];
  return {
    distance,
    transits: [{ duration: String(before.seconds + trainS + after.seconds), walking_distance: String(before.walked + after.walked), segments }],
  };
}
