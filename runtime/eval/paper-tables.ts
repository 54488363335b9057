// The paper's tables from stored run scores. Each ablation table compares runs that differ from
// the main setting (runtime/eval/score.ts DEFAULT_VARIANT) in its own option only, read from the
// run headers' settings:
//   Table 5  --skills        Lark subset (tasks using Lark) and Rednote subset (tasks using
//                            Xiaohongshu): Vanilla / + <file> Skills / + Our Skills
//   Table 6  --tools         All Tools (every server) / Selected Tools (the task's servers)
//   Table 9  --context, --distractors   Only Necessary Context / Full Context / With Context Distractors
// A table appears when runs of its option exist. Table 3 has a row per model and setting, so no
// run is left out; its main-setting rows carry the bare model name.
import { DEFAULT_VARIANT, variantLabel, type RunScore, type RunVariant } from './score.ts';
import { groupScores, summarize, type Summary } from './aggregate.ts';
import { settingsTable, table3, type Cell, type SettingCell, type Table } from './tables.ts';
import { costTable } from './cost.ts';

type Dimension = 'skills' | 'tools' | 'context';

/** Which ablation a variant belongs to, or null when it differs in more than one option (or in none). */
function dimensionOf(v: RunVariant): Dimension | null {
  const differs = (Object.keys(DEFAULT_VARIANT) as (keyof RunVariant)[]).filter((k) => v[k] !== DEFAULT_VARIANT[k]);
  if (differs.length === 0) return null;
  if (differs.every((k) => k === 'context' || k === 'distractors')) return 'context';
  if (differs.length === 1 && (differs[0] === 'skills' || differs[0] === 'tools')) return differs[0];
  return null;
}

const isMain = (v: RunVariant) => variantLabel(v) === '';

function cellOf(scores: RunScore[]): SettingCell {
  if (!scores.length) return { acc: null, execAcc: null };
  const s = summarize(scores);
  return { acc: s.acc, execAcc: s.execAcc };
}

/** Settings of one ablation present in the scores (main setting included when present), in display order. */
function settingsOf(scores: RunScore[], dim: Dimension): { key: string; label: string; matches: (v: RunVariant) => boolean }[] {
  const variants = scores.map((s) => s.variant).filter((v) => isMain(v) || dimensionOf(v) === dim);
  if (dim === 'tools') {
    return [
      { key: 'all', label: 'All Tools', matches: (v: RunVariant) => v.tools === 'all' },
      { key: 'task', label: 'Selected Tools', matches: (v: RunVariant) => v.tools === 'task' },
    ].filter((s) => variants.some(s.matches));
  }
  if (dim === 'skills') {
    const files = [...new Set(variants.map((v) => v.skills).filter((k) => k !== 'none' && k !== 'ours'))].sort();
    return [
      { key: 'none', label: 'Vanilla', matches: (v: RunVariant) => v.skills === 'none' },
      ...files.map((f) => ({ key: f, label: `+ ${f.replace(/^file:/, '').replace(/\.md$/i, '')}`, matches: (v: RunVariant) => v.skills === f })),
      { key: 'ours', label: '+ Our Skills', matches: (v: RunVariant) => v.skills === 'ours' },
    ].filter((s) => variants.some(s.matches));
  }
  const counts = [...new Set(variants.map((v) => v.distractors).filter((d) => d > 0))].sort((a, b) => a - b);
  const out = [
    { key: 'necessary', label: 'Only Necessary Context', matches: (v: RunVariant) => v.context === 'necessary' && v.distractors === 0 },
    { key: 'all', label: 'Full Context', matches: (v: RunVariant) => v.context === 'all' && v.distractors === 0 },
  ];
  for (const context of ['necessary', 'all']) {
    for (const n of counts) {
      const base = counts.length === 1 ? 'With Context Distractors' : `With ${n} Distractors`;
      out.push({ key: `${context}+${n}`, label: context === 'necessary' ? `${base} (necessary only)` : base, matches: (v: RunVariant) => v.context === context && v.distractors === n });
    }
  }
  return out.filter((s) => variants.some(s.matches));
}

function ablationTable(scores: RunScore[], dim: Dimension): Table | null {
  if (!scores.some((s) => dimensionOf(s.variant) === dim)) return null;
  const inScope = scores.filter((s) => isMain(s.variant) || dimensionOf(s.variant) === dim);
  const settings = settingsOf(inScope, dim);
  const models = [...new Set(inScope.map((s) => s.model))].sort();
  const subsets = dim === 'skills'
    ? [{ label: 'Lark Subset', server: 'lark' }, { label: 'Rednote Subset', server: 'xiaohongshu' }]
    : [{ label: '', server: null as string | null }];
  const rows = models.map((model) => ({
    model,
    cells: subsets.flatMap((sub) => settings.map((set) => cellOf(inScope.filter((s) => s.model === model && set.matches(s.variant) && (!sub.server || s.servers.includes(sub.server)))))),
  }));
  const title = {
    skills: 'Table 5: Acc and Exec-Acc (%) with and without skills documents, on the Lark and Rednote subsets',
    tools: 'Table 6: Acc and Exec-Acc (%) with all candidate tools and with the selected tools',
    context: 'Table 9: Acc and Exec-Acc (%) by context composition',
  }[dim];
  return settingsTable({ id: { skills: '5', tools: '6', context: '9' }[dim], title, subsets: dim === 'skills' ? subsets.map((s) => s.label) : undefined, settings: settings.map((s) => s.label), rows });
}

