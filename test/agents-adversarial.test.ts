// The benchmark's own validity: agents that look right without doing the work, run over every
// bundled task and scored by the rule-based judge and by an LLM judge that always says yes.
//   silent, parrot   Acc ≤ 2 % and Exec-Acc 0 (no call, so no evidence: the judge never sees them)
//   claimer          reads everything, changes nothing: Exec-Acc 0 on every operate checkpoint, and
//                    no state-changing task an SR-0.8 success
//   decoy            acts on the wrong-but-similar entity: on every task where a decoy feeds a
//                    change, some operate checkpoint falls short (or a minefield trips); on tasks
//                    of up to five checkpoints that is never an SR-0.8 success
import { describe, it, expect, beforeAll } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { personaMain } from './helpers/persona-main.ts';
import { loadTasks } from '../runtime/tasks/load.ts';
import { isStateChanging, type Task } from '../runtime/tasks/schema.ts';
import { openRun } from '../runtime/run/run-folder.ts';
import { findRunFolders } from '../runtime/eval/store.ts';
import { prepareRuns, scorePrepared, scoreRuns, type RunScore } from '../runtime/eval/score.ts';
import { ruleBasedJudge } from '../runtime/judge/rules.ts';
import { createLlmJudge } from '../runtime/judge/llm.ts';
import { summarize } from '../runtime/eval/aggregate.ts';
import { validityTable, paperTables } from '../runtime/eval/paper-tables.ts';
import { renderTable } from '../runtime/eval/tables.ts';
import { templateRefs, stepOf, parseRef } from '../runtime/tasks/refs.ts';
import { answerKey, readOnlySteps, ADVERSARIES } from '../runtime/agents/adversaries.ts';
import { referenceModels } from '../runtime/agents/registry.ts';

const loaded = loadTasks();
const tasks = new Map(loaded.map((t) => [t.task.id, t]));
const MODELS = ['silent', 'parrot', 'claimer', 'decoy'];
let out: string;
const scores: Record<'rules' | 'yes', RunScore[]> = { rules: [], yes: [] };
let yesRequests = 0;

/** An LLM judge whose model answers 1 to everything it is asked. */
function alwaysYes(concurrency: number) {
  return createLlmJudge({
    async complete() {
      yesRequests += 1;
      return '{"score": 1, "reason": "yes"}';
    },
  }, { model: 'always-yes', temperature: 0, concurrency });
}

/** Tasks where a decoy-bearing step feeds a state-changing step (directly). */
function decoyFeedsChange(task: Task): boolean {
  const decoys = new Set(task.chain.filter((s) => s.decoy !== undefined).map((s) => s.id));
  return task.chain.some((s) => s.role === 'operate' && [...templateRefs(s.args), ...(s.forEach ? [parseRef(s.forEach)] : [])].some((r) => decoys.has(stepOf(r) ?? '')));
}

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'persona-adv-'));
  const r = await personaMain(['run', '--model', MODELS.join(','), '--tasks', 'all', '--out', out, '--concurrency', '2']);
  expect(r.code, r.stderr).toBe(0);
  // Prepared once (journals replayed, executors run), judged twice.
  const prepared = prepareRuns(findRunFolders([out]).map((d) => openRun(d)), tasks);
  scores.rules = await scorePrepared(prepared, ruleBasedJudge);
  scores.yes = await scorePrepared(prepared, alwaysYes(4));
}, 600_000);

const of = (judge: 'rules' | 'yes', model: string) => scores[judge].filter((s) => s.model === model);

