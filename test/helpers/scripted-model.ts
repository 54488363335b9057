// A scripted stand-in for a model, for the generators' tests: an OpenAI-compatible Chat Completions
// endpoint on 127.0.0.1 whose answer is whatever `script(messages)` returns. It is not a model and
// nothing it "generates" says anything about a real model's quality; cassettes recorded from it
// are labelled as such (file names contain "scripted-stand-in").
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Message { role: string; content: string }

export interface ScriptedModel {
  baseUrl: string;
  /** Every conversation it was sent, in order. */
  requests: Message[][];
  close(): Promise<void>;
}

export async function startScriptedModel(script: (messages: Message[]) => string): Promise<ScriptedModel> {
  const requests: Message[][] = [];
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(parts).toString('utf8')) as { model: string; messages: Message[] };
      requests.push(body.messages);
      let content: string;
      try {
        content = script(body.messages);
      } catch (e) {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: String(e) } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
        id: `chatcmpl-scripted-${requests.length}`, object: 'chat.completion', created: 1767225600, model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** The text of the last user message. */
export const lastUser = (m: Message[]) => [...m].reverse().find((x) => x.role === 'user')?.content ?? '';
/** The tool a kernel prompt is about. */
export const toolOf = (m: Message[]) => /- Tool name: (\S+)/.exec(m.find((x) => x.role === 'user')?.content ?? '')?.[1] ?? '';
export const isRepair = (m: Message[]) => m.length > 2;
export const js = (code: string) => '```js\n' + code.trim() + '\n```';
