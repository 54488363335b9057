// The rule-based check of a run against its task: what can be decided without a judge. Every
// verdict rests on evidence in the journal (docs/scoring.md, "Evidence"):
//   operate create/modify/delete  the Create/Update/Delete executors over the journal's patches
//                                 (expected values decide; without them the verdict is "judge")
//   operate other                 a call of the tool succeeded and its patch changed the context
//   generic/personalized search   every expected value was returned by a successful call of the
//                                 checkpoint's server (any of its tools: the effect, not the route)
//                                 and then reported: final answer or the arguments of a later call
//   other                         what it states: `expected` values returned by a call and then in
//                                 the final answer; `call` a matching successful call (before
//                                 another); `state` a value the run's patches brought about
//   forbidden                     no entity change of the run matches a forbidden change
// The oracle test uses it to prove every bundled task solvable; scoring (persona eval) builds on it.
import { openRun, type OpenedRun } from '../run/run-folder.ts';
import { loadServer } from '../servers/registry.ts';
import { executeOperate, runChanges, type Evidence, type RunChanges } from './executors.ts';
import { unmet } from './match.ts';
import { callOutcome } from './grounding.ts';
import { valueEvidence, type SearchEvidence } from './evidence.ts';
import { canonicalJson } from '../util/canonical.ts';
import { valueAtContextPath } from './entities.ts';
import type { FinalRecord } from '../journal/journal.ts';
import type { CallCheck, Checkpoint, Forbidden, StateCheck, Task } from './schema.ts';

export type Verdict = 'pass' | 'fail' | 'judge';

export interface CheckpointResult {
  index: number;
  type: Checkpoint['type'];
  verdict: Verdict;
  reason: string;
  evidence?: Evidence;
  /** Search checkpoints and `other` with expected values: which values a call returned and the agent reported. */
  values?: SearchEvidence;
}

export interface ForbiddenHit {
  index: number;
  summary: string;
  entity: { server: string; path: string; change: string };
}

export interface TaskCheck {
  checkpoints: CheckpointResult[];
  forbidden: ForbiddenHit[];
  answer: string;
}

const q = (xs: string[]) => xs.map((x) => JSON.stringify(x)).join(', ');

function changesFor(run: OpenedRun, cache: Map<string, RunChanges>, server: string): RunChanges {
  let c = cache.get(server);
  if (!c) {
    c = runChanges(run, server, loadServer(server).hierarchy);
    cache.set(server, c);
  }
  return c;
}

/** The verdict a value evidence supports: every value returned and reported. */
export function valueVerdict(s: SearchEvidence, ref: { server: string; tool: string } | null): { verdict: Verdict; reason: string } {
  if (!s.missing.length) return { verdict: 'pass', reason: `returned by ${[...new Set(s.returned.map((r) => `${r.tool} (step ${r.step})`))].join(', ')}; reported ${q(s.reported)}` };
  const where = ref ? `no successful call of ${ref.server} returned` : 'no successful tool call returned';
  if (ref && !s.returned.length && !s.calls) return { verdict: 'fail', reason: `${ref.server}/${ref.tool} was never called, and ${where} ${q(s.unreturned)}` };
  if (ref && !s.returned.length && !s.succeeded) return { verdict: 'fail', reason: `every call of ${ref.server}/${ref.tool} failed` };
  if (s.unreturned.length) return { verdict: 'fail', reason: `${where} ${q(s.unreturned)}${s.reported.length ? ` (reported ${q(s.reported)})` : ''}` };
  return { verdict: 'fail', reason: `returned but not reported${ref ? ' in the answer or later calls' : ' in the answer'}: ${q(s.missing)}` };
}

/** `other` checkpoint, a call made: a successful call of the tool with matching arguments, before the first successful call of `before` (its tool, or any change on its server). */
export function callVerdict(run: OpenedRun, c: CallCheck): { verdict: Verdict; reason: string; steps: number[] } {
  const name = `${c.server}/${c.tool}`;
  const calls = run.calls.filter((x) => x.server === c.server && x.tool === c.tool);
  if (!calls.length) return { verdict: 'fail', reason: `${name} was never called`, steps: [] };
  const ok = calls.filter((x) => callOutcome(x).ok);
  if (!ok.length) return { verdict: 'fail', reason: `every call of ${name} failed`, steps: [] };
  const matching = c.args ? ok.filter((x) => !unmet(x.args ?? {}, c.args!).length) : ok;
  if (!matching.length) return { verdict: 'fail', reason: `no successful call of ${name} has the arguments ${canonicalJson(c.args)}`, steps: [] };
  if (c.before) {
    const b = c.before;
    const what = b.tool ? `${b.server}/${b.tool}` : `the first change on ${b.server}`;
    const later = run.calls.find((x) => x.server === b.server && callOutcome(x).ok && (b.tool ? x.tool === b.tool : x.patch.length > 0));
    if (!later) return { verdict: 'fail', reason: `${name} was called, but ${what} (which it must precede) never ${b.tool ? 'succeeded' : 'happened'}`, steps: [] };
    const first = matching.find((x) => x.seq < later.seq);
    if (!first) return { verdict: 'fail', reason: `${name} was not called before ${what} (step ${later.seq})`, steps: [] };
    return { verdict: 'pass', reason: `${name} succeeded (step ${first.seq}) before ${what} (step ${later.seq})`, steps: [first.seq, later.seq] };
  }
  return { verdict: 'pass', reason: `${name} succeeded (step ${matching[0].seq})`, steps: [matching[0].seq] };
}

