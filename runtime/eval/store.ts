// Where scores live: one file per run and judge, inside the run folder,
//   <out>/<model>/<task-id>/trial-<k>/score.<judge-id>.json     (judge-id: rule-based, judge-<model>)
// so a score travels with its run (persona merge copies it along), scoring a subset of runs never
// touches the others' scores, and several judges' scores sit side by side. `persona tables` and
// `persona agreement` read these files only — never a journal — so tables regenerate from stored
// results offline. Files are canonical JSON (sorted keys, two-space indent, no host paths or
// times): the same runs and judge give the same bytes.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { canonicalJson, sha256Hex } from '../util/canonical.ts';
import { PersonaError } from '../util/errors.ts';
import { writeFileAtomic } from '../util/atomic-write.ts';
import { parseOrThrow } from '../util/zod-error.ts';
import { openRun, RUN_FILES } from '../run/run-folder.ts';
import { ScoreFile } from '../run/format.ts';
import { journalDamage } from '../journal/journal.ts';
import { checkFinalState } from '../replay/replay.ts';
import type { RunScore } from './score.ts';

export const SCORE_PREFIX = 'score.';
export const SCORE_SUFFIX = '.json';

export function scoreFileName(judgeId: string): string {
  return `${SCORE_PREFIX}${judgeId}${SCORE_SUFFIX}`;
}

export function canonicalText(value: unknown): string {
  return JSON.stringify(JSON.parse(canonicalJson(value)), null, 2) + '\n';
}

function walk(dir: string, found: string[], isLeaf: (d: string) => boolean): void {
  if (isLeaf(dir)) {
    found.push(dir);
    return;
  }
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, found, isLeaf);
  }
}

/** Run folders (holding a journal) at or under each path, sorted and without repeats. */
export function findRunFolders(paths: string[]): string[] {
  if (!paths.length) throw new PersonaError('give at least one run folder (or a folder of runs, e.g. runs/main)');
  const found: string[] = [];
  for (const p of paths) {
    if (!existsSync(p) || !statSync(p).isDirectory()) throw new PersonaError(`${p}: run folder not found`);
    const before = found.length;
    walk(p, found, (d) => existsSync(join(d, RUN_FILES.journal)));
    if (found.length === before) throw new PersonaError(`${p}: no run folders found (a run folder holds ${RUN_FILES.journal})`);
  }
  return [...new Set(found)].sort();
}

/**
 * Writes a run's score beside its journal, stamped with the sha256 of the journal it was computed
 * from (`journalSha256`, else the journal in `runDir` now), so a run changed afterwards is noticed.
 */
export function writeScore(runDir: string, score: RunScore, journalSha256?: string): string {
  const file = join(runDir, scoreFileName(score.judge.id));
  const sha256 = journalSha256 ?? sha256Hex(readFileSync(join(runDir, RUN_FILES.journal)));
  writeFileAtomic(file, canonicalText({ ...score, journal: { sha256 } }));
  return file;
}

/** A score file, checked against the run format's schema (runtime/run/format.ts). */
export function readScore(file: string): RunScore & { journal?: { sha256: string } } {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new PersonaError(`${file}: not a JSON score file (${(e as Error).message})`);
  }
  return parseOrThrow(ScoreFile, raw, file) as unknown as RunScore & { journal?: { sha256: string } };
}

/**
 * Why a score file must not be counted, or null. A score stands for the run folder it sits in:
 * when that folder's journal is there it must still be whole, its final state must match its
 * recorded hash, and it must be the journal that was scored (score files since run format 2
 * record its sha256). A score file shipped without its run folder is taken as it is.
 */
export function staleScore(file: string, score: { journal?: { sha256: string } }): string | null {
  const dir = dirname(file);
  const journal = join(dir, RUN_FILES.journal);
  if (!existsSync(journal)) return null;
  try {
    const run = openRun(dir);
    const damage = journalDamage(journal, run);
    if (damage) return damage;
    if (score.journal && score.journal.sha256 !== run.journalSha256) return `${journal}: the journal changed since it was scored (persona eval ${dir} scores it again)`;
    return checkFinalState(run);
  } catch (e) {
    if (e instanceof PersonaError) return e.message;
    throw e;
  }
}

/** Score files at or under each path (a score file, a run folder, or a folder of runs). */
export function findScoreFiles(paths: string[]): string[] {
  if (!paths.length) throw new PersonaError('give at least one folder of scored runs (e.g. runs/main, after persona eval)');
  const isScore = (n: string) => n.startsWith(SCORE_PREFIX) && n.endsWith(SCORE_SUFFIX);
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
        else if (isScore(n)) found.push(full);
      }
    };
    visit(p);
  }
  return [...new Set(found)].sort();
}

export interface LoadedScores {
  /** The judge id whose scores were taken. */
  judge: string;
  scores: RunScore[];
  /** Score files of that judge not counted, and why (their run no longer verifies, or changed). */
  skipped: { file: string; reason: string }[];
}

/**
 * The stored scores of one judge. `judge` picks it (`rule-based` or `judge-<model>`); without it,
 * rule-based when present, else the only judge found.
 */
export function loadScores(paths: string[], judge?: string): LoadedScores {
  const files = findScoreFiles(paths);
  if (!files.length) throw new PersonaError(`no score files under ${paths.join(', ')} (score the runs first: persona eval ${paths.join(' ')})`);
  const byJudge = new Map<string, string[]>();
  for (const f of files) {
    const name = f.split(/[\\/]/).pop()!;
    const id = name.slice(SCORE_PREFIX.length, -SCORE_SUFFIX.length);
    byJudge.set(id, [...(byJudge.get(id) ?? []), f]);
  }
  const ids = [...byJudge.keys()].sort();
  const chosen = judge ?? (byJudge.has('rule-based') ? 'rule-based' : ids.length === 1 ? ids[0] : null);
  if (!chosen) throw new PersonaError(`scores of several judges found (${ids.join(', ')}): pick one with --judge <model> or --rule-based`);
  const picked = byJudge.get(chosen);
  if (!picked) throw new PersonaError(`no scores by ${chosen} (found: ${ids.join(', ')})`);
  const skipped: LoadedScores['skipped'] = [];
  const kept: string[] = [];
  const scores: RunScore[] = [];
  for (const f of picked) {
    const s = readScore(f);
    const reason = staleScore(f, s);
    if (reason) skipped.push({ file: f, reason });
    else {
      kept.push(f);
      scores.push(s);
    }
  }
  if (!scores.length) throw new PersonaError(`no score by ${chosen} can be counted: ${skipped[0].reason}`);
  // One score per run and setting: the same run twice (e.g. a folder and a copy of it) would count twice.
  const seen = new Map<string, string>();
  scores.forEach((s, i) => {
    const key = canonicalJson([s.model, s.variant, s.task, s.trial]);
    const prev = seen.get(key);
    if (prev) throw new PersonaError(`${kept[i]}: the same run (${s.run}) is also scored in ${prev}; give each run once`);
    seen.set(key, kept[i]);
  });
  return { judge: chosen, scores, skipped };
}

/** A score file's place for messages: relative to the working directory when inside it. */
export function displayPath(file: string, cwd = process.cwd()): string {
  const rel = relative(cwd, file);
  return rel && !rel.startsWith('..') ? rel : file;
}
