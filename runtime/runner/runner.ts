// `persona run` as a library: the jobs (task × trial × model, in a fixed order), the shard this
// process owns, resume, a pool of concurrent runs, and the reference endpoint when a reference
// agent needs one. Concurrency and sharding change only when and where runs happen, never what
// a run folder holds: each run has its own session, seed, cassette and folder.
import { existsSync, readdirSync, rmSync, mkdirSync } from 'node:fs';
import { PersonaError } from '../util/errors.ts';
import { startReferenceEndpoint, type ReferenceEndpoint } from '../agents/endpoint.ts';
import { AGENTS, isReferenceModel, referenceModels } from '../agents/registry.ts';
import { runOne, addTimings, type RunConfig, type RunJob, type RunOutcome, type RunSummary } from './agent-loop.ts';
import { parseLlmConfig, PROVIDER_DEFAULTS, type LlmConfig } from '../llm/config.ts';
import { publicUrl } from '../llm/endpoint.ts';
import { runDirOf, runState, writeIndex, modelSlug } from './layout.ts';
import { join } from 'node:path';
import { SNAPSHOT_STORE } from '../run/snapshot-store.ts';
import type { ChatClientFactory } from './chat-client.ts';
import { RunThread } from './threads.ts';
import { sessionServers } from './ablations.ts';
import { buildCatalog } from '../mcp/catalog.ts';
import { loadSnapshot } from '../snapshot/snapshot.ts';
import type { ProgressSink } from './progress.ts';
import type { LoadedTask } from '../tasks/load.ts';

export interface Shard {
  /** 1-based. */
  index: number;
  count: number;
}

export interface RunnerOptions {
  models: string[];
  tasks: LoadedTask[];
  /** Every bundled task (the reference endpoint serves them all). */
  allTasks: LoadedTask[];
  out: string;
  trials: number;
  concurrency: number;
  shard: Shard | null;
  resume: boolean;
  /** A base URL the user gave (null: none; reference models are then served on 127.0.0.1). Overrides llm.baseUrl. */
  baseUrl: string | null;
  /** Overrides llm.apiKeyEnv when llm is not given. */
  apiKeyEnv: string | null;
  /**
   * The resolved LLM configuration every non-reference run uses (provider, key variable, sampling,
   * stream, timeouts; its model is replaced by each job's). Default: OpenAI-compatible from baseUrl/apiKeyEnv.
   */
  llm?: LlmConfig;
  /** Where API-key variables are read (default process.env). */
  env?: Record<string, string | undefined>;
  cassettesDir: string | null;
  cassetteMode: 'replay' | 'record' | 'auto' | 'off';
  config: Omit<RunConfig, 'model' | 'endpoint'>;
  clientFactory: ChatClientFactory;
  progress: ProgressSink;
  /**
   * Run each concurrent run on its own worker thread (runtime/runner/threads.ts) when more than
   * one runs at a time and the agent and chat client can cross threads. Default true; false keeps
   * every run on the calling thread. The run folders are the same bytes either way.
   */
  threads?: boolean;
}

export interface RunnerResult {
  ran: number;
  kept: number;
  failed: number;
  index: string;
  jobs: { job: RunJob; summary: RunSummary | null }[];
}

export function parseShard(v: string | undefined): Shard | null {
  if (v === undefined) return null;
  const m = /^(\d+)\/(\d+)$/.exec(v.trim());
  if (!m || Number(m[2]) < 1 || Number(m[1]) < 1 || Number(m[1]) > Number(m[2])) throw new PersonaError(`--shard must be i/n with 1 ≤ i ≤ n (got "${v}")`);
  return { index: Number(m[1]), count: Number(m[2]) };
}

/** Every job in the fixed order (task id, trial, model); a shard takes every n-th, starting at its index. */
export function planJobs(opts: Pick<RunnerOptions, 'models' | 'tasks' | 'out' | 'trials' | 'shard'>): RunJob[] {
  const tasks = [...opts.tasks].sort((a, b) => (a.task.id < b.task.id ? -1 : a.task.id > b.task.id ? 1 : 0));
  const jobs: RunJob[] = [];
  for (const task of tasks) {
    for (let trial = 1; trial <= opts.trials; trial += 1) {
      for (const model of opts.models) jobs.push({ model, task, trial, dir: runDirOf(opts.out, model, task.task.id, trial), store: join(opts.out, SNAPSHOT_STORE) });
    }
  }
  if (!opts.shard) return jobs;
  return jobs.filter((_, i) => i % opts.shard!.count === opts.shard!.index - 1);
}

