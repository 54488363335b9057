// Seeded draws for anything that picks a subset (fidelity's balanced sample, the generators' chain
// sampling, context values): a generator seeded by sha256(label, seed), so the same label and
// seed give the same picks in every process, time zone and locale, and two purposes never share
// a stream.
import { createHash } from 'node:crypto';
import { sfc32 } from '../context/ids.js';

/** A float generator in [0, 1) for `label` and `seed`. */
export function seededRandom(label: string, seed: number | string): () => number {
  const d = createHash('sha256').update(`mcp-persona/sample/v1\0${label}\0${seed}`).digest();
  return sfc32([d.readUInt32BE(0), d.readUInt32BE(4), d.readUInt32BE(8), d.readUInt32BE(12)]);
}

/** `count` distinct items in draw order (a partial Fisher–Yates shuffle); all of them when fewer. */
export function sampleWithout<T>(items: readonly T[], count: number, random: () => number): T[] {
  const a = [...items];
  const n = Math.min(count, a.length);
  for (let i = 0; i < n; i += 1) {
    const j = i + Math.floor(random() * (a.length - i));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a.slice(0, n);
}

/** One item; undefined for an empty list. */
export function pickOne<T>(items: readonly T[], random: () => number): T | undefined {
  return items.length ? items[Math.floor(random() * items.length)] : undefined;
}
