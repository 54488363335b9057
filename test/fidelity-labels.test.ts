// The success/failure labelers: the rule-based fallback of Appendix A.2 against every shared trace
// (the recorder's expectation, with its "[soft-fail]" calls as failures), the judge's answer parsing
// and its fallback, and the confusion-matrix arithmetic.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { ruleLabel, structuredFailure } from '../runtime/fidelity/labels.ts';
import { llmJudge, parseJudgeAnswer, judgeMessages, JUDGE_TEMPERATURE, type ChatCompleter } from '../runtime/fidelity/judge.ts';
import { alignment, cellOf, tally } from '../runtime/fidelity/confusion.ts';

const load = (s: string) => readFileSync(new URL(`../examples/traces/${s}.traces.jsonl`, import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l));

describe('rule-based labeler', () => {
  for (const server of ['memory', 'filesystem', 'taskmanager', 'sqlite']) {
    it(`agrees with the recorder on every ${server} trace`, () => {
      const traces = load(server);
      const wrong = traces.filter((t) => {
        const want = t.expected === 'ok' && !String(t.intent).startsWith('[soft-fail]') ? 'success' : 'failure';
        return ruleLabel(t.response).verdict !== want;
      });
      expect(wrong.map((t) => t.seq)).toEqual([]);
    });
  }
  it('reads failures inside successes', () => {
    const text = (v: unknown) => ({ content: [{ type: 'text', text: typeof v === 'string' ? v : JSON.stringify(v) }] });
    expect(ruleLabel(text({ status: 'error', message: 'Task not done yet.' })).verdict).toBe('failure');
    expect(ruleLabel(text({ status: 'task_not_found' })).verdict).toBe('failure');
    expect(ruleLabel(text({ status: 'already_done' })).verdict).toBe('failure');
    expect(ruleLabel(text({ status: 'task_marked_done' })).verdict).toBe('success');
    expect(ruleLabel(text({ ok: false, error: 'channel_not_found' })).verdict).toBe('failure');
    expect(ruleLabel(text({ code: 191001, msg: 'invalid calendar_id' })).verdict).toBe('failure');
    expect(ruleLabel(text({ code: 0, msg: 'success', data: {} })).verdict).toBe('success');
    expect(ruleLabel(text({ data: { error: 'nested' } })).verdict).toBe('failure');
    expect(ruleLabel(text('Error: Unknown tool: x')).verdict).toBe('failure');
    expect(ruleLabel(text('/a.md:\nhello\n---\n/b.md: Error - ENOENT')).verdict).toBe('success');
    expect(ruleLabel({ code: -32603, message: 'boom' }).verdict).toBe('failure');
    expect(ruleLabel({ content: [{ type: 'text', text: 'fine' }], isError: true }).verdict).toBe('failure');
    expect(ruleLabel({ content: [] }).verdict).toBe('success');
    expect(ruleLabel(null).verdict).toBe('failure');
    expect(structuredFailure({ status: 'planned' })).toBeNull();
  });
});

describe('LLM judge', () => {
  const input = { tool: 'get_next_task', description: 'Next task', inputSchema: { type: 'object' }, args: { requestId: 'req-9' }, response: { content: [{ type: 'text', text: '{"status":"error"}' }] } };

  it('asks at temperature 0.1 with the tool, schema, arguments and whole response', async () => {
    const seen: unknown[] = [];
    const client: ChatCompleter = { complete: async (req) => (seen.push(req), '{"verdict": "failure", "reason": "status error"}') };
    const label = await llmJudge(client, 'm1').label(input);
    expect(label).toEqual({ verdict: 'failure', reason: 'status error', by: 'judge' });
    const req = seen[0] as { model: string; temperature: number; messages: Array<{ content: string }> };
    expect(req.model).toBe('m1');
    expect(req.temperature).toBe(JUDGE_TEMPERATURE);
    expect(req.temperature).toBe(0.1);
    const user = req.messages[1].content;
    for (const part of ['get_next_task', 'Next task', '{"type":"object"}', '{"requestId":"req-9"}', '\\"status\\":\\"error\\"']) expect(user).toContain(part);
  });

  it('falls back to the rules when the answer cannot be parsed', async () => {
    for (const answer of ['I think it failed', '{"verdict": "maybe"}', '{broken']) {
      const label = await llmJudge({ complete: async () => answer }, 'm').label(input);
      expect(label.by).toBe('rules-fallback');
      expect(label.verdict).toBe('failure');
    }
  });

  it('parses fenced and prefixed answers', () => {
    expect(parseJudgeAnswer('```json\n{"verdict":"Success","reason":"ok"}\n```')).toEqual({ verdict: 'success', reason: 'ok' });
    expect(parseJudgeAnswer('Verdict follows: {"verdict": "failure"}')).toEqual({ verdict: 'failure', reason: '' });
    expect(parseJudgeAnswer('')).toBeNull();
  });

  it('builds the same prompt for the same input (cassette keys stay stable)', () => {
    expect(JSON.stringify(judgeMessages(input))).toBe(JSON.stringify(judgeMessages(structuredClone(input))));
  });
});

describe('confusion matrix', () => {
  it('real success is positive; FP = simulator accepted what the real server refused', () => {
    expect(cellOf('success', 'success')).toBe('tp');
    expect(cellOf('failure', 'failure')).toBe('tn');
    expect(cellOf('failure', 'success')).toBe('fp');
    expect(cellOf('success', 'failure')).toBe('fn');
  });
  it('reproduces Table 4\'s Tool-Traversal and Vanilla rows from their counts', () => {
    const traversal = alignment({ tp: 23, tn: 24, fp: 1, fn: 2 });
    expect(traversal.accuracy).toBeCloseTo(0.94, 12);
    expect(traversal.precision).toBeCloseTo(23 / 24, 12); // 95.8
    expect(traversal.recall).toBeCloseTo(0.92, 12);
    expect(Number((100 * traversal.f1).toFixed(1))).toBe(93.9); // the paper prints 93.8 (truncated)
    const vanilla = alignment({ tp: 12, tn: 17, fp: 8, fn: 13 });
    expect(vanilla.accuracy).toBeCloseTo(0.58, 12);
    expect(vanilla.precision).toBeCloseTo(0.6, 12);
    expect(vanilla.recall).toBeCloseTo(0.48, 12);
    expect(Number((100 * vanilla.f1).toFixed(1))).toBe(53.3);
  });
  it('0/0 ratios are 0, and tally counts cells', () => {
    expect(alignment({ tp: 0, tn: 3, fp: 0, fn: 0 })).toMatchObject({ precision: 0, recall: 0, f1: 0, accuracy: 1 });
    expect(tally(['tp', 'tp', 'fn', 'tn'])).toEqual({ tp: 2, tn: 1, fp: 0, fn: 1 });
  });
});
