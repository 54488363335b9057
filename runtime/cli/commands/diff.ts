import { parseArgs } from 'node:util';
import { openRun } from '../../run/run-folder.ts';
import { join } from 'node:path';
import { checkFinalState, stateAt } from '../../replay/replay.ts';
import { journalDamage } from '../../journal/journal.ts';
import { RUN_FILES } from '../../run/run-folder.ts';
import { diffTrees, formatDiff } from '../../replay/diff.ts';
import { loadServer, type HierarchyDef } from '../../servers/registry.ts';
import { PersonaError } from '../../util/errors.ts';
import type { Command } from '../command.ts';
import { countArg } from '../args.ts';

export const command: Command = {
  summary: "what a run changed in each server's state, call by call",
  usage: `usage: persona diff <run-dir> [--from A] [--to B] [--json]

The context change between step A (default 0, the start) and step B (default: the last call):
entity by entity and field by field; with --json, {from, to, servers: {<server>: {patch, entities}}}
where patch is RFC 6902.`,
  async run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { from: { type: 'string' }, to: { type: 'string' }, json: { type: 'boolean', default: false } },
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length !== 1) throw new PersonaError('expected exactly one <run-dir>');
    const run = openRun(positionals[0]);
    const damage = journalDamage(join(run.dir, RUN_FILES.journal), run);
    if (damage) process.stderr.write(`warning: ${damage}; the diff covers those\n`);
    else {
      // A whole journal's end state must be the one it recorded (the stored snapshot included).
      const finalProblem = checkFinalState(run);
      if (finalProblem) throw new PersonaError(finalProblem);
    }
    const last = run.calls.length ? run.calls[run.calls.length - 1].seq : 0;
    const from = countArg('from', values.from, 0);
    const to = countArg('to', values.to, last);
    const before = stateAt(run, from);
    const after = stateAt(run, to);
    const hierarchies: Record<string, HierarchyDef> = {};
    for (const s of run.header.servers) hierarchies[s] = loadServer(s).hierarchy;
    const diffs = diffTrees(before, after, hierarchies);
    if (values.json) process.stdout.write(JSON.stringify({ from, to, servers: diffs }, null, 2) + '\n');
    else process.stdout.write(formatDiff(diffs, from, to));
    return 0;
  },
};
