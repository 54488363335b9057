// Runs of the reference agents made in-process (persona run + persona eval through the CLI's
// main), for the report, replay and compare tests. stdout/stderr of the commands are silenced.
import { main } from '../../runtime/cli/main.ts';

/** Tasks whose runs create, update and delete entities, over one and several servers. */
export const REPORT_TASKS = ['lark-cancel-coffee', 'discord-contributor-role-kaito', 'gmail-notion-guest-lecture'];

export async function quietly<T>(fn: () => Promise<T>): Promise<{ value: T; out: string; err: string }> {
  const o = process.stdout.write.bind(process.stdout);
  const e = process.stderr.write.bind(process.stderr);
  let out = '';
  let err = '';
  process.stdout.write = ((s: string | Uint8Array) => ((out += String(s)), true)) as typeof process.stdout.write;
  process.stderr.write = ((s: string | Uint8Array) => ((err += String(s)), true)) as typeof process.stderr.write;
  try {
    return { value: await fn(), out, err };
  } finally {
    process.stdout.write = o;
    process.stderr.write = e;
  }
}

/** persona run (oracle and naive) then persona eval into `out`; throws on a non-zero exit. */
export async function makeScoredRuns(out: string, opts: { tasks?: string[]; concurrency?: number; trials?: number } = {}): Promise<void> {
  const args = ['run', '--model', 'oracle,naive', '--tasks', (opts.tasks ?? REPORT_TASKS).join(','), '--out', out, '--concurrency', String(opts.concurrency ?? 2)];
  if (opts.trials) args.push('--trials', String(opts.trials));
  const run = await quietly(() => main(args));
  if (run.value !== 0) throw new Error(`persona run failed: ${run.err}`);
  const ev = await quietly(() => main(['eval', out]));
  if (ev.value !== 0) throw new Error(`persona eval failed: ${ev.err}`);
}
