import { parseArgs } from 'node:util';
import { basename } from 'node:path';
import { readTraces } from '../../fidelity/traces.ts';
import { generateKernels } from '../../gen/kernel.ts';
import { openGenModel, genLlmOptions, defaultGenCassette, GEN_CLI_HELP } from '../../gen/model.ts';
import { PersonaError } from '../../util/errors.ts';
import { inputFileArg, intArg, outputDirArg, outputFileArg } from '../args.ts';
import { kernelsDirOptions, applyKernelsDirs } from '../kernels-dir.ts';
import { generateContext } from '../../gen/context.ts';
import { generateTasks } from '../../gen/tasks.ts';
import type { Command } from '../command.ts';

const SUBCOMMANDS = ['kernel', 'context', 'tasks'] as const;

export const command: Command = {
  summary: 'generate kernels from traces, persona contexts and draft tasks',
  usage: `usage: persona gen kernel --server <name> --traces <file.jsonl> --out <server-dir>
                          [--manifest <tools.json>] [--rounds N] [--vanilla] [LLM flags]

Generates a simulated server from traces of the real one (the paper's Tool-Traverse, §3.1.2):
for each tool a prompt from its input schema, its recorded successes and failures, the hierarchy
and the kernel contract; the module is checked statically (allowed imports only, synchronous),
run in the sandbox against every trace on the state rebuilt from it, and the traces it gets wrong
go back to the model as expected vs got, for up to --rounds rounds (default 3). Writes the kernels,
README.md (what each round changed) and fidelity.json / fidelity.txt into <server-dir>, whose
folder name must be the server's. Serve or measure it with --kernels-dir <server-dir>.
  --manifest F   the real server's tools/list result, when <server-dir> has no manifest.json; a
                 folder without hierarchy.json gets one proposed from the traces (review it), one
                 without state.js gets a generated Context Reconstruction
  --vanilla      documentation only (no traces in the prompts, no repair against them): the
                 paper's baseline; with --traces the result is still measured on them
LLM flags (as every client of the project; docs/llm.md). The cassette defaults to
cassettes/gen/<server>.kernel.cassette.msgpack in replay mode: record with --cassette-mode record:
${GEN_CLI_HELP}
  --quiet        no progress on stderr

usage: persona gen context --server <name> --persona <persona> --out <snapshot.json>
                           [--plan <plan.json>] [--like <snapshot>] [--corpus <file>] [--seed N]
                           [--kernels-dir <dir>] [--snapshots-dir <dir>] [LLM flags]

Builds a starting context for a persona (the paper's Context-Tree, §3.2): the model assigns each
field of each entity type (as seen in --like, default the server's default snapshot) one method —
enumerate, free-form, random, authentic, or link (cross-entity linking) — written to
<snapshot>.plan.json for review (give it back edited with --plan); values are produced by the
method (seeded by --seed for enumerate/random/authentic/link; the model for free-form; sanitized
lines of --corpus for authentic), the tree is validated against the hierarchy and written as a
snapshot that persona serve/exec/run load. The cassette defaults to
cassettes/gen/<server>.context.cassette.msgpack.

usage: persona gen tasks --servers <a[,b]> --count N --out <dir> [--persona <p>] [--seed N]
                         [--chains <chains.json>] [--kernels-dir <dir>] [--snapshots-dir <dir>] [LLM flags]

Drafts tasks (the paper's Persona-Gen, §3.3): tool chains sampled from the servers' dependency
graph (written to <dir>/_gen/chains.json; review it and pass it back with --chains), a prototype per
chain from the model with typed placeholders, context injection from the persona's snapshots,
fuzzification (ids and implicit context kept out of the instruction), the task loader's checks,
then the oracle and the adversarial reference agents run every draft: it is kept (<dir>/<id>.json,
titled "DRAFT: …"; persona run --tasks-dir <dir> runs them) only when the oracle solves it and no
adversary that must fail it (docs/tasks.md) reaches SR-0.8; the rest go to <dir>/_gen/rejected/. <dir>/_gen/REVIEW.md says why. The cassette defaults to
cassettes/gen/<servers>.tasks.cassette.msgpack.`,
  async run(argv) {
    const [sub, ...rest] = argv;
    if (!sub || !(SUBCOMMANDS as readonly string[]).includes(sub)) throw new PersonaError(`give a generator: ${SUBCOMMANDS.join(', ')} (got ${sub === undefined ? 'nothing' : `"${sub}"`})`);
    return sub === 'kernel' ? genKernel(rest) : sub === 'context' ? genContext(rest) : genTasks(rest);
  },
};

