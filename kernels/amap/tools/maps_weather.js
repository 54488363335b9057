// maps_weather → /v3/weather/weatherInfo?extensions=all: the forecast of today and the next three
// days (local dates at the run clock) for a city or district named by adcode, Chinese name or
// English name. The server answers `{city, forecasts: casts}`. Amap has no weather for places it
// does not know (or abroad): it answers an empty `forecasts` list and the server's read of
// `forecasts[0].city` throws.
import { ok, withArgs, sent, thrown, findRegion, cityRegion } from '../lib/amap.js';
import { forecast } from '../lib/weather.js';

export default function (args, ctx) {
  return withArgs(args, 'city', ({ city }) => {
    const regions = ctx.get('regions');
    const r = findRegion(regions, sent(city));
    const home = r && !r.overseas && r.level !== 'province' ? cityRegion(regions, r.adcode) : (r && r.muni ? r : null);
    const climate = home ? ctx.get(`climate[${home.adcode}]`) : null;
    if (!r || !climate) return thrown("Cannot read properties of undefined (reading 'city')");
    return ok({ city: r.name, forecasts: forecast(r, climate, ctx.nowMs()) });
  });
}
