// `persona agreement` (the paper's Table 7) with the bundled human labels of the main job: the
// labelled tasks are run and scored, and the rule-based judge is compared with the people.
import { describe, it, expect, beforeAll } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { cli, REPO } from './helpers/cli.ts';
import { loadTasks } from '../runtime/tasks/load.ts';

const COFFEE_CHECKPOINTS = loadTasks().find((t) => t.task.id === 'lark-cancel-coffee')!.task.checkpoints.length;

const LABELS = join(REPO, 'examples', 'human-labels', 'main.json');
const labels = JSON.parse(readFileSync(LABELS, 'utf8'));
const TASKS = [...new Set(labels.labels.map((l: { task: string }) => l.task))].join(',');
const tmp = mkdtempSync(join(tmpdir(), 'persona-agree-'));
const runs = join(tmp, 'runs');

beforeAll(async () => {
  const r = await cli(['run', '--model', 'oracle,naive', '--tasks', TASKS, '--out', runs]);
  expect(r.code, r.stderr).toBe(0);
  const e = await cli(['eval', runs, '--summary', '--quiet']);
  expect(e.code, e.stderr).toBe(0);
}, 180_000);

describe('persona agreement', () => {
  it('Table 7 per category: misaligned / total checkpoints and ratio, with the overall row', async () => {
    const r = await cli(['agreement', '--human', LABELS, runs]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe([
      '**Table 7: checkpoints where the rule-based judge and the human labels (mcp-persona maintainers) disagree**',
      '',
      '| Task Category | Misaligned Ckpt | Total Ckpt | Ratio (%) |',
      '| --- | ---: | ---: | ---: |',
      '| Collaboration Platform | 0 | 3 | 0.00 |',
      '| Content Management | 0 | 3 | 0.00 |',
      '| Social Media | 0 | 3 | 0.00 |',
      '| Email | 1 | 14 | 7.14 |',
      '| Lark-Centric | 0 | 8 | 0.00 |',
      '| Rednote-Centric | 0 | 3 | 0.00 |',
      '| Hodgepodge | 1 | 9 | 11.11 |',
      '| Overall | 2 | 43 | 4.65 |',
      '',
      'Alignment 95.35 % over 43 labelled checkpoints.',
      '',
    ].join('\n'));
  });

  it('--json lists every disagreement with both scores and the judge’s reason; --by servers groups like the paper', async () => {
    const j = JSON.parse((await cli(['agreement', '--human', LABELS, runs, '--json'])).stdout);
    expect(j.overall).toEqual({ group: 'Overall', misaligned: 2, total: 43, ratio: 2 / 43 });
    expect(j.disagreements.map((d: any) => [d.task, d.checkpoint, d.human, d.judge])).toEqual([
      ['email163-notes-plan-monthly', 2, 0, 0.5],
      ['reddit-notion-harness-reading', 0, 1, 0.5],
    ]);
    expect(j.disagreements[0].judgeReason).toMatch(/headers\.to is "james\.coleman@brightline-labs\.example"/);
    const md = (await cli(['agreement', '--human', LABELS, runs, '--by', 'servers', '--format', 'csv'])).stdout;
    expect(md.split('\n')[0]).toBe('Servers,Misaligned Ckpt,Total Ckpt,Ratio (%)');
    expect(md).toContain('Lark_Slack,0,8,0.00');
    expect(md).toContain('Reddit_Slack,0,3,0.00');
  });

  it('one-line errors for bad labels and flags', async () => {
    const bad = (name: string, body: unknown) => {
      const f = join(tmp, name);
      writeFileSync(f, JSON.stringify(body));
      return f;
    };
    const one = (l: object) => ({ ...labels, labels: [l] });
    const cases: [string[], RegExp][] = [
      [['agreement', runs], /^persona agreement: --human <labels\.json> is required$/],
      [['agreement', '--human', LABELS], /^persona agreement: give the scored runs/],
      [['agreement', '--human', LABELS, runs, '--by', 'week'], /^persona agreement: --by must be one of category, servers, task/],
      [['agreement', '--human', bad('a.json', one({ model: 'naive', task: 'lark-cancel-coffee', trial: 1, checkpoint: 0, score: 0.7 })), runs], /a\.json: field labels\.0\.score: /],
      [['agreement', '--human', bad('b.json', one({ model: 'gpt-5', task: 'lark-cancel-coffee', trial: 1, checkpoint: 0, score: 1 })), runs], /b\.json: field labels\.0: no scored run of gpt-5 on lark-cancel-coffee trial 1/],
      [['agreement', '--human', bad('c.json', one({ model: 'naive', task: 'lark-cancel-coffee', trial: 1, checkpoint: 9, score: 1 })), runs], new RegExp(`c\\.json: field labels\\.0\\.checkpoint: task lark-cancel-coffee has checkpoints 0-${COFFEE_CHECKPOINTS - 1}$`)],
      [['agreement', '--human', bad('d.json', { ...labels, labels: [labels.labels[0], labels.labels[0]] }), runs], /d\.json: field labels\.1: checkpoint 0 of naive lark-cancel-coffee trial 1 is labelled twice$/],
      [['agreement', '--human', bad('e.json', { ...labels, format: 'x' }), runs], /e\.json: field format: /],
    ];
    for (const [args, re] of cases) {
      const r = await cli(args);
      expect(r.code, args.join(' ')).not.toBe(0);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr.trim()).toMatch(re);
    }
  });
});
