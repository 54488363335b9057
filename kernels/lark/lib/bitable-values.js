// Base cell values: what a write may send per field type (and the conversion error Base answers
// otherwise), how a cell is stored, and how record search renders it.
//
// Stored shapes (what the snapshot holds under record.fields[<field name>]):
//   Text, Phone, Barcode: string         Number/Currency/Progress/Rating: number
//   SingleSelect: option name            MultiSelect: option names
//   DateTime: epoch ms                   Checkbox: boolean
//   User: open_ids                       Url: {link, text}
//   SingleLink/DuplexLink: record ids    GroupChat: chat ids        Location: "lng,lat"
//   AutoNumber: the serial number (assigned at creation); the other computed types are derived
//   from the record's created_/last_modified_ metadata.

import { ERRORS } from './errors.js';
import { COMPUTED_TYPES, nextOptionColor, newOptionId } from './bitable.js';
import { findUser, idAs } from './users.js';

const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const fail = (def) => ({ error: def });

/** Plain text of a rich-text write (`"text"` or `[{type, text, …}]`), or null when not text. */
function textOf(raw) {
  if (typeof raw === 'string') return raw;
  if (Array.isArray(raw) && raw.every((s) => isObj(s) && typeof s.text === 'string')) return raw.map((s) => s.text).join('');
  return null;
}

/**
 * Convert one written value for `field`. Returns `{value}` (the stored value), `{clear: true}`
 * for null, or `{error}` with the ERRORS entry Base answers. Select writes that introduce a new
 * option return it in `newOptions` so the caller can add it to the field.
 * env: { ctx, dir, app, idType, linkedRecords(tableId) -> Set of ids, chatExists(id) }
 */
export function convertWrite(field, raw, env) {
  if (raw === null) return { clear: true };
  if (COMPUTED_TYPES.includes(field.type)) return fail(ERRORS.BASE_FIELD_TYPE_MISMATCH);
  switch (field.type) {
    case 1: {
      const t = textOf(raw);
      return t === null ? fail(ERRORS.BASE_TEXT_CONV) : { value: t };
    }
    case 2:
      return typeof raw === 'number' && Number.isFinite(raw) ? { value: raw } : fail(ERRORS.BASE_NUMBER_CONV);
    case 3: {
      if (typeof raw !== 'string') return fail(ERRORS.BASE_SINGLE_SELECT_CONV);
      if (raw === '') return { clear: true };
      return { value: raw, newOptions: missingOptions(field, [raw]) };
    }
    case 4: {
      if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string')) return fail(ERRORS.BASE_MULTI_SELECT_CONV);
      const names = raw.filter((v, i) => v !== '' && raw.indexOf(v) === i);
      return names.length ? { value: names, newOptions: missingOptions(field, names) } : { clear: true };
    }
    case 5:
      return typeof raw === 'number' && Number.isInteger(raw) ? { value: raw } : fail(ERRORS.BASE_DATETIME_CONV);
    case 7:
      return typeof raw === 'boolean' ? { value: raw } : fail(ERRORS.BASE_CHECKBOX_CONV);
    case 11: {
      if (!Array.isArray(raw) || raw.some((u) => !isObj(u) || typeof u.id !== 'string')) return fail(ERRORS.BASE_USER_CONV);
      if (raw.length > 1 && field.property && field.property.multiple === false) return fail(ERRORS.BASE_USER_CONV);
      const ids = [];
      for (const u of raw) {
        const user = findUser(env.dir, env.idType, u.id);
        if (!user || (user.status && user.status.is_resigned)) return fail(ERRORS.BASE_USER_CONV);
        if (!ids.includes(user.open_id)) ids.push(user.open_id);
      }
      return ids.length ? { value: ids } : { clear: true };
    }
    case 13:
      return typeof raw === 'string' && /^\+?[0-9][0-9 ()-]{0,30}$/.test(raw) ? { value: raw } : fail(ERRORS.BASE_PHONE_CONV);
    case 15:
      if (!isObj(raw) || typeof raw.link !== 'string' || (raw.text !== undefined && typeof raw.text !== 'string')) return fail(ERRORS.BASE_URL_CONV);
      return { value: { link: raw.link, text: raw.text === undefined ? raw.link : raw.text } };
    case 17:
      // Attachments must first be uploaded to this Base (drive media upload); nothing is.
      if (Array.isArray(raw) && raw.length === 0) return { clear: true };
      return fail(ERRORS.BASE_ATTACHMENT_NOT_MOUNTED);
    case 18:
    case 21: {
      if (!Array.isArray(raw) || raw.some((v) => typeof v !== 'string')) return fail(ERRORS.BASE_LINK_CONV);
      const known = env.linkedRecords(field.property.table_id);
      if (raw.some((id) => !known.has(id))) return fail(ERRORS.BASE_LINK_CONV);
      if (raw.length > 1 && field.property.multiple === false) return fail(ERRORS.BASE_LINK_CONV);
      const ids = raw.filter((v, i) => raw.indexOf(v) === i);
      return ids.length ? { value: ids } : { clear: true };
    }
    case 22:
      return typeof raw === 'string' && /^-?\d{1,3}(\.\d+)?,-?\d{1,2}(\.\d+)?$/.test(raw) ? { value: raw } : fail(ERRORS.BASE_FIELD_TYPE_MISMATCH);
    case 23: {
      if (!Array.isArray(raw) || raw.some((c) => !isObj(c) || typeof c.id !== 'string' || !env.chatExists(c.id))) return fail(ERRORS.BASE_FIELD_TYPE_MISMATCH);
      const ids = raw.map((c) => c.id).filter((v, i, a) => a.indexOf(v) === i);
      return ids.length ? { value: ids } : { clear: true };
    }
    default:
      return fail(ERRORS.BASE_FIELD_TYPE_MISMATCH);
  }
}

