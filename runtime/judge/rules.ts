// The deterministic rule-based judge: what the bundled main job uses, and the fallback when an LLM
// judge's answer cannot be parsed (paper Appendix A.2). It starts from runtime/tasks/check.ts's
// evidence-gated verdict for each checkpoint and refines it in two ways:
//   - a call counts as successful only when its result carries no structured error indicator
//     (`isError`, `"ok": false`, `"success": false`, a non-zero `code`, an `error` field…);
//   - partial credit (the paper's 0.5): the right entity was created or changed but some of its
//     expected values are wrong, or some but not all expected values were returned and reported.
// Scores per checkpoint type:
//   operate create/modify/delete  executor pass 1; created under the expected parent / changed the
//                                 affected entity with some expected values met 0.5; otherwise 0.
//                                 Without exact values the structural match (entity of the type,
//                                 under the parent / the affected one) gives 1.
//   operate other                 1 when a call of the tool succeeded and changed the context, else 0
//   generic/personalized search   each expected value returned by a call of the server and then
//                                 reported: all 1, some 0.5, none 0
//   other                         expected: the same over any call and the final answer; call: the
//                                 call made 1, else 0; state: reached 1, changed with some fields
//                                 right 0.5, else 0
// `exact` marks what the evidence decides outright — an LLM judge never sees those cases: every
// checkpoint without evidence (no call returned a value, nothing changed), every executor verdict
// on exact values, every call and state check, and every value fully returned and reported. What
// is left open — values returned but not reported verbatim (another wording?), a change without
// exact values — goes to the judge with the evidence.
import { unmet } from '../tasks/match.ts';
import { valueAtContextPath } from '../tasks/entities.ts';
import type { SearchEvidence } from '../tasks/evidence.ts';
import { stateVerdict } from '../tasks/check.ts';
import type { ChangesOf } from '../tasks/minefields.ts';
import type { CheckpointResult } from '../tasks/check.ts';
import type { OpenedRun } from '../run/run-folder.ts';
import type { Checkpoint, OperateCheckpoint } from '../tasks/schema.ts';
import type { CheckpointJudge, RuleJudgment, Score } from './types.ts';

/** Bumped whenever a rule changes what it scores: recorded in every score file. */
export const RULES_VERSION = 2;

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
  if (cp.operate_type === 'other') return { score: check.verdict === 'pass' ? 1 : 0, reason: check.reason, by: 'rules', exact: true };
  const ev = check.evidence;
  if (check.verdict === 'pass') return { score: 1, reason: check.reason, by: 'executor', exact: true };
  if (check.verdict === 'judge') {
    // No exact values: the structural target (type, parent, affected entity) is what rules can see.
    // Without any such change there is no evidence to judge: 0, decided.
    return ev?.entity
      ? { score: 1, reason: `${check.reason} (rule-based: the structural target is met)`, by: 'rules', exact: false }
      : { score: 0, reason: check.reason, by: 'rules', exact: true };
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

/** Values returned and reported: all 1, some 0.5, none 0. Open to a judge only where a value was returned but not reported verbatim. */
function valueRule(check: CheckpointResult): RuleJudgment {
  const s = check.values!;
  const score: Score = !s.missing.length ? 1 : s.reported.length ? 0.5 : 0;
  const reason = score === 0.5 ? `reported ${q(s.reported)} but not ${q(s.missing)}${s.unreturned.length ? ` (no call returned ${q(s.unreturned)})` : ''}` : check.reason;
  const open = score < 1 && s.returned.some((r) => !s.reported.includes(r.value));
  return { score, reason, by: 'rules', exact: !open };
}

function otherRule(i: RuleInput, cp: Extract<Checkpoint, { type: 'other' }>): RuleJudgment {
  if (cp.state) {
    const v = stateVerdict(i.changesOf(cp.state.server), cp.state);
    const score: Score = v.verdict === 'pass' ? 1 : v.met > 0 ? 0.5 : 0;
    return { score, reason: score === 0.5 ? `${v.reason} (${v.met} of ${v.fields} expected values met)` : v.reason, by: 'rules', exact: true };
  }
  if (cp.call || !i.check.values) return { score: i.check.verdict === 'pass' ? 1 : 0, reason: i.check.reason, by: 'rules', exact: true };
  return valueRule(i.check);
}

export function ruleJudgment(i: RuleInput): { rule: RuleJudgment; search?: SearchEvidence } {
  const cp = i.checkpoint;
  if (cp.type === 'operate') {
    if (!i.run.header.servers.includes(cp.server)) return { rule: { score: 0, reason: i.check.reason, by: 'rules', exact: true } };
    return { rule: operateRule(i, cp) };
  }
  if (cp.type === 'other') return { rule: otherRule(i, cp), search: i.check.values };
  return { rule: valueRule(i.check), search: i.check.values };
}

/** The rule-based judge as a CheckpointJudge: every checkpoint gets its rule-based score. */
export const ruleBasedJudge: CheckpointJudge = {
  info: { kind: 'rule-based', id: 'rule-based', rulesVersion: RULES_VERSION },
  async judge(cases) {
    return cases.map((c) => ({ score: c.rule.score, reason: c.rule.reason, by: c.rule.by }));
  },
  async close() {},
};
