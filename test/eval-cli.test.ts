// `persona eval` and `persona tables` as a researcher uses them: score a run folder, read the
// per-checkpoint reasons and the minefield report, get one JSON object per task and trial, and
// regenerate the tables byte-identically from the stored scores alone — under another TZ, from a
// copy that holds nothing but the score files.
import { describe, it, expect, beforeAll } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, statSync, mkdirSync, copyFileSync, existsSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';
import { cli, persona, type CliResult } from './helpers/cli.ts';

const TASKS = 'lark-cancel-coffee,gmail-obsidian-slack-roommate,notion-beta-checklist-item,xhs-obsidian-wukang-coffee';
const tmp = mkdtempSync(join(tmpdir(), 'persona-evalcli-'));
const runs = join(tmp, 'runs');
let first: CliResult;

function files(root: string, keep: (name: string) => boolean): string[] {
  const out: string[] = [];
  const visit = (d: string) => {
    for (const n of readdirSync(d).sort()) {
      const f = join(d, n);
      if (statSync(f).isDirectory()) visit(f);
      else if (keep(n)) out.push(relative(root, f));
    }
  };
  visit(root);
  return out;
}

const isScore = (n: string) => n.startsWith('score.') && n.endsWith('.json');
function digest(root: string): string {
  const h = createHash('sha256');
  for (const f of files(root, isScore)) h.update(f).update('\0').update(readFileSync(join(root, f))).update('\0');
  return h.digest('hex');
}

beforeAll(async () => {
  const r = await cli(['run', '--model', 'oracle,naive', '--tasks', TASKS, '--out', runs, '--trials', '2']);
  expect(r.code, r.stderr).toBe(0);
  first = await cli(['eval', runs, '--json'], { TZ: 'UTC' });
}, 180_000);

