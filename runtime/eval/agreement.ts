// Judge–human agreement (the paper's Table 7): people score checkpoints of scored runs by hand
// (paper Appendix B.2.2), and a checkpoint is misaligned when the judge's stored score differs
// from the person's. Reported per category (or per server set, or per task) with the overall row.
//
// The labels file (JSON):
//   { "format": "mcp-persona/human-labels", "version": 1,
//     "annotator": "who labelled", "guide": "what they followed (optional)",
//     "runs": "which runs were labelled (optional)",
//     "labels": [ { "model": "naive", "task": "lark-cancel-coffee", "trial": 1,
//                   "checkpoint": 0, "score": 0, "note": "why (optional)",
//                   "setting": "tools=all" } ] }
// `checkpoint` is the 0-based index in the task's `checkpoints` (as in score files); `score` is
// 0, 0.5 or 1; `setting` names a run setting other than the main one, as the tables print it
// (optional; default the main setting). Each checkpoint is labelled at most once.
import { readFileSync, existsSync } from 'node:fs';
import { z } from 'zod';
import { PersonaError } from '../util/errors.ts';
import { CATEGORIES } from '../tasks/schema.ts';
import { variantLabel, type RunScore } from './score.ts';
import type { Table } from './tables.ts';

export const LABELS_FORMAT = 'mcp-persona/human-labels';

const Label = z.object({
  model: z.string().min(1),
  task: z.string().min(1),
  trial: z.number().int().min(1),
  checkpoint: z.number().int().min(0),
  score: z.union([z.literal(0), z.literal(0.5), z.literal(1)]),
  note: z.string().optional(),
  setting: z.string().optional(),
}).strict();

const LabelsFile = z.object({
  format: z.literal(LABELS_FORMAT),
  version: z.literal(1),
  annotator: z.string().min(1),
  guide: z.string().optional(),
  /** Which runs were labelled (documentation). */
  runs: z.string().optional(),
  labels: z.array(Label).min(1),
}).strict();

export type HumanLabel = z.infer<typeof Label>;
export type HumanLabels = z.infer<typeof LabelsFile>;

export function readHumanLabels(file: string): HumanLabels {
  if (!existsSync(file)) throw new PersonaError(`${file}: labels file not found`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new PersonaError(`${file}: not JSON (${(e as Error).message})`);
  }
  const r = LabelsFile.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new PersonaError(`${file}: field ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const seen = new Set<string>();
  r.data.labels.forEach((l, i) => {
    const key = JSON.stringify([l.model, l.setting ?? '', l.task, l.trial, l.checkpoint]);
    if (seen.has(key)) throw new PersonaError(`${file}: field labels.${i}: checkpoint ${l.checkpoint} of ${l.model} ${l.task} trial ${l.trial} is labelled twice`);
    seen.add(key);
  });
  return r.data;
}

export type AgreementBy = 'category' | 'servers' | 'task';
export const AGREEMENT_BY: readonly AgreementBy[] = ['category', 'servers', 'task'];

export interface Disagreement {
  model: string;
  task: string;
  trial: number;
  checkpoint: number;
  human: number;
  judge: number;
  judgeReason: string;
  note?: string;
}

export interface AgreementGroup {
  group: string;
  misaligned: number;
  total: number;
  ratio: number;
}

export interface AgreementReport {
  judge: string;
  annotator: string;
  by: AgreementBy;
  groups: AgreementGroup[];
  overall: AgreementGroup;
  disagreements: Disagreement[];
}

const title = (s: string) => (s === 'xiaohongshu' ? 'Rednote' : s === 'email163' ? 'Email163' : s.charAt(0).toUpperCase() + s.slice(1));

function groupOf(s: RunScore, by: AgreementBy): string {
  if (by === 'task') return s.task;
  if (by === 'servers') return s.servers.map(title).join('_');
  return s.category;
}

export function agreement(labels: HumanLabels, scores: RunScore[], opts: { file: string; judge: string; by: AgreementBy }): AgreementReport {
  const byRun = new Map(scores.map((s) => [JSON.stringify([s.model, variantLabel(s.variant), s.task, s.trial]), s]));
  const counts = new Map<string, { misaligned: number; total: number }>();
  const disagreements: Disagreement[] = [];
  labels.labels.forEach((l, i) => {
    const s = byRun.get(JSON.stringify([l.model, l.setting ?? '', l.task, l.trial]));
    if (!s) throw new PersonaError(`${opts.file}: field labels.${i}: no scored run of ${l.model}${l.setting ? ` [${l.setting}]` : ''} on ${l.task} trial ${l.trial} among the given scores`);
    const cp = s.checkpoints.find((c) => c.index === l.checkpoint);
    if (!cp) throw new PersonaError(`${opts.file}: field labels.${i}.checkpoint: task ${l.task} has checkpoints 0-${s.checkpoints.length - 1}`);
    const g = groupOf(s, opts.by);
    const c = counts.get(g) ?? { misaligned: 0, total: 0 };
    c.total += 1;
    if (cp.score !== l.score) {
      c.misaligned += 1;
      disagreements.push({ model: l.model, task: l.task, trial: l.trial, checkpoint: l.checkpoint, human: l.score, judge: cp.score, judgeReason: cp.reason, ...(l.note ? { note: l.note } : {}) });
    }
    counts.set(g, c);
  });
  const order = (a: string, b: string) => {
    if (opts.by === 'category') return CATEGORIES.indexOf(a as (typeof CATEGORIES)[number]) - CATEGORIES.indexOf(b as (typeof CATEGORIES)[number]);
    return a < b ? -1 : a > b ? 1 : 0;
  };
  const groups = [...counts.entries()].sort(([a], [b]) => order(a, b)).map(([group, c]) => ({ group, ...c, ratio: c.misaligned / c.total }));
  const misaligned = groups.reduce((n, g) => n + g.misaligned, 0);
  const total = groups.reduce((n, g) => n + g.total, 0);
  disagreements.sort((a, b) => (a.model < b.model ? -1 : a.model > b.model ? 1 : a.task < b.task ? -1 : a.task > b.task ? 1 : a.trial - b.trial || a.checkpoint - b.checkpoint));
  return { judge: opts.judge, annotator: labels.annotator, by: opts.by, groups, overall: { group: 'Overall', misaligned, total, ratio: total ? misaligned / total : 0 }, disagreements };
}

export function table7(r: AgreementReport): Table {
  const head = { category: 'Task Category', servers: 'Servers', task: 'Task' }[r.by];
  return {
    id: '7',
    title: `Table 7: checkpoints where the ${r.judge} judge and the human labels (${r.annotator}) disagree`,
    columns: [head, 'Misaligned Ckpt', 'Total Ckpt', 'Ratio (%)'],
    rows: [...r.groups, r.overall].map((g) => [g.group, String(g.misaligned), String(g.total), g.ratio]),
    notes: [`Alignment ${((1 - r.overall.ratio) * 100).toFixed(2)} % over ${r.overall.total} labelled checkpoints.`],
  };
}
