// GET /open-apis/bitable/v1/apps/:app_token/tables: the tables of a Base in their order.
import { ok } from '../lib/envelope.js';
import { identity } from '../lib/users.js';
import { openBase, idPage } from '../lib/bitable.js';

const TOOL = 'bitable_v1_appTable_list';

export default function (args, ctx) {
  const ident = identity(ctx, args);
  const opened = openBase(ctx, TOOL, ident, args.path.app_token, 'view');
  if (opened.error) return opened.error;
  const tables = Object.values(opened.base.tables || {});
  const pg = idPage(ctx, TOOL, tables, (t) => t.table_id, args.params, 100);
  if (pg.error) return pg.error;
  const out = { has_more: pg.hasMore };
  if (pg.pageToken !== undefined) out.page_token = pg.pageToken;
  out.total = tables.length;
  out.items = pg.items.map((t) => ({ table_id: t.table_id, revision: t.revision, name: t.name }));
  return ok(out);
}
