// Writing Base records: checking a `fields` map against the table, storing the converted cells,
// adding new select options to their fields, and keeping two-way links symmetric.

import { larkError } from './envelope.js';
import { ERRORS } from './errors.js';
import { directory, idAs } from './users.js';
import { fieldByName, tablePath } from './bitable.js';
import { convertWrite, withOptions } from './bitable-values.js';

/** The environment value conversion needs (directory, id type, link targets, chats). */
export function writeEnv(ctx, base, idType) {
  const dir = directory(ctx);
  return {
    ctx,
    dir,
    app: ctx.get('app'),
    idType: idType || 'open_id',
    linkedRecords: (tableId) => new Set(Object.keys((base.tables[tableId] && base.tables[tableId].records) || {})),
    chatExists: (id) => typeof id === 'string' && !/[[\]]/.test(id) && ctx.exists(`chats[${id}]`),
  };
}

/**
 * Check a write. Returns `{error}` (a ready result) or `{cells, fieldUpdates}`: `cells` maps
 * field names to stored values (`undefined` clears the cell), `fieldUpdates` are fields that
 * gained select options.
 */
export function prepareWrite(ctx, tool, table, fields, env) {
  const cells = {};
  const fieldUpdates = {};
  for (const [name, raw] of Object.entries(fields || {})) {
    let field = fieldByName(table, name);
    if (!field) return { error: larkError(ctx, tool, ERRORS.BASE_FIELD_NAME_NOT_FOUND) };
    if (fieldUpdates[field.field_id]) field = fieldUpdates[field.field_id];
    const c = convertWrite(field, raw, env);
    if (c.error) return { error: larkError(ctx, tool, c.error) };
    cells[name] = c.clear ? undefined : c.value;
    if (c.newOptions && c.newOptions.length) fieldUpdates[field.field_id] = withOptions(ctx, field, c.newOptions);
  }
  return { cells, fieldUpdates: Object.values(fieldUpdates) };
}

/** A cell in the shape a write sends it (the create/update responses echo this shape). */
export function writeShape(field, value, env) {
  switch (field.type) {
    case 11: return value.map((id) => ({ id: idAs(env.dir, env.app, id, env.idType) }));
    case 23: return value.map((id) => ({ id }));
    default: return JSON.parse(JSON.stringify(value));
  }
}

/** The `fields` of a create/update response: the written cells that hold a value. */
export function echoFields(table, cells, env) {
  const out = {};
  for (const [name, value] of Object.entries(cells)) {
    if (value === undefined) continue;
    out[name] = writeShape(fieldByName(table, name), value, env);
  }
  return out;
}

/**
 * Store a record's new cells: field option additions first, then the record, then the back
 * side of two-way links (records of the linked table gain or lose this record).
 */
export function commitWrite(ctx, appToken, table, recordId, before, after, fieldUpdates, base) {
  const path = tablePath(appToken, table.table_id);
  for (const f of fieldUpdates) ctx.update(`${path}.fields[${f.field_id}]`, { property: f.property });
  if (before === null) ctx.create(`${path}.records`, after, { id: recordId });
  else ctx.update(`${path}.records[${recordId}]`, { fields: after.fields, last_modified_by: after.last_modified_by, last_modified_time: after.last_modified_time });
  for (const field of Object.values(table.fields)) {
    if (field.type !== 21 || !field.property || !field.property.back_field_id) continue;
    const old = (before && before.fields[field.field_name]) || [];
    const now = after.fields[field.field_name] || [];
    const target = base.tables[field.property.table_id];
    const back = target && target.fields[field.property.back_field_id];
    if (!back) continue;
    const touched = old.filter((id) => !now.includes(id)).concat(now.filter((id) => !old.includes(id)));
    for (const otherId of touched) {
      const other = target.records[otherId];
      if (!other) continue;
      const list = (other.fields[back.field_name] || []).filter((id) => id !== recordId);
      if (now.includes(otherId)) list.push(recordId);
      const fieldsNext = Object.assign({}, other.fields);
      if (list.length) fieldsNext[back.field_name] = list;
      else delete fieldsNext[back.field_name];
      ctx.update(`${tablePath(appToken, target.table_id)}.records[${otherId}]`, { fields: fieldsNext });
    }
  }
}

/** The cells of a record after a write (cleared cells removed, other cells kept). */
export function mergeCells(existing, cells) {
  const out = Object.assign({}, existing || {});
  for (const [name, value] of Object.entries(cells)) {
    if (value === undefined) delete out[name];
    else out[name] = value;
  }
  return out;
}
