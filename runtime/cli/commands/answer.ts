import { parseArgs } from 'node:util';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { writeExternalAnswer } from '../../agents/external.ts';
import { PersonaError } from '../../util/errors.ts';
import type { Command } from '../command.ts';

export const command: Command = {
  summary: "give an outside agent's final answer to its served run folder (for persona eval)",
  usage: `usage: persona answer <run-folder> (--text "<answer>" | --file <answer.txt>)

An agent of your own, connected to \`persona serve --task <id> [--model LABEL]\` as an MCP client,
leaves a run folder per session (<runs>/<session-id>/). Its final answer — what it would tell the
user — is written with this command to <run-folder>/answer.json; then \`persona eval <run-folder>\`
scores the run like a \`persona run\` run. An answer is written once, never overwritten.
  --text   the answer itself
  --file   a UTF-8 text file holding the answer`,
  async run(argv) {
    const { values, positionals } = parseArgs({ args: argv, options: { text: { type: 'string' }, file: { type: 'string' } }, strict: true, allowPositionals: true });
    if (positionals.length !== 1) throw new PersonaError('give one run folder (persona answer <run-folder> --text …)');
    if ((values.text === undefined) === (values.file === undefined)) throw new PersonaError('give the answer with --text or --file (one of them)');
    let answer = values.text;
    if (values.file !== undefined) {
      if (!existsSync(values.file) || !statSync(values.file).isFile()) throw new PersonaError(`--file ${values.file}: no such file`);
      answer = readFileSync(values.file, 'utf8');
    }
    const dir = resolve(positionals[0]);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new PersonaError(`${positionals[0]}: not a folder`);
    const file = writeExternalAnswer(dir, answer!);
    process.stdout.write(`answer written: ${file}\n`);
    return 0;
  },
};
