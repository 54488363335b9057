import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { writeFileSync } from 'node:fs';
import { loadScores } from '../../eval/store.ts';
import { paperTables, TABLE_IDS, type TableId } from '../../eval/paper-tables.ts';
import { renderTable, TABLE_FORMATS, type TableFormat } from '../../eval/tables.ts';
import { judgeId } from '../../judge/llm.ts';
import { PersonaError } from '../../util/errors.ts';
import type { Command } from '../command.ts';
import { inputDirArg, outputFileArg } from '../args.ts';

export const command: Command = {
  summary: "the paper's tables from scored runs",
  usage: `usage: persona tables <scored-runs…> [--format md|csv|latex] [--table 3,5,6,9,reliability,cost,validity]
                      [--judge <model> | --rule-based] [--out <file>]

Prints the paper's tables from stored scores (the score.<judge>.json files persona eval writes in
each run folder; give run folders, folders above them, or score files). Nothing is re-scored and
no journal is read, so the tables regenerate byte-identically, offline.
  Table 3      one row per model (and setting): Acc per category, overall Acc, SR-0.8, Exec-Acc
  Table 5      when runs with --skills exist: Lark and Rednote subsets, per skills setting
  Table 6      when runs with --tools all exist: All Tools / Selected Tools
  Table 9      when runs with --context necessary or --distractors exist
  reliability  bootstrap 95 % intervals, pass^k over trials, flip rate between trials, minefields
  cost         tokens and cost per task and model as the runs recorded them (Figure 3 data)
  validity     what agents that do not do the work score: Acc, Exec-Acc, operate Exec-Acc, SR-0.8,
               successes missing a change (by default when silent/parrot/claimer/decoy were scored)
  --format     md (default), csv or latex
  --table      which tables (default: every one the runs support)
  --judge, --rule-based   whose scores (default: rule-based when present, else the only judge)
  --out        write to a file instead of stdout`,
  async run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      options: {
        format: { type: 'string' }, table: { type: 'string' }, judge: { type: 'string' }, 'rule-based': { type: 'boolean', default: false },
        out: { type: 'string' },
      },
      strict: true,
      allowPositionals: true,
    });
    const format = (values.format ?? 'md') as TableFormat;
    if (!TABLE_FORMATS.includes(format)) throw new PersonaError(`--format must be one of ${TABLE_FORMATS.join(', ')} (got "${values.format}")`);
    if (values.judge !== undefined && values['rule-based']) throw new PersonaError('give either --judge <model> or --rule-based, not both');
    let only: TableId[] | undefined;
    if (values.table !== undefined) {
      only = values.table.split(',').map((t) => t.trim().replace(/^table/i, '')) as TableId[];
      const bad = only.filter((t) => !(TABLE_IDS as readonly string[]).includes(t));
      if (bad.length || !only.length) throw new PersonaError(`--table: unknown table ${bad.map((b) => `"${b}"`).join(', ') || '""'} (tables: ${TABLE_IDS.join(', ')})`);
    }
    const judge = values['rule-based'] ? 'rule-based' : values.judge !== undefined ? judgeId(values.judge) : undefined;
    const { scores, skipped } = loadScores(positionals.map((p) => inputDirArg('', p)), judge);
    for (const s of skipped) process.stderr.write(`persona tables: not counting ${s.file}: ${s.reason}
`);
    const tables = paperTables(scores, only);
    // Several CSV tables in one stream are told apart by a `# title` line before each.
    const text = tables.map((t) => (format === 'csv' && tables.length > 1 ? `# ${t.title}\n` : '') + renderTable(t, format)).join('\n');
    if (values.out) writeFileSync(outputFileArg('out', values.out), text);
    else process.stdout.write(text);
    return 0;
  },
};
