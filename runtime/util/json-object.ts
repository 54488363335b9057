// A zod schema for a JSON object that is data — a context tree, tool arguments, a task's `expect`.
// zod's z.record() builds a new object by assignment, and assigning the key "__proto__" sets the
// copy's prototype instead of a property: the key (which JSON.parse keeps as an own property, and
// which kernels, patches and journals treat as ordinary data) silently vanished from snapshot
// trees and scenario arguments. This schema checks the shape and passes the very object through.
import { z } from 'zod';

export const isJsonObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A JSON object, passed through as it is (no copy, every own key kept). */
export const jsonObject = () => z.custom<Record<string, unknown>>(isJsonObject, { message: 'expected a JSON object' });

/**
 * The list under `key` in a record keyed by data, created when absent. `(record[key] ??= [])`
 * reads inherited members for keys such as "valueOf" or "constructor" (a function, not a list)
 * and assigning "__proto__" replaces the prototype; here every key is an own property.
 */
export function listAt<T>(record: Record<string, T[]>, key: string): T[] {
  if (!Object.hasOwn(record, key)) Object.defineProperty(record, key, { value: [], enumerable: true, writable: true, configurable: true });
  return record[key];
}
