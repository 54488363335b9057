// Content-addressed snapshots: a run folder references its start state by hash (the journal
// header's `snapshots[server].hash`) instead of holding a copy, and its final state by the hash in
// the `end` record (rebuilt from the patches when needed). A tree is stored once per output folder,
// in `<out>/snapshots/<sha256>.tree.msgpack`, and not at all when it is one of the bundled
// snapshots/ of this repository (found by its reference, checked by its hash). Whatever the source,
// a tree is only ever used after its hash was checked.
//
// Where a start tree is looked for, in order:
//   1. `start.snapshot.msgpack` in the run folder (version 1, and version 2 before content addressing)
//   2. `snapshots/<hash>.tree.msgpack` in the run folder or any folder above it (the output folder's store)
//   3. the bundled snapshot its reference names (`lark/li-ming`), when its hash matches
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { pack, unpack } from '../util/msgpack.ts';
import { PersonaError } from '../util/errors.ts';
import { zodMessage } from '../util/zod-error.ts';
import { writeFileAtomic } from '../util/atomic-write.ts';
import { cloneJson } from '../context/handler.js';
import { hashTree, loadSnapshot, resolveSnapshotRef, SNAPSHOTS_DIR } from '../snapshot/snapshot.ts';
import { jsonObject } from '../util/json-object.ts';

/** The folder of an output folder that holds trees by hash. */
export const SNAPSHOT_STORE = 'snapshots';
export const TREE_FORMAT = 'mcp-persona/tree';

const StoredTree = z.strictObject({
  format: z.literal(TREE_FORMAT),
  version: z.literal(1),
  hash: z.string(),
  tree: jsonObject(),
});

export function storedTreeName(hash: string): string {
  return `${hash}.tree.msgpack`;
}

/** The bundled snapshot a reference names, when it is one and its tree has `hash`; else null. */
function bundled(ref: string, hash: string): Record<string, unknown> | null {
  if (!/^[a-z0-9][a-z0-9_-]*\/[a-z0-9][a-z0-9_.-]*$/i.test(ref)) return null;
  const file = resolveSnapshotRef(ref, SNAPSHOTS_DIR);
  if (!existsSync(file)) return null;
  const st = statSync(file);
  const key = `${file}\0${st.size}\0${st.mtimeMs}`;
  let hit = bundledCache.get(file);
  if (!hit || hit.key !== key) {
    try {
      const s = loadSnapshot(ref, SNAPSHOTS_DIR);
      hit = { key, hash: s.hash, tree: s.tree };
    } catch {
      hit = { key, hash: '', tree: {} };
    }
    bundledCache.set(file, hit);
  }
  return hit.hash === hash ? hit.tree : null;
}
const bundledCache = new Map<string, { key: string; hash: string; tree: Record<string, unknown> }>();

/** Whether a tree is one of this repository's bundled snapshots (then no copy is stored). */
export function isBundled(ref: string, hash: string): boolean {
  return bundled(ref, hash) !== null;
}

/** Stores a tree in `store` under its hash, once (an existing file with that name is the same tree). */
export function storeTree(store: string, tree: Record<string, unknown>, hash = hashTree(tree)): string {
  const file = join(store, storedTreeName(hash));
  if (existsSync(file)) return file;
  mkdirSync(store, { recursive: true });
  writeFileAtomic(file, pack({ format: TREE_FORMAT, version: 1, hash, tree }));
  return file;
}

/** A stored tree, checked against the hash its name and record carry. */
export function readStoredTree(file: string, hash: string): Record<string, unknown> {
  let raw: unknown;
  try {
    raw = unpack(readFileSync(file));
  } catch (e) {
    throw new PersonaError(`${file}: stored snapshot is corrupt (${(e as Error).message.split('\n')[0]})`);
  }
  const parsed = StoredTree.safeParse(raw);
  if (!parsed.success) throw new PersonaError(zodMessage(`${file}: stored snapshot`, parsed.error));
  if (parsed.data.hash !== hash || hashTree(parsed.data.tree) !== hash) throw new PersonaError(`${file}: stored snapshot does not match its hash ${hash.slice(0, 12)} (corrupt)`);
  return parsed.data.tree;
}

/** The stores a run folder can reference: `snapshots/` in it and in every folder above it. */
function storesFor(runDir: string): string[] {
  const out: string[] = [];
  let d = resolve(runDir);
  for (;;) {
    out.push(join(d, SNAPSHOT_STORE));
    const up = dirname(d);
    if (up === d) return out;
    d = up;
  }
}

/**
 * The tree with `hash` for a run folder: from its output folder's store or the bundled snapshots.
 * Null when neither holds it.
 */
export function findTree(runDir: string, ref: string, hash: string): Record<string, unknown> | null {
  for (const store of storesFor(runDir)) {
    const file = join(store, storedTreeName(hash));
    if (existsSync(file)) return readStoredTree(file, hash);
  }
  const b = bundled(ref, hash);
  return b ? (cloneJson(b) as Record<string, unknown>) : null;
}