const interval = (ci: [number, number] | null): Cell => (ci ? `[${(Math.round(ci[0] * 10000) / 100).toFixed(2)}, ${(Math.round(ci[1] * 10000) / 100).toFixed(2)}]` : null);

/** Ours: how far each row's numbers can be trusted. */
export function reliabilityTable(scores: RunScore[]): Table {
  const groups = groupScores(scores).map((g) => ({ g, s: summarize(g.scores) }));
  const maxK = Math.max(1, ...groups.map(({ s }) => s.trials.max));
  const trialCount = (s: Summary) => (s.trials.min === s.trials.max ? String(s.trials.max) : `${s.trials.min}-${s.trials.max}`);
  return {
    id: 'reliability',
    title: 'Reliability: bootstrap 95 % intervals over tasks, pass^k over trials, flip rate between trials, minefields (%)',
    columns: ['Model', 'Tasks', 'Trials', 'Acc', 'Acc 95% CI', 'SR-0.8', 'SR-0.8 95% CI', 'Exec-Acc', 'Exec-Acc 95% CI',
      ...Array.from({ length: maxK }, (_, i) => `pass^${i + 1}`), 'Flip rate', 'Minefield runs'],
    rows: groups.map(({ g, s }) => [
      g.label, String(s.tasks), trialCount(s), s.acc, interval(s.accCI), s.sr, interval(s.srCI), s.execAcc, interval(s.execCI),
      ...Array.from({ length: maxK }, (_, i) => s.passK[i] ?? null), s.flipRate, s.runs ? s.minefieldRuns / s.runs : null,
    ]),
    notes: ['pass^k: the chance that k trials of a task all reach Acc > 0.8 (tau-bench), averaged over tasks with at least k trials.'],
  };
}

/** The adversarial reference agents (runtime/agents/adversaries.ts): their rows make the validity table appear by default. */
const ADVERSARY_MODELS = new Set(['silent', 'parrot', 'claimer', 'decoy']);

/**
 * Ours: the benchmark's own validity figures — how much an agent that does not do the work can
 * score. Per model and setting: Acc, Exec-Acc, Exec-Acc over the operate checkpoints alone, SR-0.8,
 * and the runs counted as SR-0.8 successes although some required change is missing (an operate
 * checkpoint whose execution score is 0). Run it once per judge (--rule-based, --judge …).
 */
export function validityTable(scores: RunScore[]): Table {
  const groups = groupScores(scores);
  const judges = [...new Set(scores.map((s) => s.judge.id))].sort();
  return {
    id: 'validity',
    title: 'Validity: what agents that do not do the work score (%), per judge',
    columns: ['Model', 'Judge', 'Tasks', 'Acc', 'Exec-Acc', 'Operate Exec-Acc', 'SR-0.8', 'Successes missing a change'],
    rows: groups.map((g) => {
      const s = summarize(g.scores);
      const ops = g.scores.flatMap((r) => r.checkpoints.filter((c) => c.type === 'operate' && c.exec !== undefined).map((c) => c.exec!));
      const missing = g.scores.filter((r) => r.success && r.checkpoints.some((c) => c.type === 'operate' && (c.exec ?? c.score) === 0)).length;
      return [g.label, [...new Set(g.scores.map((r) => r.judge.id))].sort().join(', '), String(s.tasks), s.acc, s.execAcc,
        ops.length ? ops.reduce((a: number, b) => a + b, 0) / ops.length : null, s.sr, String(missing)];
    }),
    notes: [`Judges: ${judges.join(', ')}. Expected (docs/scoring.md, "Validity"): silent and parrot Acc ≤ 2 % and Exec-Acc 0; claimer Operate Exec-Acc 0 and no success missing a change.`],
  };
}

export const TABLE_IDS = ['3', '5', '6', '9', 'reliability', 'cost', 'validity'] as const;
export type TableId = (typeof TABLE_IDS)[number];

/** The tables the scores support, in the paper's order; `only` picks some. */
export function paperTables(scores: RunScore[], only?: TableId[]): Table[] {
  const want = (id: TableId) => !only || only.includes(id);
  const out: Table[] = [];
  if (want('3')) {
    const rows = groupScores(scores).map((g) => {
      const s = summarize(g.scores);
      return { model: g.label, categoryAcc: s.categoryAcc, acc: s.acc, sr: s.sr, execAcc: s.execAcc };
    });
    out.push(table3(rows));
  }
  for (const [id, dim] of [['5', 'skills'], ['6', 'tools'], ['9', 'context']] as const) {
    if (!want(id)) continue;
    const t = ablationTable(scores, dim);
    if (t) out.push(t);
    else if (only?.includes(id)) out.push({ id, title: `Table ${id}: no runs with the ${dim} option (persona run --${dim === 'context' ? 'context necessary or --distractors N' : `${dim} …`})`, columns: ['Model'], rows: [] });
  }
  if (want('reliability')) out.push(reliabilityTable(scores));
  if (want('cost') && (only?.includes('cost') || scores.some((s) => s.usage))) out.push(costTable(scores));
  // Shown when asked for, or by default when adversarial agents were scored.
  if (only ? only.includes('validity') : scores.some((s) => ADVERSARY_MODELS.has(s.model))) out.push(validityTable(scores));
  return out;
}
