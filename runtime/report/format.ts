// How values read for people, shared by the text (replay, compare) and HTML (report) views:
// run-clock instants and epoch timestamps as dates in UTC (never the host's zone or locale, so
// the output is the same everywhere), JSON values compact and clipped.
import { clipCodePoints } from '../util/unicode.ts';

/** `2026-01-01T09:00:00.000Z` → `2026-01-01 09:00:00 UTC`; anything unparseable as it is. */
export function readableInstant(iso: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return iso;
  return new Date(ms).toISOString().replace('T', ' ').replace(/\.000Z$|\.\d{3}Z$|Z$/, '') + ' UTC';
}

// Field names that hold instants: start_time, create_time, timestamp, ts, created_at, due, date…
const TIME_KEY = /(^|[_-])(time|timestamp|ts|date|at|deadline|due|created|updated|modified|edited|start|end|expires?|sent|received|ms)([_-]|$)|(Time|At|Date|Timestamp|Ts)$|^(timestamp|ts|date|time)$/i;
const SECONDS = [946684800, 4102444800] as const; // 2000-01-01 … 2100-01-01
const MILLIS = [SECONDS[0] * 1000, SECONDS[1] * 1000] as const;

/** An epoch value (seconds or milliseconds, number or numeric string) as a UTC date, or null. */
export function epochAsDate(key: string, value: unknown): string | null {
  if (!TIME_KEY.test(key)) return null;
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^\d{10}(\.\d+)?$|^\d{13}$/.test(value)) n = Number(value);
  else return null;
  if (!Number.isFinite(n)) return null;
  let ms: number;
  if (n >= SECONDS[0] && n < SECONDS[1]) ms = Math.round(n * 1000);
  else if (n >= MILLIS[0] && n < MILLIS[1]) ms = Math.round(n);
  else return null;
  return readableInstant(new Date(ms).toISOString());
}

/** The value with every epoch timestamp under a time-like key annotated with its date. */
export function annotateTimes(value: unknown, key = ''): unknown {
  const date = epochAsDate(key, value);
  if (date) return `${String(value)} (${date})`;
  if (Array.isArray(value)) return value.map((v) => annotateTimes(v, key));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value)) out[k] = annotateTimes((value as Record<string, unknown>)[k], k);
    return out;
  }
  return value;
}

/**
 * One value on one line, for diffs: strings quoted, objects as compact JSON, timestamps with
 * their date; clipped to `max` code points. `undefined` (no such field) reads `(absent)`.
 */
export function showValue(value: unknown, key = '', max = 160): string {
  if (value === undefined) return '(absent)';
  const annotated = annotateTimes(value, key);
  const s = typeof annotated === 'string' && annotated !== value ? annotated : JSON.stringify(annotated);
  return clipCodePoints(s ?? String(value), max);
}

/** Pretty JSON of a value (arguments, evidence) with dates beside timestamps. */
export function prettyJson(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(annotateTimes(value), null, 2) ?? String(value);
}

/** A fraction as a percentage with two decimals (`0.1267` → `12.67`), `–` when unknown. */
export function pct(v: number | null | undefined): string {
  return v === null || v === undefined || !Number.isFinite(v) ? '–' : (Math.round(v * 10000) / 100).toFixed(2);
}

/** Token counts: 1234 → `1,234` without the host locale. */
export function count(n: number): string {
  const s = String(Math.round(n));
  return s.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A cost in USD; `n/a` when not known. */
export function usd(v: number | null | undefined): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return 'n/a';
  return `$${v < 0.01 && v > 0 ? v.toFixed(6) : v.toFixed(4)}`;
}
