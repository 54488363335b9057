// Notion IDs: UUIDs, accepted with or without hyphens (the "32-character string" the tool
// descriptions mention) and answered in the hyphenated 8-4-4-4-12 form.
import { Fail, fieldError } from './respond.js';

/** The hyphenated, lower-case form of an ID, or null when it is not 32 hex digits. */
export function normalizeId(raw) {
  if (typeof raw !== 'string') return null;
  const hex = raw.replace(/-/g, '').toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An ID as the 32 hex digits Notion puts in URLs. */
export function compactId(id) {
  return id.replace(/-/g, '');
}

/**
 * An ID taken from a URL path segment. The server interpolates the argument into the URL, so a
 * missing one arrives as the text "undefined" and a number as its digits.
 */
export function pathId(ctx, name, raw) {
  return urlId(ctx, 'path', name, raw);
}

/** An ID from the URL: `where` is 'path' or 'query' (as Notion names the failing part). */
export function urlId(ctx, where, name, raw) {
  const id = normalizeId(String(raw));
  return id || new Fail(fieldError(ctx, where, name, 'a valid uuid', String(raw)));
}

