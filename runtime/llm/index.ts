// The LLM layer of mcp-persona: one client for OpenAI-compatible servers and Anthropic, and the
// cassettes that make repeated evaluations byte-identical and offline. See docs/llm.md.
export { createLlmClient, llmJournalRecord, type LlmClient, type LlmClientOptions } from './client.ts';
export {
  resolveLlmConfig,
  parseLlmConfig,
  readLlmConfigFile,
  llmCliOptions,
  LLM_CLI_HELP,
  LlmConfigSchema,
  PROVIDERS,
  PROVIDER_DEFAULTS,
  type LlmConfig,
  type LlmConfigInput,
  type ConfigSources,
  type Provider,
} from './config.ts';
export type { ChatRequest, ChatResponse, ChatMessage, ToolCall, ToolSpec, ToolChoice, Usage, FinishReason, CassetteInfo, Role } from './types.ts';
export { CassetteMissError, LlmHttpError, LlmResponseError } from './errors.ts';
export { openCassette, CassetteSession, CASSETTE_MODES, parseCassetteMode, type CassetteMode, type CassetteSessionOptions } from './cassette/store.ts';
export { cassetteInterceptor, CASSETTE_HEADERS } from './cassette/interceptor.ts';
export { createHttpDispatcher, type HttpDispatcher, type HttpTimeouts } from './http/dispatcher.ts';
export { retryInterceptor, type RetryOptions } from './http/retry.ts';
export { normalizeRequest, requestKey, VOLATILE_BODY_FIELDS, type NormalizedRequest } from './cassette/normalize.ts';
export { readCassetteFile, encodeCassette, CASSETTE_FORMAT, CASSETTE_VERSION, CASSETTE_SUFFIX, type CassetteEntry, type RecordedResponse } from './cassette/format.ts';
export { collectUsedKeys, addUsedKeys, pruneCassette, type UsedKeys } from './cassette/prune.ts';
