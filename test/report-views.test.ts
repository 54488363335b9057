// The views behind replay, report and compare, on synthetic run folders written record by record:
// the conversation pairs the model's tool calls with the journal's calls (and shows those never
// run), every step's context change is entity by entity; compare names the first divergence of
// each kind; hostile text never reaches a page unescaped. Property tests over generated runs.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { appendFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { JournalWriter, type JournalRecord } from '../runtime/journal/journal.ts';
import { encodeRunSnapshot, openRun, RUN_FILES } from '../runtime/run/run-folder.ts';
import { hashTree } from '../runtime/snapshot/snapshot.ts';
import { buildTrajectory } from '../runtime/report/trajectory.ts';
import { compareRuns, differingPaths } from '../runtime/report/compare.ts';
import { formatConversation } from '../runtime/report/text.ts';
import { renderRunPage, renderTrajectory } from '../runtime/report/html.ts';
import { esc } from '../runtime/report/escape.ts';
import { epochAsDate, readableInstant } from '../runtime/report/format.ts';
import { fallbackLabel } from '../runtime/report/labels.ts';
import { canonicalJson } from '../runtime/util/canonical.ts';
import type { PatchOp } from '../runtime/kernel/types.ts';

const root = mkdtempSync(join(tmpdir(), 'persona-views-'));
let n = 0;

const START = {
  guilds: { g1: { id: 'g1', name: 'Evals', members: { u1: { user_id: 'u1', roles: ['r0'] } }, roles: {} } },
  channels: { c1: { id: 'c1', name: 'general', messages: { m1: { id: 'm1', content: 'hello', timestamp: 1767258000 } } } },
  users: {},
};

interface Step { tool: string; args: unknown; text: string; patch: PatchOp[]; isError?: boolean }

/** A run folder on the discord server: start tree, then the records as given (calls numbered). */
function writeRun(records: (Step | { llm: Record<string, unknown> } | { final: string })[], opts: { start?: Record<string, unknown>; settings?: Record<string, unknown> } = {}): string {
  const dir = join(root, `run-${(n += 1)}`);
  const start = opts.start ?? START;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, RUN_FILES.start), encodeRunSnapshot({ discord: start }));
  // Run format 2 (runtime/format/run-format.ts): settings of an agent run are complete, its calls name their round.
  const settings = opts.settings
    ? {
      kind: 'agent' as const, runner: 'mcp-persona/run' as const, version: 1, model: 'm', endpoint: 'reference', trial: 1, seed: 0, maxRounds: 20, tools: 'task', context: 'all',
      distractors: { count: 0, sha256: [] }, skills: { choice: 'none', sha256: null }, temperature: null, prices: null, promptVersion: 1,
      ...opts.settings, task: { id: 't', category: 'c', file: 'f', hash: '0'.repeat(64), ...(opts.settings.task as object) },
    }
    : { kind: 'scenario' as const };
  const w = new JournalWriter(join(dir, RUN_FILES.journal), {
    type: 'header', format: 'mcp-persona/journal', version: 2, seed: 1, clock: { anchor: '2026-01-01T09:00:00Z', stepMs: 60000 },
    servers: ['discord'], snapshots: { discord: { ref: 'test', persona: 'test', hash: hashTree(start) } }, kernels: { discord: '0'.repeat(64) }, settings,
  });
  let seq = 0;
  let round = 1;
  for (const r of records) {
    let rec: JournalRecord;
    if ('llm' in r && typeof r.llm.round === 'number') round = Math.max(1, r.llm.round);
    if ('llm' in r) rec = { type: 'llm', cassette: 'c', key: 'k', ordinal: 0, ...r.llm } as JournalRecord;
    else if ('final' in r) rec = { type: 'final', answer: r.final, status: 'answered' };
    else {
      seq += 1;
      rec = { type: 'call', seq, clock: new Date(Date.parse('2026-01-01T09:00:00Z') + (seq - 1) * 60000).toISOString(), server: 'discord', tool: r.tool, args: r.args, result: { content: [{ type: 'text', text: r.text }], ...(r.isError ? { isError: true } : {}) }, patch: r.patch, ...(opts.settings ? { round } : {}) };
    }
    w.append(rec);
  }
  w.close();
  return dir;
}

