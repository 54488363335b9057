// LLM client configuration, from (lowest to highest precedence) defaults, a JSON config file
// (top level, then an optional named profile), environment variables, and command-line flags.
// The API key itself is never part of the configuration: only the *name* of the environment
// variable that holds it (apiKeyEnv), read when a request actually goes to the network.
import { readFileSync, existsSync } from 'node:fs';
import { z } from 'zod';
import { PersonaError } from '../util/errors.ts';
import { CASSETTE_MODES } from './cassette/store.ts';

import { PROVIDERS, PROVIDER_REGISTRY, type Provider } from './providers.ts';
import { ANTHROPIC_DEFAULT_MAX_TOKENS } from './anthropic.ts';

export { PROVIDERS, ANTHROPIC_DEFAULT_MAX_TOKENS, type Provider };
/** Each provider's default base URL and API-key variable (from the provider registry). */
export const PROVIDER_DEFAULTS: Record<Provider, { baseUrl: string; apiKeyEnv: string }> = Object.fromEntries(
  Object.entries(PROVIDER_REGISTRY).map(([name, p]) => [name, { baseUrl: p.baseUrl, apiKeyEnv: p.apiKeyEnv }]),
) as Record<Provider, { baseUrl: string; apiKeyEnv: string }>;

const envName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'expected an environment variable name');
const httpUrl = z.string().refine((s) => {
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}, 'expected an http(s) URL');

const fields = {
  provider: z.enum(PROVIDERS),
  baseUrl: httpUrl,
  model: z.string().min(1, 'must not be empty'),
  /** "" means none, as on the command line. */
  apiKeyEnv: z.preprocess((v) => (v === '' ? null : v), envName.nullable()),
  /** null: none is sent (the flag or variable says "none"), even where a caller has a default. */
  temperature: z.number().min(0).max(2).nullable(),
  topP: z.number().gt(0).max(1),
  /** Stream answers over SSE (the result is the same; only the wire differs). */
  stream: z.boolean(),
  maxTokens: z.number().int().positive(),
  seed: z.number().int(),
  /** OpenAI's newer models take max_completion_tokens; vLLM, Ollama and most others max_tokens. */
  maxTokensField: z.enum(['max_tokens', 'max_completion_tokens']),
  anthropicVersion: z.string().min(1),
  timeouts: {
    connectMs: z.number().int().positive(),
    headersMs: z.number().int().positive(),
    bodyMs: z.number().int().positive(),
    /** Whole request, retries included. */
    requestMs: z.number().int().positive(),
  },
  retries: {
    max: z.number().int().min(0).max(20),
    minDelayMs: z.number().int().min(0),
    maxDelayMs: z.number().int().min(0),
  },
  cassette: {
    /** The cassette file; null for none (then mode must be off). */
    path: z.string().min(1).nullable(),
    mode: z.enum(CASSETTE_MODES),
  },
};

/** A fully resolved configuration (what createLlmClient works with). */
export const LlmConfigSchema = z
  .object({
    provider: fields.provider.default('openai'),
    baseUrl: fields.baseUrl.optional(),
    model: fields.model,
    apiKeyEnv: fields.apiKeyEnv.optional(),
    temperature: fields.temperature.optional(),
    topP: fields.topP.optional(),
    stream: fields.stream.default(false),
    maxTokens: fields.maxTokens.optional(),
    seed: fields.seed.optional(),
    maxTokensField: fields.maxTokensField.default('max_tokens'),
    anthropicVersion: fields.anthropicVersion.default('2023-06-01'),
    timeouts: z
      .object({
        connectMs: fields.timeouts.connectMs.default(10_000),
        headersMs: fields.timeouts.headersMs.default(300_000),
        bodyMs: fields.timeouts.bodyMs.default(300_000),
        requestMs: fields.timeouts.requestMs.default(900_000),
      })
      .strict()
      .prefault({}),
    retries: z
      .object({
        max: fields.retries.max.default(4),
        minDelayMs: fields.retries.minDelayMs.default(1_000),
        maxDelayMs: fields.retries.maxDelayMs.default(30_000),
      })
      .strict()
      .prefault({}),
    cassette: z
      .object({ path: fields.cassette.path.default(null), mode: fields.cassette.mode.default('replay') })
      .strict()
      .prefault({}),
  })
  .strict()
  .transform((c) => ({
    ...c,
    baseUrl: (c.baseUrl ?? PROVIDER_DEFAULTS[c.provider].baseUrl).replace(/\/+$/, ''),
    apiKeyEnv: c.apiKeyEnv === undefined ? PROVIDER_DEFAULTS[c.provider].apiKeyEnv : c.apiKeyEnv,
  }));

export type LlmConfigInput = z.input<typeof LlmConfigSchema>;
export type LlmConfig = z.output<typeof LlmConfigSchema>;

