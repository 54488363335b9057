// The deterministic rule-based judge: what the bundled main job uses, and the fallback when an LLM
// judge's answer cannot be parsed (paper Appendix A.2). It starts from runtime/tasks/check.ts's
// verdict for each checkpoint and refines it in two ways:
//   - a call counts as successful only when its result carries no structured error indicator
//     (`isError`, `"ok": false`, `"success": false`, a non-zero `code`, an `error` field…);
//   - partial credit (the paper's 0.5): the right entity was created or changed but some of its
//     expected values are wrong, or some but not all expected values were reported.
// Scores per checkpoint type:
//   operate create/modify/delete  executor pass 1; created under the expected parent / changed the
//                                 affected entity with some expected values met 0.5; otherwise 0.
//                                 Without exact values the structural match (entity of the type,
//                                 under the parent / the affected one) gives 1.
//   operate other                 1 when a call of the tool succeeded, else 0
//   generic/personalized search   tool never succeeded 0; all expected values reported 1, some 0.5
//   other                         expected values in the final answer: all 1, some 0.5, none 0;
//                                 without them (log-based): answered with no failed call 1,
//                                 answered with failed calls 0.5, no answer 0
import { unmet } from '../eval/match.ts';
import { valueAtContextPath } from '../tasks/entities.ts';
import { callOutcome, searchEvidence, type SearchEvidence } from '../eval/evidence.ts';
import type { ChangesOf } from '../eval/minefields.ts';
import type { CheckpointResult } from '../tasks/check.ts';
import type { OpenedRun } from '../run/run-folder.ts';
import type { Checkpoint, OperateCheckpoint } from '../tasks/schema.ts';
import type { CheckpointJudge, RuleJudgment } from './types.ts';

/** Bumped whenever a rule changes what it scores: recorded in every score file. */
export const RULES_VERSION = 1;

const q = (xs: string[]) => xs.map((x) => JSON.stringify(x)).join(', ');

export interface RuleInput {
  run: OpenedRun;
  checkpoint: Checkpoint;
  check: CheckpointResult;
  answer: string;
  status: string;
  changesOf: ChangesOf;
}

function operateRule(i: RuleInput, cp: OperateCheckpoint): RuleJudgment {
  const { check } = i;
  if (cp.operate_type === 'other') {
    const calls = i.run.calls.filter((c) => c.server === cp.server && c.tool === cp.tool);
    if (!calls.length) return { score: 0, reason: `${cp.server}/${cp.tool} was never called`, by: 'rules', exact: false };
    const ok = calls.filter((c) => callOutcome(c).ok);
    if (!ok.length) return { score: 0, reason: `every call of ${cp.server}/${cp.tool} failed (${callOutcome(calls[calls.length - 1]).reason})`, by: 'rules', exact: false };
    return { score: 1, reason: `${cp.server}/${cp.tool} succeeded (step ${ok[0].seq})`, by: 'rules', exact: false };
  }
  const ev = check.evidence;
  if (check.verdict === 'pass') return { score: 1, reason: check.reason, by: 'executor', exact: true };
  if (check.verdict === 'judge') {
    // No exact values: the structural target (type, parent, affected entity) is what rules can see.
    return ev?.entity
      ? { score: 1, reason: `${check.reason} (rule-based: the structural target is met)`, by: 'rules', exact: false }
      : { score: 0, reason: check.reason, by: 'rules', exact: false };
  }
  // Half credit: the change happened at the right place — the parent a creation must go under, or
  // the affected entity — and some of its expected values hold. Where the place itself is an
  // expected value (a DM checkpoint names only the entity type and expects the recipient), a miss
  // may be the wrong recipient, so no half credit.
  const pinned = cp.operate_type === 'create' ? cp.parent !== undefined : cp.affected !== undefined;
  if (ev?.entity && cp.expect && cp.operate_type !== 'delete' && pinned) {
    const value = cp.operate_type === 'create' ? ev.value : valueAtContextPath(i.changesOf(cp.server).after, ev.entity.path);
    const fields = Object.keys(cp.expect).length;
    const misses = unmet(value, cp.expect).length;
    if (misses < fields) return { score: 0.5, reason: `${check.reason} (${fields - misses} of ${fields} expected values met)`, by: 'executor', exact: true };
  }
  // Nothing of the kind changed, or the wrong entity: no judge can read more into the journal.
  return { score: 0, reason: check.reason, by: 'executor', exact: true };
}

function searchRule(i: RuleInput, cp: Extract<Checkpoint, { expected: string[] }> & { server: string; tool: string }): { rule: RuleJudgment; search: SearchEvidence } {
  const s = searchEvidence(i.run, cp.server, cp.tool, cp.expected, i.answer);
  const rule = (score: 0 | 0.5 | 1, reason: string): { rule: RuleJudgment; search: SearchEvidence } => ({ rule: { score, reason, by: 'rules', exact: false }, search: s });
  if (!s.calls) return rule(0, `${cp.server}/${cp.tool} was never called`);
  if (!s.succeeded) return rule(0, `every call of ${cp.server}/${cp.tool} failed`);
  if (!s.missing.length) return rule(1, `${cp.tool} succeeded; reported ${q(s.reported)}`);
  if (s.reported.length) return rule(0.5, `${cp.tool} succeeded; reported ${q(s.reported)} but not ${q(s.missing)}`);
  return rule(0, `${cp.tool} succeeded, but the answer and later calls report none of ${q(s.missing)}`);
}

function otherRule(i: RuleInput, cp: Extract<Checkpoint, { type: 'other' }>): RuleJudgment {
  if (cp.expected) {
    const answer = i.answer.toLowerCase();
    const found = cp.expected.filter((v) => answer.includes(v.toLowerCase()));
    const missing = cp.expected.filter((v) => !found.includes(v));
    if (!missing.length) return { score: 1, reason: `the answer states ${q(found)}`, by: 'rules', exact: false };
    return { score: found.length ? 0.5 : 0, reason: `not in the answer: ${q(missing)}${found.length ? ` (states ${q(found)})` : ''}`, by: 'rules', exact: false };
  }
  // Log-based evaluation (Appendix B.2.2 "Other"): did the run end with an answer, without failed calls?
  if (i.status !== 'answered') return { score: 0, reason: `the run did not end with an answer (${i.status})`, by: 'rules', exact: false };
  const failed = i.run.calls.filter((c) => !callOutcome(c).ok);
  if (failed.length) return { score: 0.5, reason: `answered, but ${failed.length} tool call(s) failed (steps ${failed.map((c) => c.seq).join(', ')})`, by: 'rules', exact: false };
  return { score: 1, reason: 'answered, and every tool call succeeded (log-based)', by: 'rules', exact: false };
}

export function ruleJudgment(i: RuleInput): { rule: RuleJudgment; search?: SearchEvidence } {
  const cp = i.checkpoint;
  if (cp.type === 'operate') {
    if (!i.run.header.servers.includes(cp.server)) return { rule: { score: 0, reason: i.check.reason, by: 'rules', exact: true } };
    return { rule: operateRule(i, cp) };
  }
  if (cp.type === 'other') return { rule: otherRule(i, cp) };
  return searchRule(i, cp);
}

/** The rule-based judge as a CheckpointJudge: every checkpoint gets its rule-based score. */
export const ruleBasedJudge: CheckpointJudge = {
  info: { kind: 'rule-based', id: 'rule-based', rulesVersion: RULES_VERSION },
  async judge(cases) {
    return cases.map((c) => ({ score: c.rule.score, reason: c.rule.reason, by: c.rule.by }));
  },
  async close() {},
};
