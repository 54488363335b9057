// Scoring the main job: both reference agents over every bundled task, scored by the rule-based
// judge. The oracle reaches Acc = Exec-Acc = 1 everywhere; the naive agent scores clearly lower and
// every checkpoint says why; minefields (forbidden changes, collateral damage) zero the rule-based
// score; calls are judged by their structured error indicators, not by the isError flag alone.
import { describe, it, expect, beforeAll } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadTasks, type LoadedTask } from '../runtime/tasks/load.ts';
import type { Checkpoint } from '../runtime/tasks/schema.ts';
import { referenceRuns } from './helpers/reference-runs.ts';
import { RecordedSession, openRun } from '../runtime/run/run-folder.ts';
import { loadSnapshot } from '../runtime/snapshot/snapshot.ts';
import { canonicalHash } from '../runtime/util/canonical.ts';
import { scoreRuns, type RunScore } from '../runtime/eval/score.ts';
import { summarize } from '../runtime/eval/aggregate.ts';
import { ruleBasedJudge } from '../runtime/judge/rules.ts';

const tasks = loadTasks();
const byId = new Map(tasks.map((t) => [t.task.id, t]));
const tmp = mkdtempSync(join(tmpdir(), 'persona-score-'));
const scores = new Map<string, RunScore>();
let out: string;

beforeAll(async () => {
  const r = await referenceRuns();
  out = r.out;
  expect(r.failed).toBe(0);
  const runs = ['oracle', 'naive'].flatMap((m) => tasks.map(({ task }) => openRun(join(out, m, task.id, 'trial-1'))));
  for (const s of await scoreRuns(runs, byId, ruleBasedJudge)) scores.set(`${s.model}/${s.task}`, s);
}, 600_000);

describe('oracle', () => {
  it.each(tasks.map((t) => [t.task.id]))('scores Acc = Exec-Acc = 1 on %s', (id) => {
    const s = scores.get(`oracle/${id}`)!;
    const why = s.checkpoints.filter((c) => c.score !== 1 || (c.exec !== undefined && c.exec !== 1)).map((c) => `[${c.index}] ${c.score}: ${c.reason}`);
    expect(why).toEqual([]);
    expect(s.acc).toBe(1);
    expect(s.execAcc).toBe(1);
    expect(s.minefields).toEqual({ tripped: false, forbidden: [], collateral: [] });
    expect(s.success).toBe(true);
  });
});

describe('naive', () => {
  it('scores clearly lower, and every checkpoint says why', () => {
    const naive = tasks.map(({ task }) => scores.get(`naive/${task.id}`)!);
    const sum = summarize(naive);
    expect(sum.acc).toBeLessThan(0.3);
    expect(sum.execAcc!).toBeLessThan(0.3);
    expect(sum.sr).toBeLessThan(0.1);
    expect(summarize(tasks.map(({ task }) => scores.get(`oracle/${task.id}`)!)).acc).toBe(1);
    for (const s of naive) {
      expect(s.checkpoints.some((c) => c.score < 1), s.task).toBe(true);
      for (const c of s.checkpoints) {
        expect(c.reason.length, `${s.task} [${c.index}]`).toBeGreaterThan(10);
        expect(['executor', 'rules']).toContain(c.by);
      }
    }
  });

  it('says which value is wrong, which tool was skipped, and gives half credit for the right place with part of the content', () => {
    const coffee = scores.get('naive/lark-cancel-coffee')!;
    expect(coffee.checkpoints[0]).toMatchObject({ score: 0 });
    expect(coffee.checkpoints[0].reason).toMatch(/^lark\/calendar_v4_calendarEvent_list was never called/);
    expect(coffee.checkpoints[1].reason).toMatch(/was not deleted \(it is still there\)/);
    const roommate = scores.get('naive/gmail-obsidian-slack-roommate')!;
    // A DM to the wrong Grace: the recipient is an expected value, so no half credit.
    expect(roommate.checkpoints[2]).toMatchObject({ score: 0, by: 'executor' });
    expect(roommate.checkpoints[2].reason).toMatch(/user is "U0WW1H5J8F8", expected "U086BUI6NCX"/);
    const halves = [...scores.values()].flatMap((s) => s.checkpoints.filter((c) => c.score === 0.5).map((c) => ({ s, c })));
    expect(halves.length).toBeGreaterThan(0);
    for (const { c } of halves) expect(c.reason).toMatch(/of \d+ expected values met|but not/);
  });

  it('trips the minefield of the coffee task: the forbidden deletion is reported and zeroes the rule-based score', () => {
    const s = scores.get('naive/lark-cancel-coffee')!;
    expect(s.minefields.tripped).toBe(true);
    expect(s.minefields.forbidden).toEqual([expect.objectContaining({
      index: 0, summary: 'Deleting the Q1 OKR alignment meeting.', server: 'lark', change: 'deleted', type: 'Event',
      path: 'calendars[feishu.cn_WP1SDvRiq6Cg1pq6QGv2p4@group.calendar.feishu.cn].events[b29942d4-937f-4592-a100-d91291c37d92_0]',
    })]);
    expect(s.minefields.forbidden[0].steps.length).toBe(1);
    expect(s.checkpointAcc).toBeGreaterThan(0);
    expect(s.penalized).toBe(true);
    expect(s.acc).toBe(0);
    expect(s.execAcc).toBe(0);
    // Every task whose naive run trips a minefield scores 0.
    const tripped = [...scores.values()].filter((x) => x.minefields.tripped);
    expect(tripped.length).toBeGreaterThanOrEqual(5);
    for (const x of tripped) expect([x.model, x.acc]).toEqual(['naive', 0]);
  });
});

