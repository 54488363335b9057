// Where runs go and the index of an output folder.
//   <out>/<model>/<task-id>/trial-<k>/   one run folder (journal, snapshots, timings)
//   <out>/runs.json                      the index: one entry per run folder found under <out>,
//                                        rebuilt from the journals, so one process, shards merged,
//                                        and a resumed run all give the same bytes
import { existsSync, readdirSync, statSync, writeFileSync, renameSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readJournal, type FinalRecord } from '../journal/journal.ts';
import { RUN_FILES } from '../run/run-folder.ts';
import { canonicalJson } from '../util/canonical.ts';
import { externalAnswer } from '../agents/external.ts';

export const INDEX_FILE = 'runs.json';

export function modelSlug(model: string): string {
  return model.replace(/[^A-Za-z0-9._-]+/g, '_');
}

export function runDirOf(out: string, model: string, taskId: string, trial: number): string {
  return join(out, modelSlug(model), taskId, `trial-${trial}`);
}

export interface RunState {
  complete: boolean;
  final: FinalRecord | null;
}

/**
 * A run is complete when its journal is whole and closed (version 2: the `end` record) and its
 * final snapshot written, and it did not end in an error.
 */
export function runState(dir: string): RunState {
  if (!existsSync(join(dir, RUN_FILES.journal))) return { complete: false, final: null };
  try {
    const j = readJournal(join(dir, RUN_FILES.journal));
    // An outside agent's served run carries its answer beside the journal (runtime/agents/external.ts).
    const external = externalAnswer(dir);
    const final = j.records.find((r): r is FinalRecord => r.type === 'final') ?? (external ? { type: 'final' as const, ...external } : null);
    const closed = (j.storedVersion < 2 || j.records.some((r) => r.type === 'end')) && existsSync(join(dir, RUN_FILES.final));
    return { complete: closed && !!final && final.status !== 'error' && !j.torn && !j.corrupt, final };
  } catch {
    return { complete: false, final: null };
  }
}

export interface IndexEntry {
  model: string;
  task: string;
  category: string;
  trial: number;
  dir: string;
  status: string;
  rounds: number;
  calls: number;
  usage: unknown;
  cost_usd: number | null;
}

/** Run folders under `out` (any depth), as paths relative to it. */
function runFolders(out: string, dir = out): string[] {
  if (!existsSync(dir)) return [];
  if (existsSync(join(dir, RUN_FILES.journal))) return [relative(out, dir).split('\\').join('/')];
  const found: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) found.push(...runFolders(out, full));
  }
  return found;
}

export function buildIndex(out: string): { format: string; version: number; runs: IndexEntry[] } {
  const runs: IndexEntry[] = [];
  for (const rel of runFolders(out)) {
    const j = readJournal(join(out, rel, RUN_FILES.journal));
    const s = j.header.settings.kind === 'agent' ? j.header.settings : null;
    const final = j.records.find((r): r is FinalRecord => r.type === 'final');
    runs.push({
      model: s?.model ?? '',
      task: s?.task.id ?? '',
      category: s?.task.category ?? '',
      trial: s?.trial ?? 0,
      dir: rel,
      status: final ? final.status ?? 'answered' : 'unfinished',
      rounds: final?.rounds ?? 0,
      calls: j.records.filter((r) => r.type === 'call').length,
      usage: final?.usage ?? null,
      cost_usd: final?.cost_usd ?? null,
    });
  }
  runs.sort((a, b) => (a.dir < b.dir ? -1 : a.dir > b.dir ? 1 : 0));
  return { format: 'mcp-persona/runs', version: 1, runs };
}

export function writeIndex(out: string): string {
  const file = join(out, INDEX_FILE);
  const body = JSON.stringify(JSON.parse(canonicalJson(buildIndex(out))), null, 2) + '\n';
  writeFileSync(`${file}.partial`, body);
  renameSync(`${file}.partial`, file);
  return file;
}
