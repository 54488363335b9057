// The task format: every bundled task validates (shape and meaning), malformed files are reported
// with their path and field, selectors pick the right tasks, and `persona tasks` keeps its contract.
import { describe, it, expect, beforeAll } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadTasks, selectTasks, parseTaskFile, TASKS_DIR, type LoadedTask } from '../runtime/tasks/load.ts';
import { CATEGORIES, isStateChanging } from '../runtime/tasks/schema.ts';
import { cli, REPO } from './helpers/cli.ts';

let bundled: LoadedTask[];
const VALID = join(TASKS_DIR, 'collaboration-platform', 'lark-cancel-coffee.json');

beforeAll(async () => {
  bundled = loadTasks();
});

/** Write a variant of a valid task into a fresh folder and return the file. */
function variant(mutate: (t: Record<string, any>) => void, name = 'lark-cancel-coffee'): string {
  const dir = mkdtempSync(join(tmpdir(), 'persona-tasks-'));
  const t = JSON.parse(readFileSync(VALID, 'utf8'));
  mutate(t);
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(t));
  return file;
}

describe('bundled tasks', () => {
  it('meet the benchmark bar: ≥ 42 tasks, ≥ 6 per Table 3 category, ≥ 70 % change state, all four checkpoint types', async () => {
    expect(bundled.length).toBeGreaterThanOrEqual(42);
    for (const c of CATEGORIES) expect(bundled.filter((t) => t.task.category === c).length, c).toBeGreaterThanOrEqual(6);
    const changing = bundled.filter((t) => isStateChanging(t.task)).length;
    expect(changing / bundled.length).toBeGreaterThanOrEqual(0.7);
    const types = new Set(bundled.flatMap((t) => t.task.checkpoints.map((c) => c.type)));
    expect([...types].sort()).toEqual(['generic_search', 'operate', 'other', 'personalized_search']);
    // Both personas and every personal server of the benchmark are exercised.
    expect(new Set(bundled.map((t) => t.task.persona))).toEqual(new Set(['li-ming', 'emma-clark']));
    const servers = new Set(bundled.flatMap((t) => t.task.servers));
    for (const s of ['lark', 'slack', 'wecom', 'notion', 'obsidian', 'xiaohongshu', 'reddit', 'instagram', 'telegram', 'discord', 'gmail', 'email163']) expect(servers.has(s), s).toBe(true);
  });

  it('all load, with unique ids and paths relative to the repository', async () => {
    expect(bundled.length).toBeGreaterThan(0);
    expect(new Set(bundled.map((t) => t.task.id)).size).toBe(bundled.length);
    for (const t of bundled) {
      expect(t.file).toMatch(/^tasks\/[a-z-]+\/[a-z0-9-]+\.json$/);
      expect(t.task.checkpoints.length).toBeGreaterThanOrEqual(3);
      expect(CATEGORIES).toContain(t.task.category);
    }
  });
});

