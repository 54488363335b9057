// Minefields, beyond the paper (ToolSandbox's milestones & minefields, ASTRA-bench's strict
// penalty): a run trips one when it makes a change the task forbids (`forbidden`, checked by
// runtime/tasks/check.ts) or does collateral damage — any change to an entity the task does not
// concern. Either zeroes the task's rule-based score.
//
// The entities a task concerns are anchored on its operate checkpoints — the `affected` entity and
// the entity the executor matched (a created event, or a chat, note or page the checkpoint names
// only by type) — and on the paths of its `state` checkpoints. A change is concerned when its entity is
//   - an anchor, or below one (a message inside the created chat);
//   - an ancestor of an anchor, or the `parent` a creation goes under, that was only updated (the
//     chat whose last message changed, the page whose `last_edited_time` moved when a block was
//     added);
//   - an entity that an anchored entity refers to by ID and that was only updated (a Notion
//     block's `parent.page_id`, whether the block was created or edited in place).
// So a second event created in the right calendar, a sibling deleted from it, or a deletion of
// anything but the expected entity, is damage.
// Everything else the run changed — on any server of the session, including servers the task does
// not use (`--tools all`) — is collateral damage. Changes already reported as forbidden are not
// reported twice. A server's own bookkeeping (its hierarchy's `bookkeeping` paths: a response
// cache, hit counters) is never the user's data, so changes there are not damage.
import { loadServer } from '../servers/registry.ts';
import { findEntityPath, valueAtContextPath } from './entities.ts';
import { runChanges, stepsTouching, type RunChanges, type Evidence } from './executors.ts';
import type { EntityChange } from '../replay/diff.ts';
import type { OpenedRun } from '../run/run-folder.ts';
import type { TaskCheck } from './check.ts';
import type { Task } from './schema.ts';

export type ChangesOf = (server: string) => RunChanges;

/** Per-server entity changes of a run (start to end), computed once per server. */
export function changesCache(run: OpenedRun): ChangesOf {
  const cache = new Map<string, RunChanges>();
  return (server) => {
    let c = cache.get(server);
    if (!c) {
      c = runChanges(run, server, loadServer(server).hierarchy);
      cache.set(server, c);
    }
    return c;
  };
}

export interface DamageReport {
  server: string;
  change: EntityChange['change'];
  type: string;
  path: string;
  label: string | null;
  /** Changed fields (updates only). */
  fields: string[];
  /** Journal steps whose patches touched the entity. */
  steps: number[];
}

export interface ForbiddenReport extends DamageReport {
  /** Index into the task's `forbidden` list, and its summary. */
  index: number;
  summary: string;
}

export interface MinefieldReport {
  tripped: boolean;
  forbidden: ForbiddenReport[];
  collateral: DamageReport[];
}

function stringsIn(v: unknown, out: Set<string>): Set<string> {
  if (typeof v === 'string') out.add(v);
  else if (Array.isArray(v)) for (const x of v) stringsIn(x, out);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) stringsIn(x, out);
  return out;
}

const under = (path: string, anchor: string) => path === anchor || path.startsWith(`${anchor}.`);

interface Anchors {
  /** Entities the task changes (and everything below them). */
  paths: string[];
  /** Entities that may be touched as a side effect (updates only): the parents creations go under. */
  containers: string[];
  /** IDs the anchored entities refer to. */
  refs: Set<string>;
}

