// Whole output folders compared byte for byte (runs, merges, resumes, shards).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

// Every file under a folder (relative path -> bytes), for byte-for-byte comparisons of run outputs.
export function fileTree(root: string, skip: (rel: string) => boolean = () => false): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      const rel = relative(root, full).split('\\').join('/');
      if (statSync(full).isDirectory()) walk(full);
      else if (!skip(rel)) out.set(rel, readFileSync(full));
    }
  };
  walk(root);
  return out;
}

/** Paths whose bytes differ or that exist on one side only (empty: identical). */
export function treeDifferences(a: Map<string, Buffer>, b: Map<string, Buffer>): string[] {
  const diffs: string[] = [];
  for (const [k, v] of a) if (!b.has(k)) diffs.push(`only in first: ${k}`);
  else if (!v.equals(b.get(k)!)) diffs.push(`differs: ${k}`);
  for (const k of b.keys()) if (!a.has(k)) diffs.push(`only in second: ${k}`);
  return diffs;
}

export const notTimings = (rel: string) => rel.endsWith('timings.json');
