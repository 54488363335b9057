// `--task <id>`: the snapshots (and seed) a benchmark task starts from. Tasks live under tasks/
// as data (tasks/<id>.json or tasks/<group>/<id>.json) with `servers`, `snapshots` and optionally
// `seed` and `clock` (the run clock's anchor and step).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../servers/registry.ts';
import { loadSnapshot, type LoadedSnapshot } from '../snapshot/snapshot.ts';
import { PersonaError } from '../util/errors.ts';

export const TASKS_DIR = join(REPO_ROOT, 'tasks');

function findTaskFile(id: string, dir = TASKS_DIR): string | null {
  if (!existsSync(dir)) return null;
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      const hit = findTaskFile(id, full);
      if (hit) return hit;
    } else if (name === `${id}.json`) return full;
  }
  return null;
}

export function resolveTaskSnapshots(id: string, servers: string[]): { snapshots: Record<string, LoadedSnapshot>; seed?: number; clock?: { anchor: string; stepMs: number } } {
  if (!/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(id)) throw new PersonaError(`--task: bad task id "${id}"`);
  const file = findTaskFile(id);
  if (!file) throw new PersonaError(`--task: no task "${id}" under ${TASKS_DIR}`);
  let task: { snapshots?: Record<string, string>; seed?: number; clock?: { anchor: string; stepMs: number } };
  try {
    task = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new PersonaError(`${file}: not valid JSON (${(e as Error).message})`);
  }
  const refs = task.snapshots ?? {};
  const snapshots: Record<string, LoadedSnapshot> = {};
  for (const s of servers) {
    if (!refs[s]) throw new PersonaError(`${file}: field snapshots.${s}: the task has no snapshot for server "${s}"`);
    snapshots[s] = loadSnapshot(refs[s]);
  }
  return { snapshots, seed: typeof task.seed === 'number' ? task.seed : undefined, clock: task.clock };
}
