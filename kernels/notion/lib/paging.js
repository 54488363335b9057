// Cursor pagination as the Notion API does it: a cursor is the ID of the first item of the next
// page; page_size defaults to 100 and may not exceed it. The MCP server only forwards
// start_cursor / page_size when they are truthy, and GET endpoints receive them as URL text
// (so "5" is as good as 5 there), POST endpoints as JSON.
import { Fail, fieldError, validationError } from './respond.js';
import { normalizeId } from './ids.js';

/** Validate page_size; `where` is 'query' (GET) or 'body' (POST). Returns a number or a Fail. */
export function readPageSize(ctx, where, raw) {
  if (!raw) return 100;
  let n = raw;
  if (where === 'query') {
    n = Number(String(raw));
    if (String(raw).trim() === '' || Number.isNaN(n)) return new Fail(fieldError(ctx, where, 'page_size', 'a number', String(raw)));
  } else if (typeof raw !== 'number') {
    return new Fail(fieldError(ctx, where, 'page_size', 'a number or `undefined`', raw));
  }
  if (!Number.isInteger(n)) return new Fail(fieldError(ctx, where, 'page_size', 'an integer', n));
  if (n < 1) return new Fail(fieldError(ctx, where, 'page_size', '≥ `1`', n));
  if (n > 100) return new Fail(fieldError(ctx, where, 'page_size', '≤ `100`', n));
  return n;
}

/**
 * One page of `ids` (ordered) starting at `rawCursor`. Returns `{ ids, nextCursor }` or a Fail.
 */
export function paginate(ctx, where, ids, rawCursor, rawPageSize) {
  const size = readPageSize(ctx, where, rawPageSize);
  if (size instanceof Fail) return size;
  let start = 0;
  if (rawCursor) {
    const cursor = normalizeId(String(rawCursor));
    if (!cursor) return new Fail(fieldError(ctx, where, 'start_cursor', 'a valid uuid', String(rawCursor)));
    start = ids.indexOf(cursor);
    if (start < 0) return new Fail(validationError(ctx, `The start_cursor provided is invalid: ${rawCursor}`));
  }
  const slice = ids.slice(start, start + size);
  const nextCursor = start + size < ids.length ? ids[start + size] : null;
  return { ids: slice, nextCursor };
}