describe('malformed task files name the file and the field', () => {
  const cases: [string, (t: Record<string, any>) => void, RegExp][] = [
    ['missing instruction', (t) => delete t.instruction, /field instruction: /],
    ['unknown category', (t) => (t.category = 'Chat'), /field category: /],
    ['too few checkpoints', (t) => (t.checkpoints = t.checkpoints.slice(0, 2)), /field checkpoints: .*3/],
    ['unknown checkpoint type', (t) => (t.checkpoints[0].type = 'search'), /field checkpoints\.0\.type: /],
    ['bad operate_type', (t) => (t.checkpoints[1].operate_type = 'remove'), /field checkpoints\.1\.operate_type: /],
    ['unknown field', (t) => (t.notes = 'x'), /field \(root\): .*notes/],
    ['tool the server lacks', (t) => (t.chain[2].tool = 'calendar_v4_event_remove'), /field chain\.2\.tool: server lark has no tool "calendar_v4_event_remove"/],
    ['tool the server has but a task run does not expose', (t) => (t.chain[2].tool = 'bitable_v1_appTableRecord_search'), /field chain\.2\.tool: "bitable_v1_appTableRecord_search" is not among the tools lark exposes to a task run/],
    ['reference to a later step', (t) => (t.chain[1].args.path.calendar_id = { $ref: 'steps.cancel.result.x' }), /field chain\.1\.args: reference "steps\.cancel\.result\.x" names no earlier step/],
    ['reference to a missing var', (t) => (t.chain[3].args.data.start_time.timestamp = { $ref: 'vars.nope' }), /field chain\.3\.args: reference "vars\.nope" names no entry of vars/],
    ['broken reference syntax', (t) => (t.answer = { $ref: 'steps.me.result[?x==]' }), /field answer: reference .*expected a literal/],
    ['affected entity not in the snapshot', (t) => (t.checkpoints[1].affected = 'no-such-event_0'), /field checkpoints\.1\.affected: "no-such-event_0" is not in the starting snapshot lark\/li-ming/],
    ['operate tool not in the chain', (t) => (t.checkpoints[1].tool = 'calendar_v4_calendarEvent_patch'), /field checkpoints\.1\.tool: lark\/calendar_v4_calendarEvent_patch is not in the ground-truth chain/],
    ['single-server category with two servers', (t) => (t.servers = ['lark', 'lark']), /field servers: /],
    ['cross-server category with one server', (t) => (t.category = 'Lark-Centric'), /field servers: a Lark-Centric task uses at least two servers/],
    ['Lark and Rednote with a third app in a centric category', (t) => { t.category = 'Lark-Centric'; t.servers = ['lark', 'xiaohongshu', 'slack']; t.snapshots.xiaohongshu = 'xiaohongshu/li-ming'; t.snapshots.slack = 'slack/li-ming'; }, /field servers: a Lark-Centric task uses lark, and xiaohongshu only as its one other server/],
    ['Rednote-Centric without Rednote', (t) => { t.category = 'Rednote-Centric'; t.servers = ['lark', 'slack']; t.snapshots.slack = 'slack/li-ming'; }, /field servers: a Rednote-Centric task uses xiaohongshu/],
    ['unknown snapshot', (t) => (t.snapshots.lark = 'lark/nobody'), /field snapshots\.lark: /],
    ['a chain longer than 20 rounds allow', (t) => (t.chain = Array.from({ length: 20 }, (_, k) => ({ ...t.chain[0], id: `s${k}` }))), /field chain: 20 steps; at most 19 fit in 20 rounds/],
    ['unknown server', (t) => { t.servers = ['nosuchserver']; t.snapshots = { nosuchserver: 'nosuchserver/li-ming' }; t.category = 'Collaboration Platform'; }, /field servers\.0: unknown server "nosuchserver"/],
    // Evidence rules (docs/tasks.md, "Writing a checkpoint that cannot be forged").
    ['an expected value the instruction gives away', (t) => (t.checkpoints[0].expected = ['adbb19e3', ['x-y-z', 'NEXT THURSDAY']]), /field checkpoints\.0\.expected\.1: "NEXT THURSDAY" appears verbatim in the instruction \(it measures nothing/],
    ['an expected value the context gives away', (t) => (t.checkpoints[0].expected = ['Beijing time']), /field checkpoints\.0\.expected\.0: "Beijing time" appears verbatim in the context\.necessary\.0/],
    ['an unnecessary-context value', (t) => (t.checkpoints[0].expected = ['old friend from university']), /appears verbatim in the context\.unnecessary\.0/],
    ['an other checkpoint that states nothing to check', (t) => t.checkpoints.push({ type: 'other', summary: 'Does it well.' }), /field checkpoints\.5: an other checkpoint states what it checks/],
    ['an other checkpoint that checks two things', (t) => t.checkpoints.push({ type: 'other', summary: 'x', expected: ['zq9'], call: { server: 'lark', tool: 'calendar_v4_calendarEvent_list' } }), /field checkpoints\.5: an other checkpoint checks one thing \(got expected and call\)/],
    ['a call check of a tool the server lacks', (t) => t.checkpoints.push({ type: 'other', summary: 'x', call: { server: 'lark', tool: 'nope' } }), /field checkpoints\.5\.call\.tool: server lark has no tool "nope"/],
    ['a state check the snapshot already meets', (t) => t.checkpoints.push({ type: 'other', summary: 'x', state: { server: 'lark', path: t.checkpoints[1].affected, expect: { event_id: { $exists: true } } } }), /field checkpoints\.5\.state: .* already holds the expected state in lark\/li-ming \(it measures nothing\)/],
    ['a typed-in answer', (t) => (t.answer = 'Done, I moved it.'), /field answer: typed-in text: compose the answer from step results/],
    ['an answer that types in an expected value', (t) => (t.answer = { $fmt: 'Removed adbb19e3-6ab0-42f5-8845-e0c91466ab2c_0 (${steps.me.result.calendars[0].calendar.summary}).' }), /field answer: types in "adbb19e3-6ab0-42f5-8845-e0c91466ab2c_0", an expected value of checkpoints\.0\.expected\.0/],
    ['forbidden entity type unknown', (t) => (t.forbidden[0] = { summary: 'x', server: 'lark', entityType: 'Ghost' }), /field forbidden\.0\.entityType: lark has no entity type "Ghost"/],
  ];
  for (const [name, mutate, re] of cases) {
    it(name, async () => {
      const file = variant(mutate);
      let msg = '';
      try {
        parseTaskFile(file, join(file, '..'));
      } catch (e) {
        msg = (e as Error).message;
      }
      expect(msg.startsWith(`${file}: field `) || msg.startsWith(`${file}: `)).toBe(true);
      expect(msg).toMatch(re);
      expect(msg).not.toContain('\n');
    });
  }

  it('invalid JSON and an id that does not match the file name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'persona-tasks-'));
    writeFileSync(join(dir, 'broken.json'), '{"id": ');
    expect(() => loadTasks(dir)).toThrow(new RegExp(`${join(dir, 'broken.json').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: not valid JSON`));
    const file = variant(() => undefined, 'other-name');
    expect(() => parseTaskFile(file, join(file, '..'))).toThrow(/field id: "lark-cancel-coffee" does not match the file name \(expected lark-cancel-coffee\.json\)/);
  });

  it('two tasks may not share an instruction (the reference agents find tasks by it)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'persona-tasks-'));
    const t = JSON.parse(readFileSync(VALID, 'utf8'));
    mkdirSync(join(dir, 'a'));
    writeFileSync(join(dir, 'a', 'lark-cancel-coffee.json'), JSON.stringify(t));
    writeFileSync(join(dir, 'a', 'lark-cancel-coffee-two.json'), JSON.stringify({ ...t, id: 'lark-cancel-coffee-two', instruction: `${t.instruction} Thanks!` }));
    expect(() => loadTasks(dir)).toThrow(/lark-cancel-coffee-two\.json: field instruction: contains the instruction of/);
  });
});