describe('persona eval', () => {
  it('prints one JSON object per task and trial, with per-checkpoint scores and reasons', async () => {
    expect(first.code, first.stderr).toBe(0);
    const lines = first.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(16);
    for (const o of lines) {
      for (const k of ['task', 'category', 'model', 'trial', 'acc', 'execAcc', 'checkpoints', 'minefields', 'judge', 'variant']) expect(o, k).toHaveProperty(k);
      for (const c of o.checkpoints) {
        expect([0, 0.5, 1]).toContain(c.score);
        expect(typeof c.reason).toBe('string');
        expect(c.reason.length).toBeGreaterThan(5);
      }
    }
    const coffee = lines.find((o) => o.model === 'naive' && o.task === 'lark-cancel-coffee' && o.trial === 2);
    expect(coffee).toMatchObject({ category: 'Collaboration Platform', acc: 0, execAcc: 0, penalized: true, judge: { kind: 'rule-based', id: 'rule-based' } });
    expect(coffee.checkpoints[2]).toMatchObject({ type: 'operate', score: 1, by: 'executor' });
    expect(coffee.checkpoints[2].evidence.executor).toMatchObject({ executor: 'CreateDataExecutor', verdict: 'pass' });
    expect(lines.filter((o) => o.model === 'oracle').every((o) => o.acc === 1 && o.execAcc === 1)).toBe(true);
  });

  it('writes score.rule-based.json into every run folder, the same bytes as --json printed', async () => {
    const scored = files(runs, isScore);
    expect(scored).toHaveLength(16);
    expect(scored[0]).toBe('naive/gmail-obsidian-slack-roommate/trial-1/score.rule-based.json');
    const stored = JSON.parse(readFileSync(join(runs, 'naive/lark-cancel-coffee/trial-2/score.rule-based.json'), 'utf8'));
    const printed = first.stdout.trim().split('\n').map((l) => JSON.parse(l)).find((o) => o.run === 'naive/lark-cancel-coffee/trial-2');
    expect(stored).toEqual(printed);
    expect(readFileSync(join(runs, 'naive/lark-cancel-coffee/trial-2/score.rule-based.json'), 'utf8')).not.toContain(tmp);
  });

  it('text output: per checkpoint why, the minefield report, and the summary with pass^k and flip rate', async () => {
    const r = await cli(['eval', join(runs, 'naive', 'lark-cancel-coffee'), '--no-write']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('naive lark-cancel-coffee trial-1  [Collaboration Platform]');
    // The naive agent gets some checkpoints (the calendar found, the replacement created), but the
    // minefield it trips zeroes the task.
    expect(r.stdout).toMatch(/Acc 0\.00 \(checkpoints 60\.00, zeroed by a minefield\)/);
    expect(r.stdout).toContain('[0] personalized_search 0   rules: lark/calendar_v4_calendarEvent_list was never called');
    expect(r.stdout).toContain('MINEFIELD tripped:');
    expect(r.stdout).toContain('forbidden #0 "Deleting the Q1 OKR alignment meeting.": deleted Event calendars[feishu.cn_WP1SDvRiq6Cg1pq6QGv2p4@group.calendar.feishu.cn].events[b29942d4-937f-4592-a100-d91291c37d92_0]');
    expect(r.stdout).toMatch(/naive: 1 tasks × 2 trial\(s\)\n {4}Acc 0\.00 .*\n {4}pass\^1 0\.00 {2}pass\^2 0\.00 {2}flip rate 0\.00 {2}minefields tripped in 2 of 2 run\(s\)/);
  });

  it('scores byte-identically again under another TZ', async () => {
    const before = digest(runs);
    const again = persona(['eval', runs, '--json', '--quiet'], { TZ: 'America/Los_Angeles', LC_ALL: 'de_DE.UTF-8' });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toBe(first.stdout);
    expect(digest(runs)).toBe(before);
  });
});

describe('persona tables', () => {
  it('regenerates byte-identically from the score files alone, under two TZ values, in md, csv and latex', async () => {
    // A copy with nothing but the score files: no journal, no snapshot, no cassette.
    const only = join(tmp, 'scores-only');
    for (const f of files(runs, isScore)) {
      mkdirSync(dirname(join(only, f)), { recursive: true });
      copyFileSync(join(runs, f), join(only, f));
    }
    expect(files(only, () => true).every((f) => isScore(f.split('/').pop()!))).toBe(true);
    for (const format of ['md', 'csv', 'latex']) {
      const a = await cli(['tables', runs, '--format', format], { TZ: 'UTC' });
      const b = persona(['tables', only, '--format', format], { TZ: 'Asia/Kolkata', LC_ALL: 'fr_FR.UTF-8' });
      expect(a.code, a.stderr).toBe(0);
      expect(b.code, b.stderr).toBe(0);
      expect(b.stdout).toBe(a.stdout);
    }
    const md = (await cli(['tables', only, '--table', '3'])).stdout;
    expect(md).toContain('| Model | Collaboration Platform | Content Management | Social Media | Email | Lark-Centric | Rednote-Centric | Hodgepodge | Acc | SR-0.8 | Exec-Acc |');
    expect(md).toMatch(/\| oracle \| 100\.00 \| 100\.00 \| – \| – \| – \| 100\.00 \| 100\.00 \| 100\.00 \| 100\.00 \| 100\.00 \|/);
    const out = join(tmp, 'table3.csv');
    expect((await cli(['tables', only, '--table', '3', '--format', 'csv', '--out', out])).code).toBe(0);
    expect(readFileSync(out, 'utf8').split('\n')[0]).toBe('Model,Collaboration Platform,Content Management,Social Media,Email,Lark-Centric,Rednote-Centric,Hodgepodge,Acc,SR-0.8,Exec-Acc');
  });

  it('reports pass^k and the flip rate over trials', async () => {
    const md = (await cli(['tables', runs, '--table', 'reliability'])).stdout;
    expect(md).toContain('| Model | Tasks | Trials | Acc | Acc 95% CI | SR-0.8 | SR-0.8 95% CI | Exec-Acc | Exec-Acc 95% CI | pass^1 | pass^2 | Flip rate | Minefield runs |');
    expect(md).toMatch(/\| oracle \| 4 \| 2 \| 100\.00 \| \[100\.00, 100\.00\] \| 100\.00 \| \[100\.00, 100\.00\] \| 100\.00 \| \[100\.00, 100\.00\] \| 100\.00 \| 100\.00 \| 0\.00 \| 0\.00 \|/);
  });
});

describe('bad input', () => {
  it('one-line errors', async () => {
    const cases: [string[], RegExp][] = [
      [['eval', join(tmp, 'nope')], /^persona eval: .*nope: run folder not found$/],
      [['eval', runs, '--judge', 'x', '--rule-based'], /^persona eval: give either --judge <model> or --rule-based, not both$/],
      [['eval', runs, '--judge-base-url', 'http://127.0.0.1:9/v1'], /^persona eval: --judge-base-url needs --judge <model>$/],
      [['eval', runs, '--concurrency', '0'], /^persona eval: --concurrency must be an integer from 1 to 64/],
      [['tables', runs, '--format', 'pdf'], /^persona tables: --format must be one of md, csv, latex \(got "pdf"\)$/],
      [['tables', runs, '--table', '4'], /^persona tables: --table: unknown table "4"/],
      [['tables', tmp, '--judge', 'gpt-4o'], /^persona tables: no scores by judge-gpt-4o \(found: rule-based\)$/],
      [['tables', join(tmp, 'scores-only', 'nothing')], /not found$/],
    ];
    for (const [args, re] of cases) {
      const r = await cli(args);
      expect(r.code, args.join(' ')).not.toBe(0);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr.trim()).toMatch(re);
    }
    expect(existsSync(join(tmp, 'nope'))).toBe(false);
  });
});
