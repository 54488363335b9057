// `persona merge`: combine the outputs of shards into one folder. Each run folder is copied to
// the same relative place; a run present in two shards must be the same run (identical files,
// timings aside), else the merge stops. Each shard's snapshot store (<shard>/snapshots/, trees by
// hash) joins the merged one. The index is rebuilt from the journals, so merged shards are
// byte-identical to one process that ran everything — wherever and in whatever TZ they were written.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { RUN_FILES } from '../run/run-folder.ts';
import { SNAPSHOT_STORE } from '../run/snapshot-store.ts';
import { PersonaError } from '../util/errors.ts';
import { listRunFolders, writeIndex } from '../run/storage.ts';

/** Every file under `dir` as a sorted list of `/`-separated relative paths. */
function filesUnder(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...filesUnder(full, `${prefix}${name}/`));
    else out.push(`${prefix}${name}`);
  }
  return out;
}

function sameRun(a: string, b: string): boolean {
  const files = (d: string) => filesUnder(d).filter((f) => f !== RUN_FILES.timings);
  const fa = files(a);
  const fb = files(b);
  return fa.length === fb.length && fa.every((f, i) => f === fb[i] && readFileSync(join(a, f)).equals(readFileSync(join(b, f))));
}

export function mergeShards(shardDirs: string[], out: string): { runs: number; index: string } {
  if (!shardDirs.length) throw new PersonaError('give at least one shard folder');
  if (existsSync(out) && readdirSync(out).length > 0) throw new PersonaError(`${out}: output folder is not empty (not overwriting)`);
  const placed = new Map<string, string>();
  const stored = new Map<string, string>();
  for (const shard of shardDirs) {
    if (!existsSync(shard) || !statSync(shard).isDirectory()) throw new PersonaError(`${shard}: shard folder not found`);
    for (const rel of listRunFolders(shard)) {
      const src = join(shard, rel);
      const prev = placed.get(rel);
      if (prev) {
        if (!sameRun(prev, src)) throw new PersonaError(`${src}: the run ${rel} is also in ${prev} with different contents`);
        continue;
      }
      placed.set(rel, src);
    }
    const store = join(shard, SNAPSHOT_STORE);
    if (existsSync(store) && statSync(store).isDirectory()) {
      for (const name of filesUnder(store).filter((n) => !n.endsWith('.partial'))) {
        const src = join(store, name);
        const prev = stored.get(name);
        // Trees are named by hash: the same name with other bytes is a damaged copy.
        if (prev && !readFileSync(prev).equals(readFileSync(src))) throw new PersonaError(`${src}: differs from ${prev}, which has the same name (a stored snapshot is damaged)`);
        if (!prev) stored.set(name, src);
      }
    }
  }
  if (!placed.size) throw new PersonaError(`no run folders found in ${shardDirs.join(', ')}`);
  mkdirSync(out, { recursive: true });
  for (const [rel, src] of [...placed].sort(([a], [b]) => (a < b ? -1 : 1))) cpSync(src, join(out, rel), { recursive: true });
  for (const [name, src] of [...stored].sort(([a], [b]) => (a < b ? -1 : 1))) cpSync(src, join(out, SNAPSHOT_STORE, name));
  return { runs: placed.size, index: writeIndex(out) };
}
