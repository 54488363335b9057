// POST /open-apis/bitable/v1/apps/:app_token/tables/:table_id/records/search: records matching a
// filter, in a sort order, up to 500 per page. Without filter and sort a view_id selects the
// view's records in the view's order; a filter or sort searches the whole table (the view is then
// ignored, as Base documents). Empty cells are left out of `fields`.
import { ok, larkError, fieldViolation } from '../lib/envelope.js';
import { ERRORS } from '../lib/errors.js';
import { identity, directory } from '../lib/users.js';
import { openBase, openTable, openView, orderedFields } from '../lib/bitable.js';
import { compileFilter, compileSort, filterMessage } from '../lib/bitable-filter.js';
import { renderCell, renderPerson } from '../lib/bitable-values.js';
import { makeToken, readToken } from '../lib/paging.js';
import { zoneOffsetSec } from '../lib/time.js';

const TOOL = 'bitable_v1_appTableRecord_search';
const MAX_PAGE = 500;

export default function (args, ctx) {
  const ident = identity(ctx, args);
  const d = args.data || {};
  const p = args.params || {};
  const opened = openBase(ctx, TOOL, ident, args.path.app_token, 'view');
  if (opened.error) return opened.error;
  const base = opened.base;
  const t = openTable(ctx, TOOL, base, args.path.table_id);
  if (t.error) return t.error;
  const table = t.table;
  let view = null;
  if (d.view_id !== undefined) {
    const v = openView(ctx, TOOL, table, d.view_id);
    if (v.error) return v.error;
    view = v.view;
  }
  let size = 20;
  if (p.page_size !== undefined) {
    if (!Number.isInteger(p.page_size) || p.page_size < 1) return larkError(ctx, TOOL, ERRORS.BASE_PAGE_SIZE);
    if (p.page_size > MAX_PAGE) return fieldViolation(ctx, TOOL, 'page_size', p.page_size, `the max value is ${MAX_PAGE}`);
    size = p.page_size;
  }
  const fields = orderedFields(table);
  let shown = fields;
  if (d.field_names !== undefined) {
    if (d.field_names.some((n) => !fields.some((f) => f.field_name === n))) return larkError(ctx, TOOL, ERRORS.BASE_FIELD_NAME_NOT_FOUND);
    shown = fields.filter((f) => d.field_names.includes(f.field_name));
  }
  const idType = p.user_id_type || 'open_id';
  const env = {
    dir: directory(ctx),
    app: ctx.get('app'),
    idType,
    nowMs: ctx.nowMs(),
    offsetMs: zoneOffsetSec(base.time_zone) * 1000,
    chat: (id) => (/[[\]]/.test(id) ? null : ctx.get(`chats[${id}]`)),
  };

  const hasFilter = d.filter && (d.filter.conditions || []).length > 0;
  const hasSort = (d.sort || []).length > 0;
  const filter = compileFilter(table, hasFilter ? d.filter : view && !hasSort ? view.filter : null, env);
  if (filter.error) return larkError(ctx, TOOL, ERRORS.BASE_INVALID_FILTER, { message: filterMessage(filter.error) });
  const sort = compileSort(table, hasSort ? d.sort : view && !hasFilter ? view.sort : [], env);
  if (sort.error) return larkError(ctx, TOOL, ERRORS.BASE_INVALID_SORT);

  const hits = Object.values(table.records || {}).filter(filter.test);
  hits.sort(sort.compare);

  const scope = JSON.stringify([args.path.app_token, table.table_id, d.view_id || '', d.filter || null, d.sort || null, d.field_names || null, idType]);
  let offset = 0;
  if (p.page_token !== undefined && p.page_token !== '') {
    const tok = readToken(p.page_token, 'recs', scope);
    if (tok.error) return larkError(ctx, TOOL, ERRORS.BASE_INVALID_PAGE_TOKEN);
    offset = tok.offset;
  }
  const slice = hits.slice(offset, offset + size);
  const more = offset + size < hits.length;
  const items = slice.map((r) => {
    const cells = {};
    for (const f of shown) {
      const v = renderCell(f, r, env);
      if (v !== undefined) cells[f.field_name] = v;
    }
    const item = { fields: cells, record_id: r.record_id };
    if (d.automatic_fields === true) {
      item.created_by = renderPerson(env, r.created_by);
      item.created_time = r.created_time;
      item.last_modified_by = renderPerson(env, r.last_modified_by);
      item.last_modified_time = r.last_modified_time;
    }
    return item;
  });
  const out = { has_more: more, items };
  if (more) out.page_token = makeToken('recs', scope, offset + size);
  out.total = hits.length;
  return ok(out);
}