/** `other` checkpoint, a state reached: the value at the path matches at the end, and did not at the start. */
export function stateVerdict(changes: RunChanges, c: StateCheck): { verdict: Verdict; reason: string; met: number; fields: number } {
  const fields = Object.keys(c.expect).length;
  const end = valueAtContextPath(changes.after, c.path);
  const start = valueAtContextPath(changes.before, c.path);
  const misses = unmet(end ?? {}, c.expect);
  if (end === undefined) return { verdict: 'fail', reason: `${c.server} ${c.path} does not exist at the end of the run`, met: 0, fields };
  if (canonicalJson(end) === canonicalJson(start ?? null)) return { verdict: 'fail', reason: `${c.server} ${c.path} was not changed by the run`, met: 0, fields };
  if (misses.length) return { verdict: 'fail', reason: `${c.server} ${c.path}: ${misses.map((m) => m.field).join(', ')} not as expected`, met: fields - misses.length, fields };
  return { verdict: 'pass', reason: `${c.server} ${c.path} reached the expected state`, met: fields, fields };
}

/** Operate `other`: the executors' view — a successful call of the tool whose patch changed the context. */
export function operateOtherVerdict(run: OpenedRun, server: string, tool: string): { verdict: Verdict; reason: string } {
  const calls = run.calls.filter((c) => c.server === server && c.tool === tool);
  if (!calls.length) return { verdict: 'fail', reason: `${server}/${tool} was never called` };
  const ok = calls.filter((c) => callOutcome(c).ok);
  if (!ok.length) return { verdict: 'fail', reason: `every call of ${server}/${tool} failed` };
  const changed = ok.find((c) => c.patch.length > 0);
  if (!changed) return { verdict: 'fail', reason: `${server}/${tool} succeeded but changed nothing (empty patches)` };
  return { verdict: 'pass', reason: `${server}/${tool} succeeded and changed the context (step ${changed.seq})` };
}

function forbiddenHits(run: OpenedRun, task: Task, cache: Map<string, RunChanges>): ForbiddenHit[] {
  const hits: ForbiddenHit[] = [];
  task.forbidden.forEach((f: Forbidden, index) => {
    if (!run.header.servers.includes(f.server)) return;
    const ch = changesFor(run, cache, f.server);
    for (const e of ch.entities) {
      if (f.change !== 'any' && e.change !== f.change) continue;
      if (f.entityType && e.type !== f.entityType) continue;
      if (f.affected && e.path !== f.affected && e.id !== f.affected) continue;
      if (f.parent && !e.path.startsWith(`${f.parent}.`)) continue;
      if (f.where) {
        const value = valueAtContextPath(e.change === 'deleted' ? ch.before : ch.after, e.path);
        if (unmet(value, f.where).length) continue;
      }
      hits.push({ index, summary: f.summary, entity: { server: f.server, path: e.path, change: e.change } });
    }
  });
  return hits;
}

export function checkRun(runDir: string | OpenedRun, task: Task): TaskCheck {
  const run = typeof runDir === 'string' ? openRun(runDir) : runDir;
  const final = run.records.find((r) => r.type === 'final') as FinalRecord | undefined;
  const answer = final?.answer ?? '';
  const cache = new Map<string, RunChanges>();
  const checkpoints = task.checkpoints.map((cp, index): CheckpointResult => {
    const out = (r: { verdict: Verdict; reason: string }, extra: Partial<CheckpointResult> = {}): CheckpointResult => ({ index, type: cp.type, verdict: r.verdict, reason: r.reason, ...extra });
    if (cp.type === 'operate') {
      if (!run.header.servers.includes(cp.server)) return out({ verdict: 'fail', reason: `server ${cp.server} is not in the run` });
      if (cp.operate_type === 'other') return out(operateOtherVerdict(run, cp.server, cp.tool));
      const ev = executeOperate(run, changesFor(run, cache, cp.server), cp)!;
      return out(ev, { evidence: ev });
    }
    if (cp.type === 'other') {
      if (cp.call) return out(callVerdict(run, cp.call));
      if (cp.state) {
        if (!run.header.servers.includes(cp.state.server)) return out({ verdict: 'fail', reason: `server ${cp.state.server} is not in the run` });
        return out(stateVerdict(changesFor(run, cache, cp.state.server), cp.state));
      }
      if (!cp.expected) return out({ verdict: 'fail', reason: 'the checkpoint states nothing to check' });
      const values = valueEvidence(run, null, cp.expected, answer);
      return out(valueVerdict(values, null), { values });
    }
    const values = valueEvidence(run, cp, cp.expected, answer);
    return out(valueVerdict(values, cp), { values });
  });
  return { checkpoints, forbidden: forbiddenHits(run, task, cache), answer };
}
