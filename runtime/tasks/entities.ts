// Finding entities of a context tree by context path (`chats[oc_1].messages[om_2]`) or bare ID,
// through the server's hierarchy. Used to check that tasks name entities that really exist.
import type { HierarchyDef } from '../servers/registry.ts';

/** `a[x].b[y]` -> ['a', 'x', 'b', 'y']; brackets first, so IDs may contain dots. */
export function contextSegments(path: string): string[] {
  const out: string[] = [];
  const re = /([^.[\]]+)|\[([^\]]*)\]/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(path))) out.push(m[1] ?? m[2]);
  return out;
}

export function valueAtContextPath(tree: unknown, path: string): unknown {
  let node = tree as Record<string, unknown> | undefined;
  for (const s of contextSegments(path)) {
    if (!node || typeof node !== 'object') return undefined;
    node = node[s] as Record<string, unknown> | undefined;
  }
  return node;
}

/** Every collection a hierarchy path (`calendars[*].events`) reaches in the tree, keyed by its context path. */
function collections(tree: unknown, pattern: string): Map<string, Record<string, unknown>> {
  let frontier = new Map<string, unknown>([['', tree]]);
  for (const part of pattern.split('.')) {
    const wild = part.endsWith('[*]');
    const name = wild ? part.slice(0, -3) : part;
    const next = new Map<string, unknown>();
    for (const [p, node] of frontier) {
      const coll = node && typeof node === 'object' ? (node as Record<string, unknown>)[name] : undefined;
      if (!coll || typeof coll !== 'object') continue;
      const base = p ? `${p}.${name}` : name;
      if (wild) for (const [id, child] of Object.entries(coll)) next.set(`${base}[${id}]`, child);
      else next.set(base, coll);
    }
    frontier = next;
  }
  return frontier as Map<string, Record<string, unknown>>;
}

/** Context path of the entity with this ID (first match, hierarchy order), or null. */
export function findEntityPath(tree: unknown, hierarchy: HierarchyDef, id: string): string | null {
  for (const def of Object.values(hierarchy.entities)) {
    for (const [p, coll] of collections(tree, def.path)) if (Object.prototype.hasOwnProperty.call(coll, id)) return `${p}[${id}]`;
  }
  return null;
}

export function entityExists(tree: unknown, hierarchy: HierarchyDef, pathOrId: string): boolean {
  if (pathOrId.includes('[')) return valueAtContextPath(tree, pathOrId) !== undefined;
  return findEntityPath(tree, hierarchy, pathOrId) !== null;
}
