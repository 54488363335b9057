// Expected-value matching for checkpoints. An expectation maps a field (dotted for nested fields:
// `start_time.timestamp`, `body.content`) to an exact JSON value or to a matcher:
//   {"$contains": "text"}   string contains, case-insensitive (also inside JSON-string fields)
//   {"$includes": value}    array has an element equal to value
//   {"$in": [a, b]}         equals one of
//   {"$exists": true|false} field present or absent
//   {"$gte": n} {"$lte": n} numeric bounds (numeric strings are read as numbers)
import { canonicalJson } from '../util/canonical.ts';

export type Expectation = Record<string, unknown>;

export function fieldAt(entity: unknown, field: string): unknown {
  let node = entity as Record<string, unknown> | undefined;
  for (const part of field.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part] as Record<string, unknown> | undefined;
  }
  return node;
}

const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : NaN);

function isMatcher(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => k.startsWith('$'));
}

export function matchesValue(have: unknown, want: unknown): boolean {
  if (!isMatcher(want)) return have !== undefined && canonicalJson(have) === canonicalJson(want);
  for (const [op, arg] of Object.entries(want)) {
    switch (op) {
      case '$contains': {
        const text = typeof have === 'string' ? have : have === undefined ? '' : JSON.stringify(have);
        if (!text.toLowerCase().includes(String(arg).toLowerCase())) return false;
        break;
      }
      case '$includes':
        if (!Array.isArray(have) || !have.some((h) => matchesValue(h, arg))) return false;
        break;
      case '$in':
        if (!Array.isArray(arg) || !arg.some((a) => matchesValue(have, a))) return false;
        break;
      case '$exists':
        if ((have !== undefined) !== Boolean(arg)) return false;
        break;
      case '$gte':
        if (!(num(have) >= Number(arg))) return false;
        break;
      case '$lte':
        if (!(num(have) <= Number(arg))) return false;
        break;
      default:
        throw new Error(`unknown matcher ${op}`);
    }
  }
  return true;
}

/** Fields of `entity` that do not meet `expect` (empty: all met). */
export function unmet(entity: unknown, expect: Expectation): { field: string; want: unknown; have: unknown }[] {
  const out: { field: string; want: unknown; have: unknown }[] = [];
  for (const [field, want] of Object.entries(expect)) {
    const have = fieldAt(entity, field);
    if (!matchesValue(have, want)) out.push({ field, want, have });
  }
  return out;
}
