// Printing fidelity results: one server's summary, and the Table 4 layout (confusion matrix,
// behavioural alignment in %, response similarity) for several rows, as text, Markdown, CSV or
// LaTeX. Only the reports' numbers go in: no paths, no clock.
import type { FidelityReport } from './harness.ts';
import { alignment, tally } from './confusion.ts';
import { meanSimilarity } from './metrics/index.ts';

export interface TableRow {
  /** The real server measured against. */
  server: string;
  /** `Vanilla` or `Tool-Traversal`. */
  method: string;
  report: Pick<FidelityReport, 'tp' | 'tn' | 'fp' | 'fn' | 'accuracy' | 'precision' | 'recall' | 'f1' | 'tfidf' | 'rouge' | 'bleu' | 'meteor' | 'count'>;
}

export type TableFormat = 'text' | 'md' | 'csv' | 'latex';
export const TABLE_FORMATS: TableFormat[] = ['text', 'md', 'csv', 'latex'];

const HEAD = ['Server', 'Method', 'N', 'TP', 'TN', 'FP', 'FN', 'Acc', 'Prec', 'Rec', 'F1', 'TF-IDF', 'ROUGE', 'BLEU', 'METEOR'];

const pct = (x: number) => (100 * x).toFixed(1);
const sim = (x: number) => x.toFixed(4);

function cells(row: TableRow): string[] {
  const r = row.report;
  return [row.server, row.method, String(r.count), String(r.tp), String(r.tn), String(r.fp), String(r.fn),
    pct(r.accuracy), pct(r.precision), pct(r.recall), pct(r.f1), sim(r.tfidf), sim(r.rouge), sim(r.bleu), sim(r.meteor)];
}

/** Rows pooled over servers: confusion matrices summed, similarities averaged over every trace. */
export function pooledRow(method: string, reports: readonly FidelityReport[]): TableRow {
  const align = alignment(tally(reports.flatMap((r) => r.verdicts.map((v) => v.cell))));
  const mean = meanSimilarity(reports.flatMap((r) => r.verdicts));
  const r6 = (x: number) => Number(x.toFixed(6));
  return {
    server: 'all',
    method,
    report: {
      tp: align.tp, tn: align.tn, fp: align.fp, fn: align.fn,
      accuracy: r6(align.accuracy), precision: r6(align.precision), recall: r6(align.recall), f1: r6(align.f1),
      tfidf: r6(mean.tfidf), rouge: r6(mean.rouge), bleu: r6(mean.bleu), meteor: r6(mean.meteor),
      count: reports.reduce((s, r) => s + r.count, 0),
    },
  };
}

export function formatTable(rows: readonly TableRow[], format: TableFormat): string {
  const body = rows.map(cells);
  switch (format) {
    case 'csv':
      return [HEAD, ...body].map((r) => r.map(csvCell).join(',')).join('\n') + '\n';
    case 'md':
      return [
        '| | | | Confusion Matrix | | | | Behavioral Alignment (%) | | | | Response Similarity | | | |',
        '| ' + HEAD.join(' | ') + ' |',
        '|' + HEAD.map((_, i) => (i < 2 ? ' --- ' : ' ---: ')).join('|') + '|',
        ...body.map((r) => '| ' + r.join(' | ') + ' |'),
      ].join('\n') + '\n';
    case 'latex':
      return [
        '\\begin{tabular}{llrrrrrrrrrrrrr}',
        '\\toprule',
        ' & & & \\multicolumn{4}{c}{Confusion Matrix} & \\multicolumn{4}{c}{Behavioral Alignment (\\%)} & \\multicolumn{4}{c}{Response Similarity} \\\\',
        HEAD.map(latexCell).join(' & ') + ' \\\\',
        '\\midrule',
        ...body.map((r) => r.map(latexCell).join(' & ') + ' \\\\'),
        '\\bottomrule',
        '\\end{tabular}',
      ].join('\n') + '\n';
    case 'text': {
      const widths = HEAD.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
      const line = (r: string[]) => r.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ').trimEnd();
      return [line(HEAD), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n') + '\n';
    }
  }
}

function csvCell(s: string): string {
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function latexCell(s: string): string {
  return s.replace(/([%&_#$])/g, '\\$1');
}

export function balancedLine(b: NonNullable<FidelityReport['balanced']>): string {
  const short = b.available.success < b.k || b.available.failure < b.k;
  return `balanced draw (seed ${b.seed}): up to ${b.k} real successes and ${b.k} real failures of ${b.available.success} and ${b.available.failure} in the file` +
    (short ? ' — a class had fewer than K, all of it is used' : '');
}

/** One server's result for people: the table row, the state comparison, and every disagreement. */
export function formatReport(report: FidelityReport): string {
  const lines = [
    `fidelity of ${report.server} on ${report.traces}: ${report.count} traces, labels by ${report.labeler}`,
    ...(report.balanced ? [balancedLine(report.balanced)] : []),
    '',
    formatTable([{ server: report.server, method: report.server.endsWith('-vanilla') ? 'Vanilla' : 'Tool-Traversal', report }], 'text').trimEnd(),
    '',
    `state after the call reproduced: ${report.stateMatch.matched}/${report.stateMatch.compared}` +
      (report.judgeFallbacks ? `; judge answers unparseable (rules used): ${report.judgeFallbacks}` : ''),
  ];
  const wrong = report.verdicts.filter((v) => v.cell === 'fp' || v.cell === 'fn');
  if (wrong.length) {
    lines.push('', 'disagreements (real vs simulated):');
    for (const v of wrong) {
      lines.push(`  seq ${v.seq} ${v.tool ?? '(no tool)'}: real ${v.real}, simulated ${v.simulated} (${v.cell.toUpperCase()}) — simulated: ${v.simulatedReason}; real: ${v.realReason}`);
    }
  }
  const lowMeteor = report.verdicts.filter((v) => v.meteor < 0.5 && v.cell !== 'fp' && v.cell !== 'fn');
  if (lowMeteor.length) {
    lines.push('', 'agreeing labels but dissimilar responses (METEOR < 0.5), least similar first:');
    const shown = [...lowMeteor].sort((a, b) => a.meteor - b.meteor || a.seq - b.seq).slice(0, 15);
    for (const v of shown) lines.push(`  seq ${v.seq} ${v.tool ?? '(no tool)'}: METEOR ${v.meteor.toFixed(4)}`);
    if (lowMeteor.length > shown.length) lines.push(`  … and ${lowMeteor.length - shown.length} more (--json has every trace)`);
  }
  return lines.join('\n') + '\n';
}
