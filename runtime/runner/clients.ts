// Which chat client a run uses: the project's LLM client (cassettes) when cassettes are asked
// for, else a direct client.
import { PersonaError } from '../util/errors.ts';
import { directChatClient } from './http-chat.ts';
import type { ChatClientFactory } from './chat-client.ts';

export const CASSETTE_MODES = ['replay', 'record', 'auto', 'off'] as const;
export type CassetteMode = (typeof CASSETTE_MODES)[number];

export function chatClientFactory(): ChatClientFactory {
  return (config) => {
    if (config.mode !== 'off') throw new PersonaError('cassettes are not available yet (runtime/llm)');
    return directChatClient(config);
  };
}
