// Record search conditions and sort orders, following the Base "record filter" guide:
//   filter: { conjunction: 'and' | 'or', conditions: [{ field_name, operator, value: [string] }] }
//   sort:   [{ field_name, desc }]
// Each field type accepts its own operators and value forms; anything else is InvalidFilter
// (1254018) with a detail message, or InvalidSort (1254016) for sorts.

import { orderedFields } from './bitable.js';
import { findUser } from './users.js';
import { cellText } from './bitable-values.js';

const DAY_MS = 86400000;

/** Which comparison family a field type belongs to. */
function familyOf(type) {
  if ([1, 13, 15, 22, 1005].includes(type)) return 'text';
  if (type === 2) return 'number';
  if (type === 3) return 'select';
  if ([4, 18, 21, 23].includes(type)) return 'set';
  if ([5, 1001, 1002].includes(type)) return 'date';
  if (type === 7) return 'checkbox';
  if ([11, 1003, 1004].includes(type)) return 'user';
  return 'opaque'; // attachments, formulas: emptiness only
}

const OPERATORS = {
  text: ['is', 'isNot', 'contains', 'doesNotContain', 'isEmpty', 'isNotEmpty'],
  number: ['is', 'isNot', 'isGreater', 'isGreaterEqual', 'isLess', 'isLessEqual', 'isEmpty', 'isNotEmpty'],
  select: ['is', 'isNot', 'contains', 'doesNotContain', 'isEmpty', 'isNotEmpty'],
  set: ['is', 'isNot', 'contains', 'doesNotContain', 'isEmpty', 'isNotEmpty'],
  user: ['is', 'isNot', 'contains', 'doesNotContain', 'isEmpty', 'isNotEmpty'],
  date: ['is', 'isGreater', 'isLess', 'isEmpty', 'isNotEmpty'],
  checkbox: ['is'],
  opaque: ['isEmpty', 'isNotEmpty'],
};

/** The InvalidFilter detail, worded like the one Base returns for a bad person id. */
export function filterMessage(detail) {
  return `Invalid request parameter: ''. Correct format : ${detail}. Please check and modify accordingly.`;
}

/** The raw (stored or derived) value of a cell, for comparisons. */
function rawCell(field, record) {
  switch (field.type) {
    case 1001: return record.created_time;
    case 1002: return record.last_modified_time;
    case 1003: return [record.created_by];
    case 1004: return [record.last_modified_by];
    default: return record.fields ? record.fields[field.field_name] : undefined;
  }
}

function isEmptyCell(field, record) {
  const v = rawCell(field, record);
  if (field.type === 7) return v !== true;
  if (field.type === 20) return true; // formulas are not evaluated
  return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
}

/**
 * Day range [fromMs, toMs) a date condition value names, in the Base's time zone.
 * `["Today"]`, `["Tomorrow"]`, `["Yesterday"]`, `["ExactDate", "<ms>"]`, the week/month keywords.
 */
function dateRange(value, nowMs, offsetMs) {
  const dayStart = (ms) => Math.floor((ms + offsetMs) / DAY_MS) * DAY_MS - offsetMs;
  const today = dayStart(nowMs);
  const weekday = (new Date(today + offsetMs).getUTCDay() + 6) % 7; // Monday = 0
  const monthStart = (delta) => {
    const d = new Date(today + offsetMs);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + delta, 1) - offsetMs;
  };
  switch (value[0]) {
    case 'Today': return [today, today + DAY_MS];
    case 'Tomorrow': return [today + DAY_MS, today + 2 * DAY_MS];
    case 'Yesterday': return [today - DAY_MS, today];
    case 'CurrentWeek': return [today - weekday * DAY_MS, today + (7 - weekday) * DAY_MS];
    case 'LastWeek': return [today - (weekday + 7) * DAY_MS, today - weekday * DAY_MS];
    case 'CurrentMonth': return [monthStart(0), monthStart(1)];
    case 'LastMonth': return [monthStart(-1), monthStart(0)];
    case 'TheLastWeek': return [today - 7 * DAY_MS, today + DAY_MS];
    case 'TheNextWeek': return [today, today + 8 * DAY_MS];
    case 'TheLastMonth': return [today - 30 * DAY_MS, today + DAY_MS];
    case 'TheNextMonth': return [today, today + 31 * DAY_MS];
    case 'ExactDate': {
      if (value.length < 2 || !/^-?\d{1,16}$/.test(value[1])) return null;
      const d = dayStart(Number(value[1]));
      return [d, d + DAY_MS];
    }
    default: return null;
  }
}

/**
 * Compile one condition into a predicate, or `{error}` (an InvalidFilter detail).
 * env: { dir, idType, nowMs, offsetMs }
 */
