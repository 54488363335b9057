// Reading a live server's persistent state around each call (`--state`), in the forms the shared
// traces use:
//   file:<path>  one data file: {file, exists, content}            (memory, taskmanager)
//   dir:<path>   a folder, recursively: {root, entries: [{path, type, size, content | base64}]}
//                entries sorted by path; text that is valid UTF-8 without NUL is kept as content,
//                anything else as base64                             (filesystem)
//   none         no state: null
import { existsSync, lstatSync, mkdirSync, readFileSync, readdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PersonaError } from '../util/errors.ts';

export type StateSpec = { kind: 'file'; path: string } | { kind: 'dir'; path: string } | { kind: 'none' };

export function parseStateSpec(spec: string): StateSpec {
  if (spec === 'none') return { kind: 'none' };
  const m = /^(file|dir):(.+)$/.exec(spec);
  if (!m) throw new PersonaError(`--state must be file:<path>, dir:<path> or none (got "${spec}")`);
  return { kind: m[1] as 'file' | 'dir', path: resolve(m[2]) };
}

export interface DirEntry {
  path: string;
  type: 'file' | 'dir' | 'symlink';
  size?: number;
  content?: string;
  base64?: string;
  target?: string;
}

function decodeText(buf: Buffer): string | null {
  if (buf.includes(0)) return null;
  const text = buf.toString('utf8');
  return Buffer.from(text, 'utf8').equals(buf) ? text : null;
}

function listDir(root: string, rel: string, out: DirEntry[]): void {
  for (const name of readdirSync(join(root, rel)).sort()) {
    const relPath = rel ? `${rel}/${name}` : name;
    const full = join(root, relPath);
    const st = lstatSync(full);
    if (st.isSymbolicLink()) out.push({ path: relPath, type: 'symlink', target: readlinkSync(full) });
    else if (st.isDirectory()) {
      out.push({ path: relPath, type: 'dir' });
      listDir(root, relPath, out);
    } else {
      const buf = readFileSync(full);
      const text = decodeText(buf);
      out.push(text === null ? { path: relPath, type: 'file', size: buf.length, base64: buf.toString('base64') } : { path: relPath, type: 'file', size: buf.length, content: text });
    }
  }
}

export function readState(spec: StateSpec): unknown {
  switch (spec.kind) {
    case 'none':
      return null;
    case 'file':
      if (!existsSync(spec.path)) return { file: spec.path, exists: false, content: null };
      return { file: spec.path, exists: true, content: readFileSync(spec.path, 'utf8') };
    case 'dir': {
      if (!existsSync(spec.path)) return { root: spec.path, entries: [] };
      const entries: DirEntry[] = [];
      listDir(spec.path, '', entries);
      // Code-unit order of the whole relative path ("calendar" < "calendar/x.ics" < "contacts.csv").
      entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      return { root: spec.path, entries };
    }
  }
}

/**
 * Put the server's state back to `state` (as readState returned it), touching only what differs:
 * files rewritten or removed, folders created or removed. The recorder uses it to undo an induced
 * call's effects, so the seeds after it still meet the state they were written for.
 */
export function restoreState(spec: StateSpec, state: unknown): void {
  if (spec.kind === 'none') return;
  if (spec.kind === 'file') {
    const s = state as { exists: boolean; content: string | null };
    if (s.exists) {
      if (!existsSync(spec.path) || readFileSync(spec.path, 'utf8') !== s.content) writeFileSync(spec.path, s.content ?? '');
    } else if (existsSync(spec.path)) rmSync(spec.path, { force: true });
    return;
  }
  const want = new Map(((state as { entries: DirEntry[] }).entries ?? []).map((e) => [e.path, e]));
  const now = (readState(spec) as { entries: DirEntry[] }).entries;
  // Remove what should not be there, deepest first.
  for (const e of [...now].reverse()) {
    const w = want.get(e.path);
    if (!w || w.type !== e.type) rmSync(join(spec.path, e.path), { recursive: true, force: true });
  }
  for (const e of want.values()) {
    const full = join(spec.path, e.path);
    if (e.type === 'dir') mkdirSync(full, { recursive: true });
    else if (e.type === 'symlink') {
      if (!existsSync(full) && e.target !== undefined) symlinkSync(e.target, full);
    } else {
      const data = e.base64 !== undefined ? Buffer.from(e.base64, 'base64') : Buffer.from(e.content ?? '', 'utf8');
      if (!existsSync(full) || !readFileSync(full).equals(data)) writeFileSync(full, data);
    }
  }
}
