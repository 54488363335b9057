// Database property schemas and page property values.
//
// A database keeps its schema as the API shows it: `properties[name] = { id, name, type,
// [type]: config }`. A page keeps `properties[name] = { type, [type]: value }` (the ID comes
// from the schema) with compact
// values (select/status `{ name }`, people and relations `[{ id }]`, rich text in stored form);
// computed properties (created_time, last_edited_by …) are not stored but derived on output.
import { Fail, fieldError, validationError, apiError } from './respond.js';
import { normalizeId } from './ids.js';
import { readRichText, renderRichText, plainText, COLORS } from './richtext.js';
import { renderUser, partialUser } from './users.js';
import { isIsoDate } from './time.js';

export const WRITABLE = ['title', 'rich_text', 'number', 'select', 'multi_select', 'status', 'date', 'people', 'checkbox', 'url', 'email', 'phone_number', 'relation', 'files'];
export const COMPUTED = ['created_time', 'last_edited_time', 'created_by', 'last_edited_by'];
const CREATABLE = WRITABLE.concat(COMPUTED);
const OPTION_COLORS = ['blue', 'green', 'orange', 'purple', 'pink', 'yellow', 'red', 'brown', 'gray', 'default'];
const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789:;<=>?@[]^_`{|}~';
const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A fresh property ID: four characters, URL-encoded, like Notion's `%3AUPp`. */
export function newPropertyId(ctx, taken) {
  for (let i = 0; i < 64; i += 1) {
    let raw = '';
    for (let j = 0; j < 4; j += 1) raw += ID_CHARS[Math.floor(ctx.random() * ID_CHARS.length)];
    const id = encodeURIComponent(raw);
    if (!taken.includes(id)) return id;
  }
  return encodeURIComponent(ctx.id('{alnum:6}'));
}

/** The schema entry a key names (by property name first, then by property ID). */
export function schemaEntry(schema, key) {
  if (Object.prototype.hasOwnProperty.call(schema, key)) return schema[key];
  return Object.values(schema).find((p) => p.id === key) || null;
}

// ---------------------------------------------------------------------------------------------
// Schemas (create / update database)

function readOptions(ctx, where, config, existing) {
  const list = config && config.options;
  if (list === undefined) return existing ? existing.options.slice() : [];
  if (!Array.isArray(list)) return new Fail(fieldError(ctx, 'body', `${where}.options`, 'an array', list));
  const out = [];
  for (let i = 0; i < list.length; i += 1) {
    const o = list[i];
    if (!isObj(o) || (typeof o.name !== 'string' && typeof o.id !== 'string')) {
      return new Fail(fieldError(ctx, 'body', `${where}.options[${i}].name`, 'a string', isObj(o) ? o.name : o));
    }
    const old = existing && existing.options.find((x) => (o.id && x.id === o.id) || x.name === o.name);
    if (o.name !== undefined && o.name.includes(',')) return new Fail(validationError(ctx, `Select option names cannot contain commas: "${o.name}".`));
    if (o.color !== undefined && !COLORS.slice(0, 10).includes(o.color)) {
      return new Fail(fieldError(ctx, 'body', `${where}.options[${i}].color`, 'a valid option color', o.color));
    }
    if (out.some((x) => x.name === (o.name || (old && old.name)))) continue;
    out.push({
      id: old ? old.id : ctx.id('{uuid}'),
      name: o.name !== undefined ? o.name : old.name,
      color: o.color || (old ? old.color : OPTION_COLORS[out.length % OPTION_COLORS.length]),
    });
  }
  return out;
}

/** The type a property config declares (`{ type }` or its single type key). */
function configType(config) {
  if (typeof config.type === 'string') return config.type;
  return Object.keys(config).find((k) => CREATABLE.includes(k) || ['formula', 'rollup', 'unique_id', 'verification', 'button'].includes(k)) || null;
}

/**
 * A schema entry from a request (`where`: `body.properties.Status`). `existing` is the current
 * entry when updating. Returns the new entry (without id/name) or a Fail.
 */
export function readPropertyConfig(ctx, where, name, input, existing) {
  if (!isObj(input)) return new Fail(fieldError(ctx, 'body', where, 'an object or `null`', input));
  const type = configType(input) || (existing ? existing.type : null);
  if (!type) return new Fail(validationError(ctx, `body failed validation: ${where}.type should be defined, instead was \`undefined\`.`));
  if (!CREATABLE.includes(type)) return new Fail(validationError(ctx, `Unsupported property type for ${name}: ${type}.`));
  const cfg = input[type] === undefined ? {} : input[type];
  if (!isObj(cfg)) return new Fail(fieldError(ctx, 'body', `${where}.${type}`, 'an object', cfg));
  const same = existing && existing.type === type ? existing[type] : null;
  let out;
  if (type === 'select' || type === 'multi_select') {
    const options = readOptions(ctx, `${where}.${type}`, cfg, same);
    if (options instanceof Fail) return options;
    out = { options };
  } else if (type === 'status') {
    const options = readOptions(ctx, `${where}.status`, cfg, same || { options: [] });
    if (options instanceof Fail) return options;
    out = { options: options.length ? options : defaultStatusOptions(ctx), groups: same ? same.groups : [] };
  } else if (type === 'number') {
    out = { format: typeof cfg.format === 'string' ? cfg.format : same ? same.format : 'number' };
  } else if (type === 'relation') {
    const dbId = normalizeId(cfg.database_id);
    if (!dbId) return new Fail(fieldError(ctx, 'body', `${where}.relation.database_id`, 'a valid uuid', cfg.database_id));
    if (!ctx.exists(`databases[${dbId}]`)) return new Fail(apiError(ctx, 404, 'object_not_found', `Could not find database with ID: ${dbId}. Make sure the relevant pages and databases are shared with your integration.`));
    out = { database_id: dbId, type: 'single_property', single_property: {} };
  } else {
    out = {};
  }
  return { type, config: out };
}

