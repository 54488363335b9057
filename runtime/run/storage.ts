// Storage: where runs live on disk, found and written in one place. Run discovery (the runner,
// merge, eval, tables and cassette pruning all look for run folders), the output folder's index
// (runs.json), score files, and run-folder naming. Writes are atomic (util/atomic-write.ts);
// every read is checked against the run format (format/run-format.ts). docs/run-format.md describes the
// files.
//
//   <out>/<model-slug>/<task-id>/trial-<k>/   one run folder (persona run)
//   <out>/runs.json                           the index: one entry per run folder under <out>,
//                                             rebuilt from the journals, so one process, merged
//                                             shards and a resumed run give the same bytes
//   <run folder>/score.<judge-id>.json        one score per run and judge (persona eval)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { canonicalJson, sha256Hex } from '../util/canonical.ts';
import { PersonaError } from '../util/errors.ts';
import { writeFileAtomic } from '../util/atomic-write.ts';
import { wellFormed } from '../util/unicode.ts';
import { readJsonFileOrThrow } from '../util/zod-error.ts';
import { readJournal } from '../journal/journal.ts';
import { RUN_FILES } from './run-folder.ts';
import { INDEX_FORMAT, INDEX_VERSION, RunIndex, ScoreFile, type FinalRecord, type IndexEntry } from '../format/run-format.ts';

export { writeFileAtomic };
export type { IndexEntry };

export const INDEX_FILE = 'runs.json';
export { SNAPSHOT_STORE } from './snapshot-store.ts';

// ---- naming ------------------------------------------------------------------------------------

/** A model name as one folder name: never empty, never `.` or `..` (which would leave <out>). */
export function modelSlug(model: string): string {
  const slug = model.replace(/[^A-Za-z0-9._-]+/g, '_');
  return /^\.*$/.test(slug) ? `_${slug}` : slug;
}

export function runDirOf(out: string, model: string, taskId: string, trial: number): string {
  return join(out, modelSlug(model), taskId, `trial-${trial}`);
}

/** Canonical JSON as stored text: sorted keys, two-space indent, final newline. */
export function canonicalText(value: unknown): string {
  return JSON.stringify(JSON.parse(canonicalJson(value)), null, 2) + '\n';
}

// ---- discovery ---------------------------------------------------------------------------------

export function isRunFolder(dir: string): boolean {
  return existsSync(join(dir, RUN_FILES.journal));
}

/**
 * Run folders at or under `root` (a folder holding a journal is one; nothing below it is looked
 * at), as `/`-separated paths relative to `root`, sorted. The same on every host.
 */
export function listRunFolders(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    if (isRunFolder(dir)) {
      found.push(relative(root, dir).split(sep).join('/'));
      return;
    }
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
    }
  };
  if (existsSync(root) && statSync(root).isDirectory()) walk(root);
  return found.sort();
}

/** Run folders (absolute) at or under each path, sorted and without repeats; each path must hold one. */
export function findRunFolders(paths: string[]): string[] {
  if (!paths.length) throw new PersonaError('give at least one run folder (or a folder of runs, e.g. runs/main)');
  const found: string[] = [];
  for (const p of paths) {
    if (!existsSync(p) || !statSync(p).isDirectory()) throw new PersonaError(`${p}: run folder not found`);
    const here = listRunFolders(p).map((rel) => (rel ? join(p, rel) : p));
    if (!here.length) throw new PersonaError(`${p}: no run folders found (a run folder holds ${RUN_FILES.journal})`);
    found.push(...here);
  }
  return [...new Set(found)].sort();
}

/** Every journal at or under `path` (a journal file itself, a run folder, or a folder of runs), sorted. */
export function findJournals(path: string): string[] {
  if (!existsSync(path)) throw new PersonaError(`${path}: runs folder not found`);
  if (!statSync(path).isDirectory()) return [path];
  return listRunFolders(path).map((rel) => join(path, rel, RUN_FILES.journal));
}

// ---- an outside agent's answer -----------------------------------------------------------------

/**
 * An outside agent's final answer (`persona answer`), beside the journal of its served run, which
 * no MCP tool carries (runtime/agents/external.ts writes it).
 */
export const EXTERNAL_ANSWER_FILE = 'answer.json';

export interface ExternalAnswer {
  answer: string;
  status: 'answered';
}