const read = (channel = 'c1'): Step => ({ tool: 'read_messages', args: { channel_id: channel }, text: 'hello', patch: [] });
const send = (content: string, id = 'm2'): Step => ({
  tool: 'send_message', args: { channel_id: 'c1', content }, text: `sent ${id}`,
  patch: [{ op: 'add', path: `/channels/c1/messages/${id}`, value: { id, content, timestamp: 1767258120 } }],
});
const addRole = (role: string): Step => ({
  tool: 'add_role', args: { server_id: 'g1', user_id: 'u1', role_id: role }, text: 'added',
  patch: [{ op: 'replace', path: '/guilds/g1/members/u1/roles', value: ['r0', role] }],
});

describe('the conversation of a run', () => {
  it('pairs tool calls by id or order, shows calls that never ran, and each step’s entity change', () => {
    const dir = writeRun([
      { llm: { round: 1, usage: { prompt_tokens: 10, completion_tokens: 2 }, message: { content: 'Let me look.', tool_calls: [{ id: 'a', name: 'read_messages', arguments: '{"channel_id":"c1"}' }, { id: 'b', name: 'send_message', arguments: '{not json' }] } } },
      read(),
      { llm: { round: 2, message: { content: null, tool_calls: [{ id: 'c', name: 'add_role', arguments: '{}' }, { id: 'd', name: 'send_message', arguments: '{}' }] } } },
      addRole('r9'),
      send('Thanks <b>all</b>'),
      { llm: { round: 3, message: { content: 'Done: role added.', tool_calls: [] } } },
      { final: 'Done: role added.' },
    ]);
    const t = buildTrajectory(openRun(dir));
    expect(t.rounds.map((r) => r.round)).toEqual([1, 2, 3]);
    expect(t.rounds[0].content).toBe('Let me look.');
    expect(t.rounds[0].calls.map((c) => [c.seq, c.toolCallId, c.status])).toEqual([[1, 'a', 'ok'], [null, 'b', 'not-run']]);
    expect(t.rounds[1].calls.map((c) => [c.seq, c.toolCallId])).toEqual([[2, 'c'], [3, 'd']]);
    const [role, msg] = [t.rounds[1].calls[0].changes[0], t.rounds[1].calls[1].changes[0]];
    expect(role).toMatchObject({ change: 'updated', type: 'Member', id: 'u1', fields: [{ field: 'roles', before: ['r0'], after: ['r0', 'r9'] }] });
    expect(msg).toMatchObject({ change: 'created', type: 'Message', id: 'm2', label: 'Thanks <b>all</b>' });
    expect(msg.fields.map((f) => f.field)).toEqual(['content', 'id', 'timestamp']);
    // The last round's text is the final answer: shown once.
    expect(t.rounds[2].content).toBeNull();
    expect(t.final?.answer).toBe('Done: role added.');
    const text = formatConversation(t);
    expect(text).toMatch(/^#1 2026-01-01T09:00:00.000Z discord\/read_messages \{"channel_id":"c1"\}$/m);
    expect(text).toContain('#- (not run) send_message {not json');
    expect(text).toContain('timestamp: 1767258120 (2026-01-01 09:02:00 UTC)');
    const html = renderTrajectory(t);
    expect(html).toContain('Thanks &lt;b&gt;all&lt;/b&gt;');
    expect(html).not.toContain('<b>all</b>');
  });

  it('a scripted run (no model) shows its calls; a torn journal says so', () => {
    const dir = writeRun([read(), send('x')]);
    const t = buildTrajectory(openRun(dir));
    expect(t.rounds).toHaveLength(1);
    expect(t.rounds[0].round).toBe(0);
    expect(t.rounds[0].calls).toHaveLength(2);
    expect(t.final).toBeNull();
    appendFileSync(join(dir, RUN_FILES.journal), Buffer.from([0, 0, 0, 9, 1, 2]));
    expect(buildTrajectory(openRun(dir)).torn).toMatch(/torn record/);
  });

  it('an outside agent’s answer (answer.json beside its served run) is the final answer', () => {
    const dir = writeRun([read()]);
    writeFileSync(join(dir, 'answer.json'), JSON.stringify({ answer: 'Read it: hello.' }));
    expect(buildTrajectory(openRun(dir)).final).toMatchObject({ answer: 'Read it: hello.', status: 'answered' });
  });

  it('hostile records (non-text content, odd args, lone surrogates, prototype keys) render escaped', () => {
    fc.assert(fc.property(fc.string(), fc.jsonValue(), (s, v) => {
      const dir = writeRun([
        { llm: { round: 1, message: { content: s, tool_calls: [{ id: 1, name: s, arguments: s }] } } },
        { tool: 'read_messages', args: { ['__proto__']: v, s }, text: `<script>${s}\uD800`, patch: [] },
        { final: s },
      ]);
      const t = buildTrajectory(openRun(dir));
      const html = renderRunPage({
        entry: { id: 'x', model: s, group: s, setting: '', task: s, category: '', trial: 1, servers: [], status: 'answered', rounds: 1, calls: 1, tokens: null, cost: null, acc: null, execAcc: null, success: null, minefield: false, scoredBy: null, scoreNote: null },
        task: undefined, trajectory: t, score: null, header: { seed: 1, clock: { anchor: '2026-01-01T09:00:00Z', stepMs: 60000 }, snapshots: {} }, compareTask: null,
      });
      expect(html).not.toContain('<script>');
      expect(html.isWellFormed()).toBe(true);
    }), { numRuns: 25 });
  });
});

describe('compare', () => {
  it('a run against itself: no divergence, identical final state and answers', () => {
    const dir = writeRun([read(), addRole('r1'), send('hi'), { final: 'ok' }]);
    const c = compareRuns(openRun(dir), openRun(dir));
    expect(c.divergence).toBeNull();
    expect(c.final).toEqual([]);
    expect(c.answers.same).toBe(true);
    expect(c.steps.every((s) => s.same.tool && s.same.args && s.same.result && s.same.state)).toBe(true);
  });

  it('names the first divergence of each kind and the final-state difference', () => {
    const base = openRun(writeRun([read(), addRole('r1'), send('hi')]));
    const cases: [Step[], string, number, RegExp][] = [
      [[read(), send('hi'), addRole('r1')], 'tool', 2, /A called discord\/add_role, B called discord\/send_message/],
      [[read(), addRole('r2'), send('hi')], 'args', 2, /role_id/],
      [[read(), { ...addRole('r1'), text: 'already has it', patch: [] }, send('hi')], 'result', 2, /another result/],
      [[read(), { ...addRole('r1'), patch: [{ op: 'replace', path: '/guilds/g1/members/u1/roles', value: ['r1'] }] }, send('hi')], 'state', 2, /same result but left another state/],
      [[read(), addRole('r1')], 'length', 3, /only run A has step 3/],
    ];
    for (const [steps, kind, step, what] of cases) {
      const c = compareRuns(base, openRun(writeRun(steps)));
      expect(c.divergence?.kind, kind).toBe(kind);
      expect(c.divergence?.step, kind).toBe(step);
      expect(c.divergence?.what, kind).toMatch(what);
    }
    const args = compareRuns(base, openRun(writeRun([read(), addRole('r2'), send('hi')])));
    expect(args.divergence?.argPaths).toEqual(['role_id']);
    expect(args.final).toMatchObject([{ change: 'updated', type: 'Member', fields: [{ field: 'roles', before: ['r0', 'r1'], after: ['r0', 'r2'] }] }]);
    const shorter = compareRuns(base, openRun(writeRun([read(), addRole('r1')])));
    expect(shorter.final).toMatchObject([{ change: 'deleted', type: 'Message', id: 'm2' }]);
  });

  it('the same entity created under other seeded ids is paired in the final diff, not shown as one deleted and one created', () => {
    const a = openRun(writeRun([send('hi', 'm2'), send('bye', 'm3')]));
    const b = openRun(writeRun([send('hi', 'm7'), send('ciao', 'm8')]));
    const c = compareRuns(a, b);
    expect(c.final).toContainEqual(expect.objectContaining({ change: 'updated', type: 'Message', id: 'm7', otherId: 'm2', label: 'hi', fields: [] }));
    expect(c.final.filter((e) => e.label === 'hi')).toHaveLength(1);
    // Other labels stay apart: bye only in A, ciao only in B.
    expect(c.final.filter((e) => e.label === 'bye').map((e) => e.change)).toEqual(['deleted']);
    expect(c.final.filter((e) => e.label === 'ciao').map((e) => e.change)).toEqual(['created']);
  });

  it('runs from different start states diverge at step 0; runs of other tasks are refused', () => {
    const a = openRun(writeRun([read()]));
    const b = openRun(writeRun([read()], { start: { ...START, users: { x: { id: 'x' } } } }));
    expect(compareRuns(a, b).divergence).toMatchObject({ step: 0, kind: 'state' });
    const t1 = openRun(writeRun([read()], { settings: { model: 'm', task: { id: 't1' } } }));
    const t2 = openRun(writeRun([read()], { settings: { model: 'm', task: { id: 't2' } } }));
    expect(() => compareRuns(t1, t2)).toThrow(/ran task "t2", but .* ran "t1"/);
    expect(compareRuns(t1, t2, { allowOtherTasks: true }).divergence).toBeNull();
  });

  it('property: changing the arguments of step k of a run makes step k its first divergence', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom('r1', 'r2', 'r3', 'hi', 'yo'), { minLength: 1, maxLength: 6 }), fc.nat(), (plan, k0) => {
      const steps = plan.map((p, i) => (p.startsWith('r') ? addRole(p) : send(p, `m${i + 2}`)));
      const k = k0 % steps.length;
      const changed = steps.map((s, i) => (i === k ? { ...s, args: { ...(s.args as object), extra: true } } : s));
      const c = compareRuns(openRun(writeRun(steps)), openRun(writeRun(changed)));
      expect(c.divergence).toMatchObject({ step: k + 1, kind: 'args', argPaths: ['extra'] });
    }), { numRuns: 20 });
  });

  it('differingPaths: empty exactly when the values are equal, and symmetric', () => {
    fc.assert(fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
      expect(differingPaths(a, a)).toEqual([]);
      expect(differingPaths(a, b)).toEqual(differingPaths(b, a));
      expect(differingPaths(a, b).length === 0).toBe(canonicalJson(a) === canonicalJson(b));
    }));
  });
});