function compileCondition(table, cond, env) {
  const field = orderedFields(table).find((f) => f.field_name === cond.field_name);
  const name = cond.field_name;
  if (!field) return { error: `field '${name}' does not exist` };
  const family = familyOf(field.type);
  const op = cond.operator;
  if (op === 'like' || op === 'in') return { error: `operator '${op}' is not supported yet` };
  if (!OPERATORS[family].includes(op)) return { error: `operator '${op}' does not apply to field '${name}'` };
  if (op === 'isEmpty') return { test: (r) => isEmptyCell(field, r) };
  if (op === 'isNotEmpty') return { test: (r) => !isEmptyCell(field, r) };
  const value = cond.value;
  if (!Array.isArray(value) || value.length === 0) return { error: `field '${name}' value is required for operator '${op}'` };
  const shown = `[${value.join(',')}]`;
  const negate = op === 'isNot' || op === 'doesNotContain';

  if (family === 'text') {
    const want = value[0];
    if (op === 'is' || op === 'isNot') return { test: (r) => (cellText(field, r, env) === want) !== negate };
    const needle = want.toLowerCase();
    return { test: (r) => cellText(field, r, env).toLowerCase().includes(needle) !== negate };
  }
  if (family === 'number') {
    if (!/^-?\d+(\.\d+)?$/.test(value[0])) return { error: `NumberCondition field '${name}' value '${shown}' is invalid` };
    const n = Number(value[0]);
    const cmp = { is: (x) => x === n, isNot: (x) => x !== n, isGreater: (x) => x > n, isGreaterEqual: (x) => x >= n, isLess: (x) => x < n, isLessEqual: (x) => x <= n }[op];
    return { test: (r) => {
      const v = rawCell(field, r);
      if (typeof v !== 'number') return op === 'isNot';
      return cmp(v);
    } };
  }
  if (family === 'checkbox') {
    if (value[0] !== 'true' && value[0] !== 'false') return { error: `CheckboxCondition field '${name}' value '${shown}' is invalid` };
    const want = value[0] === 'true';
    return { test: (r) => (rawCell(field, r) === true) === want };
  }
  if (family === 'date') {
    const range = dateRange(value, env.nowMs, env.offsetMs);
    if (!range) return { error: `DateCondition field '${name}' value '${shown}' is invalid` };
    return { test: (r) => {
      const v = rawCell(field, r);
      if (typeof v !== 'number') return false;
      if (op === 'is') return v >= range[0] && v < range[1];
      if (op === 'isGreater') return v >= range[1];
      return v < range[0];
    } };
  }
  // Sets: single select (one value), multi select / links / chats (lists), persons.
  let wanted = value;
  if (family === 'user') {
    wanted = [];
    for (const id of value) {
      const u = findUser(env.dir, env.idType, id);
      if (!u) return { error: `UserCondition field '${name}' value '${shown}',id is invalid` };
      wanted.push(u.open_id);
    }
  }
  return { test: (r) => {
    const v = rawCell(field, r);
    const have = v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];
    let hit;
    if (op === 'is' || op === 'isNot') hit = have.length === wanted.length && wanted.every((w) => have.includes(w));
    else hit = wanted.some((w) => have.includes(w));
    return hit !== negate;
  } };
}

/**
 * A record predicate for a search filter, `{test}`, or `{error}` with the InvalidFilter detail.
 * An absent filter, or one without conditions, keeps every record.
 */
export function compileFilter(table, filter, env) {
  if (filter === undefined || filter === null) return { test: () => true };
  const conditions = filter.conditions || [];
  if (conditions.length === 0) return { test: () => true };
  if (filter.conjunction !== 'and' && filter.conjunction !== 'or') return { error: 'conjunction is required' };
  const tests = [];
  for (const c of conditions) {
    const compiled = compileCondition(table, c, env);
    if (compiled.error) return compiled;
    tests.push(compiled.test);
  }
  return filter.conjunction === 'and'
    ? { test: (r) => tests.every((t) => t(r)) }
    : { test: (r) => tests.some((t) => t(r)) };
}

/** Sort key of a cell: numbers for numeric families, option index for selects, else text. */
function sortKey(field, record, env) {
  const v = rawCell(field, record);
  if (isEmptyCell(field, record)) return null;
  const family = familyOf(field.type);
  if (family === 'number' || family === 'date') return v;
  if (family === 'checkbox') return v === true ? 1 : 0;
  if (family === 'select' || field.type === 4) {
    const options = ((field.property && field.property.options) || []).map((o) => o.name);
    const first = Array.isArray(v) ? v[0] : v;
    const i = options.indexOf(first);
    return i < 0 ? options.length : i;
  }
  return cellText(field, record, env);
}

/**
 * A comparator for a sort list, `{compare}`, or `{error}` (a field that does not exist).
 * Empty cells always sort last; ties keep the table order.
 */
export function compileSort(table, sort, env) {
  const keys = [];
  for (const s of sort || []) {
    const field = orderedFields(table).find((f) => f.field_name === s.field_name);
    if (!field) return { error: `field '${s.field_name}' does not exist` };
    keys.push({ field, desc: s.desc === true });
  }
  return {
    compare: (a, b) => {
      for (const k of keys) {
        const x = sortKey(k.field, a, env);
        const y = sortKey(k.field, b, env);
        if (x === y) continue;
        if (x === null) return 1;
        if (y === null) return -1;
        const c = x < y ? -1 : 1;
        return k.desc ? -c : c;
      }
      return 0;
    },
  };
}
