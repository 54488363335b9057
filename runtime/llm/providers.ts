// The provider registry: every wire protocol the LLM client speaks, with its defaults. Adding a
// provider is one adapter file plus one entry here; the configuration (`--provider`,
// PERSONA_*_PROVIDER, "provider" in a config file), the client and the docs' table all read this.
import { anthropic } from './anthropic.ts';
import { openai } from './openai.ts';
import type { ProviderAdapter } from './provider.ts';

export interface ProviderEntry {
  adapter: ProviderAdapter;
  /** Where requests go when no base URL is configured. */
  baseUrl: string;
  /** The environment variable read for the API key when none is configured. */
  apiKeyEnv: string;
}

export const PROVIDER_REGISTRY = {
  openai: { adapter: openai, baseUrl: 'https://api.openai.com/v1', apiKeyEnv: 'OPENAI_API_KEY' },
  anthropic: { adapter: anthropic, baseUrl: 'https://api.anthropic.com', apiKeyEnv: 'ANTHROPIC_API_KEY' },
} as const satisfies Record<string, ProviderEntry>;

export type Provider = keyof typeof PROVIDER_REGISTRY;
export const PROVIDERS = Object.keys(PROVIDER_REGISTRY) as [Provider, ...Provider[]];
