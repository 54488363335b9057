// Shared by the database tools: resolving a database ID and reading schema changes.
import { Fail, notFound, validationError, fieldError } from './respond.js';
import { findVisible } from './store.js';
import { readPropertyConfig, newPropertyId } from './properties.js';
import { readRichText } from './richtext.js';

const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The accessible database an ID names; pages get Notion's "is a page" answer. */
export function visibleDatabase(ctx, id) {
  const hit = findVisible(ctx, id);
  if (hit && hit.kind === 'page') {
    return new Fail(validationError(ctx, `Provided ID ${id} is a page, not a database. Use the retrieve page API instead, or use the ID of a database.`));
  }
  if (!hit || hit.kind !== 'database') return new Fail(notFound(ctx, 'database', id));
  return hit.rec;
}

/** An optional rich text array field of a database body (title, description). */
export function readTitle(ctx, field, value) {
  if (value === undefined) return undefined;
  return readRichText(ctx, field, value);
}

/**
 * Apply a `properties` body to a schema: add (`{ Name: { type config } }`), rename
 * (`{ Old: { name: 'New' } }`), change options or type, delete (`{ Old: null }`).
 * Returns `{ schema, renamed: [[old, new]], removed: [names], retyped: [names] }` or a Fail.
 * `creating`: a new database, which needs exactly one title property.
 */
export function applySchema(ctx, current, input, creating) {
  if (input === undefined) {
    if (creating) return new Fail(fieldError(ctx, 'body', 'properties', 'defined', undefined));
    return { schema: current, renamed: [], removed: [], retyped: [] };
  }
  if (!isObj(input)) return new Fail(fieldError(ctx, 'body', 'properties', 'an object', input));
  const schema = Object.assign({}, current);
  const renamed = [];
  const removed = [];
  const retyped = [];
  for (const [key, cfg] of Object.entries(input)) {
    const where = `body.properties.${key}`;
    const existing = schema[key] || Object.values(schema).find((p) => p.id === key) || null;
    if (cfg === null) {
      if (!existing) return new Fail(validationError(ctx, `${key} is not a property that exists.`));
      if (existing.type === 'title') return new Fail(validationError(ctx, 'Cannot delete the title property of a database.'));
      delete schema[existing.name];
      removed.push(existing.name);
      continue;
    }
    if (!isObj(cfg)) return new Fail(fieldError(ctx, 'body', `properties.${key}`, 'an object or `null`', cfg));
    const newName = typeof cfg.name === 'string' && cfg.name !== '' ? cfg.name : null;
    const hasConfig = Object.keys(cfg).some((k) => k !== 'name');
    if (!existing && !hasConfig) return new Fail(validationError(ctx, `${key} is not a property that exists.`));
    let entry = existing ? Object.assign({}, existing) : null;
    if (hasConfig) {
      const read = readPropertyConfig(ctx, where, key, cfg, existing);
      if (read instanceof Fail) return read;
      if (existing && existing.type === 'title' && read.type !== 'title') return new Fail(validationError(ctx, 'Cannot change the type of the title property.'));
      if (existing && existing.type !== 'title' && read.type === 'title') return new Fail(validationError(ctx, 'A database can only have one title property.'));
      const id = existing ? existing.id : read.type === 'title' ? 'title' : newPropertyId(ctx, Object.values(schema).map((p) => p.id));
      const name = existing ? existing.name : newName || key;
      if (existing && existing.type !== read.type) retyped.push(existing.name);
      entry = { id, name, type: read.type, [read.type]: read.config };
    }
    if (existing && newName && newName !== existing.name) {
      if (schema[newName]) return new Fail(validationError(ctx, `Cannot rename ${existing.name} to ${newName}: a property with that name already exists.`));
      const rebuilt = {};
      for (const [n, p] of Object.entries(schema)) {
        if (n === existing.name) rebuilt[newName] = Object.assign({}, entry, { name: newName });
        else rebuilt[n] = p;
      }
      Object.keys(schema).forEach((n) => delete schema[n]);
      Object.assign(schema, rebuilt);
      renamed.push([existing.name, newName]);
    } else {
      schema[entry.name] = entry;
    }
  }
  const titles = Object.values(schema).filter((p) => p.type === 'title').length;
  if (titles !== 1) return new Fail(validationError(ctx, 'A database must have exactly one title property.'));
  return { schema, renamed, removed, retyped };
}
