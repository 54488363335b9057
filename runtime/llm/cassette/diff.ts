// Which fields of two normalized requests differ: what a replay miss reports, so the user sees
// why the cassette did not match (a changed prompt, temperature, tool list …).
import { canonicalJson } from '../../util/canonical.ts';
import type { NormalizedRequest } from './normalize.ts';

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function child(path: string, key: string): string {
  const safe = /^[A-Za-z_$][\w$-]*$/.test(key) ? key : JSON.stringify(key);
  if (!path) return safe;
  return /^[A-Za-z_$][\w$-]*$/.test(key) ? `${path}.${key}` : `${path}[${safe}]`;
}

/** Paths of the leaves that differ between two JSON values, in a stable order. */
export function jsonDifferences(a: unknown, b: unknown, path = ''): string[] {
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    const out: string[] = [];
    for (const k of keys) {
      if (!(k in a) || !(k in b)) out.push(child(path, k));
      else out.push(...jsonDifferences(a[k], b[k], child(path, k)));
    }
    return out;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const out: string[] = [];
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      if (i >= a.length || i >= b.length) out.push(`${path}[${i}]`);
      else out.push(...jsonDifferences(a[i], b[i], `${path}[${i}]`));
    }
    return out;
  }
  if (a === b) return [];
  if (a !== undefined && b !== undefined && canonicalJson(a) === canonicalJson(b)) return [];
  return [path || '(whole request)'];
}

export function requestDifferences(a: NormalizedRequest, b: NormalizedRequest): string[] {
  return jsonDifferences(a, b);
}

export interface Candidate {
  key: string;
  ordinal: number;
  request: NormalizedRequest;
}

/** The recorded request with the fewest differing fields (ties: smaller key, then ordinal). */
export function closestRequest(target: NormalizedRequest, candidates: Iterable<Candidate>): { candidate: Candidate; differences: string[] } | null {
  let best: { candidate: Candidate; differences: string[] } | null = null;
  for (const c of candidates) {
    const differences = requestDifferences(target, c.request);
    if (
      !best ||
      differences.length < best.differences.length ||
      (differences.length === best.differences.length && (c.key < best.candidate.key || (c.key === best.candidate.key && c.ordinal < best.candidate.ordinal)))
    ) {
      best = { candidate: c, differences };
    }
  }
  return best;
}
