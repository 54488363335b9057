// Two runs of the same task (two models, two trials, a run before and after a kernel change),
// aligned step by step: step k of each run is its k-th tool call. The first step where they
// diverge — another tool, other arguments, another result, or another resulting state — is
// named with what differed; then the difference of their final states, entity by entity.
// Reads runs through runtime/run and the trajectory view (runtime/report/trajectory.ts).
import jsonpatch from 'fast-json-patch';
import type { Operation } from 'fast-json-patch';
import { cloneJson } from '../context/handler.js';
import { canonicalJson } from '../util/canonical.ts';
import { PersonaError } from '../util/errors.ts';
import { wellFormedDeep } from '../util/unicode.ts';
import { callArgs, entityChanges, hierarchyOf, type EntityView } from './trajectory.ts';
import type { OpenedRun } from '../run/run-folder.ts';
import type { CallRecord } from '../journal/journal.ts';
import type { Trees } from '../session/session.ts';

export interface StepSide {
  seq: number;
  server: string;
  tool: string;
  args: unknown;
  result: string;
  isError: boolean;
}

export type DivergenceKind = 'tool' | 'args' | 'result' | 'state' | 'length';

export interface Divergence {
  /** 1-based step (the k-th tool call of each run). */
  step: number;
  kind: DivergenceKind;
  /** One line: what differed. */
  what: string;
  a: StepSide | null;
  b: StepSide | null;
  /** Argument paths that differ (kind `args`). */
  argPaths?: string[];
  /** State after this step, B against A, entity by entity (kind `state`, and `result` when states differ too). */
  state?: EntityView[];
}

export interface AlignedStep {
  step: number;
  a: StepSide | null;
  b: StepSide | null;
  same: { tool: boolean; args: boolean; result: boolean; state: boolean };
}

export interface Comparison {
  a: RunLabel;
  b: RunLabel;
  steps: AlignedStep[];
  /** The first step that differs; null when the runs made the same calls with the same results and states. */
  divergence: Divergence | null;
  /** The final states, B against A: `created` exists only in B, `deleted` only in A, `updated` differs. */
  final: EntityView[];
  answers: { a: string | null; b: string | null; same: boolean };
}

export interface RunLabel {
  model: string | null;
  task: string | null;
  trial: number | null;
  calls: number;
}

function labelOf(run: OpenedRun): RunLabel {
  const s = (run.header.settings ?? {}) as { model?: string; trial?: number; task?: { id?: string } };
  return { model: s.model ?? null, task: s.task?.id ?? null, trial: typeof s.trial === 'number' ? s.trial : null, calls: run.calls.length };
}

function side(c: CallRecord | undefined): StepSide | null {
  if (!c) return null;
  const content = Array.isArray(c.result?.content) ? c.result.content : [];
  return {
    seq: c.seq, server: c.server, tool: c.tool, args: callArgs(c),
    result: content.map((x) => (typeof x?.text === 'string' ? x.text : JSON.stringify(x))).join('\n'),
    isError: Boolean(c.result?.isError) || Boolean(c.fault),
  };
}

/** JSON paths (`a.b[0]`) where two argument values differ. */
export function differingPaths(a: unknown, b: unknown, at = ''): string[] {
  if (canonicalJson(a ?? null) === canonicalJson(b ?? null)) return [];
  const bothObjects = a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b);
  if (!bothObjects) return [at || '(whole)'];
  const keys = [...new Set([...Object.keys(a as object), ...Object.keys(b as object)])].sort();
  const path = (k: string) => (Array.isArray(a) ? `${at}[${k}]` : at ? `${at}.${k}` : k);
  const has = (o: unknown, k: string) => Object.prototype.hasOwnProperty.call(o, k);
  // A key present on one side only differs, even when the other side holds null.
  return keys.flatMap((k) => (has(a, k) !== has(b, k) ? [path(k)] : differingPaths((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], path(k))));
}

/** What a call did to the state: its server and patch (nothing when the patch is empty). */
function changeOf(c: CallRecord | undefined): unknown {
  return c && Array.isArray(c.patch) && c.patch.length ? [c.server, c.patch] : null;
}

function applyCall(trees: Trees, c: CallRecord | undefined): void {
  if (!c || !Array.isArray(c.patch) || !c.patch.length || !trees[c.server]) return;
  try {
    jsonpatch.applyPatch(trees[c.server], cloneJson(c.patch) as Operation[], false, true);
  } catch {
    // A patch that does not apply leaves the state as it was; replay --verify names such runs.
  }
}

/** B's state against A's, entity by entity, over the servers either run has. */
function stateDiff(a: Trees, b: Trees, servers: string[], kernelsDir?: string): EntityView[] {
  return pairOtherIds(servers.flatMap((s) => entityChanges(s, (a[s] ?? {}) as Record<string, unknown>, (b[s] ?? {}) as Record<string, unknown>, hierarchyOf(s, kernelsDir))));
}

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('['));

/**
 * An entity only in A and one only in B of the same server, type, parent and label are the same
 * entity created under other seeded ids: shown once, with the fields that differ besides the id.
 * Pairs are taken in order, one to one, so the result never depends on anything but the diff.
 */