/** One layer (file, profile): every field optional, unknown fields rejected. */
const LayerSchema = z
  .object({
    provider: fields.provider,
    baseUrl: fields.baseUrl,
    model: fields.model,
    apiKeyEnv: fields.apiKeyEnv,
    temperature: fields.temperature,
    topP: fields.topP,
    stream: fields.stream,
    maxTokens: fields.maxTokens,
    seed: fields.seed,
    maxTokensField: fields.maxTokensField,
    anthropicVersion: fields.anthropicVersion,
    // Layers carry no defaults: an absent field must not override a lower layer.
    timeouts: z.object(fields.timeouts).partial().strict(),
    retries: z.object(fields.retries).partial().strict(),
    cassette: z.object(fields.cassette).partial().strict(),
  })
  .partial()
  .strict();
type Layer = z.output<typeof LayerSchema>;

const FileSchema = LayerSchema.extend({ profiles: z.record(z.string(), LayerSchema).optional() }).strict();

function firstIssue(where: string, error: z.ZodError): PersonaError {
  const issue = error.issues[0];
  const path = issue.path.map(String).join('.');
  return new PersonaError(`${where}${path ? `: field ${path}` : ''}: ${issue.message}`);
}

/** Validate a configuration object (e.g. one a library user built) and apply defaults. */
export function parseLlmConfig(input: unknown, where = 'LLM config'): LlmConfig {
  const r = LlmConfigSchema.safeParse(input);
  if (!r.success) {
    if (r.error.issues[0].path[0] === 'model' && (input as { model?: unknown } | null)?.model === undefined) {
      throw new PersonaError(`${where}: no model configured (pass --model, set PERSONA_LLM_MODEL, or put "model" in the config file)`);
    }
    throw firstIssue(where, r.error);
  }
  const c = r.data;
  if (c.cassette.mode !== 'off' && c.cassette.path === null) {
    throw new PersonaError(`${where}: cassette mode ${c.cassette.mode} needs a cassette file (--cassette FILE), or use cassette mode off`);
  }
  return c;
}

export function readLlmConfigFile(file: string): z.output<typeof FileSchema> {
  if (!existsSync(file)) throw new PersonaError(`${file}: LLM config file not found`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new PersonaError(`${file}: not valid JSON (${(e as Error).message.split('\n')[0]})`);
  }
  const r = FileSchema.safeParse(raw);
  if (!r.success) throw firstIssue(file, r.error);
  return r.data;
}

/** Command-line flags understood by resolveLlmConfig (node:util parseArgs options). */
export function llmCliOptions(prefix = '') {
  const names = ['llm-config', 'provider', 'base-url', 'model', 'api-key-env', 'temperature', 'top-p', 'max-tokens', 'max-tokens-field', 'seed', 'timeout-ms', 'cassette', 'cassette-mode'] as const;
  const opts: Record<string, { type: 'string' } | { type: 'boolean' }> = Object.fromEntries(names.map((n) => [`${prefix}${n}`, { type: 'string' as const }]));
  opts[`${prefix}stream`] = { type: 'boolean' };
  return opts as Record<`${string}`, { type: 'string' }>;
}

export const LLM_CLI_HELP = [
  '  --llm-config FILE      JSON config file (or PERSONA_LLM_CONFIG); see docs/llm.md',
  '  --provider P           openai (any OpenAI-compatible server) | anthropic',
  '  --base-url URL         e.g. http://127.0.0.1:8000/v1 (vLLM), http://127.0.0.1:11434/v1 (Ollama)',
  '  --model NAME           model name as the server knows it',
  '  --api-key-env NAME     environment variable holding the API key ("" for none)',
  '  --temperature T|none  --top-p P  --seed N  --timeout-ms MS   sent only when set ("none": never)',
  '  --max-tokens N         output token limit; --max-tokens-field max_tokens|max_completion_tokens',
  '  --stream               stream answers over SSE (PERSONA_LLM_STREAM=1)',
  '  --cassette FILE        cassette file (e.g. cassettes/agent.cassette.msgpack)',
  '  --cassette-mode M      replay (default) | record | auto | off',
].join('\n');

export interface ConfigSources {
  /** parseArgs values; keys are flag names (with flagPrefix). */
  flags?: Record<string, string | boolean | string[] | boolean[] | undefined>;
  /** Defaults to process.env. */
  env?: Record<string, string | undefined>;
  /** Overrides the --llm-config flag and the PERSONA_LLM_CONFIG variable. */
  configFile?: string;
  /** Picks `profiles[profile]` of the config file on top of its top level (e.g. "judge"). */
  profile?: string;
  /** Prefix of flag names, e.g. "judge-" for --judge-model. Default "". */
  flagPrefix?: string;
  /** Prefix of environment variables, e.g. "PERSONA_JUDGE_". Default "PERSONA_LLM_". */
  envPrefix?: string;
}

function num(where: string, value: string, integer: boolean): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || (integer && !Number.isInteger(n))) {
    throw new PersonaError(`${where}: expected ${integer ? 'an integer' : 'a number'} (got ${JSON.stringify(value)})`);
  }
  return n;
}

