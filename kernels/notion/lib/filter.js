// Database query filters and sorts (POST /v1/databases/{id}/query), evaluated on stored pages.
import { Fail, validationError, shown } from './respond.js';
import { schemaEntry, effectiveValue } from './properties.js';
import { dateMs, dayOf, isIsoDate } from './time.js';
import { normalizeId } from './ids.js';

const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const TEXT = ['equals', 'does_not_equal', 'contains', 'does_not_contain', 'starts_with', 'ends_with', 'is_empty', 'is_not_empty'];
const NUMBER = ['equals', 'does_not_equal', 'greater_than', 'less_than', 'greater_than_or_equal_to', 'less_than_or_equal_to', 'is_empty', 'is_not_empty'];
const CHECKBOX = ['equals', 'does_not_equal'];
const SELECT = ['equals', 'does_not_equal', 'is_empty', 'is_not_empty'];
const MULTI = ['contains', 'does_not_contain', 'is_empty', 'is_not_empty'];
const DATE = ['equals', 'before', 'after', 'on_or_before', 'on_or_after', 'this_week', 'past_week', 'past_month', 'past_year', 'next_week', 'next_month', 'next_year', 'is_empty', 'is_not_empty'];
const CONDITIONS = {
  title: TEXT, rich_text: TEXT, url: TEXT, email: TEXT, phone_number: TEXT,
  number: NUMBER, checkbox: CHECKBOX, select: SELECT, status: SELECT, multi_select: MULTI,
  date: DATE, created_time: DATE, last_edited_time: DATE,
  people: MULTI, created_by: MULTI, last_edited_by: MULTI, relation: MULTI, files: ['is_empty', 'is_not_empty'],
};
const DAY = 86400000;

function bad(ctx, msg) {
  return new Fail(validationError(ctx, msg));
}

function checkOperand(ctx, at, type, cond, v) {
  if (cond === 'is_empty' || cond === 'is_not_empty') {
    return v === true ? null : bad(ctx, `body failed validation: ${at}.${cond} should be \`true\`, instead was \`${shown(v)}\`.`);
  }
  if (['this_week', 'past_week', 'past_month', 'past_year', 'next_week', 'next_month', 'next_year'].includes(cond)) {
    return isObj(v) ? null : bad(ctx, `body failed validation: ${at}.${cond} should be an object, instead was \`${shown(v)}\`.`);
  }
  if (CONDITIONS[type] === TEXT) return typeof v === 'string' ? null : bad(ctx, `body failed validation: ${at}.${cond} should be a string, instead was \`${shown(v)}\`.`);
  if (type === 'number') return typeof v === 'number' ? null : bad(ctx, `body failed validation: ${at}.${cond} should be a number, instead was \`${shown(v)}\`.`);
  if (type === 'checkbox') return typeof v === 'boolean' ? null : bad(ctx, `body failed validation: ${at}.${cond} should be a boolean, instead was \`${shown(v)}\`.`);
  if (CONDITIONS[type] === DATE) return isIsoDate(v) ? null : bad(ctx, `body failed validation: ${at}.${cond} should be a valid ISO 8601 date string, instead was \`${shown(v)}\`.`);
  if (['people', 'created_by', 'last_edited_by', 'relation'].includes(type)) {
    return normalizeId(v) ? null : bad(ctx, `body failed validation: ${at}.${cond} should be a valid uuid, instead was \`${shown(v)}\`.`);
  }
  return typeof v === 'string' ? null : bad(ctx, `body failed validation: ${at}.${cond} should be a string, instead was \`${shown(v)}\`.`);
}

/**
 * Validate a filter against the schema (up to two levels of and/or nesting, as the API allows).
 * Returns null when valid, or a Fail.
 */
