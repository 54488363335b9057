// Base (Bitable) apps, tables, fields and views as the context tree stores them, and the lookups
// every Base API starts with (token shape, existence, the caller's role).
//
//   bases[<app_token>]                      { app_token, name, owner_open_id, members, time_zone, … }
//     .tables[<table_id>]                   { table_id, name, revision, field_order, view_order, … }
//       .fields[<field_id>]                 { field_id, field_name, type, ui_type, is_primary, property }
//       .views[<view_id>]                   { view_id, view_name, view_type, filter?, sort? }
//       .records[<record_id>]               { record_id, fields: { <field name>: stored value }, … }
//
// Record cells are keyed by field name (the Base APIs address fields by name) and stored in the
// shape a write sends them (lib/bitable-values.js turns them into API responses).

import { larkError, fieldViolation } from './envelope.js';
import { ERRORS } from './errors.js';
import { accessRank, tokenSafe, PERM_RANK } from './drive.js';

/** Field type numbers and the ui_type each one defaults to. */
export const FIELD_TYPES = {
  1: 'Text', 2: 'Number', 3: 'SingleSelect', 4: 'MultiSelect', 5: 'DateTime', 7: 'Checkbox', 11: 'User',
  13: 'Phone', 15: 'Url', 17: 'Attachment', 18: 'SingleLink', 20: 'Formula', 21: 'DuplexLink', 22: 'Location',
  23: 'GroupChat', 1001: 'CreatedTime', 1002: 'ModifiedTime', 1003: 'CreatedUser', 1004: 'ModifiedUser', 1005: 'AutoNumber',
};

/** The ui_types a field type may carry (the first is its default). */
const UI_TYPES = {
  1: ['Text', 'Barcode'], 2: ['Number', 'Progress', 'Currency', 'Rating'],
};

/** Types the first (index) field of a table may have. */
export const PRIMARY_TYPES = [1, 2, 5, 13, 15, 20, 22];

/** Types whose values Base computes; writes to them are refused. */
export const COMPUTED_TYPES = [20, 1001, 1002, 1003, 1004, 1005];

/** Select option colours cycle through Base's palette of 55. */
const OPTION_COLORS = 55;

/** Whether `ui_type` is allowed for field `type`. */
export function uiTypeFits(type, uiType) {
  const allowed = UI_TYPES[type] || [FIELD_TYPES[type]];
  return allowed.includes(uiType);
}

/** A new select option id (`opt` + 7 characters, as Base issues them). */
export function newOptionId(ctx) {
  return ctx.id('opt{mixed:7}');
}

/** Options normalised: names kept, ids issued, colours cycling from the existing count. */
export function normaliseOptions(ctx, options, start) {
  return (options || []).map((o, i) => ({ name: String(o.name), id: newOptionId(ctx), color: typeof o.color === 'number' ? o.color : (start + i) % OPTION_COLORS }));
}

/** The next colour for an option appended to a select field. */
export function nextOptionColor(field) {
  const n = ((field.property && field.property.options) || []).length;
  return n % OPTION_COLORS;
}

// ---------------------------------------------------------------------------------------------
// Lookups. Each returns `{error}` (a ready MCP result) or the entity.

const APP_TOKEN = /^[A-Za-z0-9]+$/;
const TABLE_ID = /^tbl[A-Za-z0-9]+$/;
const VIEW_ID = /^vew[A-Za-z0-9]+$/;
const RECORD_ID = /^rec[A-Za-z0-9]+$/;

/**
 * The Base an app_token names, checked the way the Base API checks it: the token's shape
 * (1254003), its existence (1254040), then the caller's role (91403 below `need`).
 * @param {'view'|'edit'|'full_access'} need
 */
export function openBase(ctx, tool, ident, appToken, need) {
  if (typeof appToken !== 'string' || !APP_TOKEN.test(appToken)) return { error: larkError(ctx, tool, ERRORS.BASE_WRONG_BASE_TOKEN) };
  const base = tokenSafe(appToken) ? ctx.get(`bases[${appToken}]`) : null;
  if (!base) return { error: larkError(ctx, tool, ERRORS.BASE_NOT_FOUND) };
  const rank = accessRank(ctx, ident, base, appToken);
  if (rank < PERM_RANK[need]) return { error: larkError(ctx, tool, ERRORS.DOCS_FORBIDDEN) };
  return { base, rank };
}