function defaultStatusOptions(ctx) {
  return [
    { id: ctx.id('{uuid}'), name: 'Not started', color: 'default' },
    { id: ctx.id('{uuid}'), name: 'In progress', color: 'blue' },
    { id: ctx.id('{uuid}'), name: 'Done', color: 'green' },
  ];
}

// ---------------------------------------------------------------------------------------------
// Page values (create item / update properties)

function expected(ctx, name, type) {
  return new Fail(validationError(ctx, `${name} is expected to be ${type}.`));
}

function readOptionRef(ctx, where, name, ref, prop, allowNew) {
  if (!isObj(ref)) return new Fail(fieldError(ctx, 'body', where, 'an object', ref));
  const options = prop[prop.type].options;
  if (typeof ref.id === 'string') {
    const hit = options.find((o) => o.id === ref.id);
    if (!hit) return new Fail(validationError(ctx, `Invalid select option id "${ref.id}" for property ${name}.`));
    return { name: hit.name };
  }
  if (typeof ref.name !== 'string') return new Fail(fieldError(ctx, 'body', `${where}.name`, 'a string', ref.name));
  if (ref.name.includes(',')) return new Fail(validationError(ctx, `Select option names cannot contain commas: "${ref.name}".`));
  if (!options.some((o) => o.name === ref.name)) {
    if (!allowNew) return new Fail(validationError(ctx, `Invalid status option. Status option "${ref.name}" does not exist.`));
    return { name: ref.name, isNew: true };
  }
  return { name: ref.name };
}

/**
 * Validate one property value against its schema entry. Returns `{ value, newOptions }` where
 * `value` is the stored `{ id, type, [type] }` and `newOptions` are select options to add.
 */
