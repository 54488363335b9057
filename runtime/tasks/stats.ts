// The task set's statistics — the paper's Figure 2 for our bundle — and the subsets Table 7 reports
// (Lark_Short … Hodgepodge). A task's subset is decided by its personal servers only: information
// servers (Amap, Context7, …) add tools but never change which subset a task belongs to.
import { CATEGORIES, isStateChanging, type Category, type Task } from './schema.ts';
import { SERVER_FAMILY } from './load.ts';

/** A chain of at most this many steps is "short" (Table 7's `_Short` subsets); longer is "long". */
export const SHORT_CHAIN_MAX = 5;

/** The subsets of the paper's Table 7, in its order, plus the single-server Telegram and Discord subsets it leaves out. */
export const TABLE7_SUBSETS = [
  'Lark_Short', 'Lark_Long', 'Rednote_Short', 'Rednote_Long', 'Notion_Short', 'Notion_Long',
  'Obsidian_Short', 'Obsidian_Long', 'Email', 'Wecom', 'Reddit', 'Instagram', 'Slack', 'Telegram', 'Discord',
  'Lark_Rednote', 'Lark_Obsidian', 'Lark_Notion', 'Lark_Other', 'Rednote_Obsidian', 'Rednote_Notion', 'Rednote_Other',
  'Hodgepodge',
] as const;
export type Table7Subset = (typeof TABLE7_SUBSETS)[number];

/** The personal-application servers of a task (those with a Table 8 family), in the task's order. */
export function personalServers(task: Pick<Task, 'servers'>): string[] {
  return task.servers.filter((s) => s in SERVER_FAMILY);
}

const SINGLE_WITH_LENGTH: Record<string, string> = { lark: 'Lark', xiaohongshu: 'Rednote', notion: 'Notion', obsidian: 'Obsidian' };
const SINGLE: Record<string, Table7Subset> = {
  gmail: 'Email', email163: 'Email', wecom: 'Wecom', reddit: 'Reddit', instagram: 'Instagram', slack: 'Slack', telegram: 'Telegram', discord: 'Discord',
};

/** The Table 7 subset of a task: by its personal servers, and for Lark/Rednote/Notion/Obsidian alone by chain length. */
export function table7Subset(task: Pick<Task, 'servers' | 'chain'>): Table7Subset {
  const personal = personalServers(task);
  if (personal.length === 1) {
    const [s] = personal;
    const stem = SINGLE_WITH_LENGTH[s];
    if (stem) return `${stem}_${task.chain.length <= SHORT_CHAIN_MAX ? 'Short' : 'Long'}` as Table7Subset;
    if (SINGLE[s]) return SINGLE[s];
    return 'Hodgepodge';
  }
  if (personal.length === 2) {
    const has = (s: string) => personal.includes(s);
    const other = personal.find((s) => s !== 'lark' && s !== 'xiaohongshu')!;
    if (has('lark') && has('xiaohongshu')) return 'Lark_Rednote';
    const lead = has('lark') ? 'Lark' : has('xiaohongshu') ? 'Rednote' : null;
    if (lead) return `${lead}_${other === 'obsidian' ? 'Obsidian' : other === 'notion' ? 'Notion' : 'Other'}` as Table7Subset;
  }
  return 'Hodgepodge';
}

