import { parseArgs } from 'node:util';
import { parseScenario } from '../../scenario/scenario.ts';
import { RecordedSession } from '../../run/run-folder.ts';
import { PersonaError } from '../../util/errors.ts';
import type { Command } from '../command.ts';
import { outputDirArg } from '../args.ts';
import { kernelsDirOptions, applyKernelsDirs, KERNELS_DIR_HELP } from '../kernels-dir.ts';

export const command: Command = {
  summary: 'run a scripted scenario (.jsonl) and write a run folder',
  usage: `usage: persona exec --scenario <file.jsonl> --out <run-dir> [--seed N] [--quiet]

Runs a scripted scenario headlessly and writes a run folder (journal, start and final snapshots,
timings). The output folder must be new or empty. Exits 3 when a call's "expect" is not met.
${KERNELS_DIR_HELP}`,
  async run(argv) {
    const { values } = parseArgs({
      args: argv,
      options: { scenario: { type: 'string' }, out: { type: 'string' }, seed: { type: 'string' }, quiet: { type: 'boolean', default: false }, ...kernelsDirOptions() },
      strict: true,
    });
    applyKernelsDirs(values);
    if (!values.scenario) throw new PersonaError('--scenario <file.jsonl> is required');
    if (!values.out) throw new PersonaError('--out <run-dir> is required');
    outputDirArg('out', values.out);
    const sc = parseScenario(values.scenario);
    let seed = sc.header.seed;
    if (values.seed !== undefined) {
      if (!/^-?\d+$/.test(values.seed)) throw new PersonaError(`--seed must be an integer (got "${values.seed}")`);
      seed = Number(values.seed);
    }
    const run = new RecordedSession(values.out, { servers: sc.header.servers, snapshots: sc.header.snapshot, seed, clock: sc.header.clock });
    let unmet = 0;
    let errors = 0;
    try {
      for (const c of sc.calls) {
        const { record } = run.call(c.server, c.tool, c.args);
        const isError = record.result.isError === true;
        if (isError) errors += 1;
        const mark = isError ? 'x' : '.';
        if (!values.quiet) process.stderr.write(`${mark} ${String(record.seq).padStart(3)} ${c.server}/${c.tool}${record.fault ? ` (kernel fault: ${record.fault.kind})` : ''}\n`);
        if (c.expect?.isError !== undefined && c.expect.isError !== isError) {
          unmet += 1;
          process.stderr.write(`  ${sc.file}:${c.line}: expected isError=${c.expect.isError}, got ${isError}\n`);
        }
      }
    } finally {
      run.close();
    }
    process.stdout.write(`wrote ${values.out}: ${sc.calls.length} calls (${errors} returned errors), seed ${seed}\n`);
    return unmet ? 3 : 0;
  },
};
