// Host-side validation reproduces the real servers' wording: every schema-violation response in
// the shared authentic traces (zod 3 servers) is matched exactly.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { validatorFor } from '../runtime/servers/validate.ts';

const TRACES = new URL('../examples/traces/', import.meta.url);

describe('argument validation', () => {
  it('matches every "Input validation error" in the shared traces', () => {
    let checked = 0;
    for (const server of ['memory', 'filesystem', 'taskmanager', 'sqlite']) {
      const tools = JSON.parse(readFileSync(new URL(`${server}.tools.json`, TRACES), 'utf8'));
      const list = Array.isArray(tools) ? tools : tools.tools;
      for (const line of readFileSync(new URL(`${server}.traces.jsonl`, TRACES), 'utf8').trim().split('\n')) {
        const t = JSON.parse(line);
        const want = t.response?.content?.[0]?.text ?? '';
        if (!want.startsWith('MCP error -32602: Input validation error')) continue;
        const r = validatorFor(list.find((x: any) => x.name === t.tool), 'sdk').validate(t.args);
        expect(r.ok ? '(accepted)' : r.message, `${server} seq ${t.seq}`).toBe(want);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(30);
  });

  it('drops unknown arguments, as zod objects do, and fills defaults', () => {
    const tool = { name: 't', inputSchema: { type: 'object', properties: { a: { type: 'object', properties: { b: { type: 'string' } } }, n: { type: 'number', default: 5 } } } };
    const r = validatorFor(tool, 'sdk').validate({ a: { b: 'x', junk: 1 }, extra: true });
    expect(r).toEqual({ ok: true, args: { a: { b: 'x' }, n: 5 } });
  });

  it('words zod 4 servers (Lark) the zod 4 way', () => {
    const tool = { name: 'im_v1_message_list', inputSchema: { type: 'object', properties: { params: { type: 'object', properties: { container_id_type: { type: 'string' }, page_size: { type: 'number' } }, required: ['container_id_type'] } }, required: ['params'] } };
    const r = validatorFor(tool, 'sdk-zod4').validate({ params: { page_size: 'ten' } });
    expect(r.ok ? '' : r.message).toBe('MCP error -32602: Input validation error: Invalid arguments for tool im_v1_message_list: Invalid input: expected string, received undefined at params.container_id_type\nInvalid input: expected number, received string at params.page_size');
  });
});