export interface TaskSetStats {
  tasks: number;
  checkpoints: number;
  checkpointsPerTask: number;
  checkpointTypes: Record<string, number>;
  stateChanging: number;
  stateChangingShare: number;
  withMinefields: number;
  minefields: number;
  byCategory: Record<string, number>;
  byTable7Subset: Record<string, number>;
  /** Tasks whose personal servers include each server (Table 5's Lark and Rednote subsets are `lark` and `xiaohongshu`). */
  involvingServer: Record<string, number>;
  /** Single-server tasks per server. */
  singleServer: Record<string, number>;
  /** Tasks that use each information server. */
  informationServers: Record<string, number>;
  chainLength: { min: number; median: number; mean: number; max: number; histogram: Record<string, number>; atLeast10: number };
  personas: Record<string, number>;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

function sortedCounts(keys: string[], order?: readonly string[]): Record<string, number> {
  const counts = new Map<string, number>();
  for (const k of order ?? []) counts.set(k, 0);
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  const names = order ? [...order, ...[...counts.keys()].filter((k) => !order.includes(k)).sort()] : [...counts.keys()].sort();
  return Object.fromEntries(names.map((k) => [k, counts.get(k) ?? 0]));
}

/** Figure 2 of the paper for a set of tasks; every map has a fixed key order, so the JSON is byte-stable. */
export function taskSetStats(tasks: readonly Task[]): TaskSetStats {
  const lengths = tasks.map((t) => t.chain.length).sort((a, b) => a - b);
  const checkpoints = tasks.reduce((n, t) => n + t.checkpoints.length, 0);
  const stateChanging = tasks.filter(isStateChanging).length;
  const median = lengths.length ? (lengths.length % 2 ? lengths[(lengths.length - 1) / 2] : (lengths[lengths.length / 2 - 1] + lengths[lengths.length / 2]) / 2) : 0;
  const maxLen = lengths.at(-1) ?? 0;
  const histogram: Record<string, number> = {};
  for (let n = lengths[0] ?? 0; n <= maxLen; n += 1) histogram[String(n)] = 0;
  for (const n of lengths) histogram[String(n)] += 1;
  return {
    tasks: tasks.length,
    checkpoints,
    checkpointsPerTask: tasks.length ? round2(checkpoints / tasks.length) : 0,
    checkpointTypes: sortedCounts(tasks.flatMap((t) => t.checkpoints.map((c) => c.type)), ['generic_search', 'personalized_search', 'operate', 'other']),
    stateChanging,
    stateChangingShare: tasks.length ? round2(stateChanging / tasks.length) : 0,
    withMinefields: tasks.filter((t) => t.forbidden.length > 0).length,
    minefields: tasks.reduce((n, t) => n + t.forbidden.length, 0),
    byCategory: sortedCounts(tasks.map((t) => t.category), CATEGORIES as readonly Category[]),
    byTable7Subset: sortedCounts(tasks.map(table7Subset), TABLE7_SUBSETS),
    involvingServer: sortedCounts(tasks.flatMap(personalServers), Object.keys(SERVER_FAMILY)),
    singleServer: sortedCounts(tasks.map(personalServers).filter((p) => p.length === 1).map((p) => p[0]), Object.keys(SERVER_FAMILY)),
    informationServers: sortedCounts(tasks.flatMap((t) => t.servers.filter((s) => !(s in SERVER_FAMILY)))),
    chainLength: {
      min: lengths[0] ?? 0,
      median,
      mean: lengths.length ? round2(lengths.reduce((a, b) => a + b, 0) / lengths.length) : 0,
      max: maxLen,
      histogram,
      atLeast10: lengths.filter((n) => n >= 10).length,
    },
    personas: sortedCounts(tasks.map((t) => t.persona)),
  };
}

/** The statistics as text, for `persona tasks --stats`. */
export function formatTaskSetStats(s: TaskSetStats): string {
  const pct = (x: number) => `${Math.round(x * 100)} %`;
  const block = (title: string, counts: Record<string, number>) => [
    title,
    ...Object.entries(counts).map(([k, n]) => `  ${k.padEnd(22)} ${String(n).padStart(4)}`),
  ];
  return [
    `${s.tasks} tasks, ${s.checkpoints} checkpoints (${s.checkpointsPerTask.toFixed(2)} per task); ${s.stateChanging} change state (${pct(s.stateChangingShare)}); ${s.withMinefields} with minefields (${s.minefields} forbidden changes)`,
    `chain length: min ${s.chainLength.min}, median ${s.chainLength.median}, mean ${s.chainLength.mean}, max ${s.chainLength.max}; ${s.chainLength.atLeast10} tasks of >= 10 steps`,
    ...block('checkpoint types', s.checkpointTypes),
    ...block('Table 3 categories', s.byCategory),
    ...block('Table 7 subsets', s.byTable7Subset),
    ...block('tasks involving each personal server', s.involvingServer),
    ...block('single-server tasks per server', s.singleServer),
    ...(Object.keys(s.informationServers).length ? block('tasks using each information server', s.informationServers) : []),
    ...block('chain length histogram (steps: tasks)', s.chainLength.histogram),
    ...block('personas', s.personas),
  ].join('\n');
}