export function readPropertyValue(ctx, name, prop, input) {
  const type = prop.type;
  const where = `properties.${name}`;
  if (COMPUTED.includes(type) || !WRITABLE.includes(type)) {
    return new Fail(validationError(ctx, `Cannot update the ${type} property "${name}"; it is read-only.`));
  }
  if (!isObj(input) || input[type] === undefined) return expected(ctx, name, type);
  const v = input[type];
  const newOptions = [];
  let stored;
  switch (type) {
    case 'title':
    case 'rich_text': {
      const runs = readRichText(ctx, `${where}.${type}`, v);
      if (runs instanceof Fail) return runs;
      stored = runs;
      break;
    }
    case 'number':
      if (v !== null && (typeof v !== 'number' || !Number.isFinite(v))) return new Fail(fieldError(ctx, 'body', `${where}.number`, 'a number or `null`', v));
      stored = v;
      break;
    case 'checkbox':
      if (typeof v !== 'boolean') return new Fail(fieldError(ctx, 'body', `${where}.checkbox`, 'a boolean', v));
      stored = v;
      break;
    case 'url':
    case 'email':
    case 'phone_number':
      if (v !== null && typeof v !== 'string') return new Fail(fieldError(ctx, 'body', `${where}.${type}`, 'a string or `null`', v));
      stored = v === '' ? null : v;
      break;
    case 'select':
    case 'status': {
      if (v === null) {
        if (type === 'status') return new Fail(fieldError(ctx, 'body', `${where}.status`, 'an object', v));
        stored = null;
        break;
      }
      const ref = readOptionRef(ctx, `${where}.${type}`, name, v, prop, type === 'select');
      if (ref instanceof Fail) return ref;
      if (ref.isNew) newOptions.push(ref.name);
      stored = { name: ref.name };
      break;
    }
    case 'multi_select': {
      if (!Array.isArray(v)) return new Fail(fieldError(ctx, 'body', `${where}.multi_select`, 'an array', v));
      stored = [];
      for (let i = 0; i < v.length; i += 1) {
        const ref = readOptionRef(ctx, `${where}.multi_select[${i}]`, name, v[i], prop, true);
        if (ref instanceof Fail) return ref;
        if (ref.isNew && !newOptions.includes(ref.name)) newOptions.push(ref.name);
        if (!stored.some((s) => s.name === ref.name)) stored.push({ name: ref.name });
      }
      break;
    }
    case 'date': {
      if (v === null) {
        stored = null;
        break;
      }
      if (!isObj(v)) return new Fail(fieldError(ctx, 'body', `${where}.date`, 'an object or `null`', v));
      if (!isIsoDate(v.start)) return new Fail(fieldError(ctx, 'body', `${where}.date.start`, 'a valid ISO 8601 date string', v.start));
      if (v.end !== undefined && v.end !== null && !isIsoDate(v.end)) return new Fail(fieldError(ctx, 'body', `${where}.date.end`, 'a valid ISO 8601 date string', v.end));
      stored = { start: v.start };
      if (v.end) stored.end = v.end;
      if (v.time_zone) stored.time_zone = v.time_zone;
      break;
    }
    case 'people':
    case 'relation': {
      if (!Array.isArray(v)) return new Fail(fieldError(ctx, 'body', `${where}.${type}`, 'an array', v));
      stored = [];
      for (let i = 0; i < v.length; i += 1) {
        const id = normalizeId(isObj(v[i]) ? v[i].id : undefined);
        if (!id) return new Fail(fieldError(ctx, 'body', `${where}.${type}[${i}].id`, 'a valid uuid', isObj(v[i]) ? v[i].id : undefined));
        if (type === 'people' && !ctx.exists(`users[${id}]`)) return new Fail(apiError(ctx, 404, 'object_not_found', `Could not find user with ID: ${id}.`));
        if (type === 'relation') {
          const target = ctx.get(`pages[${id}].parent`);
          if (!target) return new Fail(apiError(ctx, 404, 'object_not_found', `Could not find page with ID: ${id}. Make sure the relevant pages and databases are shared with your integration.`));
          if (target.database_id !== prop.relation.database_id) {
            return new Fail(validationError(ctx, `Relation page ${id} is not in the related database ${prop.relation.database_id}.`));
          }
        }
        if (!stored.some((s) => s.id === id)) stored.push({ id });
      }
      break;
    }
    default: // files: external links only
      if (!Array.isArray(v)) return new Fail(fieldError(ctx, 'body', `${where}.files`, 'an array', v));
      stored = v.filter((f) => isObj(f) && isObj(f.external) && typeof f.external.url === 'string')
        .map((f) => ({ name: typeof f.name === 'string' ? f.name : f.external.url, type: 'external', external: { url: f.external.url } }));
  }
  return { value: { type, [type]: stored }, newOptions };
}

