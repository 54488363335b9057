// The runner's view of a model: the project's LLM client for one run folder, plus the cassette
// entry (name, key, ordinal) that holds each exchange. One client per run folder, so ordinals
// (identical requests told apart by their order) never depend on what other runs do.
import type { LlmConfig } from '../llm/config.ts';
import type { ChatRequest, ChatResponse } from '../llm/types.ts';

export interface CassetteRef {
  /** Cassette name relative to the cassettes folder (never an absolute path). */
  cassette: string;
  key: string;
  ordinal: number;
}

export interface ChatOutcome {
  response: ChatResponse;
  /** Where the exchange is (or would be) stored. */
  entry: CassetteRef;
}

export interface ChatClient {
  chat(req: ChatRequest): Promise<ChatOutcome>;
  /** The endpoint as records show it (no userinfo, credential query values redacted). */
  readonly endpoint: string;
  close(): Promise<void>;
}

export interface ChatClientConfig {
  /** The resolved LLM configuration of this run (model, provider, base URL, key variable, sampling, stream). */
  llm: LlmConfig;
  /** Folder of cassettes; null: no cassette (mode off). */
  cassettesDir: string | null;
  mode: 'replay' | 'record' | 'auto' | 'off';
  /** This run's cassette name (relative to cassettesDir). */
  cassette: string;
}

export interface ChatClientFactory {
  (config: ChatClientConfig): ChatClient;
  /**
   * Set by the project's factory (runtime/runner/clients.ts): the options it was made with, so a
   * run thread can make the same one (runtime/runner/threads.ts). A caller's own factory has none
   * and its runs stay on the calling thread.
   */
  readonly portable?: { env?: Record<string, string | undefined> };
}
