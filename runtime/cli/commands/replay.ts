import { parseArgs } from 'node:util';
import { openRun } from '../../run/run-folder.ts';
import { join } from 'node:path';
import { checkFinalState, stateAt, verifyRun } from '../../replay/replay.ts';
import { journalDamage } from '../../journal/journal.ts';
import { RUN_FILES } from '../../run/run-folder.ts';
import { PersonaError } from '../../util/errors.ts';
import type { Command } from '../command.ts';
import { kernelsDirOptions, applyKernelsDirs, KERNELS_DIR_HELP } from '../kernels-dir.ts';
import { countArg } from '../args.ts';
import { buildTrajectory } from '../../report/trajectory.ts';
import { formatConversation } from '../../report/text.ts';
import { loadTasks, type LoadedTask } from '../../tasks/load.ts';

/** The run's task (bundled, or from --tasks-dir), to recompose the messages the model started from. */
function taskOf(taskId: unknown, tasksDir: string | undefined): LoadedTask | undefined {
  if (typeof taskId !== 'string') return undefined;
  try {
    return loadTasks(tasksDir).find((t) => t.task.id === taskId);
  } catch (e) {
    if (tasksDir) throw e;
    return undefined;
  }
}

function preview(v: unknown, max = 160): string {
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  const flat = s.replace(/\s+/g, ' ');
  return flat.length > max ? flat.slice(0, max - 3) + '...' : flat;
}

export const command: Command = {
  summary: 'show a recorded run (its whole conversation), step through it or re-verify it',
  usage: `usage: persona replay <run-dir> [--step N] [--verify] [--json] [--full] [--tasks-dir <dir>]

Without options: prints the run's whole conversation — the system and user messages the model
started from, each round's model message and tool calls (arguments, result, the context change
entity by entity, the run clock), and the final answer.
--json     the same as JSON: {header, calls, conversation}
--full     tool results in full (default: the first 300 characters)
--tasks-dir  the folder of the run's task file when it is not among the bundled tasks/
--step N   prints the state after call N (0 = start), rebuilt from patches; no kernel runs.
--verify   re-executes every call in a fresh sandbox; fails on the first step whose result or
           patch differs from the journal, naming it.
${KERNELS_DIR_HELP}`,
  async run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      options: {
        ...kernelsDirOptions(),
        step: { type: 'string' }, verify: { type: 'boolean', default: false }, json: { type: 'boolean', default: false },
        full: { type: 'boolean', default: false }, 'tasks-dir': { type: 'string' },
      },
      allowPositionals: true,
      strict: true,
    });
    applyKernelsDirs(values);
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
    const task = taskOf((run.header.settings as { task?: { id?: unknown } }).task?.id, values['tasks-dir']);
    const conversation = buildTrajectory(run, { task });
    if (values.json) {
      process.stdout.write(JSON.stringify({ header: run.header, calls: run.calls, conversation }, null, 2) + '\n');
      return 0;
    }
    const h = run.header;
    const s = h.settings as { model?: string; task?: { id?: string }; trial?: number };
    process.stdout.write(`run ${run.dir}: servers ${h.servers.join(', ')}; seed ${h.seed}; clock ${h.clock.anchor} +${h.clock.stepMs}ms/call\n`);
    if (s.model) process.stdout.write(`  model ${s.model}; task ${s.task?.id ?? '?'}; trial ${s.trial ?? 1}\n`);
    for (const sv of h.servers) process.stdout.write(`  ${sv}: snapshot ${h.snapshots[sv].ref} (${h.snapshots[sv].hash.slice(0, 12)})\n`);
    process.stdout.write('\n' + formatConversation(conversation, { resultChars: values.full ? 0 : 300 }));
    return 0;
  },
};