const isReference = isReferenceModel;
/** Where a model without --base-url is sent (the LLM client's OpenAI default). */
export const DEFAULT_BASE_URL = PROVIDER_DEFAULTS.openai.baseUrl;
/** The base URL a replayed reference run is keyed under (the endpoint's port never enters a key). */
const REFERENCE_BASE_URL = 'http://127.0.0.1/v1';

/** What reaches the model server besides the conversation: recorded in every run's header. */
function llmSettings(c: LlmConfig, reference: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = { provider: c.provider, stream: c.stream };
  if (reference) return out;
  if (c.temperature !== undefined) out.temperature = c.temperature;
  if (c.topP !== undefined) out.topP = c.topP;
  if (c.maxTokens !== undefined) out.maxTokens = c.maxTokens;
  if (c.maxTokens !== undefined || c.provider === 'openai') out.maxTokensField = c.maxTokensField;
  if (c.seed !== undefined) out.seed = c.seed;
  if (c.provider === 'anthropic') out.anthropicVersion = c.anthropicVersion;
  return out;
}

export async function runJobs(opts: RunnerOptions): Promise<RunnerResult> {
  const slugs = new Map<string, string>();
  for (const m of opts.models) {
    const prev = slugs.get(modelSlug(m));
    if (prev && prev !== m) throw new PersonaError(`--model: "${prev}" and "${m}" would share the folder ${modelSlug(m)}`);
    slugs.set(modelSlug(m), m);
  }
  const base: LlmConfig = opts.llm
    ? { ...opts.llm, ...(opts.baseUrl ? { baseUrl: opts.baseUrl.replace(/\/+$/, '') } : {}) }
    : parseLlmConfig({ provider: 'openai', model: opts.models[0], baseUrl: opts.baseUrl ?? undefined, apiKeyEnv: opts.apiKeyEnv, cassette: { path: null, mode: 'off' }, ...(opts.config.temperature !== null ? { temperature: opts.config.temperature } : {}) }, '--model');
  const explicitBase = opts.baseUrl !== null || base.baseUrl !== PROVIDER_DEFAULTS[base.provider].baseUrl;
  const env = opts.env ?? process.env;
  // A model name that is not a reference agent goes to the provider's public endpoint only with a key:
  // a typo (--model orcale) must not become a request to api.openai.com.
  if (opts.cassetteMode !== 'replay' || !opts.cassettesDir) {
    for (const m of opts.models) {
      if (isReference(m) && !explicitBase) continue;
      if (explicitBase) continue;
      const keyVar = base.apiKeyEnv;
      if (keyVar && env[keyVar]) continue;
      throw new PersonaError(`--model ${m}: not a reference agent (${referenceModels().join(', ')}), no --base-url given and ${keyVar ? `$${keyVar} is not set` : 'no API key variable'}; set the key to use ${base.baseUrl}, or give --base-url for your server`);
    }
  }
  const jobs = planJobs(opts);
  // Fail before writing anything when a task's servers or snapshots cannot be loaded.
  for (const t of new Set(jobs.map((j) => j.task))) {
    const { servers, snapshots } = sessionServers(t.task, opts.config.tools);
    buildCatalog(servers);
    for (const ref of Object.values(snapshots)) loadSnapshot(ref);
  }
  const todo: RunJob[] = [];
  let kept = 0;
  for (const job of jobs) {
    const busy = existsSync(job.dir) && readdirSync(job.dir).length > 0;
    if (!busy) {
      todo.push(job);
      continue;
    }
    if (!opts.resume) throw new PersonaError(`${job.dir}: already holds a run (use --resume to keep finished runs and redo the rest, or another --out)`);
    if (runState(job.dir).complete) kept += 1;
    else {
      rmSync(job.dir, { recursive: true, force: true });
      todo.push(job);
    }
  }
  mkdirSync(opts.out, { recursive: true });

  // The reference agents answer from 127.0.0.1 — unless every answer comes from cassettes.
  let endpoint: ReferenceEndpoint | null = null;
  const needEndpoint = todo.some((j) => isReference(j.model)) && !explicitBase && opts.cassetteMode !== 'replay';
  if (needEndpoint) endpoint = await startReferenceEndpoint(opts.allTasks.map((t) => t.task));

  const results: RunnerResult['jobs'] = jobs.filter((j) => !todo.includes(j)).map((job) => ({ job, summary: null }));
  opts.progress.start(jobs.length, kept);
  let next = 0;
  let failed = 0;
  let fatal: string | null = null;
  const slots = Math.max(1, Math.min(opts.concurrency, todo.length || 1));
  const agent = opts.config.agent;
  const portable = opts.clientFactory.portable;
  const onThreads = (opts.threads ?? true) && slots > 1 && portable !== undefined && (agent === undefined || AGENTS[agent.name] === agent);
  const threads = onThreads ? Array.from({ length: slots }, () => new RunThread()) : [];
  const worker = async (slot: number) => {
    while (next < todo.length && fatal === null) {
      const job = todo[next];
      next += 1;
      const label = `${job.model} ${job.task.task.id} trial-${job.trial}`;
      opts.progress.started(label);
      const reference = isReference(job.model) && !explicitBase;
      // Reference agents speak Chat Completions on 127.0.0.1 with no key; replayed ones need no
      // endpoint at all: only the URL path enters cassette keys.
      const llm: LlmConfig = reference
        ? { ...base, provider: 'openai', model: job.model, baseUrl: endpoint?.baseUrl ?? REFERENCE_BASE_URL, apiKeyEnv: null }
        : { ...base, model: job.model };
      const clientConfig = {
        llm,
        cassettesDir: opts.cassettesDir,
        mode: opts.cassettesDir ? opts.cassetteMode : 'off' as const,
        cassette: `${modelSlug(job.model)}/${job.task.task.id}/trial-${job.trial}`,
      };
      const config: RunConfig = { ...opts.config, model: job.model, endpoint: reference ? 'reference' : publicUrl(llm.baseUrl), llm: llmSettings(llm, reference) };
      const onTokens = (u: { total_tokens?: number }) => opts.progress.tokens(u.total_tokens ?? 0);
      let outcome: RunOutcome;
      if (onThreads) {
        const { agent: runAgent, skills, ...data } = config;
        outcome = await threads[slot].run(
          {
            job,
            config: { ...data, ...(runAgent ? { agentName: runAgent.name } : {}), skills: { label: skills.label, doc: skills.forTask(job.task.task) } },
            client: clientConfig,
            ...(portable?.env ? { env: portable.env } : {}),
          },
          onTokens,
        );
      } else {
        const client = opts.clientFactory(clientConfig);
        try {
          outcome = await runOne(job, config, client, onTokens);
        } finally {
          await client.close();
        }
      }
      if (outcome.fatal && fatal === null) fatal = `${outcome.error ?? publicUrl(llm.baseUrl)} [${outcome.fatal}]`;
      const { fatal: _f, ...summary } = outcome;
      addTimings(job.dir, { concurrency: opts.concurrency, shard: opts.shard ? `${opts.shard.index}/${opts.shard.count}` : null, cassetteMode: opts.cassettesDir ? opts.cassetteMode : 'off', thread: onThreads ? 'worker' : 'main' });
      if (summary.status === 'error') failed += 1;
      results.push({ job, summary });
      opts.progress.finished(label, summary);
    }
  };
  try {
    await Promise.all(Array.from({ length: slots }, (_, slot) => worker(slot)));
  } finally {
    await Promise.all(threads.map((t) => t.close()));
    await endpoint?.close();
  }
  opts.progress.end();
  const index = writeIndex(opts.out);
  if (fatal !== null) {
    throw new PersonaError(`stopped, the endpoint is unusable: ${fatal}; finished runs are kept (fix it and rerun with --resume)`);
  }
  return { ran: todo.length, kept, failed, index, jobs: results };
}
