// The rule-based check of a run against its task: what can be decided without a judge.
//   operate create/modify/delete  the Create/Update/Delete executors over the journal's patches
//                                 (expected values decide; without them the verdict is "judge")
//   operate other                 the tool was called and did not fail
//   generic/personalized search   the tool was called, and every expected value appears in the
//                                 agent's output: its final answer or the arguments of a later call
//   other                         expected values in the final answer, else "judge"
//   forbidden                     no entity change of the run matches a forbidden change
// The oracle test uses it to prove every bundled task solvable; scoring (persona eval) builds on it.
import { openRun, type OpenedRun } from '../run/run-folder.ts';
import { loadServer } from '../servers/registry.ts';
import { executeOperate, runChanges, type Evidence, type RunChanges } from '../eval/executors.ts';
import { unmet } from '../eval/match.ts';
import { valueAtContextPath } from './entities.ts';
import type { FinalRecord } from '../journal/journal.ts';
import type { Checkpoint, Forbidden, Task } from './schema.ts';

export type Verdict = 'pass' | 'fail' | 'judge';

export interface CheckpointResult {
  index: number;
  type: Checkpoint['type'];
  verdict: Verdict;
  reason: string;
  evidence?: Evidence;
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

const lower = (s: string) => s.toLowerCase();

function changesFor(run: OpenedRun, cache: Map<string, RunChanges>, server: string): RunChanges {
  let c = cache.get(server);
  if (!c) {
    c = runChanges(run, server, loadServer(server).hierarchy);
    cache.set(server, c);
  }
  return c;
}

/**
 * Which expected values the agent reported after step `afterSeq`: in its final answer or in the
 * arguments of a later call (case-insensitive). Shared with the scoring's search evidence.
 */
export function reportedValues(run: OpenedRun, afterSeq: number, expected: string[], answer: string): { reported: string[]; missing: string[] } {
  const outputs = [answer, ...run.calls.filter((c) => c.seq > afterSeq).map((c) => JSON.stringify(c.args))].map(lower);
  const reported = expected.filter((v) => outputs.some((o) => o.includes(lower(v))));
  return { reported, missing: expected.filter((v) => !reported.includes(v)) };
}

function checkSearch(run: OpenedRun, cp: Extract<Checkpoint, { expected: string[] }> & { server: string; tool: string }, answer: string): { verdict: Verdict; reason: string } {
  const calls = run.calls.filter((c) => c.server === cp.server && c.tool === cp.tool);
  if (!calls.length) return { verdict: 'fail', reason: `${cp.server}/${cp.tool} was never called` };
  const ok = calls.filter((c) => !c.result.isError);
  if (!ok.length) return { verdict: 'fail', reason: `every call of ${cp.server}/${cp.tool} failed` };
  const { missing } = reportedValues(run, ok[0].seq, cp.expected, answer);
  if (missing.length) return { verdict: 'fail', reason: `not in the answer or later calls: ${missing.map((m) => JSON.stringify(m)).join(', ')}` };
  return { verdict: 'pass', reason: `${cp.tool} called; ${cp.expected.map((m) => JSON.stringify(m)).join(', ')} reported` };
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
    if (cp.type === 'operate') {
      if (!run.header.servers.includes(cp.server)) return { index, type: cp.type, verdict: 'fail', reason: `server ${cp.server} is not in the run` };
      if (cp.operate_type === 'other') {
        const calls = run.calls.filter((c) => c.server === cp.server && c.tool === cp.tool);
        if (!calls.length) return { index, type: cp.type, verdict: 'fail', reason: `${cp.server}/${cp.tool} was never called` };
        if (calls.every((c) => c.result.isError)) return { index, type: cp.type, verdict: 'fail', reason: `every call of ${cp.server}/${cp.tool} failed` };
        return { index, type: cp.type, verdict: 'pass', reason: `${cp.server}/${cp.tool} called successfully` };
      }
      const ev = executeOperate(run, changesFor(run, cache, cp.server), cp)!;
      return { index, type: cp.type, verdict: ev.verdict, reason: ev.reason, evidence: ev };
    }
    if (cp.type === 'other') {
      if (!cp.expected) return { index, type: cp.type, verdict: 'judge', reason: 'no exact value: the judge decides from the log' };
      const missing = cp.expected.filter((v) => !lower(answer).includes(lower(v)));
      return missing.length
        ? { index, type: cp.type, verdict: 'fail', reason: `not in the answer: ${missing.map((m) => JSON.stringify(m)).join(', ')}` }
        : { index, type: cp.type, verdict: 'pass', reason: 'every expected value is in the answer' };
    }
    return { index, type: cp.type, ...checkSearch(run, cp, answer) };
  });
  return { checkpoints, forbidden: forbiddenHits(run, task, cache), answer };
}