/** A table of a Base: 1254004 for a malformed id, 1254041 for one the Base does not have. */
export function openTable(ctx, tool, base, tableId) {
  if (typeof tableId !== 'string' || !TABLE_ID.test(tableId)) return { error: larkError(ctx, tool, ERRORS.BASE_WRONG_TABLE_ID) };
  const table = base.tables && Object.prototype.hasOwnProperty.call(base.tables, tableId) ? base.tables[tableId] : null;
  if (!table) return { error: larkError(ctx, tool, ERRORS.BASE_TABLE_NOT_FOUND) };
  return { table };
}

/** A view of a table: 1254005 malformed, 1254042 unknown. */
export function openView(ctx, tool, table, viewId) {
  if (typeof viewId !== 'string' || !VIEW_ID.test(viewId)) return { error: larkError(ctx, tool, ERRORS.BASE_WRONG_VIEW_ID) };
  const view = table.views && Object.prototype.hasOwnProperty.call(table.views, viewId) ? table.views[viewId] : null;
  if (!view) return { error: larkError(ctx, tool, ERRORS.BASE_VIEW_NOT_FOUND) };
  return { view };
}

/** A record of a table: 1254006 malformed, 1254043 unknown. */
export function openRecord(ctx, tool, table, recordId) {
  if (typeof recordId !== 'string' || !RECORD_ID.test(recordId)) return { error: larkError(ctx, tool, ERRORS.BASE_WRONG_RECORD_ID) };
  const record = table.records && Object.prototype.hasOwnProperty.call(table.records, recordId) ? table.records[recordId] : null;
  if (!record) return { error: larkError(ctx, tool, ERRORS.BASE_RECORD_NOT_FOUND) };
  return { record };
}

/** The table's fields in their display order. */
export function orderedFields(table) {
  return (table.field_order || Object.keys(table.fields || {})).map((id) => table.fields[id]).filter(Boolean);
}

/** The field with a given name, or null. */
export function fieldByName(table, name) {
  return orderedFields(table).find((f) => f.field_name === name) || null;
}

/** The context path of a table (for writes). */
export function tablePath(appToken, tableId) {
  return `bases[${appToken}].tables[${tableId}]`;
}

// ---------------------------------------------------------------------------------------------
// Field definitions (table create, app create's default table).

/**
 * Defaults Base fills into a new field's property, by ui_type. `locale` picks the currency.
 */
function defaultProperty(type, uiType, given, locale) {
  const p = given && typeof given === 'object' ? JSON.parse(JSON.stringify(given)) : {};
  switch (uiType) {
    case 'Number': return Object.assign({ formatter: '0' }, p);
    case 'Progress': return Object.assign({ formatter: '0%', min: 0, max: 1, range_customize: false }, p);
    case 'Currency': return Object.assign({ currency_code: locale === 'zh_cn' ? 'CNY' : 'USD', formatter: '0.00' }, p);
    case 'Rating': return Object.assign({ formatter: '0', min: 1, max: 5, rating: { symbol: 'star' } }, p);
    case 'DateTime': return Object.assign({ date_formatter: 'yyyy/MM/dd', auto_fill: false }, p);
    case 'CreatedTime':
    case 'ModifiedTime': return Object.assign({ date_formatter: 'yyyy/MM/dd HH:mm' }, p);
    case 'User':
    case 'GroupChat': return Object.assign({ multiple: true }, p);
    case 'AutoNumber': return Object.assign({ auto_serial: { type: 'auto_increment_number' } }, p);
    default: return Object.keys(p).length ? p : null;
  }
}

/**
 * Turn one requested field (`{field_name, type, ui_type, property, description}`) into a stored
 * field. `linkTarget(tableId)` returns the table a link field points at (or null).
 * Returns `{field, backLink?}` or `{error: ERRORS entry}`.
 */
