import { parseArgs } from 'node:util';
import { openRun } from '../../run/run-folder.ts';
import { join } from 'node:path';
import { checkFinalState, stateAt, verifyRun } from '../../replay/replay.ts';
import { journalDamage } from '../../journal/journal.ts';
import { RUN_FILES } from '../../run/run-folder.ts';
import { PersonaError } from '../../util/errors.ts';
import type { Command } from '../command.ts';
import { countArg } from '../args.ts';

function preview(v: unknown, max = 160): string {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  const flat = s.replace(/\s+/g, ' ');
  return flat.length > max ? flat.slice(0, max - 3) + '...' : flat;
}

export const command: Command = {
  usage: `usage: persona replay <run-dir> [--step N] [--verify] [--json]

Without options: prints the run's trajectory (one line per call).
--step N   prints the state after call N (0 = start), rebuilt from patches; no kernel runs.
--verify   re-executes every call in a fresh sandbox; fails on the first step whose result or
           patch differs from the journal, naming it.`,
  async run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { step: { type: 'string' }, verify: { type: 'boolean', default: false }, json: { type: 'boolean', default: false } },
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length !== 1) throw new PersonaError('expected exactly one <run-dir>');
    const run = openRun(positionals[0]);
    const damage = journalDamage(join(run.dir, RUN_FILES.journal), run);
    // --verify needs a whole journal: a torn tail or a corrupt frame fails it, naming the byte.
    if (damage && values.verify) throw new PersonaError(`verify FAILED: ${damage}`);
    if (damage) process.stderr.write(`warning: ${damage}; showing those\n`);
    if (values.step !== undefined) {
      const state = stateAt(run, countArg('step', values.step, 0));
      process.stdout.write(JSON.stringify(state, null, 2) + '\n');
      return 0;
    }
    if (values.verify) {
      const finalProblem = checkFinalState(run);
      if (finalProblem) throw new PersonaError(`verify FAILED: ${finalProblem}`);
      const report = verifyRun(run);
      if (report.mismatch) {
        const m = report.mismatch;
        process.stderr.write(`verify FAILED at step ${m.seq} (${m.server}/${m.tool}): ${m.field} differs\n  recorded: ${preview(m.recorded, 400)}\n  replayed: ${preview(m.replayed, 400)}\n`);
        if (report.changedKernels.length) process.stderr.write(`  note: kernels changed since recording: ${report.changedKernels.join(', ')}\n`);
        return 1;
      }
      process.stdout.write(`verify ok: ${report.calls} calls re-executed, every result and patch identical\n`);
      return 0;
    }
    if (values.json) {
      process.stdout.write(JSON.stringify({ header: run.header, calls: run.calls }, null, 2) + '\n');
      return 0;
    }
    const h = run.header;
    process.stdout.write(`run ${run.dir}: servers ${h.servers.join(', ')}; seed ${h.seed}; clock ${h.clock.anchor} +${h.clock.stepMs}ms/call\n`);
    for (const s of h.servers) process.stdout.write(`  ${s}: snapshot ${h.snapshots[s].ref} (${h.snapshots[s].hash.slice(0, 12)})\n`);
    for (const c of run.calls) {
      const status = c.fault ? `FAULT ${c.fault.kind}` : c.result.isError ? 'error' : 'ok';
      const text = c.result.content.map((x) => x.text ?? `[${x.type}]`).join(' ');
      process.stdout.write(`#${c.seq} ${c.clock} ${c.server}/${c.tool} ${preview(c.args, 100)}\n    -> ${status}: ${preview(text)}${c.patch.length ? `  [${c.patch.length} patch op${c.patch.length > 1 ? 's' : ''}]` : ''}\n`);
    }
    return 0;
  },
};