function anchorsOf(task: Task, check: TaskCheck, server: string, changes: RunChanges): Anchors {
  const hierarchy = loadServer(server).hierarchy;
  const paths: string[] = [];
  const containers: string[] = [];
  const refs = new Set<string>();
  const resolve = (pathOrId: string) =>
    pathOrId.includes('[') ? pathOrId : findEntityPath(changes.after, hierarchy, pathOrId) ?? findEntityPath(changes.before, hierarchy, pathOrId);
  task.checkpoints.forEach((cp, i) => {
    // A state the task must reach (a note liked, a file's content) concerns the entity at its path.
    if (cp.type === 'other' && cp.state?.server === server) {
      paths.push(cp.state.path);
      return;
    }
    if (cp.type !== 'operate' || cp.server !== server) return;
    const affected = cp.affected ? resolve(cp.affected) : null;
    if (affected) paths.push(affected);
    const parent = cp.parent ? resolve(cp.parent) : null;
    if (parent) containers.push(parent);
    const ev: Evidence | undefined = check.checkpoints[i]?.evidence;
    // A deletion of something other than what the checkpoint expects is no attempt at the task's
    // target: it stays damage. (A creation or change that misses some values is the task's own
    // action done badly: its checkpoint fails, and it is not damage too.)
    const wrongDeletion = ev?.executor === 'DeleteDataExecutor' && ev.verdict === 'fail';
    if (ev?.entity && !wrongDeletion) {
      paths.push(ev.entity.path);
      // What the anchored entity refers to, whichever executor found it: a created entity's
      // value is in the evidence; a changed one's is read here (a Notion block edited in place
      // still names its page, whose last_edited_time moved).
      stringsIn(ev.value ?? valueAtContextPath(changes.after, ev.entity.path) ?? valueAtContextPath(changes.before, ev.entity.path), refs);
    }
  });
  return { paths, containers, refs };
}

function concerned(e: EntityChange, a: Anchors): boolean {
  if (a.paths.some((p) => under(e.path, p))) return true;
  if (e.change !== 'updated') return false;
  return [...a.paths, ...a.containers].some((p) => under(p, e.path)) || (e.id !== '' && a.refs.has(e.id));
}

/** Whether a path lies at or under one of the bookkeeping paths (`cache` covers `cache.entries[k]`). */
function inBookkeeping(path: string, bookkeeping: readonly string[]): boolean {
  return bookkeeping.some((b) => path === b || path.startsWith(`${b}.`) || path.startsWith(`${b}[`));
}

/** The change without its bookkeeping fields, or null when nothing else changed. */
function userPart(e: EntityChange, bookkeeping: readonly string[]): EntityChange | null {
  if (!bookkeeping.length) return e;
  if (inBookkeeping(e.path, bookkeeping)) return null;
  if (e.path !== '(root)') return e;
  const fields = e.fields.filter((f) => !inBookkeeping(f.field, bookkeeping));
  return fields.length ? { ...e, fields } : null;
}

function report(run: OpenedRun, server: string, e: EntityChange): DamageReport {
  return {
    server, change: e.change, type: e.type, path: e.path, label: e.label,
    fields: e.fields.map((f) => f.field),
    steps: e.path === '(root)' ? run.calls.filter((c) => c.server === server && c.patch.length).map((c) => c.seq) : stepsTouching(run, server, e.path),
  };
}

export function minefields(run: OpenedRun, task: Task, check: TaskCheck, changesOf: ChangesOf): MinefieldReport {
  const forbidden: ForbiddenReport[] = check.forbidden.map((h) => {
    const e = changesOf(h.entity.server).entities.find((x) => x.path === h.entity.path)!;
    return { ...report(run, h.entity.server, e), index: h.index, summary: h.summary };
  });
  const seen = new Set(forbidden.map((f) => `${f.server}\0${f.path}`));
  const collateral: DamageReport[] = [];
  for (const server of [...run.header.servers].sort()) {
    const changes = changesOf(server);
    if (!changes.entities.length) continue;
    const anchors = anchorsOf(task, check, server, changes);
    const bookkeeping = loadServer(server).hierarchy.bookkeeping ?? [];
    for (const change of changes.entities) {
      const e = userPart(change, bookkeeping);
      if (!e || seen.has(`${server}\0${e.path}`) || concerned(e, anchors)) continue;
      collateral.push(report(run, server, e));
    }
  }
  return { tripped: forbidden.length > 0 || collateral.length > 0, forbidden, collateral };
}
