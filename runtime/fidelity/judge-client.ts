// The judge's connection to a model: the project's LLM client (runtime/llm), configured from
// `--judge-…` flags, PERSONA_JUDGE_… variables or the "judge" profile of an LLM config file (see
// docs/llm.md). Its cassette makes a repeated evaluation replay the same answers without network;
// by default that is cassettes/fidelity-judge.cassette.msgpack in replay mode (record with
// --judge-cassette-mode record or auto).
import { join } from 'node:path';
import { createLlmClient, llmCliOptions, resolveLlmConfig, LLM_CLI_HELP } from '../llm/index.ts';
import { REPO_ROOT } from '../servers/registry.ts';
import { PersonaError } from '../util/errors.ts';
import { llmJudge, JUDGE_TEMPERATURE, type Labeler } from './judge.ts';

export const JUDGE_FLAG_PREFIX = 'judge-';
export const DEFAULT_JUDGE_CASSETTE = join(REPO_ROOT, 'cassettes', 'fidelity-judge.cassette.msgpack');

/** parseArgs options for the judge's client: --judge-base-url, --judge-cassette, … (not --judge-model: --judge names the model). */
export function judgeCliOptions() {
  const all = llmCliOptions(JUDGE_FLAG_PREFIX) as Record<string, { type: 'string' }>;
  const { [`${JUDGE_FLAG_PREFIX}model`]: _model, [`${JUDGE_FLAG_PREFIX}temperature`]: _temperature, ...rest } = all;
  return rest;
}

export const JUDGE_CLI_HELP = LLM_CLI_HELP.split('\n')
  .filter((l) => !/--model /.test(l))
  .map((l) => l.replace('--temperature T|none  ', ''))
  .map((l) => l.replace(/--(?=[a-z])/g, `--${JUDGE_FLAG_PREFIX}`))
  .join('\n');

export interface JudgeHandle {
  labeler: Labeler;
  close(): Promise<void>;
}

export function judgeLabeler(model: string, flags: Record<string, string | boolean | undefined>, env: Record<string, string | undefined> = process.env): JudgeHandle {
  if (!model.trim()) throw new PersonaError('--judge needs a model name');
  const given: Record<string, string | boolean | undefined> = { ...flags, [`${JUDGE_FLAG_PREFIX}model`]: model, [`${JUDGE_FLAG_PREFIX}temperature`]: String(JUDGE_TEMPERATURE) };
  const configured = flags[`${JUDGE_FLAG_PREFIX}cassette`] !== undefined || env.PERSONA_JUDGE_CASSETTE !== undefined
    || flags[`${JUDGE_FLAG_PREFIX}llm-config`] !== undefined || env.PERSONA_JUDGE_CONFIG !== undefined || env.PERSONA_LLM_CONFIG !== undefined;
  if (!configured) given[`${JUDGE_FLAG_PREFIX}cassette`] = DEFAULT_JUDGE_CASSETTE;
  const config = resolveLlmConfig({ flags: given, env, flagPrefix: JUDGE_FLAG_PREFIX, envPrefix: 'PERSONA_JUDGE_', profile: 'judge' });
  const client = createLlmClient(config, { env });
  return {
    labeler: llmJudge({ complete: (r) => client.complete(r) }, model),
    close: () => client.close(),
  };
}
