// A first hierarchy for a server folder that has none, from its traces: the paper's entity and
// field aggregation (§3.2) done mechanically, for a person to review. Every object that appears in
// a list under the same key — in the arguments, in JSON responses, in the recorded states (JSON
// and JSON-lines files included) — is one entity type; a JSON-lines record with a string `type`
// is an entity of that type. Its fields are the union of the keys seen; its id field the first of
// id / <type>Id / <type>_id / name / path present on nearly every object; a type whose lists sit
// inside another type's objects is that type's child.
import type { HierarchyDef } from '../servers/registry.ts';
import type { TraceLine } from '../fidelity/traces.ts';
import { listAt } from '../util/json-object.ts';

export interface ProposedEntity {
  type: string;
  key: string;
  parentKey: string | null;
  count: number;
  fields: Record<string, string[]>;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

function parseJsonish(s: string): unknown[] {
  const t = s.trim();
  if (!t || !'{['.includes(t[0])) return [];
  try {
    return [JSON.parse(t)];
  } catch {
    // JSON lines
    const out: unknown[] = [];
    for (const line of t.split('\n')) {
      try { out.push(JSON.parse(line)); } catch { return []; }
    }
    return out.length > 1 ? [out] : [];
  }
}

const singular = (k: string) => (k.endsWith('ies') ? k.slice(0, -3) + 'y' : k.endsWith('ses') ? k.slice(0, -2) : k.endsWith('s') && k.length > 1 ? k.slice(0, -1) : k);
const plural = (k: string) => (k.endsWith('y') && !/[aeiou]y$/.test(k) ? k.slice(0, -1) + 'ies' : k.endsWith('s') ? k + 'es' : k + 's');
const typeName = (k: string) => singular(k).replace(/(^|[_\-\s]+)([a-z0-9])/gi, (_, __, c: string) => c.toUpperCase());
const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

export function proposeHierarchy(server: string, traces: readonly TraceLine[]): { hierarchy: HierarchyDef; entities: ProposedEntity[] } {
  const found = new Map<string, ProposedEntity>();
  const parentSeen = new Map<string, Map<string, number>>();
  const note = (key: string, parentKey: string | null, o: Obj) => {
    let e = found.get(key);
    if (!e) found.set(key, (e = { type: typeName(key), key, parentKey, count: 0, fields: {} }));
    e.count += 1;
    // The parent is where the type's lists sit most often inside another type's objects.
    if (parentKey && parentKey !== key) {
      const seen = (parentSeen.get(key) ?? new Map<string, number>());
      seen.set(parentKey, (seen.get(parentKey) ?? 0) + 1);
      parentSeen.set(key, seen);
      e.parentKey = [...seen].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0][0];
    }
    for (const [f, v] of Object.entries(o)) {
      const list = listAt(e.fields, f);
      if (!list.includes(typeOf(v))) list.push(typeOf(v));
    }
  };
  const walk = (v: unknown, key: string | null, parentKey: string | null, depth: number): void => {
    if (depth > 12) return;
    if (typeof v === 'string') { for (const p of parseJsonish(v)) walk(p, key, parentKey, depth + 1); return; }
    if (Array.isArray(v)) {
      // MCP content items and zod issues are protocol, not the server's entities: look inside only.
      if (key === 'content' || key === 'issues' || v.every((o) => isObj(o) && 'code' in o && 'path' in o && 'message' in o)) {
        for (const o of v) if (isObj(o)) for (const [f, c] of Object.entries(o)) if (f === 'text' || f === 'resource') walk(c, f, parentKey, depth + 1);
        return;
      }
      const objs = v.filter(isObj);
      const typed = objs.filter((o) => typeof o.type === 'string' && /^[a-z][a-z0-9_]*$/i.test(o.type as string));
      for (const o of objs) {
        const k = typed.length === objs.length && objs.length ? plural(o.type as string) : key;
        if (k && !/^(content|items|results?|data|text|response|structuredContent)$/.test(k)) note(k, parentKey, o);
        for (const [f, c] of Object.entries(o)) walk(c, f, k ?? parentKey, depth + 1);
      }
      return;
    }
    if (isObj(v)) for (const [f, c] of Object.entries(v)) walk(c, f, parentKey, depth + 1);
  };
  for (const t of traces) {
    walk(t.args, null, null, 0);
    walk(t.response, 'response', null, 0);
    walk(t.state_before, null, null, 0);
    walk(t.state_after, null, null, 0);
  }
  const entities = [...found.values()].filter((e) => e.count >= 1).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const byKey = new Map(entities.map((e) => [e.key, e]));
  const pathOf = (e: ProposedEntity, seen: Set<string> = new Set()): string => {
    const p = e.parentKey && e.parentKey !== e.key ? byKey.get(e.parentKey) : undefined;
    if (!p || seen.has(p.key)) return e.key;
    seen.add(e.key);
    return `${pathOf(p, seen)}[*].${e.key}`;
  };
  const hierarchy: HierarchyDef = { server, root: 'User', entities: {} };
  for (const e of entities) {
    const s = singular(e.key);
    const idField = ['id', `${s}Id`, `${s}_id`, 'name', 'path'].find((f) => (e.fields[f] ?? []).every((t) => t === 'string' || t === 'number') && f in e.fields);
    const parent = e.parentKey && e.parentKey !== e.key && byKey.has(e.parentKey) ? byKey.get(e.parentKey)!.type : null;
    hierarchy.entities[e.type] = { path: pathOf(e), ...(idField ? { idField } : {}), parent };
  }
  return { hierarchy, entities };
}