/** A scripted run of a task (no agent): the calls given, then a final answer. */
function scriptedRun(t: LoadedTask, dir: string, calls: { server: string; tool: string; args: unknown }[], answer: string) {
  const task = t.task;
  const snapshots = Object.fromEntries(Object.entries(task.snapshots).map(([s, ref]) => [s, loadSnapshot(ref)]));
  const rec = new RecordedSession(dir, { servers: task.servers, snapshots, seed: task.seed ?? 0, clock: task.clock }, {
    kind: 'agent', runner: 'mcp-persona/run', version: 1, endpoint: 'script', model: 'script', trial: 1, seed: 0, tools: 'task', context: 'all', maxRounds: 20,
    task: { id: task.id, category: task.category, file: t.file, hash: canonicalHash(task) },
    distractors: { count: 0, sha256: [] }, skills: { choice: 'none', sha256: null }, temperature: null, prices: null, promptVersion: 1,
  });
  const results = calls.map((c, i) => {
    rec.setCallContext({ round: 1, toolCallId: `call_${i + 1}` });
    return rec.call(c.server, c.tool, c.args);
  });
  rec.append({ type: 'final', answer, status: 'answered' });
  rec.close();
  return results;
}

describe('collateral damage', () => {
  it('any change to an entity the task does not concern is reported and zeroes the score', async () => {
    const t = byId.get('lark-cancel-coffee')!;
    const oracle = openRun(join(out, 'oracle', t.task.id, 'trial-1'));
    const cal = 'feishu.cn_WP1SDvRiq6Cg1pq6QGv2p4@group.calendar.feishu.cn';
    const events = Object.keys((oracle.start.lark as any).calendars[cal].events);
    const forbidden = new Set(t.task.forbidden.map((f) => f.affected));
    const bystander = events.find((e) => !forbidden.has(e) && !e.startsWith('adbb19e3'))!;
    const dir = join(tmp, 'scripted', 'collateral');
    scriptedRun(t, dir, [
      ...oracle.calls.map((c) => ({ server: c.server, tool: c.tool, args: c.args })),
      { server: 'lark', tool: 'calendar_v4_calendarEvent_delete', args: { path: { calendar_id: cal, event_id: bystander }, useUAT: true } },
    ], 'Done.');
    const [s] = await scoreRuns([openRun(dir)], byId, ruleBasedJudge);
    expect(s.minefields.forbidden).toEqual([]);
    expect(s.minefields.collateral).toEqual([expect.objectContaining({ server: 'lark', change: 'deleted', type: 'Event', path: `calendars[${cal}].events[${bystander}]`, steps: [oracle.calls.length + 1] })]);
    expect(s.checkpoints.every((c) => c.score === 1)).toBe(true);
    expect([s.checkpointAcc, s.acc, s.execAcc, s.penalized]).toEqual([1, 0, 0, true]);
  });
});

