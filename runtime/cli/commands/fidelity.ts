import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { join, resolve, basename } from 'node:path';
import { runFidelity, realServerOf, type FidelityReport } from '../../fidelity/harness.ts';
import { readTraces } from '../../fidelity/traces.ts';
import { ruleLabeler, type Labeler } from '../../fidelity/judge.ts';
import { judgeLabeler, judgeCliOptions, JUDGE_CLI_HELP } from '../../fidelity/judge-client.ts';
import { formatReport, formatTable, pooledRow, TABLE_FORMATS, type TableFormat, type TableRow } from '../../fidelity/report.ts';
import { REPO_ROOT, setKernelsSearchPath } from '../../servers/registry.ts';
import { intArg } from '../args.ts';
import { PersonaError } from '../../util/errors.ts';
import type { Command } from '../command.ts';
import { inputDirArg } from '../args.ts';

const DEFAULT_TABLE_SERVERS = ['memory', 'filesystem', 'taskmanager'];
// The authentic traces bundled with the repository (a copy of ../shared/traces).
const DEFAULT_TRACES_DIR = join(REPO_ROOT, 'examples', 'traces');

export const command: Command = {
  summary: 'measure a simulated server against authentic traces of the real one',
  usage: `usage: persona fidelity --server <name> --traces <file.jsonl> [--judge <model> | --rule-based] [--json]
                        [--compare <other-server>] [--min-f1 X] [--min-meteor X]
                        [--balanced K [--seed N]] [--kernels-dir <dir>]
       persona fidelity --table [--servers a,b,c] [--traces-dir <dir>] [--judge <model> | --rule-based]
                        [--format text|md|csv|latex] [--json]

Measures a simulated server against authentic traces of the real one (paper §4.3): each trace's
state before the call is rebuilt in the simulator (kernels/<server>/state.js toTree), the call is
replayed, both responses are labelled success or failure from the whole response, and the report
gives the confusion matrix (real success = positive), accuracy, precision, recall, F1 and the mean
TF-IDF cosine, ROUGE-L, BLEU and METEOR between the responses as canonical JSON.

  --rule-based        label with the rule-based fallback of Appendix A.2 (the default)
  --judge <model>     label with an LLM judge through the cassette client (temperature 0.1);
                      unparseable answers fall back to the rules. Its client takes the LLM flags
                      prefixed with judge- (or PERSONA_JUDGE_* variables, or the "judge" profile of
                      an LLM config file); the cassette defaults to
                      cassettes/fidelity-judge.cassette.msgpack in replay mode:
${JUDGE_CLI_HELP}
  --compare [<server>]  also run the traces against another simulated server and print both rows
                      in the layout of the paper's Table 4 (Vanilla beside Tool-Traversal); bare
                      --compare means <server>-vanilla, the documentation-only baseline
  --balanced K        measure K traces the real server served and K it refused, drawn with --seed
                      (default 0) from the real responses' labels — the paper's 25/25 is
                      --balanced 25; the same traces for every simulator, run, machine and TZ
  --table             Table 4 for several servers: <server>-vanilla against <server> on
                      <traces-dir>/<server>.traces.jsonl (default servers: ${DEFAULT_TABLE_SERVERS.join(', ')};
                      default traces dir: examples/traces)
  --min-f1, --min-meteor   exit 3 when the measured value is below X (a CI gate)
  --kernels-dir <dir> folders of simulated servers searched before kernels/ (a gen kernel --out
                      folder, or its parent); --kernels <dir> is the older spelling
  --quiet             no progress on stderr`,
  async run(argv) {
    const { values } = parseArgs({
      args: bareCompare(argv),
      options: {
        server: { type: 'string' }, traces: { type: 'string' }, judge: { type: 'string' }, 'rule-based': { type: 'boolean', default: false },
        json: { type: 'boolean', default: false }, compare: { type: 'string' }, table: { type: 'boolean', default: false },
        servers: { type: 'string' }, 'traces-dir': { type: 'string' }, format: { type: 'string' }, kernels: { type: 'string' },
        'kernels-dir': { type: 'string' }, balanced: { type: 'string' }, seed: { type: 'string' },
        'min-f1': { type: 'string' }, 'min-meteor': { type: 'string' }, quiet: { type: 'boolean', default: false },
        ...judgeCliOptions(),
      },
      strict: true,
      allowPositionals: false,
    });
    const v = values as Record<string, string | boolean | undefined>;
    const str = (k: string) => (typeof v[k] === 'string' ? (v[k] as string) : undefined);
    const opts: Options = {
      server: str('server'), traces: str('traces'), compare: str('compare'), table: v.table === true, servers: str('servers'),
      tracesDir: str('traces-dir'), format: str('format'), kernels: str('kernels'), kernelsDirs: str('kernels-dir'), json: v.json === true, quiet: v.quiet === true,
      minF1: threshold(str('min-f1'), '--min-f1'), minMeteor: threshold(str('min-meteor'), '--min-meteor'),
      balanced: str('balanced') === undefined ? undefined : { k: intArg('balanced', str('balanced'), 25, 1, 1_000_000), seed: intArg('seed', str('seed'), 0, 0, 2 ** 31 - 1) },
    };
    if (str('seed') !== undefined && !opts.balanced) throw new PersonaError('--seed needs --balanced K (it seeds the draw)');
    if (opts.kernels && opts.kernelsDirs) throw new PersonaError('give --kernels-dir or --kernels, not both');
    setKernelsSearchPath((opts.kernelsDirs ?? '').split(',').map((d) => d.trim()).filter(Boolean));
    const judgeModel = str('judge');
    if (judgeModel !== undefined && v['rule-based']) throw new PersonaError('give either --judge <model> or --rule-based, not both');
    const judgeFlags = Object.fromEntries(Object.keys(v).filter((k) => k.startsWith('judge-')).map((k) => [k, str(k)]));
    const firstJudgeFlag = Object.keys(judgeFlags)[0];
    if (judgeModel === undefined && firstJudgeFlag) throw new PersonaError(`--${firstJudgeFlag} needs --judge <model>`);
    const judge = judgeModel !== undefined ? judgeLabeler(judgeModel, judgeFlags) : null;
    try {
      return await measure(opts, judge ? judge.labeler : ruleLabeler);
    } finally {
      await judge?.close();
    }
  },
};

