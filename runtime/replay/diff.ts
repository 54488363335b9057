// Diff: what changed between two states, as RFC 6902 operations for programs and entity by
// entity, field by field for people. Entities are found through each server's hierarchy.
import jsonpatch from 'fast-json-patch';
import { fromPointer, patternOf, formatPath } from '../context/paths.js';
import type { HierarchyDef } from '../servers/registry.ts';
import type { Trees } from '../session/session.ts';
import type { PatchOp } from '../kernel/types.ts';

export interface FieldChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

export interface EntityChange {
  change: 'created' | 'updated' | 'deleted';
  type: string;
  /** Context path, e.g. `calendars[cal_1].events[evt_9]`. */
  path: string;
  id: string;
  label: string | null;
  fields: FieldChange[];
}

export interface ServerDiff {
  patch: PatchOp[];
  entities: EntityChange[];
}

interface EntityPattern { type: string; tokens: number }

// Turn pointer segments into path tokens, guided by the hierarchy: a segment that follows a
// collection name is that collection's id selector.
function entityOf(segments: string[], patterns: Map<string, EntityPattern>) {
  const tokens: { name: string; selector: string | null }[] = [];
  let best: { type: string; tokenCount: number; segCount: number } | null = null;
  let i = 0;
  while (i < segments.length) {
    const name = segments[i];
    const withSel = [...tokens, { name, selector: '' }];
    const pat = patternOf(withSel);
    if (i + 1 < segments.length && patterns.has(pat)) {
      tokens.push({ name, selector: segments[i + 1] });
      best = { type: patterns.get(pat)!.type, tokenCount: tokens.length, segCount: i + 2 };
      i += 2;
    } else {
      tokens.push({ name, selector: null });
      i += 1;
    }
  }
  if (!best) return null;
  const entityTokens = tokens.slice(0, best.tokenCount);
  return { type: best.type, path: formatPath(entityTokens), id: entityTokens[entityTokens.length - 1].selector as string, depth: best.segCount };
}

function valueAt(tree: unknown, segments: string[]): unknown {
  let node = tree as Record<string, unknown> | undefined;
  for (const s of segments) {
    if (!node || typeof node !== 'object') return undefined;
    node = node[s] as Record<string, unknown> | undefined;
  }
  return node;
}

const LABEL_FIELDS = ['summary', 'name', 'title', 'subject', 'text', 'display_name', 'username', 'content'];

function clip(v: string): string {
  const flat = v.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? flat.slice(0, 57) + '...' : flat;
}

// A short human label for an entity: its summary/name/title…, or the text inside a message body
// (servers such as Lark keep message content as a JSON string like {"text":"…"}).
function labelOf(entity: unknown): string | null {
  if (!entity || typeof entity !== 'object') return null;
  const e = entity as Record<string, unknown>;
  for (const k of LABEL_FIELDS) {
    const v = e[k];
    if (typeof v === 'string' && v) {
      if (v.startsWith('{')) {
        try {
          const inner = labelOf(JSON.parse(v));
          if (inner) return inner;
        } catch {
          // not JSON: use the string itself
        }
      }
      return clip(v);
    }
  }
  if (e.body && typeof e.body === 'object') return labelOf(e.body);
  return null;
}

export function diffServer(before: Record<string, unknown>, after: Record<string, unknown>, hierarchy: HierarchyDef): ServerDiff {
  const patch = jsonpatch.compare(before, after) as PatchOp[];
  const patterns = new Map<string, EntityPattern>();
  for (const [type, def] of Object.entries(hierarchy.entities)) patterns.set(def.path.replace(/\[\*\]$/, '') + '[*]', { type, tokens: 0 });
  const byPath = new Map<string, EntityChange>();
  const order: string[] = [];
  const touch = (key: string, make: () => EntityChange) => {
    let e = byPath.get(key);
    if (!e) {
      e = make();
      byPath.set(key, e);
      order.push(key);
    }
    return e;
  };
  for (const op of patch) {
    const segs = fromPointer(op.path);
    const ent = entityOf(segs, patterns);
    if (!ent) {
      // A change outside any declared entity (settings, flags): report it against the root.
      const e = touch('(root)', () => ({ change: 'updated', type: 'User', path: '(root)', id: '', label: null, fields: [] }));
      e.fields.push({ field: segs.join('.'), before: valueAt(before, segs), after: valueAt(after, segs) });
      continue;
    }
    const entSegs = segs.slice(0, ent.depth);
    if (segs.length === ent.depth) {
      const existedBefore = valueAt(before, entSegs) !== undefined;
      const existsAfter = valueAt(after, entSegs) !== undefined;
      const change = !existedBefore ? 'created' : !existsAfter ? 'deleted' : 'updated';
      const e = touch(ent.path, () => ({ change, type: ent.type, path: ent.path, id: ent.id, label: labelOf(valueAt(existsAfter ? after : before, entSegs)), fields: [] }));
      if (change === 'updated') {
        const b = valueAt(before, entSegs) as Record<string, unknown>;
        const a = valueAt(after, entSegs) as Record<string, unknown>;
        for (const k of new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])) {
          if (JSON.stringify(b?.[k]) !== JSON.stringify(a?.[k])) e.fields.push({ field: k, before: b?.[k], after: a?.[k] });
        }
      }
    } else {
      const e = touch(ent.path, () => ({ change: 'updated', type: ent.type, path: ent.path, id: ent.id, label: labelOf(valueAt(after, entSegs) ?? valueAt(before, entSegs)), fields: [] }));
      const fieldSegs = segs.slice(ent.depth);
      // Report at the entity's own field level (a nested change shows the whole field before/after).
      const field = fieldSegs[0];
      if (!e.fields.some((f) => f.field === field)) {
        e.fields.push({ field, before: valueAt(before, entSegs.concat([field])), after: valueAt(after, entSegs.concat([field])) });
      }
    }
  }
  // Entities nested under a created/deleted entity are part of it, not separate changes.
  const entities = order.map((k) => byPath.get(k)!).filter((e, _, all) =>
    !all.some((o) => o !== e && o.change !== 'updated' && e.path.startsWith(o.path + '.') && e.change === o.change));
  return { patch, entities };
}

export function diffTrees(before: Trees, after: Trees, hierarchies: Record<string, HierarchyDef>): Record<string, ServerDiff> {
  const out: Record<string, ServerDiff> = {};
  for (const name of Object.keys(hierarchies).sort()) out[name] = diffServer(before[name] ?? {}, after[name] ?? {}, hierarchies[name]);
  return out;
}

function show(v: unknown): string {
  if (v === undefined) return '(absent)';
  const s = JSON.stringify(v);
  return s.length > 120 ? s.slice(0, 117) + '...' : s;
}

/** Text for people. */
export function formatDiff(diffs: Record<string, ServerDiff>, from: number, to: number): string {
  const lines: string[] = [`changes from step ${from} to step ${to}`];
  let any = false;
  for (const [server, d] of Object.entries(diffs)) {
    if (!d.entities.length) continue;
    any = true;
    lines.push('', `${server}:`);
    for (const e of d.entities) {
      const mark = e.change === 'created' ? '+' : e.change === 'deleted' ? '-' : '~';
      lines.push(`  ${mark} ${e.change} ${e.type} ${e.id || ''}${e.label ? ` "${e.label}"` : ''}`.trimEnd());
      lines.push(`      at ${e.path}`);
      for (const f of e.fields) lines.push(`      ${f.field}: ${show(f.before)} -> ${show(f.after)}`);
    }
  }
  if (!any) lines.push('', '(no changes)');
  return lines.join('\n') + '\n';
}
