// `persona <command> …`: finds the command module and turns user errors into one-line messages.
// Each command lives in runtime/cli/commands/<name>.ts and exports a `command: Command`.
// Tests call main() in-process; what only the real process needs (EPIPE, the re-spawn's IPC) is in
// ./process.ts, installed by bin/persona.js.

import { readFileSync } from 'node:fs';
import { PersonaError } from '../util/errors.ts';
import type { Command } from './command.ts';
import { userPathError } from './fs-errors.ts';

const COMMANDS: Record<string, () => Promise<{ command: Command }>> = {
  exec: () => import('./commands/exec.ts'),
  serve: () => import('./commands/serve.ts'),
  replay: () => import('./commands/replay.ts'),
  diff: () => import('./commands/diff.ts'),
  cassette: () => import('./commands/cassette.ts'),
  fidelity: () => import('./commands/fidelity.ts'),
  traverse: () => import('./commands/traverse.ts'),
  tasks: () => import('./commands/tasks.ts'),
  run: () => import('./commands/run.ts'),
  merge: () => import('./commands/merge.ts'),
  eval: () => import('./commands/eval.ts'),
  tables: () => import('./commands/tables.ts'),
  agreement: () => import('./commands/agreement.ts'),
  report: () => import('./commands/report.ts'),
  compare: () => import('./commands/compare.ts'),
  gen: () => import('./commands/gen.ts'),
  answer: () => import('./commands/answer.ts'),
};

/** Every command's name, sorted. */
export const COMMAND_NAMES = Object.keys(COMMANDS).sort();

/** The command module for a name (for tests that check every command). */
export async function loadCommand(name: string): Promise<Command> {
  return (await COMMANDS[name]()).command;
}

/** The package version, from package.json. */
export function version(): string {
  return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}

async function usage(): Promise<string> {
  const width = Math.max(...COMMAND_NAMES.map((n) => n.length));
  const lines: string[] = [];
  for (const n of COMMAND_NAMES) lines.push(`  ${n.padEnd(width)}  ${(await loadCommand(n)).summary}`);
  return [
    `usage: persona <command> [options]   (persona <command> --help for its options)`,
    '',
    'commands:',
    ...lines,
    '',
    'persona --version prints the version.',
  ].join('\n');
}

/**
 * `--step -1` is a user asking for step -1, but node:util parseArgs reads "-1" as an option and
 * answers "argument is ambiguous". A negative number after a long flag is always meant as its
 * value, so it is joined (`--step=-1`) and the command's own check says what is wrong with it.
 */
function joinNegativeValues(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const t = argv[i];
    const next = argv[i + 1];
    if (/^--[^=]+$/.test(t) && next !== undefined && /^-\d/.test(next)) {
      out.push(`${t}=${next}`);
      i += 1;
    } else out.push(t);
  }
  return out;
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...given] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write((await usage()) + '\n');
    return name ? 0 : 2;
  }
  if (name === '--version' || name === '-v') {
    process.stdout.write(`${version()}\n`);
    return 0;
  }
  const load = COMMANDS[name];
  if (!load) {
    process.stderr.write(`persona: unknown command "${name}" (commands: ${COMMAND_NAMES.join(', ')})\n`);
    return 2;
  }
  const rest = joinNegativeValues(given);
  try {
    const { command } = await load();
    if (rest.includes('--help') || rest.includes('-h')) {
      process.stdout.write(command.usage.trimEnd() + '\n');
      return 0;
    }
    return await command.run(rest);
  } catch (e) {
    const err = e instanceof PersonaError ? e : userPathError(e, rest);
    if (err) {
      process.stderr.write(`persona ${name}: ${err.message}\n`);
      return 1;
    }
    // node:util parseArgs reports unknown/missing flags with these codes: a user error too.
    const code = (e as { code?: string }).code;
    if (code && code.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`persona ${name}: ${(e as Error).message.split('\n')[0]}\n`);
      return 2;
    }
    throw e;
  }
}
