// POST /open-apis/bitable/v1/apps/:app_token/tables/:table_id/records: one new record. Every
// named field must exist and every value must fit its field type; select values that are not
// options yet become new options. A client_token (UUID v4) makes the call idempotent.
import { ok, larkError } from '../lib/envelope.js';
import { ERRORS } from '../lib/errors.js';
import { identity } from '../lib/users.js';
import { openBase, openTable, orderedFields } from '../lib/bitable.js';
import { writeEnv, prepareWrite, commitWrite, echoFields, mergeCells } from '../lib/bitable-records.js';

const TOOL = 'bitable_v1_appTableRecord_create';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export default function (args, ctx) {
  const ident = identity(ctx, args);
  const p = args.params || {};
  const appToken = args.path.app_token;
  const opened = openBase(ctx, TOOL, ident, appToken, 'edit');
  if (opened.error) return opened.error;
  const base = opened.base;
  const t = openTable(ctx, TOOL, base, args.path.table_id);
  if (t.error) return t.error;
  const table = t.table;
  const env = writeEnv(ctx, base, p.user_id_type);

  if (p.client_token !== undefined) {
    if (!UUID_V4.test(p.client_token)) return larkError(ctx, TOOL, ERRORS.BASE_INVALID_CLIENT_TOKEN);
    const done = Object.values(table.records || {}).find((r) => r.client_token === p.client_token);
    if (done) return ok({ record: { fields: echoFields(table, done.fields, env), id: done.record_id, record_id: done.record_id } });
  }

  const w = prepareWrite(ctx, TOOL, table, args.data.fields, env);
  if (w.error) return w.error;
  const recordId = ctx.id('rec{mixed:10}');
  const nowMs = ctx.nowMs();
  const cells = mergeCells({}, w.cells);
  // Auto numbers continue the table's serial.
  const autoFields = orderedFields(table).filter((f) => f.type === 1005);
  const serial = table.next_serial || Object.keys(table.records || {}).length + 1;
  for (const f of autoFields) cells[f.field_name] = serial;
  const record = { record_id: recordId, fields: cells, created_by: ident.openId, created_time: nowMs, last_modified_by: ident.openId, last_modified_time: nowMs };
  if (p.client_token !== undefined) record.client_token = p.client_token;
  commitWrite(ctx, appToken, table, recordId, null, record, w.fieldUpdates, base);
  if (autoFields.length) ctx.update(`bases[${appToken}].tables[${table.table_id}]`, { next_serial: serial + 1 });
  return ok({ record: { fields: echoFields(table, w.cells, env), id: recordId, record_id: recordId } });
}
