// `persona <command> …`: finds the command module and turns user errors into one-line messages.
// Each command lives in runtime/cli/commands/<name>.ts and exports a `command: Command`.

import { PersonaError } from '../util/errors.ts';
import type { Command } from './command.ts';

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
};

function usage(): string {
  return [
    'usage: persona <command> [options]   (persona <command> --help for its options)',
    '',
    'commands:',
    ...Object.keys(COMMANDS).sort().map((n) => `  ${n}`),
  ].join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(usage() + '\n');
    return name ? 0 : 2;
  }
  const load = COMMANDS[name];
  if (!load) {
    process.stderr.write(`persona: unknown command "${name}" (commands: ${Object.keys(COMMANDS).sort().join(', ')})\n`);
    return 2;
  }
  try {
    const { command } = await load();
    if (rest.includes('--help') || rest.includes('-h')) {
      process.stdout.write(command.usage.trimEnd() + '\n');
      return 0;
    }
    return await command.run(rest);
  } catch (e) {
    if (e instanceof PersonaError) {
      process.stderr.write(`persona ${name}: ${e.message}\n`);
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
