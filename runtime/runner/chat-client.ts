// The runner's view of a model: send a Chat Completions request, get the completion back with
// the cassette entry (name, key, ordinal) that holds it. One client per run folder, so ordinals
// (identical requests told apart by their order) never depend on what other runs do.
import type { ChatCompletion, ChatRequest } from '../agents/openai.ts';

export interface CassetteRef {
  /** Cassette name relative to the cassettes folder (never an absolute path). */
  cassette: string;
  key: string;
  ordinal: number;
}

export interface ChatOutcome {
  completion: ChatCompletion;
  /** Where the exchange is (or would be) stored. */
  entry: CassetteRef;
}

export interface ChatClient {
  chat(req: ChatRequest): Promise<ChatOutcome>;
  close(): Promise<void>;
}

export interface ChatClientConfig {
  /** OpenAI-compatible base URL, e.g. https://api.openai.com/v1 or http://127.0.0.1:PORT/v1. */
  baseUrl: string;
  model: string;
  /** The environment variable that holds the API key (null: none); the key itself is never recorded. */
  apiKeyEnv: string | null;
  /** Folder of cassettes; null: no cassette (mode off). */
  cassettesDir: string | null;
  mode: 'replay' | 'record' | 'auto' | 'off';
  /** This run's cassette name (relative to cassettesDir). */
  cassette: string;
}

export type ChatClientFactory = (config: ChatClientConfig) => ChatClient;
