// The paper's Create/Update/Delete executors. They read a run's journal patches (never the
// kernels): the entity-level change between the start and the end of the run, attributed to the
// calls whose patches touched it. Each returns evidence for one operate checkpoint and, where the
// checkpoint states expected values, a deterministic verdict; where it states only a summary,
// the verdict is left to the judge ("judge") with the evidence attached.
import { fromPointer } from '../context/paths.js';
import { diffServer, type EntityChange } from '../replay/diff.ts';
import { stateAt } from '../replay/replay.ts';
import { fieldAt, unmet, type Expectation } from './match.ts';
import type { OpenedRun } from '../run/run-folder.ts';
import type { HierarchyDef } from '../servers/registry.ts';

export interface OperateTarget {
  server: string;
  operate_type: 'create' | 'delete' | 'modify' | 'other';
  /** Entity type from the server's hierarchy (`Event`, `Message`…), narrows candidates. */
  entityType?: string;
  /** The affected entity: its context path (`chats[oc_1].messages[om_2]`) or bare id. */
  affected?: string;
  /** For create: the parent the entity must be created under (context path), e.g. `chats[oc_1]`. */
  parent?: string;
  /** Expected values of the created or changed entity's fields. */
  expect?: Expectation;
}

export interface Evidence {
  executor: 'CreateDataExecutor' | 'UpdateDataExecutor' | 'DeleteDataExecutor';
  verdict: 'pass' | 'fail' | 'judge';
  reason: string;
  entity?: { path: string; type: string; id: string };
  /** create: the created entity; delete: the removed entity. */
  value?: unknown;
  /** update: before/after of changed fields. */
  changes?: { field: string; before?: unknown; after?: unknown }[];
  /** The journal steps whose patches touched the entity. */
  steps: number[];
}

export interface RunChanges {
  server: string;
  entities: EntityChange[];
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export function runChanges(run: OpenedRun, server: string, hierarchy: HierarchyDef): RunChanges {
  const last = run.calls.length ? run.calls[run.calls.length - 1].seq : 0;
  const before = stateAt(run, 0)[server] ?? {};
  const after = stateAt(run, last)[server] ?? {};
  return { server, entities: diffServer(before, after, hierarchy).entities, before, after };
}

function pathSegments(contextPath: string): string[] {
  // `a[x].b[y]` -> a, x, b, y (the pointer segments of the entity)
  const out: string[] = [];
  const re = /([^.[\]]+)|\[([^\]]*)\]/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(contextPath))) out.push(m[1] ?? m[2]);
  return out;
}

/** Steps whose patch touched `path` or anything below it. */
export function stepsTouching(run: OpenedRun, server: string, contextPath: string): number[] {
  const segs = pathSegments(contextPath);
  const out: number[] = [];
  for (const c of run.calls) {
    if (c.server !== server) continue;
    const hit = c.patch.some((op) => {
      const p = fromPointer(op.path);
      const n = Math.min(p.length, segs.length);
      for (let i = 0; i < n; i += 1) if (p[i] !== segs[i]) return false;
      return true;
    });
    if (hit) out.push(c.seq);
  }
  return out;
}

function valueAtPath(tree: unknown, contextPath: string): unknown {
  let node = tree as Record<string, unknown> | undefined;
  for (const s of pathSegments(contextPath)) {
    if (!node || typeof node !== 'object') return undefined;
    node = node[s] as Record<string, unknown> | undefined;
  }
  return node;
}

function isTarget(e: EntityChange, t: OperateTarget): boolean {
  if (t.entityType && e.type !== t.entityType) return false;
  if (t.affected && e.path !== t.affected && e.id !== t.affected) return false;
  if (t.parent && !e.path.startsWith(t.parent + '.')) return false;
  return true;
}

