import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { mergeShards } from '../../runner/merge.ts';
import { PersonaError } from '../../util/errors.ts';
import type { Command } from '../command.ts';
import { outputDirArg } from '../args.ts';

export const command: Command = {
  summary: 'merge shard output folders into one',
  usage: `usage: persona merge <shard-dir>… --out <dir>

Combines the output folders of \`persona run --shard i/n\` into one: every run folder is copied to
the same place under --out and the index (runs.json) is rebuilt. The result is byte-identical to a
single process that ran every shard's runs. A run found in two shards must be identical.`,
  async run(argv) {
    const { values, positionals } = parseArgs({ args: argv, options: { out: { type: 'string' } }, allowPositionals: true, strict: true });
    if (!values.out) throw new PersonaError('--out is required');
    if (!positionals.length) throw new PersonaError('give the shard folders to merge');
    const r = mergeShards(positionals.map((p) => resolve(p)), outputDirArg('out', values.out));
    process.stdout.write(`merged ${r.runs} run folder(s) from ${positionals.length} shard(s) into ${resolve(values.out)}\nindex: ${r.index}\n`);
    return 0;
  },
};
