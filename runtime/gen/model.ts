// The generators' connection to a model: the project's one LLM client (runtime/llm), configured by
// the same flags as every other client (--base-url, --model, --provider, --api-key-env,
// --llm-config, --cassette, --cassette-mode …; PERSONA_LLM_* variables; the "gen" profile of an
// LLM config file). Every exchange goes through a cassette, so a generation recorded once replays
// offline and byte-identically. By default the cassette is cassettes/gen/<server>.<what>.cassette.msgpack
// in replay mode: record with --cassette-mode record (or auto) and an API key.
import { join } from 'node:path';
import { createLlmClient, llmCliOptions, resolveLlmConfig, LLM_CLI_HELP, type ChatMessage } from '../llm/index.ts';
import { REPO_ROOT } from '../servers/registry.ts';

export const GEN_CLI_HELP = LLM_CLI_HELP;

export function genLlmOptions() {
  return llmCliOptions('');
}

export interface GenModel {
  /** The answer's text for a conversation. */
  complete(messages: ChatMessage[]): Promise<string>;
  close(): Promise<void>;
}

export function defaultGenCassette(server: string, what: string): string {
  return join(REPO_ROOT, 'cassettes', 'gen', `${server}.${what}.cassette.msgpack`);
}

/** Opens the model from the LLM flags; `defaultCassette` applies when neither flags, env nor a
 * config file name one. */
export function openGenModel(flags: Record<string, unknown>, defaultCassette: string, env: Record<string, string | undefined> = process.env): GenModel {
  const given: Record<string, string | undefined> = {};
  for (const k of Object.keys(genLlmOptions())) if (typeof flags[k] === 'string') given[k] = flags[k] as string;
  const configured = given.cassette !== undefined || given['llm-config'] !== undefined || env.PERSONA_LLM_CASSETTE !== undefined || env.PERSONA_LLM_CONFIG !== undefined;
  if (!configured) given.cassette = defaultCassette;
  const config = resolveLlmConfig({ flags: given, env, profile: 'gen' });
  const client = createLlmClient(config, { env });
  return {
    complete: (messages) => client.complete({ messages }),
    close: () => client.close(),
  };
}