async function genKernel(rest: string[]): Promise<number> {
    const { values } = parseArgs({
      args: rest,
      options: {
        server: { type: 'string' }, traces: { type: 'string' }, out: { type: 'string' }, manifest: { type: 'string' },
        rounds: { type: 'string' }, vanilla: { type: 'boolean', default: false }, quiet: { type: 'boolean', default: false },
        ...genLlmOptions(),
      },
      strict: true,
      allowPositionals: false,
    });
    if (!values.server) throw new PersonaError('--server <name> is required');
    if (!values.out) throw new PersonaError('--out <server-dir> is required');
    outputDirArg('out', values.out);
    if (!values.traces && !values.vanilla) throw new PersonaError('--traces <file.jsonl> is required (or --vanilla: documentation only)');
    const rounds = intArg('rounds', values.rounds, 3, 1, 20);
    const traces = values.traces ? readTraces(values.traces) : undefined;
    const model = openGenModel(values, defaultGenCassette(values.server, 'kernel'));
    try {
      const r = await generateKernels({
        server: values.server, out: values.out, traces, tracesName: values.traces ? basename(values.traces) : undefined,
        manifestFile: values.manifest, rounds, vanilla: values.vanilla, model,
        log: values.quiet ? undefined : (l) => process.stderr.write(`gen kernel ${values.server}: ${l}\n`),
      });
      const last = r.rounds[r.rounds.length - 1];
      process.stdout.write(`wrote ${r.dir}: ${r.rounds.length} round(s)` +
        (last && last.failing.length ? `, ${last.failing.length} tool(s) still disagree with the traces` : '') +
        (r.stubs.length ? `, no kernel for ${r.stubs.join(', ')}` : '') +
        (r.report ? `; in-sample F1 ${(100 * r.report.f1).toFixed(1)} %, METEOR ${r.report.meteor.toFixed(4)}` : '') + '\n');
      return 0;
    } finally {
      await model.close();
    }
}

async function genContext(rest: string[]): Promise<number> {
  const { values } = parseArgs({
    args: rest,
    options: {
      server: { type: 'string' }, persona: { type: 'string' }, out: { type: 'string' }, plan: { type: 'string' },
      like: { type: 'string' }, corpus: { type: 'string' }, seed: { type: 'string' }, quiet: { type: 'boolean', default: false },
      ...kernelsDirOptions(), ...genContextLlmOptions(),
    },
    strict: true,
    allowPositionals: false,
  });
  applyKernelsDirs(values);
  if (!values.server) throw new PersonaError('--server <name> is required');
  if (!values.persona) throw new PersonaError('--persona <persona> is required');
  if (!/^[a-z0-9][a-z0-9_.-]*$/i.test(values.persona)) throw new PersonaError(`--persona "${values.persona}": letters, digits, ., - and _ only`);
  if (!values.out) throw new PersonaError('--out <snapshot.json> is required');
  if (!values.out.endsWith('.json')) throw new PersonaError(`--out ${values.out}: a snapshot file ends in .json`);
  outputFileArg('out', values.out);
  // Read after the model's first answer: checked now, before any paid call.
  if (values.corpus) inputFileArg('--corpus', values.corpus);
  const seed = intArg('seed', values.seed, 0, 0, 2 ** 31 - 1);
  const model = openGenModel({ ...values, seed: values['llm-seed'] }, defaultGenCassette(values.server, 'context'));
  try {
    const r = await generateContext({
      server: values.server, persona: values.persona, out: values.out, model, planFile: values.plan, like: values.like, corpusFile: values.corpus, seed,
      log: values.quiet ? undefined : (l) => process.stderr.write(`gen context ${values.server}: ${l}\n`),
    });
    process.stdout.write(`wrote ${r.out} (${Object.entries(r.counts).map(([t, n]) => `${n} ${t}`).join(', ')}; sha256 ${r.hash.slice(0, 12)}) and its plan ${r.planOut}\n`);
    return 0;
  } finally {
    await model.close();
  }
}

async function genTasks(rest: string[]): Promise<number> {
  const { values } = parseArgs({
    args: rest,
    options: {
      servers: { type: 'string' }, count: { type: 'string' }, out: { type: 'string' }, persona: { type: 'string' },
      chains: { type: 'string' }, seed: { type: 'string' }, quiet: { type: 'boolean', default: false },
      ...kernelsDirOptions(), ...genContextLlmOptions(),
    },
    strict: true,
    allowPositionals: false,
  });
  applyKernelsDirs(values);
  if (!values.servers) throw new PersonaError('--servers <a[,b]> is required');
  const servers = values.servers.split(',').map((s) => s.trim()).filter(Boolean);
  if (!servers.length || new Set(servers).size !== servers.length) throw new PersonaError(`--servers: give distinct server names (got "${values.servers}")`);
  if (!values.out) throw new PersonaError('--out <dir> is required');
  outputDirArg('out', values.out);
  const count = intArg('count', values.count, 5, 1, 500);
  const seed = intArg('seed', values.seed, 0, 0, 2 ** 31 - 1);
  const model = openGenModel({ ...values, seed: values['llm-seed'] }, defaultGenCassette(servers.join('-'), 'tasks'));
  try {
    const r = await generateTasks({
      servers, count, out: values.out, persona: values.persona, seed, chainsFile: values.chains, model,
      log: values.quiet ? undefined : (l) => process.stderr.write(`gen tasks: ${l}\n`),
    });
    const kept = r.outcomes.filter((d) => d.kept).length;
    process.stdout.write(`${r.out}: ${kept} draft(s) kept, ${r.outcomes.length - kept} rejected (_gen/REVIEW.md says why)\n`);
    return 0;
  } finally {
    await model.close();
  }
}

// --seed seeds the generators here; the model's own sampling seed is --llm-seed.
function genContextLlmOptions() {
  const { seed: _s, ...rest } = genLlmOptions() as Record<string, { type: 'string' }>;
  return { ...rest, 'llm-seed': { type: 'string' as const } };
}