interface Options {
  server?: string;
  traces?: string;
  compare?: string;
  table: boolean;
  servers?: string;
  tracesDir?: string;
  format?: string;
  kernels?: string;
  kernelsDirs?: string;
  balanced?: { k: number; seed: number };
  json: boolean;
  quiet: boolean;
  minF1?: number;
  minMeteor?: number;
}

async function measure(o: Options, labeler: Labeler): Promise<number> {
  // --kernels pins one folder; otherwise each server is found on the --kernels-dir search path.
  const kernelsDir = o.kernels ? inputDirArg('--kernels', o.kernels) : undefined;
  const format = (o.format ?? 'text') as TableFormat;
  if (!TABLE_FORMATS.includes(format)) throw new PersonaError(`--format must be one of ${TABLE_FORMATS.join(', ')} (got "${o.format}")`);
  const progress = (server: string) => o.quiet ? undefined : (v: { seq: number; tool: string | null; cell: string }, i: number, n: number) => {
    process.stderr.write(`fidelity ${server} [${i + 1}/${n}] seq ${v.seq} ${v.tool ?? '(no tool)'}: ${v.cell}\n`);
  };
  const run = (server: string, tracesFile: string) => runFidelity({
    server, traces: readTraces(tracesFile), tracesName: basename(tracesFile), labeler, kernelsDir, onTrace: progress(server), balanced: o.balanced,
  });
  const printTable = (rows: TableRow[], reports: FidelityReport[]) => {
    if (o.json) process.stdout.write(JSON.stringify({ labeler: labeler.name, table: rows.map(rowJson), reports }, null, 2) + '\n');
    else process.stdout.write(formatTable(rows, format));
  };

  let reports: FidelityReport[];
  if (o.table) {
    if (o.server || o.traces || o.compare) throw new PersonaError('--table takes --servers and --traces-dir, not --server/--traces/--compare');
    const servers = (o.servers ?? DEFAULT_TABLE_SERVERS.join(',')).split(',').map((s) => s.trim()).filter(Boolean);
    if (!servers.length) throw new PersonaError('--servers is empty');
    const tracesDir = resolve(o.tracesDir ?? DEFAULT_TRACES_DIR);
    if (!existsSync(tracesDir)) throw new PersonaError(`${tracesDir}: traces folder not found (give --traces-dir)`);
    const rows: TableRow[] = [];
    const vanilla: FidelityReport[] = [];
    const traversal: FidelityReport[] = [];
    for (const server of servers) {
      const file = join(tracesDir, `${server}.traces.jsonl`);
      const a = await run(`${server}-vanilla`, file);
      const b = await run(server, file);
      vanilla.push(a);
      traversal.push(b);
      rows.push({ server, method: 'Vanilla', report: a }, { server, method: 'Tool-Traversal', report: b });
    }
    if (servers.length > 1) rows.push(pooledRow('Vanilla', vanilla), pooledRow('Tool-Traversal', traversal));
    reports = servers.flatMap((_, i) => [vanilla[i], traversal[i]]);
    printTable(rows, reports);
  } else {
    if (!o.server) throw new PersonaError('--server <name> is required (or --table)');
    if (!o.traces) throw new PersonaError('--traces <file.jsonl> is required');
    if (o.compare === '') o.compare = `${o.server}-vanilla`;
    if (o.compare && realServerOf(o.compare) !== realServerOf(o.server)) {
      throw new PersonaError(`--compare ${o.compare} simulates "${realServerOf(o.compare)}", not "${realServerOf(o.server)}"`);
    }
    const main = await run(o.server, o.traces);
    reports = [main];
    if (o.compare) {
      const other = await run(o.compare, o.traces);
      reports = [other, main];
      const method = (r: FidelityReport) => (r.server.endsWith('-vanilla') ? 'Vanilla' : r.server === realServerOf(r.server) ? 'Tool-Traversal' : r.server);
      printTable(reports.map((r) => ({ server: realServerOf(r.server), method: method(r), report: r })), reports);
    } else if (o.json) {
      process.stdout.write(JSON.stringify(main, null, 2) + '\n');
    } else {
      process.stdout.write(formatReport(main));
    }
  }
  // Gates apply to the trace-informed servers (not to a documentation-only baseline).
  const gated = reports.filter((r) => !r.server.endsWith('-vanilla'));
  const failed = gated.filter((r) => (o.minF1 !== undefined && r.f1 < o.minF1) || (o.minMeteor !== undefined && r.meteor < o.minMeteor));
  for (const r of failed) process.stderr.write(`persona fidelity: ${r.server} below the gate (F1 ${r.f1}, METEOR ${r.meteor})\n`);
  return failed.length ? 3 : 0;
}

/** A bare `--compare` (last, or followed by another flag) means the server's -vanilla baseline. */
function bareCompare(argv: string[]): string[] {
  return argv.map((a, i) => (a === '--compare' && (i + 1 >= argv.length || argv[i + 1].startsWith('--')) ? '--compare=' : a));
}

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
