// GET /open-apis/bitable/v1/apps/:app_token/tables/:table_id/fields: a table's fields in their
// order. With a view_id each field says whether the view hides it; text_field_as_array returns
// field descriptions as rich-text segments.
import { ok } from '../lib/envelope.js';
import { identity } from '../lib/users.js';
import { openBase, openTable, openView, orderedFields, renderField, idPage } from '../lib/bitable.js';

const TOOL = 'bitable_v1_appTableField_list';

export default function (args, ctx) {
  const ident = identity(ctx, args);
  const opened = openBase(ctx, TOOL, ident, args.path.app_token, 'view');
  if (opened.error) return opened.error;
  const t = openTable(ctx, TOOL, opened.base, args.path.table_id);
  if (t.error) return t.error;
  const p = args.params || {};
  let view = null;
  if (p.view_id !== undefined) {
    const v = openView(ctx, TOOL, t.table, p.view_id);
    if (v.error) return v.error;
    view = v.view;
  }
  const fields = orderedFields(t.table);
  const pg = idPage(ctx, TOOL, fields, (f) => f.field_id, p, 100);
  if (pg.error) return pg.error;
  const out = { has_more: pg.hasMore };
  if (pg.pageToken !== undefined) out.page_token = pg.pageToken;
  out.total = fields.length;
  out.items = pg.items.map((f) => renderField(f, { view, textAsArray: p.text_field_as_array === true }));
  return ok(out);
}
