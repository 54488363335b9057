// A direct Chat Completions client without cassettes (mode `off`): POST to the endpoint and read
// the JSON completion. The key it reports is the SHA-256 of the canonical request (method, URL
// path, body), the same identity a cassette would give it.
import { PersonaError } from '../util/errors.ts';
import { canonicalHash } from '../util/canonical.ts';
import type { ChatClient, ChatClientConfig } from './chat-client.ts';
import type { ChatCompletion, ChatRequest } from '../agents/openai.ts';

export function directChatClient(config: ChatClientConfig): ChatClient {
  const ordinals = new Map<string, number>();
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async chat(req: ChatRequest) {
      const key = canonicalHash({ method: 'POST', path: new URL(url).pathname, body: req });
      const ordinal = ordinals.get(key) ?? 0;
      ordinals.set(key, ordinal + 1);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
      const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(req) });
      const text = await res.text();
      if (!res.ok) throw new PersonaError(`${url}: HTTP ${res.status}: ${text.slice(0, 200).replace(/\s+/g, ' ')}`);
      let completion: ChatCompletion;
      try {
        completion = JSON.parse(text) as ChatCompletion;
      } catch {
        throw new PersonaError(`${url}: the response is not JSON`);
      }
      return { completion, entry: { cassette: config.cassette, key, ordinal } };
    },
    async close() {},
  };
}
