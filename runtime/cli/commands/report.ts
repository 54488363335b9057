import { parseArgs } from 'node:util';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeReport } from '../../report/site.ts';
import { judgeId } from '../../judge/llm.ts';
import { PersonaError } from '../../util/errors.ts';
import { createCounter } from '../../report/progress.ts';
import type { Command } from '../command.ts';
import { kernelsDirOptions, applyKernelsDirs, KERNELS_DIR_HELP } from '../kernels-dir.ts';
import { outputDirArg } from '../args.ts';

export const command: Command = {
  summary: 'a static HTML report of run folders (tables, conversations, comparisons)',
  usage: `usage: persona report <runs…> --out <dir> [--judge <model> | --rule-based] [--tasks-dir <dir>]

Writes a static, self-contained HTML report of run folders (give run folders or folders above
them, e.g. runs/main): <dir>/index.html, one page per run under <dir>/runs/ and a compare page per
task that ran more than once under <dir>/compare/. It opens from file:// — no server, no network.
  index     Table 3 and the other tables the runs support; a task × model (× trial) grid coloured
            by Acc, linking to every run; the adversarial agents' validity figures when present;
            Figure 2 (the task set) and Figure 3 (Acc against tokens, cost and steps) as SVG
  run page  the task, the conversation step by step (model messages, tool calls with arguments
            and results, each call's context change entity by entity, the clock), the final
            answer, the checkpoints with verdict, evidence and reason, minefields, tokens and cost
Scores are the stored ones (persona eval); a run without one is scored in memory by the
rule-based judge. The same runs give the same bytes.
  --judge, --rule-based   whose stored scores (default: rule-based when present, else the only judge)
  --tasks-dir             the folder of the runs' task files when they are not the bundled tasks/
  --out                   the folder to write; an earlier report there is replaced
${KERNELS_DIR_HELP}`,
  async run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      options: {
        ...kernelsDirOptions(), out: { type: 'string' }, judge: { type: 'string' }, 'rule-based': { type: 'boolean', default: false }, 'tasks-dir': { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
    applyKernelsDirs(values);
    if (!values.out) throw new PersonaError('--out is required (the folder to write the report to)');
    outputDirArg('out', values.out);
    if (values.judge !== undefined && values['rule-based']) throw new PersonaError('give either --judge <model> or --rule-based, not both');
    const judge = values['rule-based'] ? 'rule-based' : values.judge !== undefined ? judgeId(values.judge) : undefined;
    const counter = createCounter(process.stderr, 'persona report');
    const labels = { read: 'reading runs', pages: 'writing pages' } as const;
    const res = await writeReport(positionals, {
      out: values.out,
      judge,
      tasksDir: values['tasks-dir'],
      onProgress: (phase, done, total) => counter.update(labels[phase], done, total),
    });
    counter.end();
    const rel = relative(process.cwd(), res.index);
    process.stdout.write(`report: ${rel && !rel.startsWith('..') ? rel : res.index} (${res.runs} run page(s), ${res.comparePages} compare page(s))\n  open ${pathToFileURL(res.index).href}\n`);
    return 0;
  },
};
