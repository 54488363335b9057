// The judge's prompt carries the checkpoint, the ground truth and the evidence; its answer parser
// takes the last valid verdict and nothing else.
import { describe, it, expect } from 'vitest';
import { parseJudgeScore, judgePrompt, JUDGE_SYSTEM_PROMPT } from '../runtime/judge/prompt.ts';
import { createLlmJudge } from '../runtime/judge/llm.ts';
import { loadTasks } from '../runtime/tasks/load.ts';
import type { CheckpointCase } from '../runtime/judge/types.ts';

describe('parseJudgeScore', () => {
  it('reads {"score", "reason"}, fenced or after thoughts; the last valid object wins', () => {
    expect(parseJudgeScore('{"score": 1, "reason": "all found"}')).toEqual({ score: 1, reason: 'all found' });
    expect(parseJudgeScore('```json\n{"reason": "half", "score": 0.5}\n```')).toEqual({ score: 0.5, reason: 'half' });
    expect(parseJudgeScore('Thoughts: the example {"score": 1} is not mine.\nVerdict: {"score": 0, "reason": "wrong chat {x}"}')).toEqual({ score: 0, reason: 'wrong chat {x}' });
    expect(parseJudgeScore('{"score": "0.5", "reason": "string score"}')).toEqual({ score: 0.5, reason: 'string score' });
  });

  it('returns null when there is no valid score', () => {
    for (const text of ['', 'The agent did well.', '{"score": 0.7, "reason": "x"}', '{"score": 2}', '{"verdict": "success"}', '{"score": 1, "reason": "unterminated']) {
      expect(parseJudgeScore(text), text).toBeNull();
    }
    // A verdict object inside other text is still found (a reason is optional).
    expect(parseJudgeScore('[{"score": 1}')).toEqual({ score: 1, reason: '' });
  });
});

describe('judgePrompt', () => {
  const task = loadTasks().find((t) => t.task.id === 'lark-cancel-coffee')!.task;
  const base: CheckpointCase = {
    task, index: 0, checkpoint: task.checkpoints[0], answer: 'Done.', status: 'answered',
    search: { calls: 1, succeeded: 1, reported: [], missing: ['adbb19e3-6ab0-42f5-8845-e0c91466ab2c_0'], returned: [{ value: 'adbb19e3-6ab0-42f5-8845-e0c91466ab2c_0', step: 1, tool: 'lark/calendar_v4_calendarEvent_list' }], unreturned: [] },
    calls: [{ seq: 1, server: 'lark', tool: 'calendar_v4_calendarEvent_list', args: { useUAT: true }, ok: true, outcome: 'no error indicator', result: '{"items":[{"summary":"Coffee with Feng Li"}]}' }],
    minefields: { tripped: true, forbidden: [{ index: 0, summary: 'Deleting the Q1 OKR alignment meeting.', server: 'lark', change: 'deleted', type: 'Event', path: 'calendars[c].events[e]', label: 'Q1 OKR', fields: [], steps: [2] }], collateral: [] },
    rule: { score: 0, reason: 'r', by: 'rules', exact: false },
  };

  it('holds the request, the checkpoint with its ground truth, the calls and the answer', () => {
    const [system, user] = judgePrompt(base);
    expect(system.content).toBe(JUDGE_SYSTEM_PROMPT);
    expect(system.content).toMatch(/Information must come from the tool calls/);
    expect(user.content).toContain(`User request: ${task.instruction}`);
    expect(user.content).toContain(`Checkpoint 1 of ${task.checkpoints.length} (personalized_search): Finds the coffee with Feng Li on Thursday Jan 8.`);
    expect(user.content).toContain('Ground-truth values: ["adbb19e3-6ab0-42f5-8845-e0c91466ab2c_0"]');
    expect(user.content).toContain('step 1: lark/calendar_v4_calendarEvent_list {"useUAT":true} -> ok');
    expect(user.content).toContain('result: {"items":[{"summary":"Coffee with Feng Li"}]}');
    expect(user.content).toContain('Final answer (answered): Done.');
    // The value evidence: which expected values a call returned, and whether the answer reports them.
    expect(user.content).toContain('Returned by a tool call: "adbb19e3-6ab0-42f5-8845-e0c91466ab2c_0" (step 1, lark/calendar_v4_calendarEvent_list), not reported verbatim');
    // Minefields are evidence for operate checkpoints only.
    expect(user.content).not.toContain('FORBIDDEN');
    const op = judgePrompt({ ...base, index: 2, checkpoint: task.checkpoints[2], executor: { executor: 'CreateDataExecutor', verdict: 'judge', reason: 'created Event e2', entity: { path: 'calendars[c].events[e2]', type: 'Event', id: 'e2' }, value: { summary: 'Call Feng Li' }, steps: [3] } })[1].content;
    expect(op).toContain('Executor evidence (CreateDataExecutor, from the journal\'s patches): created Event e2');
    expect(op).toContain('created value: {"summary":"Call Feng Li"}');
    expect(op).toContain('FORBIDDEN change made: Deleting the Q1 OKR alignment meeting. (deleted Event calendars[c].events[e])');
  });

  it('is a pure function of the case (the same case, the same request)', () => {
    expect(JSON.stringify(judgePrompt(base))).toBe(JSON.stringify(judgePrompt(structuredClone(base))));
  });

  it('identical cases are asked once; exact cases never', async () => {
    const asked: string[] = [];
    const judge = createLlmJudge({ complete: async (r) => { asked.push(r.messages[1].content ?? ""); return '{"score": 0.5, "reason": "partly"}'; } }, { model: 'm', temperature: 0 });
    const exact: CheckpointCase = { ...base, rule: { score: 1, reason: 'executor pass', by: 'executor', exact: true } };
    const out = await judge.judge([base, structuredClone(base), exact]);
    expect(asked).toHaveLength(1);
    expect(out).toEqual([
      { score: 0.5, reason: 'partly', by: 'judge' },
      { score: 0.5, reason: 'partly', by: 'judge' },
      { score: 1, reason: 'executor pass', by: 'executor' },
    ]);
    // Answers are remembered across batches.
    await judge.judge([base]);
    expect(asked).toHaveLength(1);
  });
});
