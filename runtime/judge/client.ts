// The checkpoint judge's connection to a model: the project's LLM client (runtime/llm), configured
// from `--judge-…` flags, PERSONA_JUDGE_… variables or the "judge" profile of an LLM config file
// (docs/llm.md). Its cassette makes a repeated evaluation replay the same answers offline; by
// default that is cassettes/judge/<model>.cassette.msgpack in replay mode (record with
// --judge-cassette-mode record or auto).
import { join } from 'node:path';
import { createLlmClient, llmCliOptions, resolveLlmConfig, LLM_CLI_HELP } from '../llm/index.ts';
import { REPO_ROOT } from '../servers/registry.ts';
import { PersonaError } from '../util/errors.ts';
import { createLlmJudge } from './llm.ts';
import type { CheckpointJudge } from './types.ts';

export const JUDGE_FLAG_PREFIX = 'judge-';
/** The paper leaves the judge's temperature open; 0 is the most repeatable choice live. */
export const DEFAULT_JUDGE_TEMPERATURE = 0;

export function defaultJudgeCassette(model: string): string {
  return join(REPO_ROOT, 'cassettes', 'judge', `${model.replace(/[^A-Za-z0-9._-]+/g, '_')}.cassette.msgpack`);
}

/** parseArgs options for the judge's client: --judge-base-url, --judge-cassette, … (--judge names the model). */
export function judgeCliOptions(): Record<string, { type: 'string' }> {
  const { [`${JUDGE_FLAG_PREFIX}model`]: _model, ...rest } = llmCliOptions(JUDGE_FLAG_PREFIX) as Record<string, { type: 'string' }>;
  return rest;
}

export const JUDGE_CLI_HELP = LLM_CLI_HELP.split('\n')
  .filter((l) => !/--model /.test(l))
  .map((l) => l.replace(/--(?=[a-z])/g, `--${JUDGE_FLAG_PREFIX}`))
  .join('\n');

export function checkpointJudge(model: string, flags: Record<string, string | undefined>, opts: { concurrency?: number; env?: Record<string, string | undefined> } = {}): CheckpointJudge {
  const env = opts.env ?? process.env;
  if (!model.trim()) throw new PersonaError('--judge needs a model name');
  const given: Record<string, string | undefined> = { ...flags, [`${JUDGE_FLAG_PREFIX}model`]: model };
  const configured = flags[`${JUDGE_FLAG_PREFIX}cassette`] !== undefined || env.PERSONA_JUDGE_CASSETTE !== undefined
    || flags[`${JUDGE_FLAG_PREFIX}llm-config`] !== undefined || env.PERSONA_JUDGE_CONFIG !== undefined || env.PERSONA_LLM_CONFIG !== undefined;
  if (!configured) given[`${JUDGE_FLAG_PREFIX}cassette`] = defaultJudgeCassette(model);
  const config = resolveLlmConfig({ flags: given, env, flagPrefix: JUDGE_FLAG_PREFIX, envPrefix: 'PERSONA_JUDGE_', profile: 'judge' });
  const client = createLlmClient(config, { env });
  // Unset: the paper's low default. `--judge-temperature none` (null): none is sent, so a reasoning model can judge.
  const temperature = config.temperature === undefined ? DEFAULT_JUDGE_TEMPERATURE : config.temperature;
  return createLlmJudge({ complete: (r) => client.complete(r) }, {
    model: config.model, provider: config.provider, temperature, concurrency: opts.concurrency, close: () => client.close(),
  });
}
