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
  const ZONELESS_ISO = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
  const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2}|\b(UTC|GMT|UT)\b.*)$/i;
  function parseAsUtc(s) {
    const str = String(s).trim();
    if (ZONELESS_ISO.test(str)) return RealDate.parse(str.replace(' ', 'T') + 'Z');
    const t = RealDate.parse(str);
    if (Number.isNaN(t) || HAS_ZONE.test(str) || /^\d{4}-\d{2}-\d{2}$/.test(str)) return t;
    // A zone-less free-form date was read as host-local time; read it as UTC instead.
    return t - new RealDate(t).getTimezoneOffset() * 60000;
  }

  function PersonaDate(...args) {
    if (new.target === undefined) return utcString(new RealDate(nowMs));
    let ms;
    if (args.length === 0) ms = nowMs;
    else if (args.length === 1) {
      const a = args[0];
      ms = typeof a === 'string' ? parseAsUtc(a) : a instanceof RealDate ? realProto.getTime.call(a) : a;
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
  const withZone = (o) => Object.assign({ timeZone: ZONE }, o || {});
  const realToLocale = { s: realProto.toLocaleString, d: realProto.toLocaleDateString, t: realProto.toLocaleTimeString };
  method('toLocaleString', function (l, o) { return realToLocale.s.call(this, l || LOCALE, withZone(o)); });
  method('toLocaleDateString', function (l, o) { return realToLocale.d.call(this, l || LOCALE, withZone(o)); });
  method('toLocaleTimeString', function (l, o) { return realToLocale.t.call(this, l || LOCALE, withZone(o)); });
  const realNumLocale = Number.prototype.toLocaleString;
  Object.defineProperty(Number.prototype, 'toLocaleString', { value: function (l, o) { return realNumLocale.call(this, l || LOCALE, o); }, writable: true, configurable: true });
  const realLocaleCompare = String.prototype.localeCompare;
  Object.defineProperty(String.prototype, 'localeCompare', { value: function (that, l, o) { return realLocaleCompare.call(this, that, l || LOCALE, o); }, writable: true, configurable: true });
  if (typeof Intl === 'object') {
    const wrap = (Real, addZone) => {
      const W = function (l, o) { return new Real(l || LOCALE, addZone ? withZone(o) : o); };
      W.prototype = Real.prototype;
      W.supportedLocalesOf = Real.supportedLocalesOf;
      return W;
    };
    Intl.DateTimeFormat = wrap(Intl.DateTimeFormat, true);
    for (const k of ['NumberFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat']) if (Intl[k]) Intl[k] = wrap(Intl[k], false);
  }

  // ---- randomness, timers, and nondeterministic APIs ------------------------------------------
  Math.random = function () { return random(); };
  global.performance = Object.freeze({ now() { return 0; }, timeOrigin: 0 });
  for (const name of ['WeakRef', 'FinalizationRegistry', 'SharedArrayBuffer', 'Atomics']) delete global[name];
  const noop = function () {};
  global.console = Object.freeze({ log: noop, info: noop, warn: noop, error: noop, debug: noop, trace: noop });

  global.Date = PersonaDate;
  Object.defineProperty(global, '__personaSetCall', {
    configurable: true,
    value(ms, next) { nowMs = ms; random = next; },
  });
})(globalThis);
