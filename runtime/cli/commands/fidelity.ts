import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { join, resolve, basename } from 'node:path';
import { runFidelity, realServerOf, type FidelityReport } from '../../fidelity/harness.ts';
import { readTraces } from '../../fidelity/traces.ts';
import { ruleLabeler, type Labeler } from '../../fidelity/judge.ts';
import { judgeLabeler } from '../../fidelity/judge-client.ts';
import { formatReport, formatTable, pooledRow, TABLE_FORMATS, type TableFormat, type TableRow } from '../../fidelity/report.ts';
import { REPO_ROOT, KERNELS_DIR } from '../../servers/registry.ts';
import { PersonaError } from '../../util/errors.ts';
import type { Command } from '../command.ts';

const DEFAULT_TABLE_SERVERS = ['memory', 'filesystem', 'taskmanager'];
// The authentic traces bundled with the repository (a copy of ../shared/traces).
const DEFAULT_TRACES_DIR = join(REPO_ROOT, 'examples', 'traces');

export const command: Command = {
  usage: `usage: persona fidelity --server <name> --traces <file.jsonl> [--judge <model> | --rule-based] [--json]
                        [--compare <other-server>] [--min-f1 X] [--min-meteor X]
       persona fidelity --table [--servers a,b,c] [--traces-dir <dir>] [--judge <model> | --rule-based]
                        [--format text|md|csv|latex] [--json]

Measures a simulated server against authentic traces of the real one (paper §4.3): each trace's
state before the call is rebuilt in the simulator (kernels/<server>/state.js toTree), the call is
replayed, both responses are labelled success or failure from the whole response, and the report
gives the confusion matrix (real success = positive), accuracy, precision, recall, F1 and the mean
TF-IDF cosine, ROUGE-L, BLEU and METEOR between the responses as canonical JSON.

  --rule-based        label with the rule-based fallback of Appendix A.2 (the default)
  --judge <model>     label with an LLM judge through the cassette client (temperature 0.1);
                      unparseable answers fall back to the rules
  --compare <server>  also run the traces against another simulated server (e.g. memory-vanilla)
                      and print both rows in the layout of the paper's Table 4
  --table             Table 4 for several servers: <server>-vanilla against <server> on
                      <traces-dir>/<server>.traces.jsonl (default servers: ${DEFAULT_TABLE_SERVERS.join(', ')};
                      default traces dir: examples/traces)
  --min-f1, --min-meteor   exit 3 when the measured value is below X (a CI gate)
  --kernels <dir>     where the simulated servers live (default: kernels/)
  --quiet             no progress on stderr`,
  async run(argv) {
    const { values } = parseArgs({
      args: argv,
      options: {
        server: { type: 'string' }, traces: { type: 'string' }, judge: { type: 'string' }, 'rule-based': { type: 'boolean', default: false },
        json: { type: 'boolean', default: false }, compare: { type: 'string' }, table: { type: 'boolean', default: false },
        servers: { type: 'string' }, 'traces-dir': { type: 'string' }, format: { type: 'string' }, kernels: { type: 'string' },
        'min-f1': { type: 'string' }, 'min-meteor': { type: 'string' }, quiet: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
    if (values.judge !== undefined && values['rule-based']) throw new PersonaError('give either --judge <model> or --rule-based, not both');
    const labeler: Labeler = values.judge !== undefined ? await judgeLabeler(values.judge) : ruleLabeler;
    const kernelsDir = values.kernels ? resolve(values.kernels) : KERNELS_DIR;
    const format = (values.format ?? 'text') as TableFormat;
    if (!TABLE_FORMATS.includes(format)) throw new PersonaError(`--format must be one of ${TABLE_FORMATS.join(', ')} (got "${values.format}")`);
    const minF1 = threshold(values['min-f1'], '--min-f1');
    const minMeteor = threshold(values['min-meteor'], '--min-meteor');
    const progress = (server: string) => values.quiet ? undefined : (v: { seq: number; tool: string | null; cell: string }, i: number, n: number) => {
      process.stderr.write(`fidelity ${server} [${i + 1}/${n}] seq ${v.seq} ${v.tool ?? '(no tool)'}: ${v.cell}\n`);
    };
    const measure = (server: string, tracesFile: string) => runFidelity({
      server, traces: readTraces(tracesFile), tracesName: basename(tracesFile), labeler, kernelsDir, onTrace: progress(server),
    });

    let reports: FidelityReport[];
    if (values.table) {
      if (values.server || values.traces || values.compare) throw new PersonaError('--table takes --servers and --traces-dir, not --server/--traces/--compare');
      const servers = (values.servers ?? DEFAULT_TABLE_SERVERS.join(',')).split(',').map((s) => s.trim()).filter(Boolean);
      if (!servers.length) throw new PersonaError('--servers is empty');
      const tracesDir = resolve(values['traces-dir'] ?? DEFAULT_TRACES_DIR);
      if (!existsSync(tracesDir)) throw new PersonaError(`${tracesDir}: traces folder not found (give --traces-dir)`);
      const rows: TableRow[] = [];
      const vanilla: FidelityReport[] = [];
      const traversal: FidelityReport[] = [];
      reports = [];
      for (const server of servers) {
        const file = join(tracesDir, `${server}.traces.jsonl`);
        const v = await measure(`${server}-vanilla`, file);
        const t = await measure(server, file);
        vanilla.push(v);
        traversal.push(t);
        reports.push(v, t);
        rows.push({ server, method: 'Vanilla', report: v }, { server, method: 'Tool-Traversal', report: t });
      }
      if (servers.length > 1) rows.push(pooledRow('Vanilla', vanilla), pooledRow('Tool-Traversal', traversal));
      if (values.json) process.stdout.write(JSON.stringify({ labeler: labeler.name, table: rows.map(rowJson), reports }, null, 2) + '\n');
      else process.stdout.write(formatTable(rows, format));
    } else {
      if (!values.server) throw new PersonaError('--server <name> is required (or --table)');
      if (!values.traces) throw new PersonaError('--traces <file.jsonl> is required');
      if (values.compare && realServerOf(values.compare) !== realServerOf(values.server)) {
        throw new PersonaError(`--compare ${values.compare} simulates "${realServerOf(values.compare)}", not "${realServerOf(values.server)}"`);
      }
      const main = await measure(values.server, values.traces);
      reports = [main];
      if (values.compare) {
        const other = await measure(values.compare, values.traces);
        reports = [other, main];
        const method = (r: FidelityReport) => (r.server.endsWith('-vanilla') ? 'Vanilla' : r.server === realServerOf(r.server) ? 'Tool-Traversal' : r.server);
        const rows = reports.map((r) => ({ server: realServerOf(r.server), method: method(r), report: r }));
        if (values.json) process.stdout.write(JSON.stringify({ labeler: labeler.name, table: rows.map(rowJson), reports }, null, 2) + '\n');
        else process.stdout.write(formatTable(rows, format));
      } else if (values.json) {
        process.stdout.write(JSON.stringify(main, null, 2) + '\n');
      } else {
        process.stdout.write(formatReport(main));
      }
    }
    // Gates apply to the trace-informed servers (not to a documentation-only baseline).
    const gated = reports.filter((r) => !r.server.endsWith('-vanilla'));
    const failed = gated.filter((r) => (minF1 !== undefined && r.f1 < minF1) || (minMeteor !== undefined && r.meteor < minMeteor));
    for (const r of failed) process.stderr.write(`persona fidelity: ${r.server} below the gate (F1 ${r.f1}, METEOR ${r.meteor})\n`);
    return failed.length ? 3 : 0;
  },
};

function threshold(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const x = Number(value);
  if (!/^\d*\.?\d+$/.test(value) || x > 1) throw new PersonaError(`${flag} must be a number between 0 and 1 (got "${value}")`);
  return x;
}

function rowJson(row: TableRow) {
  const r = row.report;
  return {
    server: row.server, method: row.method, count: r.count, tp: r.tp, tn: r.tn, fp: r.fp, fn: r.fn,
    accuracy: r.accuracy, precision: r.precision, recall: r.recall, f1: r.f1,
    tfidf: r.tfidf, rouge: r.rouge, bleu: r.bleu, meteor: r.meteor,
  };
}
