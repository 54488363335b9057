import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { selectTasks } from '../../tasks/load.ts';
import { runJobs, parseShard } from '../../runner/runner.ts';
import { createProgress } from '../../runner/progress.ts';
import { skillsChoice, loadDistractorPool } from '../../runner/ablations.ts';
import { chatClientFactory, CASSETTE_MODES, type CassetteMode } from '../../runner/clients.ts';
import { llmCliOptions, resolveLlmConfig, PROVIDER_DEFAULTS } from '../../llm/config.ts';
import { agentNamed, AGENTS, DEFAULT_AGENT, isReferenceModel, REFERENCE_AGENTS } from '../../agents/registry.ts';
import { PersonaError } from '../../util/errors.ts';
import type { Command } from '../command.ts';
import { intArg, outputDirArg, tasksDirArg } from '../args.ts';
import { kernelsDirOptions, applyKernelsDirs, KERNELS_DIR_HELP } from '../kernels-dir.ts';
import { availableParallelism } from 'node:os';

function oneOf<T extends string>(name: string, v: string | undefined, allowed: readonly T[], dflt: T): T {
  if (v === undefined) return dflt;
  if (!(allowed as readonly string[]).includes(v)) throw new PersonaError(`--${name} must be one of ${allowed.join(', ')} (got "${v}")`);
  return v as T;
}

// LLM flags of `persona run` (docs/llm.md). --model is a list here, --seed the run seed, and
// cassettes are a folder (--cassettes), so those LLM flags are the runner's own.
const RUN_OWN = new Set(['model', 'seed', 'cassette', 'cassette-mode']);
const LLM_FLAGS = Object.fromEntries(Object.entries(llmCliOptions()).filter(([k]) => !RUN_OWN.has(k)));

