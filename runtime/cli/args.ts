// Flags checked the same way by every command (integers, output paths, task folders): a one-line
// error naming the flag.
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PersonaError } from '../util/errors.ts';
import { loadTasks, type LoadedTask } from '../tasks/load.ts';

/** An integer flag within [min, max]; `dflt` when absent. */
export function intArg(name: string, v: string | undefined, dflt: number, min: number, max: number): number {
  if (v === undefined) return dflt;
  if (!/^-?\d+$/.test(v) || Number(v) < min || Number(v) > max) throw new PersonaError(`--${name} must be an integer from ${min} to ${max} (got "${v}")`);
  return Number(v);
}

/** A non-negative integer flag (a step, an ordinal); `dflt` when absent. */
export function countArg(name: string, v: string | undefined, dflt: number): number {
  if (v === undefined) return dflt;
  if (!/^\d+$/.test(v)) throw new PersonaError(`--${name} must be a non-negative integer (got "${v}")`);
  return Number(v);
}

// Output paths are checked before a command does its work, so a run, a recording or a merge is
// never thrown away at the end because its destination was unusable. (Anything these checks miss
// still becomes a one-line error through runtime/cli/fs-errors.ts.)

/** The nearest existing ancestor of `p` (p itself if it exists). */
function nearestExisting(p: string): { path: string; isDir: boolean } {
  let cur = resolve(p);
  for (;;) {
    try {
      return { path: cur, isDir: statSync(cur).isDirectory() };
    } catch {
      const up = dirname(cur);
      if (up === cur) return { path: cur, isDir: true };
      cur = up;
    }
  }
}

/**
 * A folder the command reads (`--flag <dir>`, or a positional when `flag` is ''): it must exist
 * and be a folder. Checked up front where a later failure would not name the argument.
 */
export function inputDirArg(flag: string, value: string): string {
  const full = resolve(value);
  const named = flag ? `${flag} ${value}` : value;
  let isDir: boolean;
  try {
    isDir = statSync(full).isDirectory();
  } catch {
    throw new PersonaError(`${named}: folder not found`);
  }
  if (!isDir) throw new PersonaError(`${named}: is a file (expected a folder)`);
  return full;
}

/** A file the command reads (`--flag <file>`): checked up front when it is first read after paid or slow work. */
export function inputFileArg(flag: string, value: string): string {
  const full = resolve(value);
  let isDir: boolean;
  try {
    isDir = statSync(full).isDirectory();
  } catch {
    throw new PersonaError(`${flag} ${value}: file not found`);
  }
  if (isDir) throw new PersonaError(`${flag} ${value}: is a directory (expected a file)`);
  return full;
}

/** `--flag <dir>` that the command creates or writes into: must be a folder or creatable as one. */
export function outputDirArg(flag: string, value: string): string {
  const full = resolve(value);
  const at = nearestExisting(full);
  if (!at.isDir) throw new PersonaError(at.path === full ? `--${flag} ${value}: is a file (expected a folder)` : `--${flag} ${value}: ${at.path} is a file, so the folder cannot be created`);
  return full;
}

/** `--flag <file>` that the command writes: must not be a folder, and its folder must be creatable. */
export function outputFileArg(flag: string, value: string): string {
  const full = resolve(value);
  const at = nearestExisting(full);
  if (at.path === full && at.isDir) throw new PersonaError(`--${flag} ${value}: is a directory (expected a file)`);
  if (at.path !== full && !at.isDir) throw new PersonaError(`--${flag} ${value}: ${at.path} is a file, so the file cannot be created`);
  return full;
}

/**
 * The tasks named by `--tasks-dir` (or the bundled tasks/ when absent). A folder holding no task
 * file is an error: running or scoring "0 tasks" would look like success.
 */
export function tasksDirArg(value: string | undefined): LoadedTask[] {
  const tasks = loadTasks(value === undefined ? undefined : resolve(value));
  if (value !== undefined && tasks.length === 0) throw new PersonaError(`--tasks-dir ${value}: holds no task files (<task-id>.json)`);
  return tasks;
}
