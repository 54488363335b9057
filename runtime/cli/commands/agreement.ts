import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { loadScores } from '../../eval/store.ts';
import { agreement, readHumanLabels, table7, AGREEMENT_BY, type AgreementBy } from '../../eval/agreement.ts';
import { renderTable, TABLE_FORMATS, type TableFormat } from '../../eval/tables.ts';
import { judgeId } from '../../judge/llm.ts';
import { canonicalText } from '../../eval/store.ts';
import { PersonaError } from '../../util/errors.ts';
import type { Command } from '../command.ts';
import { inputDirArg } from '../args.ts';

export const command: Command = {
  summary: "how often a judge agrees with human checkpoint labels (Cohen's kappa)",
  usage: `usage: persona agreement --human <labels.json> <scored-runs…> [--judge <model> | --rule-based]
                         [--by category|servers|task] [--format md|csv|latex] [--json]

The paper's Table 7: how often the judge's stored checkpoint scores (persona eval) differ from
human labels — misaligned and total checkpoints and their ratio per task category (or per server
set, or per task), and overall. The labels file format is in docs/scoring.md; an example is
examples/human-labels/main-naive.json.
  --human      the human labels (JSON, format mcp-persona/human-labels)
  --judge, --rule-based   whose scores to compare (default: rule-based when present, else the only judge)
  --by         category (default), servers (e.g. Lark_Slack, as the paper's subsets) or task
  --format     md (default), csv or latex
  --json       the counts and every disagreement as JSON`,
  async run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      options: {
        human: { type: 'string' }, judge: { type: 'string' }, 'rule-based': { type: 'boolean', default: false },
        by: { type: 'string' }, format: { type: 'string' }, json: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: true,
    });
    if (!values.human) throw new PersonaError('--human <labels.json> is required');
    if (!positionals.length) throw new PersonaError('give the scored runs to compare with (e.g. runs/main, after persona eval)');
    const format = (values.format ?? 'md') as TableFormat;
    if (!TABLE_FORMATS.includes(format)) throw new PersonaError(`--format must be one of ${TABLE_FORMATS.join(', ')} (got "${values.format}")`);
    const by = (values.by ?? 'category') as AgreementBy;
    if (!AGREEMENT_BY.includes(by)) throw new PersonaError(`--by must be one of ${AGREEMENT_BY.join(', ')} (got "${values.by}")`);
    if (values.judge !== undefined && values['rule-based']) throw new PersonaError('give either --judge <model> or --rule-based, not both');
    const labels = readHumanLabels(resolve(values.human));
    const loaded = loadScores(positionals.map((p) => inputDirArg('', p)), values['rule-based'] ? 'rule-based' : values.judge !== undefined ? judgeId(values.judge) : undefined);
    const report = agreement(labels, loaded.scores, { file: values.human, judge: loaded.judge, by });
    process.stdout.write(values.json ? canonicalText(report) : renderTable(table7(report), format));
    return 0;
  },
};
