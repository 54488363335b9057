// Runs of the reference agents made in-process (persona run + persona eval through the CLI's
// main), for the report, replay and compare tests.
import { personaMain } from './persona-main.ts';

/** Tasks whose runs create, update and delete entities, over one and several servers. */
export const REPORT_TASKS = ['lark-cancel-coffee', 'discord-contributor-role-kaito', 'gmail-notion-guest-lecture'];

/** persona run (oracle and naive unless told) then persona eval into `out`; throws on a non-zero exit. */
export async function makeScoredRuns(out: string, opts: { tasks?: string[]; concurrency?: number; trials?: number; models?: string[] } = {}): Promise<void> {
  const args = ['run', '--model', (opts.models ?? ['oracle', 'naive']).join(','), '--tasks', (opts.tasks ?? REPORT_TASKS).join(','), '--out', out, '--concurrency', String(opts.concurrency ?? 2)];
  if (opts.trials) args.push('--trials', String(opts.trials));
  const run = await personaMain(args);
  if (run.code !== 0) throw new Error(`persona run failed: ${run.stderr}`);
  const ev = await personaMain(['eval', out]);
  if (ev.code !== 0) throw new Error(`persona eval failed: ${ev.stderr}`);
}
