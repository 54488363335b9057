// Where scores live: one file per run and judge, inside the run folder,
//   <out>/<model>/<task-id>/trial-<k>/score.<judge-id>.json     (judge-id: rule-based, judge-<model>)
// so a score travels with its run (persona merge copies it along), scoring a subset of runs never
// touches the others' scores, and several judges' scores sit side by side. `persona tables` and
// `persona agreement` read these files — no run is re-scored, so tables regenerate from stored
// results offline — and count a score only while its run folder, when present, is whole and is
// the run that was scored. Files are canonical JSON (sorted keys, two-space indent, no host paths
// or times): the same runs and judge give the same bytes.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { canonicalJson, sha256Hex } from '../util/canonical.ts';
import { PersonaError } from '../util/errors.ts';
import { openRun, RUN_FILES } from '../run/run-folder.ts';
import { findScoreFiles, judgeOfScoreFile, readScoreFile } from '../run/storage.ts';
import { journalDamage } from '../journal/journal.ts';
import { checkFinalState } from '../replay/replay.ts';
import type { RunScore } from './score.ts';

// Finding, naming, writing and reading score files is the storage module's job.
export { SCORE_PREFIX, SCORE_SUFFIX, scoreFileName, canonicalText, findRunFolders, findScoreFiles, writeScore } from '../run/storage.ts';

/** A score file, checked against the run format's schema (runtime/format/run-format.ts). */
export function readScore(file: string): RunScore & { journal?: { sha256: string } } {
  return readScoreFile(file) as unknown as RunScore & { journal?: { sha256: string } };
}

/**
 * Why a score file must not be counted, or null. A score stands for the run folder it sits in:
 * when that folder's journal is there it must be the journal that was scored (score files since
 * run format 2 record its sha256; eval scores only whole journals, and the final state follows
 * from the journal), and a stored final snapshot (older folders) must match it; score files
 * without the stamp get the whole check — journal whole, final state matching its hash. A score
 * file shipped without its run folder is taken as it is.
 */
export function staleScore(file: string, score: { journal?: { sha256: string } }): string | null {
  const dir = dirname(file);
  const journal = join(dir, RUN_FILES.journal);
  if (!existsSync(journal)) return null;
  const same = score.journal && sha256Hex(readFileSync(journal)) === score.journal.sha256;
  if (same && !existsSync(join(dir, RUN_FILES.final))) return null;
  try {
    const run = openRun(dir);
    const damage = journalDamage(journal, run);
    if (damage) return damage;
    if (score.journal && !same) return `${journal}: the journal changed since it was scored (persona eval ${dir} scores it again)`;
    return checkFinalState(run);
  } catch (e) {
    if (e instanceof PersonaError) return e.message;
    throw e;
  }
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
    const id = judgeOfScoreFile(f);
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