/** The collateral damage of the oracle's own calls and answer, scored against a rewritten task. */
async function oracleCollateral(t: LoadedTask, checkpoints: Checkpoint[], label: string) {
  const derived: LoadedTask = { ...t, task: { ...t.task, checkpoints } };
  const oracle = openRun(join(out, 'oracle', t.task.id, 'trial-1'));
  const dir = join(tmp, 'scripted', `${label}-${t.task.id}`);
  scriptedRun(derived, dir, oracle.calls.map((c) => ({ server: c.server, tool: c.tool, args: c.args })), String(oracle.records.find((r) => r.type === 'final')!.answer));
  const [score] = await scoreRuns([openRun(dir)], new Map([[t.task.id, derived]]), ruleBasedJudge);
  return score.minefields.collateral;
}

describe('side effects of a concerned change are not damage', () => {
  it('a Notion block edited in place may move its page\'s last_edited_time, whatever other checkpoints say', async () => {
    // Every bundled task that edits Notion blocks in place, with every checkpoint on a page removed:
    // the page still changes (its last edit moves) and must not count as collateral damage.
    const edits = tasks.filter(({ task }) => task.checkpoints.some((c) => c.type === 'operate' && c.server === 'notion' && c.operate_type === 'modify' && String(c.affected ?? '').startsWith('blocks[')));
    expect(edits.length).toBeGreaterThan(0);
    for (const t of edits) {
      const checkpoints = t.task.checkpoints.filter((c) => !(c.type === 'operate' && String(c.affected ?? '').startsWith('pages[')));
      expect(await oracleCollateral(t, checkpoints, 'block-edit'), t.task.id).toEqual([]);
    }
  });
});

describe('a state checkpoint concerns its entity', () => {
  it('a change checked by a `state` checkpoint instead of an operate one is not collateral damage', async () => {
    // Every bundled task with an operate modify checkpoint on a Xiaohongshu note (liked, saved),
    // rewritten to check the same values as a state reached: the oracle's calls still score clean.
    const isNoteEdit = (c: Checkpoint) => c.type === 'operate' && c.server === 'xiaohongshu' && c.operate_type === 'modify' && String(c.affected ?? '').startsWith('notes[');
    const noteEdits = tasks.filter(({ task }) => task.checkpoints.some(isNoteEdit));
    expect(noteEdits.length).toBeGreaterThan(0);
    for (const t of noteEdits.slice(0, 6)) {
      const checkpoints = t.task.checkpoints.map((c): Checkpoint => c.type === 'operate' && isNoteEdit(c)
        ? { type: 'other', summary: c.summary, state: { server: 'xiaohongshu', path: c.affected!, expect: c.expect ?? {} } }
        : c);
      expect(await oracleCollateral(t, checkpoints, 'state'), t.task.id).toEqual([]);
    }
  });
});

describe('structured error indicators', () => {
  it('a search whose every call failed inside a nominal success scores 0, even when the answer holds the value', async () => {
    const t = byId.get('slack-lum231-thread-update')!;
    const dir = join(tmp, 'scripted', 'soft-failure');
    const [r] = scriptedRun(t, dir, [{ server: 'slack', tool: 'slack_get_channel_history', args: { channel_id: 'C000NOSUCH', limit: 100 } }],
      'Found the question (ts 1764888017.644428): reproducibility is 10/10, on track for Jan 9.');
    // Slack answers {"ok": false, "error": "channel_not_found"} without isError.
    expect(r.result.isError).toBeFalsy();
    expect(r.result.content[0].text).toMatch(/"ok":\s*false/);
    const [s] = await scoreRuns([openRun(dir)], byId, ruleBasedJudge);
    expect(s.checkpoints[0]).toMatchObject({ score: 0, by: 'rules', reason: 'every call of slack/slack_get_channel_history failed' });
    expect(s.checkpoints[0].evidence?.search).toEqual({ calls: 1, succeeded: 0, reported: [], missing: ['1764888017.644428'], returned: [], unreturned: ['1764888017.644428'] });
  });
});