export function pairOtherIds(changes: EntityView[]): EntityView[] {
  const used = new Set<EntityView>();
  const out: EntityView[] = [];
  for (const d of changes) {
    if (used.has(d)) continue;
    if (d.change !== 'deleted' || d.label === null) {
      out.push(d);
      continue;
    }
    const c = changes.find((x) => !used.has(x) && x.change === 'created' && x.server === d.server && x.type === d.type && x.label === d.label && parentOf(x.path) === parentOf(d.path));
    if (!c) {
      out.push(d);
      continue;
    }
    used.add(c);
    const before = new Map(d.fields.map((f) => [f.field, f.before]));
    const after = new Map(c.fields.map((f) => [f.field, f.after]));
    const fields = [...new Set([...before.keys(), ...after.keys()])].sort()
      .filter((k) => !(before.get(k) === d.id && after.get(k) === c.id))
      .filter((k) => canonicalJson(before.get(k) ?? null) !== canonicalJson(after.get(k) ?? null))
      .map((k) => ({ field: k, before: before.get(k), after: after.get(k) }));
    out.push({ ...c, change: 'updated', otherId: d.id, fields });
  }
  return out.filter((e) => !used.has(e) || e.change !== 'created');
}

const clipLine = (s: string, n = 80) => {
  const flat = s.replace(/\s+/g, ' ');
  return flat.length > n ? `${flat.slice(0, n - 1)}…` : flat;
};

export function compareRuns(a: OpenedRun, b: OpenedRun, opts: { kernelsDir?: string; allowOtherTasks?: boolean } = {}): Comparison {
  const la = labelOf(a);
  const lb = labelOf(b);
  if (!opts.allowOtherTasks && la.task !== lb.task) {
    throw new PersonaError(`${b.dir}: ran task "${lb.task ?? '(none)'}", but ${a.dir} ran "${la.task ?? '(none)'}"; compare two runs of the same task`);
  }
  const servers = [...new Set([...a.header.servers, ...b.header.servers])].sort();
  const ta = cloneJson(a.start) as Trees;
  const tb = cloneJson(b.start) as Trees;
  // Runs that start from different states (another snapshot) diverge before their first step.
  // openRun checked each start tree against its hash, so equal hashes mean equal states.
  const startSame = servers.every((s) => a.header.snapshots[s]?.hash !== undefined && a.header.snapshots[s]?.hash === b.header.snapshots[s]?.hash);
  let divergence: Divergence | null = startSame ? null : {
    step: 0, kind: 'state', what: 'the runs start from different context states', a: null, b: null, state: stateDiff(ta, tb, servers, opts.kernelsDir),
  };
  const steps: AlignedStep[] = [];
  const n = Math.max(a.calls.length, b.calls.length);
  let statesEqual = startSame;
  for (let i = 0; i < n; i += 1) {
    const ca = a.calls[i];
    const cb = b.calls[i];
    applyCall(ta, ca);
    applyCall(tb, cb);
    const sa = side(ca);
    const sb = side(cb);
    const tool = !!sa && !!sb && sa.server === sb.server && sa.tool === sb.tool;
    const args = tool && canonicalJson(sa!.args ?? null) === canonicalJson(sb!.args ?? null);
    const result = args && sa!.result === sb!.result && sa!.isError === sb!.isError;
    // Once the states differ they are compared no further step by step (the final diff says how).
    // Equal states changed by equal patches stay equal; only otherwise are the trees compared.
    if (statesEqual && canonicalJson(changeOf(ca)) !== canonicalJson(changeOf(cb))) {
      const touched = [...new Set([ca?.server, cb?.server].filter((x): x is string => !!x))];
      statesEqual = touched.every((s) => canonicalJson(ta[s] ?? null) === canonicalJson(tb[s] ?? null));
    }
    steps.push({ step: i + 1, a: sa, b: sb, same: { tool, args, result, state: statesEqual } });
    if (divergence) continue;
    const stepNo = i + 1;
    if (!sa || !sb) {
      const longer = sa ? 'A' : 'B';
      const s = (sa ?? sb)!;
      divergence = { step: stepNo, kind: 'length', what: `only run ${longer} has step ${stepNo} (${s.server}/${s.tool}); the other stopped after ${i} call(s)`, a: sa, b: sb };
    } else if (!tool) {
      divergence = { step: stepNo, kind: 'tool', what: `A called ${sa.server}/${sa.tool}, B called ${sb.server}/${sb.tool}`, a: sa, b: sb };
    } else if (!args) {
      const paths = differingPaths(sa.args, sb.args);
      divergence = { step: stepNo, kind: 'args', what: `${sa.server}/${sa.tool} called with other arguments: ${paths.join(', ')}`, a: sa, b: sb, argPaths: paths };
    } else if (!result) {
      divergence = { step: stepNo, kind: 'result', what: `${sa.server}/${sa.tool} with the same arguments returned another result (A: "${clipLine(sa.result)}", B: "${clipLine(sb.result)}")`, a: sa, b: sb };
      if (!statesEqual) divergence.state = stateDiff(ta, tb, servers, opts.kernelsDir);
    } else if (!statesEqual) {
      divergence = { step: stepNo, kind: 'state', what: `${sa.server}/${sa.tool} returned the same result but left another state`, a: sa, b: sb, state: stateDiff(ta, tb, servers, opts.kernelsDir) };
    }
  }
  const answerOf = (r: OpenedRun) => {
    const f = r.records.find((x) => x.type === 'final') as { answer?: unknown } | undefined;
    return f && typeof f.answer === 'string' ? f.answer : null;
  };
  const aa = answerOf(a);
  const ab = answerOf(b);
  return wellFormedDeep({
    a: la, b: lb, steps, divergence,
    final: stateDiff(ta, tb, servers, opts.kernelsDir),
    answers: { a: aa, b: ab, same: aa === ab },
  });
}
