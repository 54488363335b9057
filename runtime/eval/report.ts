// Text for people: one block per scored run (its scores and, per checkpoint, why) and a summary per
// model and setting. Pure functions of the scores, so the text is as reproducible as the scores.
import { costSummaryLines } from './cost.ts';
import { groupScores, summarize } from './aggregate.ts';
import { variantLabel, type RunScore } from './score.ts';
import type { DamageReport } from '../tasks/minefields.ts';

export const pct = (v: number | null) => (v === null ? '–' : (Math.round(v * 10000) / 100).toFixed(2));
const ci = (c: [number, number] | null) => (c ? `[${pct(c[0])}, ${pct(c[1])}]` : '');

function damageLine(d: DamageReport): string {
  return `${d.change} ${d.type} ${d.path}${d.label ? ` "${d.label}"` : ''} on ${d.server}${d.steps.length ? ` (step ${d.steps.join(', ')})` : ''}`;
}

function variantSuffix(s: RunScore): string {
  const v = variantLabel(s.variant);
  return v ? ` [${v}]` : '';
}

export function formatRun(s: RunScore): string {
  const lines = [
    `${s.model}${variantSuffix(s)} ${s.task} trial-${s.trial}  [${s.category}]  ${s.status}, ${s.calls} calls`,
    `  Acc ${pct(s.acc)}${s.penalized && s.acc !== s.checkpointAcc ? ` (checkpoints ${pct(s.checkpointAcc)}, zeroed by a minefield)` : ''}  Exec-Acc ${pct(s.execAcc)}  ${s.success ? 'success' : 'not a success'} at 0.8`,
  ];
  for (const c of s.checkpoints) {
    const exec = c.exec !== undefined && c.exec !== c.score ? ` exec ${c.exec}` : '';
    lines.push(`  [${c.index}] ${c.type.padEnd(19)} ${String(c.score).padEnd(3)}${exec} ${c.by}: ${c.reason}`);
  }
  if (s.minefields.tripped) {
    lines.push('  MINEFIELD tripped:');
    for (const f of s.minefields.forbidden) lines.push(`    forbidden #${f.index} "${f.summary}": ${damageLine(f)}`);
    for (const d of s.minefields.collateral) lines.push(`    collateral damage: ${damageLine(d)}`);
  }
  return lines.join('\n') + '\n';
}

export function formatSummary(scores: RunScore[]): string {
  const lines = ['summary (mean over tasks; trials averaged per task; 95 % bootstrap intervals over tasks)'];
  for (const g of groupScores(scores)) {
    const s = summarize(g.scores);
    const trials = s.trials.min === s.trials.max ? `${s.trials.max}` : `${s.trials.min}-${s.trials.max}`;
    lines.push(`  ${g.label}: ${s.tasks} tasks × ${trials} trial(s)`);
    lines.push(`    Acc ${pct(s.acc)} ${ci(s.accCI)}  SR-0.8 ${pct(s.sr)} ${ci(s.srCI)}  Exec-Acc ${pct(s.execAcc)} ${ci(s.execCI)}`);
    const passK = s.passK.map((v, i) => `pass^${i + 1} ${pct(v)}`).join('  ');
    lines.push(`    ${passK}${s.flipRate !== null ? `  flip rate ${pct(s.flipRate)}` : ''}  minefields tripped in ${s.minefieldRuns} of ${s.runs} run(s)`);
    lines.push(...costSummaryLines(g.scores));
  }
  return lines.join('\n') + '\n';
}
