// PUT /open-apis/bitable/v1/apps/:app_token/tables/:table_id/records/:record_id: overwrite the
// named cells of one record (null clears a cell); other cells keep their values.
import { ok } from '../lib/envelope.js';
import { identity } from '../lib/users.js';
import { openBase, openTable, openRecord } from '../lib/bitable.js';
import { writeEnv, prepareWrite, commitWrite, echoFields, mergeCells } from '../lib/bitable-records.js';

const TOOL = 'bitable_v1_appTableRecord_update';

export default function (args, ctx) {
  const ident = identity(ctx, args);
  const p = args.params || {};
  const appToken = args.path.app_token;
  const opened = openBase(ctx, TOOL, ident, appToken, 'edit');
  if (opened.error) return opened.error;
  const base = opened.base;
  const t = openTable(ctx, TOOL, base, args.path.table_id);
  if (t.error) return t.error;
  const r = openRecord(ctx, TOOL, t.table, args.path.record_id);
  if (r.error) return r.error;
  const env = writeEnv(ctx, base, p.user_id_type);
  const w = prepareWrite(ctx, TOOL, t.table, args.data.fields, env);
  if (w.error) return w.error;
  const before = r.record;
  const after = Object.assign({}, before, {
    fields: mergeCells(before.fields, w.cells),
    last_modified_by: ident.openId,
    last_modified_time: ctx.nowMs(),
  });
  commitWrite(ctx, appToken, t.table, before.record_id, before, after, w.fieldUpdates, base);
  return ok({ record: { fields: echoFields(t.table, w.cells, env), id: before.record_id, record_id: before.record_id } });
}