export function checkFilter(ctx, schema, f, at, depth) {
  if (!isObj(f)) return bad(ctx, `body failed validation: ${at} should be an object, instead was \`${shown(f)}\`.`);
  for (const op of ['and', 'or']) {
    if (f[op] !== undefined) {
      if (depth >= 2) return bad(ctx, `body failed validation: ${at}.${op} should be not present, instead was \`${shown(f[op])}\`.`);
      if (!Array.isArray(f[op])) return bad(ctx, `body failed validation: ${at}.${op} should be an array, instead was \`${shown(f[op])}\`.`);
      for (let i = 0; i < f[op].length; i += 1) {
        const err = checkFilter(ctx, schema, f[op][i], `${at}.${op}[${i}]`, depth + 1);
        if (err) return err;
      }
      return null;
    }
  }
  let type;
  let body;
  if (f.timestamp !== undefined) {
    if (f.timestamp !== 'created_time' && f.timestamp !== 'last_edited_time') {
      return bad(ctx, `body failed validation: ${at}.timestamp should be \`"created_time"\` or \`"last_edited_time"\`, instead was \`${shown(f.timestamp)}\`.`);
    }
    type = f.timestamp;
    body = f[type];
    if (!isObj(body)) return bad(ctx, `body failed validation: ${at}.${type} should be defined, instead was \`undefined\`.`);
  } else {
    if (typeof f.property !== 'string') {
      return bad(ctx, `body failed validation. Fix one:\n${at}.or should be defined, instead was \`undefined\`.\n${at}.and should be defined, instead was \`undefined\`.\n${at}.property should be defined, instead was \`undefined\`.\n${at}.timestamp should be defined, instead was \`undefined\`.`);
    }
    const prop = schemaEntry(schema, f.property);
    if (!prop) return bad(ctx, `Could not find property with name or id: ${f.property}`);
    type = prop.type;
    body = f[type];
    if (!isObj(body)) return bad(ctx, `body failed validation: ${at}.${type} should be defined, instead was \`undefined\`.`);
  }
  const conds = Object.keys(body);
  const allowed = CONDITIONS[type] || SELECT;
  if (conds.length !== 1 || !allowed.includes(conds[0])) {
    const lines = allowed.map((c) => `${at}.${type}.${c} should be defined, instead was \`undefined\`.`);
    return bad(ctx, `body failed validation. Fix one:\n${lines.join('\n')}`);
  }
  return checkOperand(ctx, `${at}.${type}`, type, conds[0], body[conds[0]]);
}

function textMatch(cond, have, want) {
  const h = (have || '').toLowerCase();
  const w = want.toLowerCase();
  switch (cond) {
    case 'equals': return h === w;
    case 'does_not_equal': return h !== w;
    case 'contains': return h.includes(w);
    case 'does_not_contain': return !h.includes(w);
    case 'starts_with': return h.startsWith(w);
    case 'ends_with': return h.endsWith(w);
    default: return false;
  }
}

function dateMatch(cond, have, want, nowMs) {
  const start = have ? (typeof have === 'string' ? have : have.start) : null;
  if (!start) return false;
  const ms = dateMs(start);
  const day = dayOf(start);
  const wantDay = typeof want === 'string' ? dayOf(want) : null;
  const wantMs = typeof want === 'string' ? (want.length === 10 ? dateMs(want) : dateMs(want)) : NaN;
  const dateOnly = typeof want === 'string' && want.length === 10;
  switch (cond) {
    case 'equals': return dateOnly ? day === wantDay : ms === wantMs;
    case 'before': return dateOnly ? day < wantDay : ms < wantMs;
    case 'after': return dateOnly ? day > wantDay : ms > wantMs;
    case 'on_or_before': return dateOnly ? day <= wantDay : ms <= wantMs;
    case 'on_or_after': return dateOnly ? day >= wantDay : ms >= wantMs;
    case 'past_week': return ms <= nowMs && ms >= nowMs - 7 * DAY;
    case 'past_month': return ms <= nowMs && ms >= nowMs - 30 * DAY;
    case 'past_year': return ms <= nowMs && ms >= nowMs - 365 * DAY;
    case 'next_week': return ms >= nowMs - (nowMs % DAY) && ms <= nowMs + 7 * DAY;
    case 'next_month': return ms >= nowMs - (nowMs % DAY) && ms <= nowMs + 30 * DAY;
    case 'next_year': return ms >= nowMs - (nowMs % DAY) && ms <= nowMs + 365 * DAY;
    case 'this_week': {
      const today = nowMs - (nowMs % DAY);
      const weekday = new Date(today).getUTCDay();
      const weekStart = today - weekday * DAY;
      return ms >= weekStart && ms < weekStart + 7 * DAY;
    }
    default: return false;
  }
}

function isEmptyValue(v) {
  return v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
}

