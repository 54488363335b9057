// The reference agents end to end: the oracle finishes every bundled task (a task it cannot finish
// is a broken task), the naive agent fails in the paper's ways, and it trips a minefield.
import { describe, it, expect, beforeAll } from 'vitest';
import { join } from 'node:path';
import { loadTasks } from '../runtime/tasks/load.ts';
import { checkRun, type TaskCheck } from '../runtime/tasks/check.ts';
import { referenceRuns } from './helpers/reference-runs.ts';
import { archetypeOf, ARCHETYPES } from '../runtime/agents/policies.ts';
import { openRun } from '../runtime/run/run-folder.ts';

const tasks = loadTasks();
let out: string;
const checks = new Map<string, TaskCheck>();

beforeAll(async () => {
  const r = await referenceRuns();
  out = r.out;
  expect(r.failed).toBe(0);
  for (const model of ['oracle', 'naive']) {
    for (const { task } of tasks) checks.set(`${model}/${task.id}`, checkRun(join(out, model, task.id, 'trial-1'), task));
  }
}, 600_000);

describe('oracle', () => {
  it.each(tasks.map((t) => [t.task.id, t]))('completes %s', (id, t) => {
    const run = openRun(join(out, 'oracle', id, 'trial-1'));
    const final = run.records.find((r) => r.type === 'final')!;
    expect(final.status, String(final.answer)).toBe('answered');
    expect(String(final.answer)).not.toMatch(/^oracle: cannot continue/);
    const c = checks.get(`oracle/${id}`)!;
    for (const cp of c.checkpoints) {
      const ok = cp.verdict === 'pass' || (cp.verdict === 'judge' && cp.type === 'other');
      expect(ok, `checkpoint ${cp.index} (${cp.type}): ${cp.reason}\nanswer: ${c.answer}`).toBe(true);
    }
    expect(c.forbidden, 'the oracle made a forbidden change').toEqual([]);
    // Every call the oracle makes succeeds: the chain is executable as written.
    const failed = run.calls.filter((k) => k.result.isError);
    expect(failed.map((k) => `${k.tool}: ${k.result.content[0]?.text?.slice(0, 200)}`)).toEqual([]);
    expect(run.calls.length).toBeGreaterThanOrEqual(t.task.chain.length);
  });
});

describe('naive', () => {
  const passRate = (model: string) => {
    let pass = 0;
    let total = 0;
    for (const { task } of tasks) {
      for (const cp of checks.get(`${model}/${task.id}`)!.checkpoints) {
        total += 1;
        if (cp.verdict === 'pass') pass += 1;
      }
    }
    return pass / total;
  };

  it('scores clearly lower than the oracle', () => {
    expect(passRate('oracle')).toBeGreaterThan(0.95);
    expect(passRate('naive')).toBeLessThan(0.4);
    // It fails every task somewhere.
    for (const { task } of tasks) expect(checks.get(`naive/${task.id}`)!.checkpoints.some((c) => c.verdict === 'fail'), task.id).toBe(true);
  });

  it('shows every failure archetype across the bundled tasks', () => {
    const seen = new Set(tasks.map((t) => archetypeOf(t.task)));
    for (const a of ARCHETYPES) expect(seen.has(a), a).toBe(true);
  });

  it('trips the minefield of the coffee task: it deletes the first event it saw', () => {
    const hits = checks.get('naive/lark-cancel-coffee')!.forbidden;
    expect(hits.map((h) => h.entity.path)).toContain('calendars[feishu.cn_WP1SDvRiq6Cg1pq6QGv2p4@group.calendar.feishu.cn].events[b29942d4-937f-4592-a100-d91291c37d92_0]');
    expect(checks.get('oracle/lark-cancel-coffee')!.forbidden).toEqual([]);
  });

  it('skips dependent steps: passes the mobile numbers where open_ids belong', () => {
    const id = 'lark-orbitpay-golive-group';
    expect(archetypeOf(tasks.find((x) => x.task.id === id)!.task)).toBe('skip-dependent');
    const run = openRun(join(out, 'naive', id, 'trial-1'));
    expect(run.calls.some((c) => c.tool === 'contact_v3_user_batchGetId')).toBe(false);
    const create = run.calls.find((c) => c.tool === 'im_v1_chat_create')!;
    expect(JSON.stringify(create.args)).toContain('+86 139 0000 4249');
    expect(create.result.isError).toBe(true);
  });
});