export const command: Command = {
  summary: 'run agents (models or reference policies) on benchmark tasks',
  usage: `usage: persona run --model <name>[,<name>…] --tasks <selector> --out <dir>
                   [--provider openai|anthropic] [--base-url <url>] [--api-key-env VAR] [--llm-config FILE] [--stream]
                   [--agent tool-calling] [--cassettes <dir> [--cassette-mode replay|record|auto|off]]
                   [--max-rounds 20] [--concurrency N|auto] [--shard i/n] [--trials k] [--seed N] [--resume]
                   [--tools task|all] [--skills none|ours|<file.md>] [--context all|necessary]
                   [--distractors N] [--temperature T|none] [--top-p P] [--max-tokens N [--max-tokens-field F]]
                   [--timeout-ms MS] [--price IN,OUT] [--tasks-dir <dir>]

Runs an agent on benchmark tasks: each task (and trial) in its own session over the MCP front,
up to --max-rounds model calls, one run folder each: <out>/<model>/<task-id>/trial-<k>/, and an
index <out>/runs.json.
  --model         a model behind --base-url / the provider, or a reference agent served on
                  127.0.0.1 when no --base-url is given: ${Object.entries(REFERENCE_AGENTS).map(([n, a]) => `${n} (${a.description})`).join(', ')}
  --tasks         all, a category (name or slug, e.g. lark-centric), or task ids separated by commas
  --provider      openai (default; any Chat Completions server: vLLM, Ollama, hosted APIs) | anthropic
  --api-key-env   environment variable holding the API key (default OPENAI_API_KEY / ANTHROPIC_API_KEY;
                  "" for none); the key is never recorded. A model that is not a reference agent
                  needs --base-url or a key
  --llm-config    JSON file in the judge's format (top level, then its "agent" profile); flags win,
                  then PERSONA_LLM_* variables, then the file (docs/llm.md)
  --stream        stream answers over SSE (a cut stream is retried, never taken as an answer)
  --agent         ${Object.keys(AGENTS).join(' | ')} (default ${DEFAULT_AGENT}; runtime/agents/registry.ts)
  --temperature, --top-p, --max-tokens  sent only when set (none by default); --temperature none omits it
  --cassettes     record/replay every model call under <dir>/<model>/<task-id>/trial-<k>;
                  --cassette-mode replay (default with --cassettes) needs no endpoint and no network
  --concurrency N runs at a time, each on a worker thread of its own (default 1; auto: the
                  machine's cores); never changes a byte of a run folder
  --shard i/n     run the i-th of n deterministic slices (1 ≤ i ≤ n); combine with persona merge
  --resume        keep finished runs in --out, redo unfinished ones from scratch
  --trials k      k runs per task (pass^k)
  --seed N        run seed: session IDs (added to each task's seed) and distractor draws
Ablations (recorded in every run's journal header):
  --tools         task: only the task's servers (Table 6 "selected"); all: every server
  --skills        ours: the bundled per-server skills documents (Table 5); or a Markdown file
  --context       all: necessary and unnecessary context (default); necessary: necessary only
  --distractors N append N distractor paragraphs drawn with the run seed (Table 9 uses 5)
  --price IN,OUT  USD per million input and output tokens, for the cost columns
  --tasks-dir     a folder of your own task files instead of the bundled tasks/
${KERNELS_DIR_HELP}`,
  async run(argv) {
    const { values } = parseArgs({
      args: argv,
      options: {
        model: { type: 'string' }, tasks: { type: 'string' }, out: { type: 'string' },
        ...LLM_FLAGS, agent: { type: 'string' },
        cassettes: { type: 'string' }, 'cassette-mode': { type: 'string' },
        'max-rounds': { type: 'string' }, concurrency: { type: 'string' }, shard: { type: 'string' },
        trials: { type: 'string' }, seed: { type: 'string' }, resume: { type: 'boolean', default: false },
        tools: { type: 'string' }, skills: { type: 'string' }, context: { type: 'string' },
        distractors: { type: 'string' }, price: { type: 'string' },
        'tasks-dir': { type: 'string' }, ...kernelsDirOptions(),
      },
      strict: true,
    });
    applyKernelsDirs(values);
    if (!values.model) throw new PersonaError('--model is required (a model name, or oracle / naive)');
    if (!values.tasks) throw new PersonaError('--tasks is required (all, a category, or task ids separated by commas)');
    if (!values.out) throw new PersonaError('--out is required (the folder for run folders)');
    // Where results go is checked before any work: a run is never lost to an unusable --out.
    const out = outputDirArg('out', values.out);
    if (values.cassettes) outputDirArg('cassettes', values.cassettes);
    const models = values.model.split(',').map((m) => m.trim()).filter(Boolean);
    if (!models.length || new Set(models).size !== models.length) throw new PersonaError(`--model: give distinct model names (got "${values.model}")`);
    const agent = agentNamed(values.agent ?? DEFAULT_AGENT);
    // One resolution for every LLM role: flags, then PERSONA_LLM_* variables, then the config file.
    const llmFlags = Object.fromEntries(Object.entries(values).filter(([k]) => k in LLM_FLAGS)) as Record<string, string | boolean | undefined>;
    // Cassettes are per run (--cassettes DIR), set below for each job.
    const llm = resolveLlmConfig({ flags: { ...llmFlags, model: models[0], 'cassette-mode': 'off' }, profile: 'agent' });
    const mode = oneOf<CassetteMode>('cassette-mode', values['cassette-mode'], CASSETTE_MODES, values.cassettes ? 'replay' : 'off');
    if (mode !== 'off' && !values.cassettes) throw new PersonaError(`--cassette-mode ${mode} needs --cassettes <dir>`);
    let prices: { input: number; output: number } | null = null;
    if (values.price !== undefined) {
      const m = /^(\d+(?:\.\d+)?),(\d+(?:\.\d+)?)$/.exec(values.price);
      if (!m) throw new PersonaError(`--price must be IN,OUT in USD per million tokens, e.g. 1.25,10 (got "${values.price}")`);
      prices = { input: Number(m[1]), output: Number(m[2]) };
    } else if (models.every((m) => isReferenceModel(m)) && llm.baseUrl === PROVIDER_DEFAULTS[llm.provider].baseUrl) {
      prices = { input: 0, output: 0 };
    }
    const temperature = llm.temperature ?? null;
    const distractors = intArg('distractors', values.distractors, 0, 0, 50);
    if (distractors > 0) loadDistractorPool();
    const all = tasksDirArg(values['tasks-dir']);
    const tasks = selectTasks(all, values.tasks);
    const progress = createProgress(process.stderr);
    const onSignal = () => {
      process.stderr.write(`\npersona run: interrupted; finished runs are kept in ${out}: rerun the same command with --resume to do the rest\n`);
      process.exit(130);
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
    const result = await runJobs({
      models, tasks, allTasks: all, out,
      trials: intArg('trials', values.trials, 1, 1, 100),
      concurrency: values.concurrency === 'auto' ? availableParallelism() : intArg('concurrency', values.concurrency, 1, 1, 256),
      shard: parseShard(values.shard),
      resume: values.resume,
      baseUrl: null,
      apiKeyEnv: llm.apiKeyEnv,
      llm,
      cassettesDir: values.cassettes ? resolve(values.cassettes) : null,
      cassetteMode: mode,
      config: {
        maxRounds: intArg('max-rounds', values['max-rounds'], 20, 1, 200),
        seed: intArg('seed', values.seed, 0, 0, 2 ** 31 - 1),
        tools: oneOf('tools', values.tools, ['task', 'all'] as const, 'task'),
        context: oneOf('context', values.context, ['all', 'necessary'] as const, 'all'),
        distractors,
        skills: skillsChoice(values.skills),
        temperature,
        prices,
        agent,
      },
      clientFactory: chatClientFactory(),
      progress,
    });
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    process.stdout.write(`run folders: ${out}/<model>/<task-id>/trial-<k> (${result.ran} run now, ${result.kept} kept from before)\nindex: ${result.index}\n`);
    if (result.failed) {
      process.stderr.write(`persona run: ${result.failed} run(s) ended in an error (see the index); rerun with --resume to retry them\n`);
      return 1;
    }
    return 0;
  },
};