export function createDataExecutor(run: OpenedRun, changes: RunChanges, t: OperateTarget): Evidence {
  const created = changes.entities.filter((e) => e.change === 'created' && isTarget(e, t));
  const base = { executor: 'CreateDataExecutor' as const };
  if (!created.length) {
    return { ...base, verdict: 'fail', reason: `no ${t.entityType ?? 'entity'} was created${t.parent ? ` under ${t.parent}` : ''}`, steps: [] };
  }
  const scored = created.map((e) => {
    const value = valueAtPath(changes.after, e.path);
    return { e, value, misses: t.expect ? unmet(value, t.expect) : [] };
  });
  const hit = scored.find((s) => s.misses.length === 0) ?? scored.sort((a, b) => a.misses.length - b.misses.length)[0];
  const evidence = { ...base, entity: { path: hit.e.path, type: hit.e.type, id: hit.e.id }, value: hit.value, steps: stepsTouching(run, changes.server, hit.e.path) };
  if (!t.expect) return { ...evidence, verdict: 'judge', reason: `created ${hit.e.type} ${hit.e.id}; no expected values, the judge decides from the summary` };
  if (hit.misses.length === 0) return { ...evidence, verdict: 'pass', reason: `created ${hit.e.type} ${hit.e.id} with every expected value` };
  return { ...evidence, verdict: 'fail', reason: `created ${hit.e.type} ${hit.e.id} but ${hit.misses.map((m) => `${m.field} is ${JSON.stringify(m.have)}, expected ${JSON.stringify(m.want)}`).join('; ')}` };
}

export function updateDataExecutor(run: OpenedRun, changes: RunChanges, t: OperateTarget): Evidence {
  const base = { executor: 'UpdateDataExecutor' as const };
  const updated = changes.entities.filter((e) => e.change === 'updated' && isTarget(e, t));
  if (!updated.length) {
    return { ...base, verdict: 'fail', reason: `${t.affected ?? t.entityType ?? 'the entity'} was not changed`, steps: [] };
  }
  const scored = updated.map((e) => {
    const value = valueAtPath(changes.after, e.path);
    return { e, value, misses: t.expect ? unmet(value, t.expect) : [] };
  });
  const hit = scored.find((s) => s.misses.length === 0) ?? scored[0];
  const evidence = { ...base, entity: { path: hit.e.path, type: hit.e.type, id: hit.e.id }, changes: hit.e.fields, steps: stepsTouching(run, changes.server, hit.e.path) };
  if (!t.expect) return { ...evidence, verdict: 'judge', reason: `changed ${hit.e.fields.map((f) => f.field).join(', ')} of ${hit.e.type} ${hit.e.id}; the judge decides from the summary` };
  if (hit.misses.length === 0) return { ...evidence, verdict: 'pass', reason: `${hit.e.type} ${hit.e.id} now has every expected value` };
  return { ...evidence, verdict: 'fail', reason: `${hit.e.type} ${hit.e.id} changed, but ${hit.misses.map((m) => `${m.field} is ${JSON.stringify(m.have)}, expected ${JSON.stringify(m.want)}`).join('; ')}` };
}

export function deleteDataExecutor(run: OpenedRun, changes: RunChanges, t: OperateTarget): Evidence {
  const base = { executor: 'DeleteDataExecutor' as const };
  const deleted = changes.entities.filter((e) => e.change === 'deleted' && isTarget(e, t));
  if (!deleted.length) {
    const still = t.affected ? valueAtPath(changes.after, t.affected) : undefined;
    return { ...base, verdict: 'fail', reason: `${t.affected ?? t.entityType ?? 'the entity'} was not deleted${still !== undefined ? ' (it is still there)' : ''}`, steps: [] };
  }
  const e = deleted[0];
  const value = valueAtPath(changes.before, e.path);
  const misses = t.expect ? unmet(value, t.expect) : [];
  return {
    ...base,
    verdict: misses.length ? 'fail' : t.affected || t.expect ? 'pass' : 'judge',
    reason: misses.length ? `deleted ${e.type} ${e.id}, which is not the expected one` : `deleted ${e.type} ${e.id}`,
    entity: { path: e.path, type: e.type, id: e.id },
    value,
    steps: stepsTouching(run, changes.server, e.path),
  };
}

/** Route an operate checkpoint to its executor (`other` operations have none). */
export function executeOperate(run: OpenedRun, changes: RunChanges, t: OperateTarget): Evidence | null {
  if (t.operate_type === 'create') return createDataExecutor(run, changes, t);
  if (t.operate_type === 'modify') return updateDataExecutor(run, changes, t);
  if (t.operate_type === 'delete') return deleteDataExecutor(run, changes, t);
  return null;
}

export { fieldAt };