describe('adversarial reference agents', () => {
  it('are served like oracle and naive', () => {
    expect(referenceModels()).toEqual(['oracle', 'naive', ...ADVERSARIES]);
    expect(of('rules', 'silent')).toHaveLength(loaded.length);
    for (const s of scores.rules) expect(s.status, s.run).toBe('answered');
  });

  for (const judge of ['rules', 'yes'] as const) {
    describe(judge === 'rules' ? 'rule-based judge' : 'an always-yes LLM judge', () => {
      for (const model of ['silent', 'parrot']) {
        it(`${model}: Acc ≤ 2 % and Exec-Acc 0`, () => {
          const s = summarize(of(judge, model));
          expect(s.acc).toBeLessThanOrEqual(0.02);
          expect(s.execAcc).toBe(0);
          for (const r of of(judge, model)) expect(r.checkpoints.filter((c) => c.score > 0).map((c) => `${r.task}[${c.index}] ${c.reason}`)).toEqual([]);
        });
      }

      it('claimer: Exec-Acc 0 on every operate checkpoint, and no state-changing task an SR-0.8 success', () => {
        const runs = of(judge, 'claimer');
        const ops = runs.flatMap((r) => r.checkpoints.filter((c) => c.type === 'operate').map((c) => ({ at: `${r.task}[${c.index}]`, exec: c.exec })));
        expect(ops.length).toBeGreaterThan(0);
        expect(ops.filter((o) => o.exec !== 0)).toEqual([]);
        const successes = runs.filter((r) => r.success && isStateChanging(tasks.get(r.task)!.task)).map((r) => `${r.task} ${r.acc}`);
        expect(successes).toEqual([]);
        // It did its reads: the searches it could make are found (the figure is not zero by accident).
        expect(summarize(runs).acc).toBeGreaterThan(0.3);
      });

      it('decoy: wherever a decoy feeds a change, a change falls short; on short tasks that is never an SR-0.8 success', () => {
        const fed = loaded.filter((t) => decoyFeedsChange(t.task));
        expect(fed.length).toBeGreaterThanOrEqual(10);
        for (const t of fed) {
          const r = of(judge, 'decoy').find((x) => x.task === t.task.id)!;
          expect(r.checkpoints.some((c) => c.type === 'operate' && (c.exec ?? c.score) < 1) || r.minefields.tripped, r.task).toBe(true);
          // One wrong change in five or fewer checkpoints costs more than the 0.2 SR-0.8 allows.
          if (t.task.checkpoints.length <= 5) expect(r.success, r.task).toBe(false);
        }
      });

      it('no run of an agent that changes nothing is an SR-0.8 success while a required change is missing', () => {
        const t = validityTable(scores[judge].filter((s) => s.model !== 'decoy'));
        for (const row of t.rows) expect(row[7], String(row[0])).toBe('0');
      });
    });
  }

  it('the always-yes judge is asked only what the evidence leaves open, and lifts nothing the rules gave 0 without evidence', () => {
    expect(yesRequests).toBeGreaterThanOrEqual(0);
    for (const s of scores.yes) {
      const r = scores.rules.find((x) => x.run === s.run)!;
      s.checkpoints.forEach((c, i) => {
        if (c.by === 'judge') expect(c.evidence?.search?.returned.length ?? (c.evidence?.executor?.entity ? 1 : 0), `${s.run}[${i}]`).toBeGreaterThan(0);
        else expect(c.score, `${s.run}[${i}]`).toBe(r.checkpoints[i].score);
      });
    }
  });

  it('claimer makes only read calls that need no change; parrot quotes the whole answer key', () => {
    for (const { task } of loaded) {
      const reads = readOnlySteps(task);
      for (const i of reads) expect(task.chain[i].role, task.id).not.toBe('operate');
    }
    const parrot = openRun(join(out, 'parrot', 'lark-cancel-coffee', 'trial-1'));
    const final = parrot.records.find((r) => r.type === 'final') as { answer: string };
    for (const v of answerKey(tasks.get('lark-cancel-coffee')!.task)) expect(final.answer).toContain(v);
    expect(parrot.calls).toHaveLength(0);
  });

  it('persona tables prints the validity figures, the same bytes whatever the judge concurrency', async () => {
    // Rescoring is the slow part: a dozen tasks of the two agents that make calls are enough.
    const dirs = findRunFolders([join(out, 'claimer'), join(out, 'decoy')]).filter((d) => loaded.slice(0, 12).some((t) => d.includes(`/${t.task.id}/`)));
    const again = await scoreRuns(dirs.map((d) => openRun(d)), tasks, alwaysYes(1));
    const before = scores.yes.filter((s) => again.some((a) => a.run === s.run));
    expect(before).toHaveLength(24);
    for (const fmt of ['md', 'csv', 'latex'] as const) {
      expect(renderTable(validityTable(again), fmt)).toBe(renderTable(validityTable(before), fmt));
    }
    const ids = paperTables(scores.rules).map((t) => t.id);
    expect(ids).toContain('validity');
    const md = renderTable(validityTable(scores.rules), 'md');
    expect(md).toContain(`| parrot | rule-based | ${loaded.length} | 0.00 | 0.00 | 0.00 | 0.00 | 0 |`);
  });
});
