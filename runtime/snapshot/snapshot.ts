// Snapshots: a context tree at a point. Committed personas are pretty JSON under snapshots/
// (reviewable in git); run folders hold them as msgpack. A snapshot is identified by the SHA-256
// of its tree's canonical JSON, whatever the encoding.

import { readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { PersonaError } from '../util/errors.ts';
import { canonicalHash, sha256Hex } from '../util/canonical.ts';
import { REPO_ROOT } from '../servers/registry.ts';
import { jsonObject } from '../util/json-object.ts';

export const SNAPSHOTS_DIR = join(REPO_ROOT, 'snapshots');

export const SnapshotFile = z.object({
  format: z.literal('mcp-persona/snapshot'),
  version: z.literal(1),
  server: z.string().min(1),
  persona: z.string().min(1),
  tree: jsonObject(),
});
export type SnapshotFile = z.infer<typeof SnapshotFile>;

export interface LoadedSnapshot {
  /** What the user named: `lark/li-ming` or a file path. */
  ref: string;
  server: string;
  persona: string;
  tree: Record<string, unknown>;
  hash: string;
}

export function hashTree(tree: unknown): string {
  return canonicalHash(tree);
}

// `--snapshots-dir`: folders of `<server>/<persona>.json` searched, in order, before snapshots/
// (the snapshots of generated servers, kept outside the package). Set once by the CLI.
let snapshotsSearchPath: string[] = [];

export function setSnapshotsSearchPath(dirs: readonly string[]): void {
  snapshotsSearchPath = dirs.map((d) => resolve(d));
}

/** Resolve `lark/li-ming` (under snapshots/, or a --snapshots-dir folder) or a path to a JSON snapshot file. */
export function resolveSnapshotRef(ref: string, snapshotsDir?: string): string {
  if (ref.endsWith('.json') || ref.includes('\\') || ref.startsWith('.') || ref.startsWith('/')) return resolve(ref);
  if (!/^[a-z0-9][a-z0-9_-]*\/[a-z0-9][a-z0-9_.-]*$/i.test(ref)) throw new PersonaError(`bad snapshot reference "${ref}" (expected <server>/<persona> or a .json path)`);
  if (snapshotsDir) return join(snapshotsDir, `${ref}.json`);
  for (const d of snapshotsSearchPath) {
    const f = join(d, `${ref}.json`);
    if (existsSync(f)) return f;
  }
  return join(SNAPSHOTS_DIR, `${ref}.json`);
}

export function loadSnapshot(ref: string, snapshotsDir?: string): LoadedSnapshot {
  const file = resolveSnapshotRef(ref, snapshotsDir);
  if (!existsSync(file)) throw new PersonaError(`${file}: snapshot not found (from "${ref}")`);
  let raw: unknown;
  const text = readFileSync(file, 'utf8');
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new PersonaError(`${file}: snapshot is not valid JSON (${(e as Error).message})`);
  }
  const parsed = SnapshotFile.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new PersonaError(`${file}: snapshot field ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const s = parsed.data;
  // The canonical hash is the costly part of loading (it dominated the runner's main thread, one
  // load per run); the same file text always gives the same tree, so its hash is kept per text.
  const key = sha256Hex(text);
  let hash = treeHashByText.get(key);
  if (hash === undefined) treeHashByText.set(key, (hash = hashTree(s.tree)));
  return { ref, server: s.server, persona: s.persona, tree: s.tree, hash };
}

const treeHashByText = new Map<string, string>();