export function buildField(ctx, def, opts) {
  const name = typeof def.field_name === 'string' ? def.field_name.trim() : '';
  if (name === '') return { error: ERRORS.BASE_WRONG_REQUEST_BODY };
  const type = def.type;
  if (!Object.prototype.hasOwnProperty.call(FIELD_TYPES, type)) return { error: ERRORS.BASE_WRONG_REQUEST_BODY };
  const uiType = def.ui_type === undefined ? (UI_TYPES[type] || [FIELD_TYPES[type]])[0] : def.ui_type;
  if (!uiTypeFits(type, uiType)) return { error: ERRORS.BASE_WRONG_REQUEST_BODY };
  let property = defaultProperty(type, uiType, def.property, opts.locale);
  let backLink = null;
  if (type === 3 || type === 4) {
    property = Object.assign(property || {}, { options: normaliseOptions(ctx, (def.property && def.property.options) || [], 0) });
  } else if (type === 18 || type === 21) {
    if (!def.property || typeof def.property.table_id !== 'string') return { error: ERRORS.BASE_WRONG_REQUEST_BODY };
    const target = opts.linkTarget(def.property.table_id);
    if (!target) return { error: ERRORS.BASE_TABLE_NOT_FOUND };
    // The link's property is rebuilt; a two-way link gets its back field's id and name later.
    property = { table_id: target.table_id, table_name: target.name, multiple: def.property.multiple !== false };
    if (type === 21) backLink = { tableId: target.table_id, name: (def.property.back_field_name || '').trim() || opts.tableName };
  } else if (type === 20) {
    property = Object.assign({ formula_expression: '' }, property || {});
  }
  const field = { field_id: ctx.id('fld{mixed:7}'), field_name: name, type, ui_type: uiType, is_primary: false, property };
  if (def.description && typeof def.description.text === 'string') {
    field.description = { disable_sync: def.description.disable_sync === true, text: def.description.text };
  }
  return { field, backLink };
}

/** The field list entry of field list (API field order). */
export function renderField(field, opts) {
  const out = { field_name: field.field_name, type: field.type, property: field.property === undefined ? null : field.property };
  if (field.description) {
    out.description = opts.textAsArray
      ? { disable_sync: field.description.disable_sync, text: [{ text: field.description.text, type: 'text' }] }
      : field.description;
  }
  out.is_primary = field.is_primary === true;
  out.field_id = field.field_id;
  out.ui_type = field.ui_type;
  if (opts.view) out.is_hidden = (opts.view.hidden_fields || []).includes(field.field_id);
  return out;
}

/** Name of a table Base gives when none is sent (`数据表 N` / `Table N`). */
export function defaultTableName(base, locale) {
  const taken = new Set(Object.values(base.tables || {}).map((t) => t.name));
  const stem = locale === 'zh_cn' ? '数据表' : 'Table';
  if (!taken.has(stem)) return stem;
  for (let n = 2; ; n += 1) if (!taken.has(`${stem} ${n}`)) return `${stem} ${n}`;
}

/** The words Base uses for a new table's index field and default view in the tenant's locale. */
export function defaultNames(locale) {
  return locale === 'zh_cn'
    ? { text: '文本', view: '表格', single: '单选', date: '日期', attachment: '附件', base: '未命名多维表格' }
    : { text: 'Text', view: 'Grid View', single: 'Single option', date: 'Date', attachment: 'Attachment', base: 'Untitled base' };
}

// ---------------------------------------------------------------------------------------------
// Paging of the table and field lists: page_size 1…max (default 20), and the page token is the
// id of the last item of the previous page (as Base hands it out).

/**
 * One page of `items` (ids from `idOf`). Returns `{error}` or `{items, hasMore, pageToken}`.
 */
export function idPage(ctx, tool, items, idOf, params, max) {
  const p = params || {};
  let size = 20;
  if (p.page_size !== undefined) {
    if (!Number.isInteger(p.page_size) || p.page_size < 1) return { error: larkError(ctx, tool, ERRORS.BASE_PAGE_SIZE) };
    if (p.page_size > max) return { error: fieldViolation(ctx, tool, 'page_size', p.page_size, `the max value is ${max}`) };
    size = p.page_size;
  }
  let start = 0;
  if (p.page_token !== undefined && p.page_token !== '') {
    const at = items.findIndex((it) => idOf(it) === p.page_token);
    if (at < 0) return { error: larkError(ctx, tool, ERRORS.BASE_INVALID_PAGE_TOKEN) };
    start = at + 1;
  }
  const slice = items.slice(start, start + size);
  const hasMore = start + size < items.length;
  return { items: slice, hasMore, pageToken: slice.length ? idOf(slice[slice.length - 1]) : undefined };
}
