// persona report / replay / compare as commands: what they print, and one-line errors naming the
// argument, folder or file on bad input (never a stack trace).
import { describe, it, expect, beforeAll } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { makeScoredRuns } from './helpers/report-runs.ts';
import { personaMain } from './helpers/persona-main.ts';
import { loadTasks } from '../runtime/tasks/load.ts';

const tmp = mkdtempSync(join(tmpdir(), 'persona-report-cli-'));
const runs = join(tmp, 'runs');
const TASK = 'lark-cancel-coffee';
const oracle = join(runs, 'oracle', TASK, 'trial-1');
const naive = join(runs, 'naive', TASK, 'trial-1');

beforeAll(async () => {
  await makeScoredRuns(runs, { tasks: [TASK, 'discord-contributor-role-kaito'] });
}, 120_000);

const oneLine = (r: { code: number; stderr: string }, re: RegExp) => {
  expect(r.code).not.toBe(0);
  // Progress lines may come before it; the error is one line, with no stack trace.
  const lines = r.stderr.trim().split('\n').filter((l) => !/^persona report: (reading runs|writing pages) \d+\/\d+$/.test(l));
  expect(lines, r.stderr).toHaveLength(1);
  expect(r.stderr).toMatch(re);
};

describe('persona replay', () => {
  it('prints the whole conversation: instruction, model rounds, tool calls with changes, final answer', async () => {
    const r = await personaMain(['replay', naive]);
    expect(r.code, r.stderr).toBe(0);
    const instruction = loadTasks().find((t) => t.task.id === TASK)!.task.instruction;
    expect(r.stdout).toContain('[user]');
    expect(r.stdout).toContain(instruction);
    expect(r.stdout).toMatch(/^\[model, round 1\]/m);
    expect(r.stdout).toMatch(/^#1 2026-\S+ lark\/calendar_v4_calendar_primary /m);
    expect(r.stdout).toMatch(/^ +- deleted lark Event /m);
    expect(r.stdout).toMatch(/^ +\+ created lark Event .*"Call Feng Li to reschedule coffee"/m);
    expect(r.stdout).toMatch(/^\[final answer\] \(answered/m);
    const j = JSON.parse((await personaMain(['replay', naive, '--json'])).stdout);
    expect(Object.keys(j)).toEqual(['header', 'calls', 'conversation']);
    expect(j.conversation.user).toContain(instruction);
    expect(j.conversation.rounds.flatMap((x: { calls: unknown[] }) => x.calls)).toHaveLength(j.calls.length);
    expect(j.conversation.final.answer).not.toBe('');
  });
});

describe('persona compare', () => {
  it('prints the first divergence and the final-state difference; --json for programs', async () => {
    const r = await personaMain(['compare', oracle, naive]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^first divergence at step \d+ \((tool|args|result|state|length)\): /m);
    expect(r.stdout).toMatch(/^final state, B against A/m);
    const j = JSON.parse((await personaMain(['compare', oracle, naive, '--json'])).stdout);
    expect(j.divergence.step).toBeGreaterThan(0);
    expect(j.final.length).toBeGreaterThan(0);
    const same = await personaMain(['compare', oracle, oracle]);
    expect(same.stdout).toMatch(/^no divergence: \d+ step\(s\)/m);
    expect(same.stdout).toMatch(/^ {2}identical$/m);
  });

  it('bad input: one line naming the problem', async () => {
    oneLine(await personaMain(['compare', oracle]), /expected two run folders/);
    oneLine(await personaMain(['compare', oracle, join(runs, 'oracle', 'discord-contributor-role-kaito', 'trial-1')]), /ran task "discord-contributor-role-kaito", but .* ran "lark-cancel-coffee"/);
    oneLine(await personaMain(['compare', oracle, join(tmp, 'nope')]), /nope: run folder not found/);
  });
});

describe('persona report', () => {
  it('prints where the report is; unscored runs are scored in memory and say so', async () => {
    const copy = join(tmp, 'unscored');
    cpSync(runs, copy, { recursive: true });
    for (const m of ['oracle', 'naive']) for (const f of readdirSync(join(copy, m, TASK, 'trial-1'))) if (f.startsWith('score.')) rmSync(join(copy, m, TASK, 'trial-1', f));
    const r = await personaMain(['report', copy, '--out', join(tmp, 'site')]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^report: .*site\/index\.html \(4 run page\(s\), 2 compare page\(s\)\)\n {2}open file:\/\//);
    expect(r.stderr).toMatch(/persona report: writing pages 6\/6/);
    const index = readFileSync(join(tmp, 'site', 'index.html'), 'utf8');
    expect(index).toContain('scored in memory by the rule-based judge');
    expect(readFileSync(join(tmp, 'site', 'runs', `naive--${TASK}--t1.html`), 'utf8')).toContain('rule-based (in memory)');
  });

  it('a stored score whose run changed since is not shown; the run is scored again in memory, and the page says why', async () => {
    const copy = join(tmp, 'changed');
    cpSync(naive, copy, { recursive: true });
    // Another journal of the same task under naive's score file: the score no longer stands for it.
    cpSync(join(oracle, 'journal.msgpack'), join(copy, 'journal.msgpack'));
    const r = await personaMain(['report', copy, '--out', join(tmp, 'site-changed')]);
    expect(r.code, r.stderr).toBe(0);
    const page = readFileSync(join(tmp, 'site-changed', 'runs', `oracle--${TASK}--t1.html`), 'utf8');
    expect(page).toContain('rule-based (in memory)');
    expect(page).toMatch(/the stored score was not used: journal\.msgpack: the journal changed since it was scored/);
    expect(page).not.toContain(tmp);
    expect(page).toMatch(/Acc <strong>100\.00<\/strong>/);
  });

  it('bad input: one line naming the argument, folder or file', async () => {
    oneLine(await personaMain(['report', runs]), /--out/);
    oneLine(await personaMain(['report', join(tmp, 'nope'), '--out', join(tmp, 'o1')]), /nope: (run folder )?not found/);
    const busy = join(tmp, 'busy');
    mkdirSync(busy);
    writeFileSync(join(busy, 'notes.txt'), 'mine');
    oneLine(await personaMain(['report', runs, '--out', busy]), /busy: folder is not empty and holds no earlier report/);
    expect(readFileSync(join(busy, 'notes.txt'), 'utf8')).toBe('mine');
    oneLine(await personaMain(['report', runs, '--out', join(tmp, 'o2'), '--judge', 'x', '--rule-based']), /either --judge <model> or --rule-based/);
    const broken = join(tmp, 'broken');
    cpSync(runs, broken, { recursive: true });
    writeFileSync(join(broken, 'naive', TASK, 'trial-1', 'journal.msgpack'), 'garbage');
    oneLine(await personaMain(['report', broken, '--out', join(tmp, 'o3')]), /journal\.msgpack: not an mcp-persona journal/);
  });
});
