// Shared by the page tools: resolving a page ID, and writing property values onto a page.
import { Fail, notFound, validationError, fieldError } from './respond.js';
import { findVisible } from './store.js';
import { schemaEntry, readPropertyValue, withOptions } from './properties.js';

const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The accessible page an ID names; databases get Notion's "is a database" answer. */
export function visiblePage(ctx, id) {
  const hit = findVisible(ctx, id);
  if (hit && hit.kind === 'database') {
    return new Fail(validationError(ctx, `Provided ID ${id} is a database, not a page. Use the retrieve database API instead, or use the ID of a page.`));
  }
  if (!hit || hit.kind !== 'page') return new Fail(notFound(ctx, 'page', id));
  return hit.rec;
}

/**
 * Validate a `properties` body for a page whose schema is `schema` (null: a plain page, which
 * has only `title`). Returns `{ values: { name: stored }, newOptions: { name: [option names] } }`.
 */
export function readValues(ctx, schema, input) {
  if (input === undefined) return new Fail(fieldError(ctx, 'body', 'properties', 'defined', undefined));
  if (!isObj(input)) return new Fail(fieldError(ctx, 'body', 'properties', 'an object', input));
  const plain = { title: { id: 'title', name: 'title', type: 'title' } };
  const values = {};
  const newOptions = {};
  for (const [key, v] of Object.entries(input)) {
    const prop = schemaEntry(schema || plain, key);
    if (!prop) return new Fail(validationError(ctx, `${key} is not a property that exists.`));
    const read = readPropertyValue(ctx, prop.name, prop, v);
    if (read instanceof Fail) return read;
    values[prop.name] = read.value;
    if (read.newOptions.length) newOptions[prop.name] = read.newOptions;
  }
  return { values, newOptions };
}

/** Add the select options that new values introduced to the database schema. */
export function addOptions(ctx, dbId, newOptions) {
  const names = Object.keys(newOptions);
  if (!names.length) return;
  const schema = ctx.get(`databases[${dbId}].properties`);
  const next = Object.assign({}, schema);
  for (const n of names) next[n] = withOptions(ctx, schema[n], newOptions[n]);
  ctx.update(`databases[${dbId}]`, { properties: next });
}
