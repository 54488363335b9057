// Tokens and cost per task per model (the paper's Figure 3 data) from what the runs recorded:
// `persona eval --summary` prints them and `persona tables --table cost` tabulates them from the
// score files alone, the same bytes in any TZ.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personaMain } from './helpers/persona-main.ts';
import { openAiStream, reasoningUsage, startWire, type Wire } from './helpers/provider-wire.ts';

const tmp = mkdtempSync(join(tmpdir(), 'eval-cost-'));
const out = join(tmp, 'runs');
let wire: Wire;

beforeAll(async () => {
  // Two model calls per run: a tool call, then the answer; each reports reasoning-model usage.
  wire = await startWire((req) => {
    const msgs = req.body.messages as { role: string }[];
    const tool = (req.body.tools as { function: { name: string } }[])[0].function.name;
    return msgs.some((m) => m.role === 'tool')
      ? { sse: openAiStream({ content: 'done', usage: reasoningUsage(1000, 200, 150, 500) }) }
      : { sse: openAiStream({ toolCalls: [{ id: 'call_1', name: tool, arguments: '{}' }], usage: reasoningUsage(800, 100, 60, 0) }) };
  });
  const r = await personaMain(['run', '--model', 'o4-mini', '--base-url', `${wire.origin}/v1`, '--api-key-env', '', '--stream', '--tasks', 'lark-cancel-coffee,lark-demo-day-lineup', '--trials', '2', '--price', '1.1,4.4', '--out', out]);
  expect(r.code, r.stderr).toBe(0);
}, 120_000);
afterAll(() => wire.close());

describe('tokens and cost', () => {
  it('eval --summary gives tokens and cost per task per model', async () => {
    const e = await personaMain(['eval', out, '--rule-based', '--summary']);
    expect(e.code, e.stderr).toBe(0);
    // Per run: 1800 in, 300 out (210 reasoning); cost (1800 × 1.1 + 300 × 4.4) / 1e6 = 0.00330.
    expect(e.stdout).toContain('    tokens per task: 1800 in, 300 out; cost per task $0.003300 (mean over 2 task(s))');
    expect(e.stdout).toContain('      lark-cancel-coffee: 1800 in, 300 out (210 reasoning), $0.003300');
  });

  it('tables --table cost gives the same from the score files, byte-identical in another TZ', async () => {
    const saved = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    const a = await personaMain(['tables', out, '--table', 'cost', '--format', 'csv']);
    process.env.TZ = 'America/Los_Angeles';
    const b = await personaMain(['tables', out, '--table', 'cost', '--format', 'csv']);
    process.env.TZ = saved;
    expect(a.code, a.stderr).toBe(0);
    expect(b.stdout).toBe(a.stdout);
    expect(a.stdout.split('\n').slice(0, 3)).toEqual([
      'Model,Task,Runs,Input tokens,Output tokens,Total tokens,Reasoning tokens,Cost (USD)',
      'o4-mini,lark-cancel-coffee,2,1800,300,2100,210,0.003300',
      'o4-mini,lark-demo-day-lineup,2,1800,300,2100,210,0.003300',
    ]);
  });
});
