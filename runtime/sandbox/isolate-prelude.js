// Evaluated as a script in every fresh isolate before any other code. It makes the global
// environment deterministic: a frozen UTC clock, seeded Math.random, fixed locale, and none of
// the APIs whose behaviour depends on the garbage collector or on other threads.
// The per-call clock and seed are set through a hook that the dispatcher module takes and removes
// from the global object before kernel code is loaded.
(function installDeterminism(global) {
  'use strict';
  const RealDate = global.Date;
  const realProto = RealDate.prototype;
  const LOCALE = 'en-US';
  const ZONE = 'UTC';
  let nowMs = 0;
  let random = function () { return 0; };

  // ---- Date: the run clock, always UTC ------------------------------------------------------
  // A zone-less date string means UTC here, whatever the host's TZ. ISO forms get a "Z"; the
  // legacy free-form parser gets " GMT" appended (the last zone it reads wins), unless the string
  // already names a zone (a designator, an offset after a time or after GMT/UTC, or a US zone
  // name V8 knows). Parenthesised comments are ignored, as the parser ignores them.
  const realParse = RealDate.parse;
  const ZONELESS_ISO = /^[+-]?\d{4,6}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
  const DATE_ONLY_ISO = /^[+-]?\d{4,6}(-\d{2}(-\d{2})?)?$/;
  const ZONE_TOKEN = /\b(?:Z|UTC?|GMT|[ECMP][SD]T)\b|(?:\d:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[ap]\.?m\.?)?\s*|\b(?:GMT|UTC?))[+-]\d{1,4}(?::\d{2})?\b/i;
  function parseAsUtc(s) {
    const str = String(s).trim();
    if (ZONELESS_ISO.test(str)) return realParse(str.replace(' ', 'T') + 'Z');
    if (DATE_ONLY_ISO.test(str)) return realParse(str);
    if (ZONE_TOKEN.test(str.replace(/\([^)]*\)/g, ' '))) return realParse(str);
    const utc = realParse(str + ' GMT');
    if (!Number.isNaN(utc)) return utc;
    // Anything else V8 reads either as zoned text (ISO with an offset) or not at all; a
    // host-local reading is never returned.
    const t = realParse(str);
    return Number.isNaN(t) || /(?:Z|[+-]\d{2}:?\d{2})$/i.test(str) ? t : NaN;
  }

  // ToPrimitive with the default hint, as the Date constructor does, so a string-valued object is
  // parsed by parseAsUtc rather than by the host-local parser.
  function toPrimitive(o) {
    const exotic = o[Symbol.toPrimitive];
    if (exotic !== undefined && exotic !== null) return exotic.call(o, 'default');
    for (const m of ['valueOf', 'toString']) {
      const f = o[m];
      if (typeof f === 'function') {
        const r = f.call(o);
        if (r === null || (typeof r !== 'object' && typeof r !== 'function')) return r;
      }
    }
    throw new TypeError('Cannot convert object to primitive value');
  }

  function PersonaDate(...args) {
    if (new.target === undefined) return utcString(new RealDate(nowMs));
    let ms;
    if (args.length === 0) ms = nowMs;
    else if (args.length === 1) {
      const a = args[0];
      const v = a instanceof RealDate ? realProto.getTime.call(a) : a !== null && (typeof a === 'object' || typeof a === 'function') ? toPrimitive(a) : a;
      ms = typeof v === 'string' ? parseAsUtc(v) : v;
    } else ms = RealDate.UTC(...args);
    return Reflect.construct(RealDate, [ms], new.target);
  }
  PersonaDate.prototype = realProto;
  Object.defineProperty(realProto, 'constructor', { value: PersonaDate, writable: true, configurable: true });
  PersonaDate.now = function now() { return nowMs; };
  PersonaDate.parse = function parse(s) { return parseAsUtc(s); };
  PersonaDate.UTC = RealDate.UTC;

  // Local-time accessors answer in UTC, so no kernel output depends on the host's TZ.
  for (const name of ['FullYear', 'Month', 'Date', 'Day', 'Hours', 'Minutes', 'Seconds', 'Milliseconds']) {
    const getUtc = realProto['getUTC' + name];
    Object.defineProperty(realProto, 'get' + name, { value: function () { return getUtc.call(this); }, writable: true, configurable: true });
    if (name !== 'Day') {
      const setUtc = realProto['setUTC' + name];
      Object.defineProperty(realProto, 'set' + name, { value: function (...a) { return setUtc.apply(this, a); }, writable: true, configurable: true });
    }
  }
  Object.defineProperty(realProto, 'getYear', { value: function () { return realProto.getUTCFullYear.call(this) - 1900; }, writable: true, configurable: true });
  Object.defineProperty(realProto, 'getTimezoneOffset', { value: function () { return 0; }, writable: true, configurable: true });

  const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n, w) => String(n).padStart(w || 2, '0');
  function datePart(d) {
    const y = realProto.getUTCFullYear.call(d);
    return `${DAYS[realProto.getUTCDay.call(d)]} ${MONTHS[realProto.getUTCMonth.call(d)]} ${pad(realProto.getUTCDate.call(d))} ${y < 0 ? '-' + pad(-y, 6) : pad(y, 4)}`;
  }
  function timePart(d) {
    return `${pad(realProto.getUTCHours.call(d))}:${pad(realProto.getUTCMinutes.call(d))}:${pad(realProto.getUTCSeconds.call(d))} GMT+0000 (Coordinated Universal Time)`;
  }
  function utcString(d) {
    if (Number.isNaN(realProto.getTime.call(d))) return 'Invalid Date';
    return `${datePart(d)} ${timePart(d)}`;
  }
  const method = (name, fn) => Object.defineProperty(realProto, name, { value: fn, writable: true, configurable: true });
  method('toString', function toString() { return utcString(this); });
  method('toDateString', function toDateString() { return Number.isNaN(realProto.getTime.call(this)) ? 'Invalid Date' : datePart(this); });
  method('toTimeString', function toTimeString() { return Number.isNaN(realProto.getTime.call(this)) ? 'Invalid Date' : timePart(this); });

  // ---- Intl and toLocale*: fixed locale and zone unless the kernel names one -------------------
  // No locale (undefined or []) means LOCALE; no timeZone means UTC; a formatter asked to format
  // "now" (no date) formats the run clock, never the host's.
  const localeOr = (l) => (l === undefined || (Array.isArray(l) && l.length === 0) ? LOCALE : l);
  const withZone = (o) => Object.assign({ timeZone: ZONE }, o || {});
  const realToLocale = { s: realProto.toLocaleString, d: realProto.toLocaleDateString, t: realProto.toLocaleTimeString };
  method('toLocaleString', function toLocaleString(l, o) { return realToLocale.s.call(this, localeOr(l), withZone(o)); });
  method('toLocaleDateString', function toLocaleDateString(l, o) { return realToLocale.d.call(this, localeOr(l), withZone(o)); });
  method('toLocaleTimeString', function toLocaleTimeString(l, o) { return realToLocale.t.call(this, localeOr(l), withZone(o)); });
  const localeMethod = (proto, name) => {
    const real = proto[name];
    Object.defineProperty(proto, name, { value: { [name](...a) { a[0] = localeOr(a[0]); return real.apply(this, a); } }[name], writable: true, configurable: true });
  };
  localeMethod(Number.prototype, 'toLocaleString');
  localeMethod(BigInt.prototype, 'toLocaleString');
  localeMethod(String.prototype, 'toLocaleUpperCase');
  localeMethod(String.prototype, 'toLocaleLowerCase');
  const realLocaleCompare = String.prototype.localeCompare;
  Object.defineProperty(String.prototype, 'localeCompare', { value: function localeCompare(that, l, o) { return realLocaleCompare.call(this, that, localeOr(l), o); }, writable: true, configurable: true });
  if (typeof Intl === 'object') {
    const wrap = (name, addZone) => {
      const Real = Intl[name];
      if (typeof Real !== 'function') return;
      const W = { [name]: function (l, o) { return new Real(localeOr(l), addZone ? withZone(o) : o); } }[name];
      W.prototype = Real.prototype;
      W.supportedLocalesOf = Real.supportedLocalesOf;
      // Reaching the real constructor through an instance would bypass the defaults.
      Object.defineProperty(Real.prototype, 'constructor', { value: W, writable: true, configurable: true });
      Intl[name] = W;
    };
    wrap('DateTimeFormat', true);
    for (const k of ['NumberFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Segmenter', 'DisplayNames']) wrap(k, false);
    const dtfProto = Intl.DateTimeFormat.prototype;
    const realFormatGetter = Object.getOwnPropertyDescriptor(dtfProto, 'format').get;
    Object.defineProperty(dtfProto, 'format', {
      configurable: true,
      get() {
        const bound = realFormatGetter.call(this);
        return function format(d) { return bound(d === undefined ? nowMs : d); };
      },
    });
    const realToParts = dtfProto.formatToParts;
    Object.defineProperty(dtfProto, 'formatToParts', { value: function formatToParts(d) { return realToParts.call(this, d === undefined ? nowMs : d); }, writable: true, configurable: true });
  }

  // ---- randomness, timers, and nondeterministic APIs ------------------------------------------
  Math.random = function () { return random(); };
  global.performance = Object.freeze({ now() { return 0; }, timeOrigin: 0 });
  // WebAssembly: no use in a kernel, and its memories grow outside the isolate's heap limit.
  for (const name of ['WeakRef', 'FinalizationRegistry', 'SharedArrayBuffer', 'Atomics', 'WebAssembly']) delete global[name];
  const noop = function () {};
  global.console = Object.freeze({ log: noop, info: noop, warn: noop, error: noop, debug: noop, trace: noop });

  global.Date = PersonaDate;
  Object.defineProperty(global, '__personaSetCall', {
    configurable: true,
    value(ms, next) { nowMs = ms; random = next; },
  });
})(globalThis);
