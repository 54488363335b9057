// Tables 5, 6 and 9 appear when runs with the skills, tools and context options exist (read from
// the run headers' settings), each comparing runs that differ from the main setting in its own
// option only; Table 3 keeps every setting as its own row. Byte-identical under two TZ values.
import { describe, it, expect, beforeAll } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { cli } from './helpers/cli.ts';
import { loadTasks, selectTasks } from '../runtime/tasks/load.ts';
import { runJobs } from '../runtime/runner/runner.ts';
import { chatClientFactory } from '../runtime/runner/clients.ts';
import { skillsChoice } from '../runtime/runner/ablations.ts';
import { openRun } from '../runtime/run/run-folder.ts';
import { findRunFolders, writeScore } from '../runtime/eval/store.ts';
import { scoreRuns } from '../runtime/eval/score.ts';
import { ruleBasedJudge } from '../runtime/judge/rules.ts';
import type { ProgressSink } from '../runtime/runner/progress.ts';

const TASKS = 'lark-cancel-coffee,xhs-obsidian-wukang-coffee,slack-judge-v3-dm';
const tmp = mkdtempSync(join(tmpdir(), 'persona-ablate-'));
const CONFIGS: Record<string, { tools?: 'all'; skills?: string; context?: 'necessary'; distractors?: number }> = {
  main: {},
  ours: { skills: 'ours' },
  openclaw: { skills: join(tmp, 'openclaw.md') },
  alltools: { tools: 'all' },
  necessary: { context: 'necessary' },
  distract: { distractors: 5 },
};
const quiet: ProgressSink = { start() {}, started() {}, tokens() {}, finished() {}, end() {} };
let md: string;

beforeAll(async () => {
  writeFileSync(join(tmp, 'openclaw.md'), '# A public skills document\nUse the tools carefully.\n');
  const all = loadTasks();
  const tasks = selectTasks(all, TASKS);
  // The runs and their scores are made in-process (persona run and persona eval have their own
  // CLI tests); the tables are read by the CLI.
  for (const [name, o] of Object.entries(CONFIGS)) {
    const r = await runJobs({
      models: ['oracle', 'naive'], tasks, allTasks: all, out: join(tmp, name), trials: 1, concurrency: 2, shard: null, resume: false,
      baseUrl: null, apiKeyEnv: null, cassettesDir: null, cassetteMode: 'off',
      config: { maxRounds: 20, seed: 0, tools: o.tools ?? 'task', context: o.context ?? 'all', distractors: o.distractors ?? 0, skills: skillsChoice(o.skills), temperature: null, prices: { input: 0, output: 0 } },
      clientFactory: chatClientFactory(), progress: quiet,
    });
    expect(r.failed, name).toBe(0);
  }
  const dirs = findRunFolders([tmp]);
  const scores = await scoreRuns(dirs.map((d) => openRun(d)), new Map(all.map((t) => [t.task.id, t])), ruleBasedJudge);
  scores.forEach((s, i) => writeScore(dirs[i], s));
  md = (await cli(['tables', tmp], { TZ: 'UTC' })).stdout;
}, 240_000);

const rowOf = (text: string, title: RegExp, model: string) => {
  const block = text.split('\n\n**').find((b) => title.test(b))!;
  return block.split('\n').find((l) => l.startsWith(`| ${model} |`))!;
};

describe('persona tables with ablation runs', () => {
  it('Table 3 has a row per model and setting, the main setting under the bare model name', async () => {
    const t3 = md.split('\n\n**')[0];
    const models = t3.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| Model') && !l.startsWith('| ---')).map((l) => l.split(' | ')[0].slice(2));
    expect(models).toEqual([
      'naive', 'naive [context=necessary]', 'naive [distractors=5]', 'naive [skills=file:openclaw.md]', 'naive [skills=ours]', 'naive [tools=all]',
      'oracle', 'oracle [context=necessary]', 'oracle [distractors=5]', 'oracle [skills=file:openclaw.md]', 'oracle [skills=ours]', 'oracle [tools=all]',
    ]);
  });

  it('Table 5: Lark and Rednote subsets × Vanilla / + <file> / + Our Skills', async () => {
    expect(md).toContain('**Table 5: Acc and Exec-Acc (%) with and without skills documents, on the Lark and Rednote subsets**');
    expect(md).toContain('| Model | Lark Subset Vanilla Acc | Lark Subset Vanilla Exec-Acc | Lark Subset + openclaw Acc | Lark Subset + openclaw Exec-Acc | Lark Subset + Our Skills Acc | Lark Subset + Our Skills Exec-Acc | Rednote Subset Vanilla Acc |');
    expect(rowOf(md, /^Table 5/, 'oracle')).toBe(`| oracle |${' 100.00 |'.repeat(12)}`);
  });

  it('Table 6: All Tools / Selected Tools', async () => {
    expect(md).toContain('| Model | All Tools Acc | All Tools Exec-Acc | Selected Tools Acc | Selected Tools Exec-Acc |');
    expect(rowOf(md, /^Table 6/, 'oracle')).toBe(`| oracle |${' 100.00 |'.repeat(4)}`);
    expect(rowOf(md, /^Table 6/, 'naive')).toMatch(/^\| naive( \| \d+\.\d\d){4} \|$/);
  });

  it('Table 9: Only Necessary Context / Full Context / With Context Distractors', async () => {
    expect(md).toContain('| Model | Only Necessary Context Acc | Only Necessary Context Exec-Acc | Full Context Acc | Full Context Exec-Acc | With Context Distractors Acc | With Context Distractors Exec-Acc |');
    expect(rowOf(md, /^Table 9/, 'oracle')).toBe(`| oracle |${' 100.00 |'.repeat(6)}`);
  });

  it('LaTeX groups the columns; the tables are byte-identical under another TZ', async () => {
    const latex = (await cli(['tables', tmp, '--format', 'latex', '--table', '5'], { TZ: 'UTC' })).stdout;
    expect(latex).toContain(' & \\multicolumn{6}{c}{Lark Subset} & \\multicolumn{6}{c}{Rednote Subset} \\\\');
    expect(latex).toContain(' & \\multicolumn{2}{c}{Vanilla} & \\multicolumn{2}{c}{+ openclaw} & \\multicolumn{2}{c}{+ Our Skills}');
    expect((await cli(['tables', tmp], { TZ: 'Pacific/Chatham' })).stdout).toBe(md);
    expect((await cli(['tables', tmp, '--format', 'latex', '--table', '5'], { TZ: 'Pacific/Chatham' })).stdout).toBe(latex);
    expect((await cli(['tables', join(tmp, 'main'), '--table', '6'])).stdout).toMatch(/^\*\*Table 6: no runs with the tools option/);
  });
});
