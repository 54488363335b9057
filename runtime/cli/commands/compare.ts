import { parseArgs } from 'node:util';
import { openRun } from '../../run/run-folder.ts';
import { compareRuns } from '../../report/compare.ts';
import { formatComparison } from '../../report/compare-text.ts';
import { PersonaError } from '../../util/errors.ts';
import type { Command } from '../command.ts';
import { kernelsDirOptions, applyKernelsDirs, KERNELS_DIR_HELP } from '../kernels-dir.ts';

export const command: Command = {
  summary: 'where two runs of a task diverge, and how their final states differ',
  usage: `usage: persona compare <run-a> <run-b> [--json] [--any-task]

Aligns two runs of the same task step by step (step k is each run's k-th tool call) and prints the
first step where they diverge — another tool, other arguments, another result, or another
resulting context state — with what differed; then the difference of their final states, entity
by entity (B against A: created = only in B, deleted = only in A), and whether the final answers
match.
  --json      the comparison as JSON: {a, b, steps, divergence, final, answers}
  --any-task  allow runs of different tasks (e.g. two scripted sessions)
${KERNELS_DIR_HELP}`,
  async run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      options: {
        ...kernelsDirOptions(), json: { type: 'boolean', default: false }, 'any-task': { type: 'boolean', default: false } },
      allowPositionals: true,
      strict: true,
    });
    applyKernelsDirs(values);
    if (positionals.length !== 2) throw new PersonaError('expected two run folders: persona compare <run-a> <run-b>');
    const a = openRun(positionals[0]);
    const b = openRun(positionals[1]);
    const c = compareRuns(a, b, { allowOtherTasks: values['any-task'] });
    if (values.json) process.stdout.write(JSON.stringify(c, null, 2) + '\n');
    else process.stdout.write(formatComparison(c, positionals[0], positionals[1]));
    return 0;
  },
};