describe('readable values', () => {
  it('epoch seconds and milliseconds under time-like keys read as UTC dates, whatever TZ', () => {
    expect(epochAsDate('start_time', '1767258000')).toBe('2026-01-01 09:00:00 UTC');
    expect(epochAsDate('update_ms', 1767258000000)).toBe('2026-01-01 09:00:00 UTC');
    expect(epochAsDate('ts', '1767258000.000100')).toBe('2026-01-01 09:00:00 UTC');
    expect(epochAsDate('count', 1767258000)).toBeNull();
    expect(epochAsDate('timestamp', 12)).toBeNull();
    expect(readableInstant('2026-01-01T09:00:00.000Z')).toBe('2026-01-01 09:00:00 UTC');
    expect(readableInstant('not a date')).toBe('not a date');
  });

  it('entities the diff leaves unnamed get a name a person recognises', () => {
    const tree = {
      users: { u1: { id: 'u1', username: 'kaito_evals' } },
      chats: { '57': { id: 57, title: 'Clark family' } },
      dialogs: { 'chat:57': { peer: 'chat:57', unread: 1 } },
    };
    expect(fallbackLabel({ properties: { Name: { type: 'title', title: [{ text: { content: 'Guest ' } }, { plain_text: 'lecture' }] } } }, {})).toBe('Guest lecture');
    expect(fallbackLabel({ type: 'to_do', to_do: { rich_text: [{ text: { content: 'Spec freeze' } }] } }, {})).toBe('Spec freeze');
    expect(fallbackLabel({ markdown: { content: '**Atlas** release' } }, {})).toBe('**Atlas** release');
    expect(fallbackLabel({ user_id: 'u1', roles: [] }, tree)).toBe('kaito_evals');
    expect(fallbackLabel(tree.dialogs['chat:57'], tree)).toBe('Clark family');
    expect(fallbackLabel({ members: { u1: {} } }, tree)).toBe('kaito_evals');
    expect(fallbackLabel({ user_id: 'nobody' }, tree)).toBeNull();
    expect(fallbackLabel('text', tree)).toBeNull();
    expect(fallbackLabel({ message: 'x'.repeat(200) }, {})!.length).toBeLessThanOrEqual(60);
  });

  it('esc leaves no markup and always well-formed text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (s) => {
      const e = esc(s);
      expect(/[<>"']/.test(e)).toBe(false);
      expect(e.isWellFormed()).toBe(true);
    }), { numRuns: 40 });
  });
});
