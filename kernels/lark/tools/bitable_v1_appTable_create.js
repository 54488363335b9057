// POST /open-apis/bitable/v1/apps/:app_token/tables: a new table with its fields and a grid view.
// Without fields the table gets only the index field; a default view name needs fields too.
// Two-way link fields also add their back field to the linked table.
import { ok, larkError } from '../lib/envelope.js';
import { ERRORS } from '../lib/errors.js';
import { identity } from '../lib/users.js';
import { cloudSettings } from '../lib/drive.js';
import { openBase, buildField, defaultNames, defaultTableName, PRIMARY_TYPES, tablePath } from '../lib/bitable.js';

const TOOL = 'bitable_v1_appTable_create';
const MAX_TABLES = 300;

export default function (args, ctx) {
  const ident = identity(ctx, args);
  const appToken = args.path.app_token;
  const opened = openBase(ctx, TOOL, ident, appToken, 'edit');
  if (opened.error) return opened.error;
  const base = opened.base;
  const t = (args.data && args.data.table) || {};
  const bad = (def) => larkError(ctx, TOOL, def || ERRORS.BASE_WRONG_REQUEST_BODY);
  const locale = cloudSettings(ctx).locale;
  const words = defaultNames(locale);

  const viewName = typeof t.default_view_name === 'string' ? t.default_view_name.trim() : '';
  if (t.default_view_name !== undefined && (t.fields === undefined || /[[\]]/.test(viewName))) return bad();
  const tables = Object.values(base.tables || {});
  if (tables.length >= MAX_TABLES) return bad(ERRORS.BASE_TABLE_LIMIT);
  const name = typeof t.name === 'string' && t.name.trim() !== '' ? t.name.trim() : defaultTableName(base, locale);
  if (tables.some((x) => x.name === name)) return bad(ERRORS.BASE_TABLE_NAME_DUPLICATED);

  const requested = t.fields && t.fields.length ? t.fields : [{ field_name: words.text, type: 1 }];
  const fields = [];
  const backLinks = [];
  for (const def of requested) {
    const built = buildField(ctx, def, {
      locale,
      tableName: name,
      linkTarget: (id) => (base.tables && Object.prototype.hasOwnProperty.call(base.tables, id) ? base.tables[id] : null),
    });
    if (built.error) return bad(built.error);
    if (fields.some((f) => f.field_name === built.field.field_name)) return bad(ERRORS.BASE_FIELD_NAME_DUPLICATED);
    fields.push(built.field);
    if (built.backLink) backLinks.push({ field: built.field, ...built.backLink });
  }
  if (!PRIMARY_TYPES.includes(fields[0].type)) return bad();
  fields[0].is_primary = true;

  const tableId = ctx.id('tbl{mixed:13}');
  const viewId = ctx.id('vew{mixed:7}');
  // Back fields of two-way links land on the linked tables (their names made unique there).
  const backFields = [];
  for (const link of backLinks) {
    const target = base.tables[link.tableId];
    const taken = new Set(Object.values(target.fields || {}).map((f) => f.field_name));
    let backName = link.name;
    for (let n = 1; taken.has(backName); n += 1) backName = `${link.name}-${n}`;
    const back = {
      field_id: ctx.id('fld{mixed:7}'),
      field_name: backName,
      type: 21,
      ui_type: 'DuplexLink',
      is_primary: false,
      property: { table_id: tableId, table_name: name, back_field_id: link.field.field_id, back_field_name: link.field.field_name, multiple: true },
    };
    link.field.property.back_field_id = back.field_id;
    link.field.property.back_field_name = backName;
    backFields.push({ tableId: link.tableId, field: back, order: target.field_order.concat([back.field_id]) });
  }

  ctx.create(`bases[${appToken}].tables`, {
    table_id: tableId,
    name,
    revision: 1,
    create_time: String(ctx.nowSec()),
    field_order: fields.map((f) => f.field_id),
    view_order: [viewId],
    fields: Object.fromEntries(fields.map((f) => [f.field_id, f])),
    views: { [viewId]: { view_id: viewId, view_name: viewName || words.view, view_type: 'grid' } },
    records: {},
  }, { id: tableId });
  for (const b of backFields) {
    ctx.create(`${tablePath(appToken, b.tableId)}.fields`, b.field, { id: b.field.field_id });
    ctx.update(tablePath(appToken, b.tableId), { field_order: b.order });
  }
  ctx.update(`bases[${appToken}]`, { edit_time: String(ctx.nowSec()) });
  return ok({ table_id: tableId, default_view_id: viewId, field_id_list: fields.map((f) => f.field_id) });
}