/** Add new select/multi_select options (created by values) to a schema entry; returns the entry. */
export function withOptions(ctx, prop, names) {
  if (!names.length) return prop;
  const next = JSON.parse(JSON.stringify(prop));
  const options = next[next.type].options;
  for (const n of names) {
    if (!options.some((o) => o.name === n)) options.push({ id: ctx.id('{uuid}'), name: n, color: OPTION_COLORS[options.length % OPTION_COLORS.length] });
  }
  return next;
}

// ---------------------------------------------------------------------------------------------
// Rendering page values

function renderOption(prop, stored) {
  if (!stored) return null;
  const o = prop && prop[prop.type] && prop[prop.type].options ? prop[prop.type].options.find((x) => x.name === stored.name) : null;
  return o ? { id: o.id, name: o.name, color: o.color } : null;
}

function renderPeople(ctx, list) {
  return (list || []).map((p) => {
    const u = ctx.get(`users[${p.id}]`);
    return u ? renderUser(u) : partialUser(p.id);
  });
}

/** One property value as the API returns it (`page` supplies the computed ones). */
export function renderValue(ctx, prop, stored, page) {
  const type = prop.type;
  const out = { id: prop.id, type };
  const v = stored ? stored[type] : undefined;
  switch (type) {
    case 'title':
    case 'rich_text': out[type] = renderRichText(ctx, v || []); break;
    case 'number': out.number = v === undefined ? null : v; break;
    case 'checkbox': out.checkbox = Boolean(v); break;
    case 'url': case 'email': case 'phone_number': out[type] = v === undefined ? null : v; break;
    case 'select': out.select = renderOption(prop, v); break;
    case 'status': out.status = renderOption(prop, v); break;
    case 'multi_select': out.multi_select = (v || []).map((x) => renderOption(prop, x)).filter(Boolean); break;
    case 'date': out.date = v ? { start: v.start, end: v.end || null, time_zone: v.time_zone || null } : null; break;
    case 'people': out.people = renderPeople(ctx, v); break;
    case 'relation': out.relation = (v || []).map((r) => ({ id: r.id })); out.has_more = false; break;
    case 'files': out.files = v || []; break;
    case 'created_time': out.created_time = page.created_time; break;
    case 'last_edited_time': out.last_edited_time = page.last_edited_time; break;
    case 'created_by': out.created_by = renderPeople(ctx, [{ id: page.created_by }])[0]; break;
    case 'last_edited_by': out.last_edited_by = renderPeople(ctx, [{ id: page.last_edited_by }])[0]; break;
    default: out[type] = v === undefined ? null : v;
  }
  return out;
}

/** Comparable value of a property for filters and sorts. */
export function effectiveValue(ctx, prop, stored, page) {
  const v = stored ? stored[prop.type] : undefined;
  switch (prop.type) {
    case 'title':
    case 'rich_text': return plainText(ctx, v || []);
    case 'number': return v === undefined ? null : v;
    case 'checkbox': return Boolean(v);
    case 'select':
    case 'status': return renderOption(prop, v) ? v.name : null;
    case 'multi_select': return (v || []).map((x) => x.name);
    case 'date': return v || null;
    case 'people':
    case 'relation': return (v || []).map((x) => x.id);
    case 'created_time': return page.created_time;
    case 'last_edited_time': return page.last_edited_time;
    case 'created_by': return [page.created_by];
    case 'last_edited_by': return [page.last_edited_by];
    default: return v === undefined ? null : v;
  }
}
