// The world's weather: deterministic draws around each city's monthly climate normals, keyed by
// the city's adcode and the local date (UTC+8 for every city that has weather). The run clock
// decides which dates are "today" and the next three days, as Amap's forecast does.
import { hash } from './amap.js';

const SKY = ['晴', '晴', '多云', '多云', '阴'];
const WET_WARM = ['小雨', '阵雨', '中雨', '小雨'];
const WET_COLD = ['小雪', '雨夹雪', '小雨'];
const WINDS = ['东', '东南', '南', '西南', '西', '西北', '北', '东北'];

function localDate(ms) {
  const d = new Date(ms + 8 * 3600 * 1000);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth(), d: d.getUTCDate(), w: d.getUTCDay() };
}

export function forecast(region, climate, nowMs) {
  const casts = [];
  for (let k = 0; k < 4; k += 1) {
    const t = localDate(nowMs + k * 86400000);
    const date = `${t.y}-${String(t.m + 1).padStart(2, '0')}-${String(t.d).padStart(2, '0')}`;
    const h = hash(`${region.adcode}|${date}`);
    const u = (shift) => ((h >>> shift) & 0xff) / 255;
    const [hi, lo] = climate.temps[t.m];
    const day = Math.round(hi + (u(0) - 0.5) * 6);
    const night = Math.min(day - 2, Math.round(lo + (u(8) - 0.5) * 5));
    const wet = u(16) < climate.wet;
    const cold = night <= 0;
    const dayweather = wet ? (cold ? WET_COLD : WET_WARM)[h % 3] : SKY[h % SKY.length];
    const nightweather = wet && u(24) < 0.7 ? dayweather : SKY[(h >>> 4) % SKY.length] === '晴' ? '晴' : '多云';
    const wind = WINDS[(h >>> 12) % 8];
    const power = u(20) < 0.8 ? '1-3' : '4';
    casts.push({
      date,
      week: String(t.w === 0 ? 7 : t.w),
      dayweather,
      nightweather,
      daytemp: String(day),
      nighttemp: String(night),
      daywind: wind,
      nightwind: wind,
      daypower: power,
      nightpower: power,
      daytemp_float: `${day}.0`,
      nighttemp_float: `${night}.0`,
    });
  }
  return casts;
}
