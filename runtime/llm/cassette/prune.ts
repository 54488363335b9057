// Which cassette entries stored runs used, and removing the rest.
// A run folder's journal.msgpack holds one record per LLM exchange:
//   {type: "llm", cassette: "<cassette file or name>", key, ordinal}
// An entry is used when some record names its cassette file and its (key, ordinal).
import { join, resolve, isAbsolute } from 'node:path';
import { readJournal } from '../../journal/journal.ts';
import { findJournals } from '../../run/storage.ts';
import { CASSETTE_SUFFIX, readCassetteFile, writeCassetteFile, type CassetteEntry } from './format.ts';

/** Absolute cassette path → set of "key#ordinal" used. */
export type UsedKeys = Map<string, Set<string>>;

export const usedSlot = (key: string, ordinal: number) => `${key}#${ordinal}`;

/**
 * Adds the LLM records of a list of journal records to `used`. A record names its cassette either
 * as a file path (absolute, or relative to one of `bases`) or as a name relative to a cassettes
 * folder without the ".cassette.msgpack" ending (what the runner writes); every reading is
 * registered, so a cassette is matched whichever way the run named it.
 */
export function addUsedKeys(used: UsedKeys, records: Iterable<unknown>, bases: string[]): void {
  for (const r of records) {
    if (!r || typeof r !== 'object') continue;
    const rec = r as { type?: unknown; cassette?: unknown; key?: unknown; ordinal?: unknown };
    if (rec.type !== 'llm' || typeof rec.cassette !== 'string' || typeof rec.key !== 'string' || typeof rec.ordinal !== 'number') continue;
    const name = rec.cassette;
    const names = name.endsWith(CASSETTE_SUFFIX) ? [name] : [name, `${name}${CASSETTE_SUFFIX}`];
    const files = new Set<string>();
    for (const n of names) {
      if (isAbsolute(n)) files.add(resolve(n));
      else for (const base of bases) files.add(resolve(base, n));
    }
    for (const file of files) {
      let set = used.get(file);
      if (!set) used.set(file, (set = new Set()));
      set.add(usedSlot(rec.key, rec.ordinal));
    }
  }
}

/**
 * The keys used by every run under the given folders. `bases` are where relative cassette names
 * are looked up (the working directory and the cassettes folders). A torn journal counts up to
 * its last whole record.
 */
export function collectUsedKeys(runDirs: string[], bases: string[]): { used: UsedKeys; journals: string[]; torn: string[] } {
  const used: UsedKeys = new Map();
  const journals: string[] = [];
  const torn: string[] = [];
  for (const dir of runDirs) {
    for (const j of findJournals(dir)) {
      journals.push(j);
      const read = readJournal(j);
      if (read.torn) torn.push(j);
      addUsedKeys(used, read.records, bases);
    }
  }
  return { used, journals, torn };
}

export interface PruneResult {
  file: string;
  kept: number;
  removed: CassetteEntry[];
}

/** Remove the entries of one cassette that no run used. Writes only when something is removed and not dryRun. */
export function pruneCassette(file: string, used: UsedKeys, dryRun = false): PruneResult {
  const entries = readCassetteFile(file);
  const keep = used.get(resolve(file)) ?? new Set<string>();
  const kept = entries.filter((e) => keep.has(usedSlot(e.key, e.ordinal)));
  const removed = entries.filter((e) => !keep.has(usedSlot(e.key, e.ordinal)));
  if (removed.length > 0 && !dryRun) writeCassetteFile(file, kept);
  return { file, kept: kept.length, removed };
}
