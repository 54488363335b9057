// The runner's chat clients go through the project's LLM client (runtime/llm): one undici path,
// retries, and cassettes — one cassette file per run, <cassettes>/<model>/<task>/trial-<k>.cassette.msgpack.
// The journal records the cassette by that relative name (never an absolute path), with the key
// and ordinal the cassette gave the exchange; with cassettes off the key is computed the same way.
import { join } from 'node:path';
import { createLlmClient, normalizeRequest, CASSETTE_SUFFIX, CASSETTE_MODES } from '../llm/index.ts';
import { PROVIDER_REGISTRY } from '../llm/providers.ts';
import { endpointOf } from '../llm/endpoint.ts';
import type { ChatClient, ChatClientConfig, ChatClientFactory } from './chat-client.ts';

export { CASSETTE_MODES };
export type CassetteMode = (typeof CASSETTE_MODES)[number];

export function chatClientFactory(opts: { env?: Record<string, string | undefined> } = {}): ChatClientFactory {
  const factory = (cfg: ChatClientConfig): ChatClient => {
    const path = cfg.cassettesDir && cfg.mode !== 'off' ? join(cfg.cassettesDir, `${cfg.cassette}${CASSETTE_SUFFIX}`) : null;
    const config = { ...cfg.llm, cassette: { path, mode: path ? cfg.mode : 'off' as const } };
    const llm = createLlmClient(config, { env: opts.env });
    const adapter = PROVIDER_REGISTRY[config.provider].adapter;
    const urlPath = new URL(endpointOf(config.baseUrl, adapter.path).url).pathname;
    const ordinals = new Map<string, number>();
    return {
      endpoint: llm.endpoint,
      async chat(request) {
        const res = await llm.chat(request);
        let key: string;
        let ordinal: number;
        if (res.cassette) {
          ({ key, ordinal } = res.cassette);
        } else {
          const body = Buffer.from(JSON.stringify(adapter.body({ ...request, stream: request.stream ?? config.stream }, config)));
          const stream = request.stream ?? config.stream;
          key = normalizeRequest({ method: 'POST', path: urlPath, headers: adapter.headers(undefined, config, stream), body }).key;
          ordinal = ordinals.get(key) ?? 0;
          ordinals.set(key, ordinal + 1);
        }
        return { response: res, entry: { cassette: cfg.cassette, key, ordinal } };
      },
      close: () => llm.close(),
    };
  };
  return Object.assign(factory, { portable: { ...(opts.env ? { env: opts.env } : {}) } });
}