/** The outside agent's answer, or null when none was given. */
export function externalAnswer(dir: string): ExternalAnswer | null {
  const file = join(dir, EXTERNAL_ANSWER_FILE);
  if (!existsSync(file)) return null;
  let v: unknown;
  try {
    v = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new PersonaError(`${file}: not valid JSON (${(e as Error).message.split('\n')[0]})`);
  }
  const a = (v as { answer?: unknown } | null)?.answer;
  if (typeof a !== 'string') throw new PersonaError(`${file}: field answer: expected a string`);
  return { answer: wellFormed(a), status: 'answered' };
}

// ---- run state and the index -------------------------------------------------------------------

export interface RunState {
  complete: boolean;
  final: FinalRecord | null;
}

/**
 * A run is complete when its journal is whole and closed (version 2: the `end` record; version 1:
 * the final snapshot written) and it did not end in an error. An outside agent's served run has
 * its final answer beside the journal.
 */
export function runState(dir: string): RunState {
  if (!isRunFolder(dir)) return { complete: false, final: null };
  try {
    const j = readJournal(join(dir, RUN_FILES.journal));
    const external = externalAnswer(dir);
    const final = j.records.find((r): r is FinalRecord => r.type === 'final') ?? (external ? { type: 'final' as const, ...external } : null);
    const closed = j.storedVersion >= 2 ? j.records.some((r) => r.type === 'end') : existsSync(join(dir, RUN_FILES.final));
    return { complete: closed && !!final && final.status !== 'error' && !j.torn && !j.corrupt, final };
  } catch {
    return { complete: false, final: null };
  }
}

export function buildIndex(out: string): RunIndex {
  const runs: IndexEntry[] = [];
  for (const rel of listRunFolders(out)) {
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
  return { format: INDEX_FORMAT, version: INDEX_VERSION, runs };
}

export function writeIndex(out: string): string {
  const file = join(out, INDEX_FILE);
  writeFileAtomic(file, canonicalText(buildIndex(out)));
  return file;
}

export function readIndex(file: string): RunIndex {
  return readJsonFileOrThrow(RunIndex, file, 'run index');
}

// ---- score files -------------------------------------------------------------------------------

export const SCORE_PREFIX = 'score.';
export const SCORE_SUFFIX = '.json';

export function scoreFileName(judgeId: string): string {
  return `${SCORE_PREFIX}${judgeId}${SCORE_SUFFIX}`;
}

export function isScoreFileName(name: string): boolean {
  return name.startsWith(SCORE_PREFIX) && name.endsWith(SCORE_SUFFIX);
}

/** The judge id a score file's name carries. */
export function judgeOfScoreFile(file: string): string {
  const name = file.split(/[\\/]/).pop()!;
  return name.slice(SCORE_PREFIX.length, -SCORE_SUFFIX.length);
}

/**
 * Writes a run's score beside its journal. The score names the journal it was computed from
 * (`journal.sha256`, set by the scorer; when absent, the journal in `runDir` now), so a run changed
 * afterwards is noticed.
 */
export function writeScore<S extends { judge: { id: string }; journal?: { sha256: string } }>(runDir: string, score: S): string {
  const file = join(runDir, scoreFileName(score.judge.id));
  const journal = score.journal ?? { sha256: sha256Hex(readFileSync(join(runDir, RUN_FILES.journal))) };
  writeFileAtomic(file, canonicalText({ ...score, journal }));
  return file;
}

/** A score file, checked against the run format's schema. */
export function readScoreFile(file: string): ScoreFile {
  return readJsonFileOrThrow(ScoreFile, file, 'score file');
}

/** Score files at or under each path (a score file, a run folder, or a folder of runs), sorted. */
export function findScoreFiles(paths: string[]): string[] {
  if (!paths.length) throw new PersonaError('give at least one folder of scored runs (e.g. runs/main, after persona eval)');
  const found: string[] = [];
  for (const p of paths) {
    if (!existsSync(p)) throw new PersonaError(`${p}: not found`);
    if (statSync(p).isFile()) {
      found.push(p);
      continue;
    }
    // Every score file below: the journals need not be there (scores can be shipped on their own).
    const visit = (d: string) => {
      for (const n of readdirSync(d).sort()) {
        const full = join(d, n);
        if (statSync(full).isDirectory()) visit(full);
        else if (isScoreFileName(n)) found.push(full);
      }
    };
    visit(p);
  }
  return [...new Set(found)].sort();
}