/** Turns string settings (flags or env) into a layer. `name(field)` says where each came from. */
function stringLayer(get: (field: string) => string | undefined, name: (field: string) => string): Layer {
  const layer: Record<string, unknown> = {};
  const str = (field: string, key: string) => {
    const v = get(field);
    if (v !== undefined) layer[key] = v;
  };
  const number = (field: string, key: string, integer: boolean) => {
    const v = get(field);
    if (v !== undefined) layer[key] = num(name(field), v, integer);
  };
  str('provider', 'provider');
  str('base-url', 'baseUrl');
  str('model', 'model');
  const keyEnv = get('api-key-env');
  if (keyEnv !== undefined) layer.apiKeyEnv = keyEnv === '' ? null : keyEnv;
  const temp = get('temperature');
  if (temp !== undefined) layer.temperature = temp.trim().toLowerCase() === 'none' ? null : num(name('temperature'), temp, false);
  number('top-p', 'topP', false);
  number('max-tokens', 'maxTokens', true);
  str('max-tokens-field', 'maxTokensField');
  const stream = get('stream');
  if (stream !== undefined) {
    if (!/^(1|0|true|false|yes|no)$/i.test(stream.trim())) throw new PersonaError(`${name('stream')}: expected 1 or 0 (got ${JSON.stringify(stream)})`);
    layer.stream = /^(1|true|yes)$/i.test(stream.trim());
  }
  number('seed', 'seed', true);
  const timeout = get('timeout-ms');
  if (timeout !== undefined) layer.timeouts = { requestMs: num(name('timeout-ms'), timeout, true) };
  const cassette: Record<string, unknown> = {};
  const cPath = get('cassette');
  if (cPath !== undefined) cassette.path = cPath === '' ? null : cPath;
  const cMode = get('cassette-mode');
  if (cMode !== undefined) cassette.mode = cMode;
  if (Object.keys(cassette).length > 0) layer.cassette = cassette;
  // Validate field by field so the message names the flag or variable that is wrong.
  for (const [key, value] of Object.entries(layer)) {
    const r = LayerSchema.safeParse({ [key]: value });
    if (!r.success) {
      const field = { provider: 'provider', baseUrl: 'base-url', model: 'model', apiKeyEnv: 'api-key-env', timeouts: 'timeout-ms' }[key] ?? key;
      const sub = r.error.issues[0].path[1];
      const f = key === 'cassette' ? (sub === 'mode' ? 'cassette-mode' : 'cassette') : key === 'maxTokens' ? 'max-tokens' : key === 'maxTokensField' ? 'max-tokens-field' : key === 'topP' ? 'top-p' : field;
      throw new PersonaError(`${name(f)}: ${r.error.issues[0].message}`);
    }
  }
  return layer as Layer;
}

function mergeLayers(layers: Layer[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const layer of layers) {
    for (const [k, v] of Object.entries(layer)) {
      if (v === undefined) continue;
      if (k === 'timeouts' || k === 'retries' || k === 'cassette') out[k] = { ...(out[k] as object | undefined), ...(v as object) };
      else out[k] = v;
    }
  }
  return out;
}

/** The configuration from flags, env and config file. Throws a one-line PersonaError on bad input. */
export function resolveLlmConfig(sources: ConfigSources = {}): LlmConfig {
  const env = sources.env ?? process.env;
  const fp = sources.flagPrefix ?? '';
  const ep = sources.envPrefix ?? 'PERSONA_LLM_';
  const flags = sources.flags ?? {};
  const flag = (field: string): string | undefined => {
    const v = flags[`${fp}${field}`];
    if (v === true) return 'true'; // boolean flags (--stream)
    return typeof v === 'string' ? v : undefined;
  };
  const envVar = (field: string) => `${ep}${field.toUpperCase().replace(/-/g, '_')}`;
  const fromEnv = (field: string): string | undefined => {
    const v = env[envVar(field)];
    // One switch for every client: PERSONA_CASSETTE_MODE=replay runs everything offline.
    if (v === undefined && field === 'cassette-mode') return env.PERSONA_CASSETTE_MODE;
    return v;
  };

  const layers: Layer[] = [];
  // One config file can hold every client's settings (profiles), so PERSONA_LLM_CONFIG serves all prefixes.
  const file = sources.configFile ?? flag('llm-config') ?? fromEnv('config') ?? env.PERSONA_LLM_CONFIG;
  let where = 'LLM config';
  if (file) {
    const parsed = readLlmConfigFile(file);
    const { profiles, ...top } = parsed;
    layers.push(top);
    where = file;
    if (sources.profile && profiles?.[sources.profile]) layers.push(profiles[sources.profile]);
  }
  layers.push(stringLayer(fromEnv, (f) => (f === 'cassette-mode' && env[envVar(f)] === undefined ? 'PERSONA_CASSETTE_MODE' : envVar(f))));
  layers.push(stringLayer(flag, (f) => `--${fp}${f}`));
  return parseLlmConfig(mergeLayers(layers), where);
}
