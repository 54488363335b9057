// The paper's tables as Markdown, CSV or LaTeX, from rows of numbers. Table 3's layout: one row per
// model, the seven category Acc columns, overall Acc, SR-0.8 and Exec-Acc, as percentages with one
// decimal. Missing values print as "–" (Markdown, LaTeX) or empty (CSV).

export const CATEGORIES = [
  'Collaboration Platform', 'Content Management', 'Social Media', 'Email',
  'Lark-Centric', 'Rednote-Centric', 'Hodgepodge',
] as const;

export type TableFormat = 'md' | 'csv' | 'latex';

export interface Table {
  title: string;
  columns: string[];
  rows: (string | number | null)[][];
}

const pct = (v: number | null) => (v === null || Number.isNaN(v) ? null : Math.round(v * 1000) / 10);

export function table3(rows: { model: string; categoryAcc: Record<string, number | null>; acc: number; sr: number; execAcc: number | null }[]): Table {
  return {
    title: 'Table 3: Acc per category, overall Acc, SR-0.8 and Exec-Acc (%)',
    columns: ['Model', ...CATEGORIES, 'Acc', 'SR-0.8', 'Exec-Acc'],
    rows: rows.map((r) => [r.model, ...CATEGORIES.map((c) => pct(r.categoryAcc[c] ?? null)), pct(r.acc), pct(r.sr), pct(r.execAcc)]),
  };
}

function cell(v: string | number | null, fmt: TableFormat): string {
  if (v === null) return fmt === 'csv' ? '' : '–';
  if (typeof v === 'number') return v.toFixed(1);
  return v;
}

function csvQuote(s: string): string {
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function latexEscape(s: string): string {
  return s.replace(/([&%$#_{}])/g, '\\$1').replace(/~/g, '\\textasciitilde{}').replace(/\^/g, '\\textasciicircum{}');
}

export function renderTable(t: Table, fmt: TableFormat): string {
  if (fmt === 'csv') {
    return [t.columns, ...t.rows.map((r) => r.map((v) => cell(v, fmt)))].map((r) => r.map((c) => csvQuote(String(c))).join(',')).join('\n') + '\n';
  }
  if (fmt === 'md') {
    const lines = [`**${t.title}**`, '', `| ${t.columns.join(' | ')} |`, `| ${t.columns.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`];
    for (const r of t.rows) lines.push(`| ${r.map((v) => cell(v, fmt)).join(' | ')} |`);
    return lines.join('\n') + '\n';
  }
  const spec = 'l' + 'r'.repeat(t.columns.length - 1);
  const lines = [
    '\\begin{table}[t]', '\\centering', `\\caption{${latexEscape(t.title)}}`, `\\begin{tabular}{${spec}}`, '\\toprule',
    t.columns.map(latexEscape).join(' & ') + ' \\\\', '\\midrule',
    ...t.rows.map((r) => r.map((v) => latexEscape(cell(v, fmt))).join(' & ') + ' \\\\'),
    '\\bottomrule', '\\end{tabular}', '\\end{table}',
  ];
  return lines.join('\n') + '\n';
}
