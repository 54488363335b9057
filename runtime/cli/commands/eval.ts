import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { openRun } from '../../run/run-folder.ts';
import { runState } from '../../runner/layout.ts';
import { scoreRuns, type RunScore } from '../../eval/score.ts';
import { findRunFolders, writeScore, scoreFileName, displayPath } from '../../eval/store.ts';
import { canonicalJson } from '../../util/canonical.ts';
import { formatRun, formatSummary } from '../../eval/report.ts';
import { ruleBasedJudge } from '../../judge/rules.ts';
import { checkpointJudge, judgeCliOptions, JUDGE_CLI_HELP } from '../../judge/client.ts';
import { PersonaError } from '../../util/errors.ts';
import type { CheckpointJudge } from '../../judge/types.ts';
import type { Command } from '../command.ts';
import { intArg, tasksDirArg } from '../args.ts';

/** Runs scored per batch: bounds memory on big evaluations (the judge remembers answers across batches). */
const BATCH = 64;

export const command: Command = {
  summary: "score run folders against their tasks' checkpoints",
  usage: `usage: persona eval <run-dirs…> [--judge <model> | --rule-based] [--json] [--summary]
                    [--tasks-dir <dir>] [--concurrency N] [--no-write] [--quiet]

Scores run folders made by persona run (a run folder, or any folder above run folders, e.g.
runs/main): per checkpoint a score of 0, 0.5 or 1 with the reason and evidence; per task and trial
Acc (mean checkpoint score), Exec-Acc (executor-verified execution checkpoints) and minefields
(forbidden changes and collateral damage, which zero the task's rule-based score); per model the
summary with SR-0.8, bootstrap 95 % intervals, pass^k over trials and the flip rate between trials.

Each run's scores are written to <run-folder>/score.<judge>.json (score.rule-based.json, or
score.judge-<model>.json), which persona tables and persona agreement read. See docs/scoring.md.

  --rule-based        the deterministic rule-based judge (the default; what the main job uses)
  --judge <model>     an LLM judge through the cassette client: checkpoints with exact values are
                      still decided by the executors; unparseable answers fall back to the rules.
                      Its client takes the LLM flags prefixed with judge- (or PERSONA_JUDGE_*
                      variables, or the "judge" profile of an LLM config file); the cassette
                      defaults to cassettes/judge/<model>.cassette.msgpack in replay mode:
${JUDGE_CLI_HELP}
  --json              one JSON object per task and trial (the stored score) on stdout
  --summary           only the summary, not every run
  --tasks-dir <dir>   the task files the runs were made with (default: the bundled tasks/)
  --concurrency N     judge requests in flight at once (default 4)
  --no-write          do not write score files
  --quiet             no progress on stderr`,
  async run(argv) {
    const { values, positionals } = parseArgs({
      args: argv,
      options: {
        judge: { type: 'string' }, 'rule-based': { type: 'boolean', default: false }, json: { type: 'boolean', default: false },
        summary: { type: 'boolean', default: false }, 'tasks-dir': { type: 'string' }, concurrency: { type: 'string' },
        'no-write': { type: 'boolean', default: false }, quiet: { type: 'boolean', default: false },
        ...judgeCliOptions(),
      },
      strict: true,
      allowPositionals: true,
    });
    const v = values as Record<string, string | boolean | undefined>;
    if (v.judge !== undefined && v['rule-based']) throw new PersonaError('give either --judge <model> or --rule-based, not both');
    const judgeFlags = Object.fromEntries(Object.keys(v).filter((k) => k.startsWith('judge-')).map((k) => [k, v[k] as string]));
    const firstJudgeFlag = Object.keys(judgeFlags)[0];
    if (v.judge === undefined && firstJudgeFlag) throw new PersonaError(`--${firstJudgeFlag} needs --judge <model>`);
    const concurrency = intArg('concurrency', typeof v.concurrency === 'string' ? v.concurrency : undefined, 4, 1, 64);
    const dirs = findRunFolders(positionals.map((p) => resolve(p)));
    const tasks = new Map(tasksDirArg(typeof v['tasks-dir'] === 'string' ? v['tasks-dir'] : undefined).map((t) => [t.task.id, t]));

    const complete: string[] = [];
    const skipped: string[] = [];
    for (const d of dirs) (runState(d).complete ? complete : skipped).push(d);
    for (const d of skipped) process.stderr.write(`persona eval: ${displayPath(d)}: not scored (the run is unfinished or ended in an error; persona run --resume redoes it)\n`);
    if (!complete.length) throw new PersonaError('no finished runs to score');

    const judge: CheckpointJudge = typeof v.judge === 'string' ? checkpointJudge(v.judge, judgeFlags, { concurrency }) : ruleBasedJudge;
    const quiet = v.quiet === true;
    const all: RunScore[] = [];
    try {
      for (let at = 0; at < complete.length; at += BATCH) {
        const batch = complete.slice(at, at + BATCH);
        const runs = batch.map((d) => openRun(d));
        const scores = await scoreRuns(runs, tasks, judge, quiet || judge.info.kind !== 'llm' ? undefined : (done, total) => {
          process.stderr.write(`persona eval: judge ${done}/${total} request(s) (runs ${at + 1}-${at + batch.length} of ${complete.length})\n`);
        });
        scores.forEach((s, i) => {
          if (v['no-write'] !== true) writeScore(batch[i], s);
          if (v.json) process.stdout.write(canonicalJson(s) + '\n');
          else if (!v.summary) process.stdout.write(formatRun(s) + '\n');
        });
        all.push(...scores);
        if (!quiet) process.stderr.write(`persona eval: scored ${at + batch.length}/${complete.length} run(s) with the ${judge.info.id} judge\n`);
      }
    } finally {
      await judge.close();
    }
    if (!v.json) process.stdout.write(formatSummary(all));
    if (!quiet && v['no-write'] !== true) process.stderr.write(`persona eval: scores written to <run-folder>/${scoreFileName(judge.info.id)} (persona tables ${positionals.join(' ')})\n`);
    return skipped.length ? 1 : 0;
  },
};