/** Option names a select write uses that the field does not have yet. */
function missingOptions(field, names) {
  const have = new Set(((field.property && field.property.options) || []).map((o) => o.name));
  return names.filter((n) => !have.has(n));
}

/** The field with new select options appended (ids issued, colours continuing the cycle). */
export function withOptions(ctx, field, names) {
  const f = JSON.parse(JSON.stringify(field));
  f.property = f.property || {};
  f.property.options = f.property.options || [];
  for (const name of names) {
    f.property.options.push({ name, id: newOptionId(ctx), color: nextOptionColor(f) });
  }
  return f;
}

// ---------------------------------------------------------------------------------------------
// Rendering for record search.

/** A person as Base renders it (user_id_type decides the id). */
export function renderPerson(env, openId) {
  const u = env.dir[openId];
  if (!u) {
    // The app itself (records the bot wrote) has no contact card, only its open_id and name.
    if (env.app && openId === env.app.open_id) return { email: '', en_name: env.app.name, id: idAs(env.dir, env.app, openId, env.idType), name: env.app.name };
    return { id: openId };
  }
  return { email: u.email || '', en_name: u.en_name || u.name, id: idAs(env.dir, env.app, openId, env.idType), name: u.name };
}

/**
 * The search-response value of one cell, or undefined when the cell is empty (empty cells are
 * left out of `fields`). env: { dir, app, idType, chat(id) }
 */
export function renderCell(field, record, env) {
  const v = record.fields ? record.fields[field.field_name] : undefined;
  switch (field.type) {
    case 1001: return record.created_time;
    case 1002: return record.last_modified_time;
    case 1003: return [renderPerson(env, record.created_by)];
    case 1004: return [renderPerson(env, record.last_modified_by)];
    default: break;
  }
  if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) return undefined;
  switch (field.type) {
    case 1: return [{ text: v, type: 'text' }];
    case 7: return v === true ? true : undefined;
    case 11: return v.map((id) => renderPerson(env, id));
    case 18:
    case 21: return { link_record_ids: v.slice() };
    case 22: return { location: v };
    case 23: return v.map((id) => {
      const c = env.chat(id);
      return c ? { avatar_url: c.avatar || '', id, name: c.name } : { id };
    });
    case 1005: return String(v);
    case 20: return undefined; // formulas are not evaluated (see README)
    default: return JSON.parse(JSON.stringify(v));
  }
}

/** Text a cell shows (for text-like filter conditions and sorting). */
export function cellText(field, record, env) {
  const v = record.fields ? record.fields[field.field_name] : undefined;
  if (v === undefined || v === null) return '';
  if (field.type === 15) return `${v.text} ${v.link}`;
  if (field.type === 1005) return String(v);
  if (field.type === 11) return v.map((id) => (env.dir[id] ? env.dir[id].name : id)).join(',');
  return Array.isArray(v) ? v.join(',') : String(v);
}
