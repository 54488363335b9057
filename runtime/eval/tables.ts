// The paper's tables as Markdown, CSV or LaTeX, from rows of numbers. Values are fractions and
// print as percentages with two decimals, as in the paper; missing values print as "–" (Markdown,
// LaTeX) or empty (CSV). Column groups (Table 3's Single-Server / Cross-Server / Overall, Table 5's
// subsets and settings) become header rows in LaTeX and name prefixes in Markdown and CSV.
//   Table 3  one row per model (and setting): the seven category Acc columns, Acc, SR-0.8, Exec-Acc
//   Table 5  skills: Acc and Exec-Acc on the Lark and Rednote subsets per skills setting
//   Table 6  candidate tools: All Tools / Selected Tools
//   Table 9  context: Only Necessary Context / … / With Context Distractors
//   Table 7  judge–human agreement: misaligned / total checkpoints and ratio per category
//   reliability (ours) tasks, trials, bootstrap 95 % intervals, pass^k, flip rate, minefields

export const CATEGORIES = [
  'Collaboration Platform', 'Content Management', 'Social Media', 'Email',
  'Lark-Centric', 'Rednote-Centric', 'Hodgepodge',
] as const;

export type TableFormat = 'md' | 'csv' | 'latex';
export const TABLE_FORMATS: readonly TableFormat[] = ['md', 'csv', 'latex'];

/** A number is a fraction shown as a percentage; a string is printed as it is. */
export type Cell = string | number | null;

export interface ColumnGroup {
  label: string;
  span: number;
}

export interface Table {
  /** Short id: `3`, `5`, `6`, `7`, `9`, `reliability`. */
  id: string;
  title: string;
  /** Column names as Markdown and CSV print them (self-describing). */
  columns: string[];
  /** LaTeX: header rows of column groups above `short` (outermost first). */
  groups?: ColumnGroup[][];
  /** LaTeX: the innermost column names under the groups (default: `columns`). */
  short?: string[];
  rows: Cell[][];
  /** Lines printed under the table (e.g. which runs it covers). */
  notes?: string[];
}

const pct = (v: number | null | undefined) => (v === null || v === undefined || Number.isNaN(v) ? null : v);

export interface Table3Row {
  model: string;
  categoryAcc: Record<string, number | null>;
  acc: number;
  sr: number;
  execAcc: number | null;
}

export function table3(rows: Table3Row[]): Table {
  return {
    id: '3',
    title: 'Table 3: Acc per category, overall Acc, SR-0.8 and Exec-Acc (%)',
    columns: ['Model', ...CATEGORIES, 'Acc', 'SR-0.8', 'Exec-Acc'],
    groups: [[{ label: '', span: 1 }, { label: 'Single-Server', span: 4 }, { label: 'Cross-Server', span: 3 }, { label: 'Overall', span: 3 }]],
    rows: rows.map((r) => [r.model, ...CATEGORIES.map((c) => pct(r.categoryAcc[c])), pct(r.acc), pct(r.sr), pct(r.execAcc)]),
  };
}

export interface SettingCell {
  acc: number | null;
  execAcc: number | null;
}

/**
 * An ablation table: per model, Acc and Exec-Acc under each setting (Tables 6 and 9), optionally
 * within subsets (Table 5's Lark and Rednote subsets).
 */
export function settingsTable(opts: {
  id: string;
  title: string;
  subsets?: string[];
  settings: string[];
  rows: { model: string; cells: SettingCell[] }[];
}): Table {
  const subsets = opts.subsets ?? [''];
  const columns = ['Model'];
  const short = ['Model'];
  for (const sub of subsets) {
    for (const set of opts.settings) {
      const prefix = [sub, set].filter(Boolean).join(' ');
      columns.push(`${prefix} Acc`, `${prefix} Exec-Acc`);
      short.push('Acc', 'Exec-Acc');
    }
  }
  const groups: ColumnGroup[][] = [];
  if (opts.subsets) groups.push([{ label: '', span: 1 }, ...subsets.map((s) => ({ label: s, span: 2 * opts.settings.length }))]);
  groups.push([{ label: '', span: 1 }, ...subsets.flatMap(() => opts.settings.map((s) => ({ label: s, span: 2 })))]);
  return {
    id: opts.id,
    title: opts.title,
    columns,
    groups,
    short,
    rows: opts.rows.map((r) => [r.model, ...r.cells.flatMap((c) => [pct(c.acc), pct(c.execAcc)])]),
  };
}

function cell(v: Cell, fmt: TableFormat): string {
  if (v === null) return fmt === 'csv' ? '' : '–';
  if (typeof v === 'number') return (Math.round(v * 10000) / 100).toFixed(2);
  return v;
}

function csvQuote(s: string): string {
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function latexEscape(s: string): string {
  return s.replace(/\\/g, '\\textbackslash{}').replace(/([&%$#_{}])/g, '\\$1').replace(/~/g, '\\textasciitilde{}').replace(/\^/g, '\\textasciicircum{}');
}

function mdEscape(s: string): string {
  return s.replace(/\|/g, '\\|');
}

export function renderTable(t: Table, fmt: TableFormat): string {
  if (fmt === 'csv') {
    return [t.columns, ...t.rows.map((r) => r.map((v) => cell(v, fmt)))].map((r) => r.map((c) => csvQuote(String(c))).join(',')).join('\n') + '\n';
  }
  if (fmt === 'md') {
    const lines = [`**${t.title}**`, '', `| ${t.columns.map(mdEscape).join(' | ')} |`, `| ${t.columns.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`];
    for (const r of t.rows) lines.push(`| ${r.map((v) => mdEscape(cell(v, fmt))).join(' | ')} |`);
    for (const n of t.notes ?? []) lines.push('', n);
    return lines.join('\n') + '\n';
  }
  const spec = 'l' + 'r'.repeat(t.columns.length - 1);
  const header: string[] = [];
  for (const level of t.groups ?? []) {
    header.push(level.map((g) => (g.span === 1 ? latexEscape(g.label) : `\\multicolumn{${g.span}}{c}{${latexEscape(g.label)}}`)).join(' & ') + ' \\\\');
    let at = 1;
    const rules: string[] = [];
    for (const g of level) {
      if (g.label && g.span > 0) rules.push(`\\cmidrule(lr){${at}-${at + g.span - 1}}`);
      at += g.span;
    }
    if (rules.length) header.push(rules.join(' '));
  }
  header.push((t.short ?? t.columns).map(latexEscape).join(' & ') + ' \\\\');
  const lines = [
    '\\begin{table}[t]', '\\centering', `\\caption{${latexEscape(t.title)}}`, `\\begin{tabular}{${spec}}`, '\\toprule',
    ...header, '\\midrule',
    ...t.rows.map((r) => r.map((v) => latexEscape(cell(v, fmt))).join(' & ') + ' \\\\'),
    '\\bottomrule', '\\end{tabular}',
    ...(t.notes ?? []).map((n) => `% ${n}`),
    '\\end{table}',
  ];
  return lines.join('\n') + '\n';
}