/** Whether a page passes a (validated) filter. */
export function matches(ctx, schema, page, f, nowMs) {
  if (f.and) return f.and.every((x) => matches(ctx, schema, page, x, nowMs));
  if (f.or) return f.or.some((x) => matches(ctx, schema, page, x, nowMs));
  let type;
  let have;
  if (f.timestamp) {
    type = f.timestamp;
    have = page[type];
  } else {
    const prop = schemaEntry(schema, f.property);
    type = prop.type;
    have = effectiveValue(ctx, prop, page.properties[prop.name], page);
  }
  const [cond] = Object.keys(f[type]);
  const want = f[type][cond];
  if (cond === 'is_empty') return isEmptyValue(have);
  if (cond === 'is_not_empty') return !isEmptyValue(have);
  const kind = CONDITIONS[type];
  if (kind === TEXT) return textMatch(cond, have, want);
  if (type === 'number') {
    if (have === null) return cond === 'does_not_equal';
    return { equals: have === want, does_not_equal: have !== want, greater_than: have > want, less_than: have < want, greater_than_or_equal_to: have >= want, less_than_or_equal_to: have <= want }[cond];
  }
  if (type === 'checkbox') return cond === 'equals' ? have === want : have !== want;
  if (kind === SELECT) return cond === 'equals' ? have === want : have !== want;
  if (kind === DATE) return dateMatch(cond, have, want, nowMs);
  if (kind === MULTI) {
    const list = have || [];
    const w = ['people', 'created_by', 'last_edited_by', 'relation'].includes(type) ? normalizeId(want) : want;
    return cond === 'contains' ? list.includes(w) : !list.includes(w);
  }
  return false;
}

/** Validate sorts; returns null or a Fail. */
export function checkSorts(ctx, schema, sorts) {
  if (!Array.isArray(sorts)) return bad(ctx, `body failed validation: body.sorts should be an array, instead was \`${shown(sorts)}\`.`);
  for (let i = 0; i < sorts.length; i += 1) {
    const s = sorts[i];
    const at = `body.sorts[${i}]`;
    if (!isObj(s)) return bad(ctx, `body failed validation: ${at} should be an object, instead was \`${shown(s)}\`.`);
    if (s.direction !== 'ascending' && s.direction !== 'descending') {
      return bad(ctx, `body failed validation: ${at}.direction should be \`"ascending"\` or \`"descending"\`, instead was \`${shown(s.direction)}\`.`);
    }
    if (s.timestamp !== undefined) {
      if (s.timestamp !== 'created_time' && s.timestamp !== 'last_edited_time') {
        return bad(ctx, `body failed validation: ${at}.timestamp should be \`"created_time"\` or \`"last_edited_time"\`, instead was \`${shown(s.timestamp)}\`.`);
      }
    } else if (typeof s.property !== 'string') {
      return bad(ctx, `body failed validation. Fix one:\n${at}.property should be defined, instead was \`undefined\`.\n${at}.timestamp should be defined, instead was \`undefined\`.`);
    } else if (!schemaEntry(schema, s.property)) {
      return bad(ctx, `Could not find sort property with name or id: ${s.property}`);
    }
  }
  return null;
}

function sortKey(ctx, schema, page, s) {
  if (s.timestamp) return page[s.timestamp];
  const prop = schemaEntry(schema, s.property);
  const v = effectiveValue(ctx, prop, page.properties[prop.name], page);
  switch (prop.type) {
    case 'select':
    case 'status': {
      if (v === null) return null;
      return prop[prop.type].options.findIndex((o) => o.name === v);
    }
    case 'multi_select': return v.length ? v[0].toLowerCase() : null;
    case 'date': return v ? dateMs(v.start) : null;
    case 'people':
    case 'created_by':
    case 'last_edited_by': {
      if (!v.length) return null;
      const u = ctx.get(`users[${v[0]}]`);
      return u ? u.name.toLowerCase() : v[0];
    }
    case 'relation': return v.length ? v[0] : null;
    case 'checkbox': return v ? 1 : 0;
    case 'title':
    case 'rich_text':
    case 'url':
    case 'email':
    case 'phone_number': return v ? v.toLowerCase() : null;
    default: return v;
  }
}

/** Sort pages in place by the (validated) sorts; empty values go last either way. */
export function sortPages(ctx, schema, pages, sorts) {
  const keyed = pages.map((p) => ({ p, keys: sorts.map((s) => sortKey(ctx, schema, p, s)) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < sorts.length; i += 1) {
      const x = a.keys[i];
      const y = b.keys[i];
      if (x === y) continue;
      if (x === null || x === undefined || x === '') return 1;
      if (y === null || y === undefined || y === '') return -1;
      const c = x < y ? -1 : 1;
      return sorts[i].direction === 'descending' ? -c : c;
    }
    return 0;
  });
  return keyed.map((k) => k.p);
}