describe('selectors', () => {
  it('all, a category by name or slug, ids in the given order', async () => {
    expect(selectTasks(bundled, 'all')).toHaveLength(bundled.length);
    const collab = bundled.filter((t) => t.task.category === 'Collaboration Platform');
    expect(selectTasks(bundled, 'Collaboration Platform')).toEqual(collab);
    expect(selectTasks(bundled, 'collaboration-platform')).toEqual(collab);
    const [a, b] = [bundled[1].task.id, bundled[0].task.id];
    expect(selectTasks(bundled, `${a}, ${b},${a}`).map((t) => t.task.id)).toEqual([a, b]);
    expect(() => selectTasks(bundled, 'lark-nope,lark-cancel-coffee')).toThrow(/--tasks: unknown task "lark-nope"/);
    expect(() => selectTasks(bundled, ' ')).toThrow(/empty selector/);
  });
});

describe('persona tasks', () => {
  it('--json is an array of {id, category, servers, …} for every task', async () => {
    const r = await cli(['tasks', '--json']);
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as { id: string; category: string; servers: string[]; checkpoints: number; stateChanging: boolean }[];
    expect(rows.map((x) => x.id)).toEqual(bundled.map((t) => t.task.id));
    for (const row of rows) {
      expect(typeof row.category).toBe('string');
      expect(Array.isArray(row.servers)).toBe(true);
      expect(row.checkpoints).toBeGreaterThanOrEqual(3);
    }
  });

  it('--category filters; an unknown category or a malformed task folder is one line', async () => {
    const r = await cli(['tasks', '--category', 'collaboration-platform', '--json']);
    expect(JSON.parse(r.stdout).every((x: { category: string }) => x.category === 'Collaboration Platform')).toBe(true);
    const bad = await cli(['tasks', '--category', 'Chat']);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toMatch(/unknown category "Chat"/);
    const file = variant((t) => (t.checkpoints[2].entityType = 'Meeting'));
    const broken = await cli(['tasks', '--tasks-dir', join(file, '..')], {}, REPO);
    expect(broken.code).toBe(1);
    expect(broken.stderr.trim()).toBe(`persona tasks: ${file}: field checkpoints.2.entityType: lark has no entity type "Meeting"`);
  });
});
