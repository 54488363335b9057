// Running the `persona` CLI from tests.
//  - cli(args, env?, cwd?): in-process — calls main(argv) with stdout/stderr captured, the way
//    most tests should (no Node start, no tsx transform per call). Tests in a file run one at a
//    time, so capturing through the process streams is safe; an exception that main() lets
//    escape (a bug: the real process would print a stack trace) is reported as `threw`.
//  - persona(args, env?, cwd?): the real bin/persona.js in a child process, for the one smoke
//    test per command and for what only a process has (signals, pipes, exit codes).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { main } from '../../runtime/cli/main.ts';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));
const BIN = fileURLToPath(new URL('../../bin/persona.js', import.meta.url));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Set when main() threw instead of answering: what a user would have seen as a stack trace. */
  threw?: unknown;
}

/** `timeoutMs` bounds the child (default 2 min); runs over the whole task set need more. */
export function persona(args: string[], env: Record<string, string> = {}, cwd = REPO, timeoutMs = 120_000): CliResult {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd, env: { ...process.env, ...env }, encoding: 'utf8', timeout: timeoutMs });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

type Write = typeof process.stdout.write;

/** `persona <args>` in this process: env variables set (and then restored) and cwd changed for the call. */
export async function cli(args: string[], env: Record<string, string | undefined> = {}, cwd = REPO): Promise<CliResult & { code: number }> {
  const out: string[] = [];
  const err: string[] = [];
  const capture = (into: string[]): Write =>
    ((chunk: string | Uint8Array, enc?: unknown, cb?: unknown) => {
      into.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      const done = typeof enc === 'function' ? enc : cb;
      if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
      return true;
    }) as Write;
  const saved = { out: process.stdout.write, err: process.stderr.write, cwd: process.cwd(), env: Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]])) };
  process.stdout.write = capture(out);
  process.stderr.write = capture(err);
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  process.chdir(cwd);
  let code = 1;
  let threw: unknown;
  try {
    code = await main(args);
  } catch (e) {
    threw = e;
    code = 1;
    err.push(`${(e as Error)?.stack ?? String(e)}\n`);
  } finally {
    process.stdout.write = saved.out;
    process.stderr.write = saved.err;
    process.chdir(saved.cwd);
    for (const [k, v] of Object.entries(saved.env)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
  return { code, stdout: out.join(''), stderr: err.join(''), ...(threw !== undefined ? { threw } : {}) };
}
