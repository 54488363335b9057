// JsonLogic as the Local REST API evaluates it (json-logic-js semantics: JavaScript's loose
// comparisons, `[]` is falsy, a rule is an object with exactly one key, anything else is a
// literal) plus the two operators the API adds: `glob` (glob-to-regexp without extended syntax:
// only `*` is special and it crosses folders) and `regexp` (a JavaScript RegExp, no flags).
// Runtime faults surface as JavaScript errors, with V8's wording.

const isRule = (x) => x !== null && typeof x === 'object' && !Array.isArray(x) && Object.keys(x).length === 1;

/** JsonLogic truthiness. */
export function truthy(v) {
  if (Array.isArray(v) && v.length === 0) return false;
  return Boolean(v);
}

function describe(v) {
  return v === null ? 'null' : 'undefined';
}

/** `x.indexOf(y)` with the TypeError V8 raises on null / undefined receivers. */
function indexOf(container, item) {
  if (container === null || container === undefined) throw new TypeError(`Cannot read properties of ${describe(container)} (reading 'indexOf')`);
  if (typeof container.indexOf !== 'function') throw new TypeError('b.indexOf is not a function');
  return container.indexOf(item);
}

export function globToRegExp(glob) {
  let re = '';
  for (const c of String(glob)) {
    if (c === '*') re += '.*';
    else if ('/$^+.()=!|?[]{},'.includes(c)) re += `\\${c}`;
    else if (c === '\\') re += '\\\\';
    else re += c;
  }
  return new RegExp(`^${re}$`);
}

function getVar(data, path, fallback) {
  const notFound = fallback === undefined ? null : fallback;
  if (path === undefined || path === '' || path === null) return data;
  let cur = data;
  for (const part of String(path).split('.')) {
    if (cur === null || cur === undefined) return notFound;
    cur = cur[part];
    if (cur === undefined) return notFound;
  }
  return cur;
}

const OPS = {
  '==': (a, b) => a == b, // eslint-disable-line eqeqeq
  '===': (a, b) => a === b,
  '!=': (a, b) => a != b, // eslint-disable-line eqeqeq
  '!==': (a, b) => a !== b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '<': (a, b, c) => (c === undefined ? a < b : a < b && b < c),
  '<=': (a, b, c) => (c === undefined ? a <= b : a <= b && b <= c),
  '!!': (a) => truthy(a),
  '!': (a) => !truthy(a),
  '%': (a, b) => a % b,
  log: (a) => a,
  in: (a, b) => indexOf(b, a) !== -1,
  cat: (...xs) => xs.join(''),
  substr: (s, start, end) => {
    const str = String(s);
    if (end < 0) return str.substr(start).slice(0, end);
    return str.substr(start, end);
  },
  '+': (...xs) => xs.reduce((a, b) => parseFloat(a) + parseFloat(b), 0),
  '*': (...xs) => xs.reduce((a, b) => parseFloat(a) * parseFloat(b)),
  '-': (a, b) => (b === undefined ? -a : a - b),
  '/': (a, b) => a / b,
  min: (...xs) => Math.min(...xs),
  max: (...xs) => Math.max(...xs),
  merge: (...xs) => xs.reduce((a, b) => a.concat(b), []),
  glob: (pattern, field) => (typeof field === 'string' && typeof pattern === 'string' ? globToRegExp(pattern).test(field) : false),
  regexp: (pattern, field) => (typeof field === 'string' && typeof pattern === 'string' ? new RegExp(pattern).test(field) : false),
};

/** Evaluate a rule against data (throws Error('Unrecognized operation …') and V8 TypeErrors). */
export function apply(logic, data) {
  if (Array.isArray(logic)) return logic.map((l) => apply(l, data));
  if (!isRule(logic)) return logic;
  const op = Object.keys(logic)[0];
  let values = logic[op];
  if (!Array.isArray(values)) values = [values];

  if (op === 'if' || op === '?:') {
    let i;
    for (i = 0; i < values.length - 1; i += 2) {
      if (truthy(apply(values[i], data))) return apply(values[i + 1], data);
    }
    return values.length === i + 1 ? apply(values[i], data) : null;
  }
  if (op === 'and') {
    let cur;
    for (const v of values) {
      cur = apply(v, data);
      if (!truthy(cur)) return cur;
    }
    return cur;
  }
  if (op === 'or') {
    let cur;
    for (const v of values) {
      cur = apply(v, data);
      if (truthy(cur)) return cur;
    }
    return cur;
  }
  if (op === 'filter' || op === 'map' || op === 'all' || op === 'none' || op === 'some' || op === 'reduce') {
    const scope = apply(values[0], data);
    const list = Array.isArray(scope) ? scope : [];
    const body = values[1];
    if (op === 'filter') return list.filter((x) => truthy(apply(body, x)));
    if (op === 'map') return list.map((x) => apply(body, x));
    if (op === 'reduce') {
      const init = values[2] !== undefined ? apply(values[2], data) : null;
      return list.reduce((acc, cur) => apply(body, { current: cur, accumulator: acc }), init);
    }
    if (op === 'all') {
      if (!list.length) return false;
      return list.every((x) => truthy(apply(body, x)));
    }
    if (op === 'none') return !list.some((x) => truthy(apply(body, x)));
    return list.some((x) => truthy(apply(body, x)));
  }
  const args = values.map((v) => apply(v, data));
  if (op === 'var') return getVar(data, args[0], args[1]);
  if (op === 'missing') {
    const keys = Array.isArray(args[0]) ? args[0] : args;
    return keys.filter((k) => {
      const v = getVar(data, k);
      return v === null || v === '';
    });
  }
  if (op === 'missing_some') {
    const [need, keys] = args;
    const missing = keys.filter((k) => {
      const v = getVar(data, k);
      return v === null || v === '';
    });
    return keys.length - missing.length >= need ? [] : missing;
  }
  const fn = Object.prototype.hasOwnProperty.call(OPS, op) ? OPS[op] : null;
  if (!fn) throw new Error(`Unrecognized operation ${op}`);
  return fn(...args);
}
