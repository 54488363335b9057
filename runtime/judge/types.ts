// What every checkpoint judge produces: a score in {0, 0.5, 1} (paper §3.4, Appendix A.2) with the
// reason, and who decided it.
import type { Checkpoint, Task } from '../tasks/schema.ts';
import type { Evidence } from '../tasks/executors.ts';
import type { SearchEvidence, LoggedCall } from '../tasks/evidence.ts';
import type { MinefieldReport } from '../tasks/minefields.ts';

export type Score = 0 | 0.5 | 1;
export const SCORES: readonly Score[] = [0, 0.5, 1];

/**
 * Who decided a checkpoint's score:
 *   executor        the Create/Update/Delete executors, against the checkpoint's exact values
 *   rules           the rule-based judge (calls, structured error indicators, reported values)
 *   judge           the LLM judge
 *   rules-fallback  the LLM judge's answer could not be parsed; the rule-based judge decided
 */
export type DecidedBy = 'executor' | 'rules' | 'judge' | 'rules-fallback';

export interface Judgment {
  score: Score;
  reason: string;
  by: DecidedBy;
}

/** The rule-based reading of one checkpoint; `exact` when the checkpoint's exact values decide it outright. */
export interface RuleJudgment extends Judgment {
  exact: boolean;
}

/** Everything a judge may look at for one checkpoint of one run. */
export interface CheckpointCase {
  task: Task;
  index: number;
  checkpoint: Checkpoint;
  answer: string;
  status: string;
  /** Executor evidence (operate create/modify/delete). */
  executor?: Evidence;
  /** Reported values (search checkpoints). */
  search?: SearchEvidence;
  calls: LoggedCall[];
  minefields: MinefieldReport;
  rule: RuleJudgment;
}

/** Describes the judge in score files (and picks their name). */
export interface JudgeInfo {
  kind: 'rule-based' | 'llm';
  /** File-name-safe id: `rule-based`, or `judge-<model>`. */
  id: string;
  model?: string;
  provider?: string;
  temperature?: number | null;
  promptVersion?: number;
  rulesVersion: number;
}

export interface CheckpointJudge {
  info: JudgeInfo;
  /** Scores the cases, in order. Only cases that are not `rule.exact` are passed to an LLM judge. */
  judge(cases: CheckpointCase[], onProgress?: (done: number, total: number) => void): Promise<Judgment[]>;
  close(): Promise<void>;
}
