// Alternative valid routes are not punished: checkpoints target the effect (a value returned by
// some call of the server and reported, an entity changed with its values), not one route. For one
// bundled task per server family, an oracle walks a different but equivalent chain — another tool,
// another listing, other wording — and scores full marks against the task's own checkpoints.
import { describe, it, expect, beforeAll } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadTasks, SERVER_FAMILY, type LoadedTask } from '../runtime/tasks/load.ts';
import { runJobs } from '../runtime/runner/runner.ts';
import { chatClientFactory } from '../runtime/runner/clients.ts';
import { skillsChoice } from '../runtime/runner/ablations.ts';
import { openRun } from '../runtime/run/run-folder.ts';
import { scoreRuns, type RunScore } from '../runtime/eval/score.ts';
import { ruleBasedJudge } from '../runtime/judge/rules.ts';
import type { Task, Step } from '../runtime/tasks/schema.ts';
import type { ProgressSink } from '../runtime/runner/progress.ts';

const bundled = new Map(loadTasks().map((t) => [t.task.id, t]));
const quiet: ProgressSink = { start() {}, started() {}, tokens() {}, finished() {}, end() {} };

/** A copy of a bundled task with another chain and answer (and instruction marked, so the oracle tells them apart); same checkpoints. */
function variant(id: string, family: string, change: (t: Task) => void): { family: string; original: Task; loaded: LoadedTask } {
  const original = bundled.get(id)!.task;
  const task = structuredClone(original) as Task;
  change(task);
  task.instruction = `${task.instruction} (alternative route)`;
  return { family, original, loaded: { task, file: bundled.get(id)!.file } };
}

const replaceStep = (t: Task, id: string, step: Partial<Step>) => {
  const i = t.chain.findIndex((s) => s.id === id);
  t.chain[i] = { ...t.chain[i], ...step } as Step;
};

const VARIANTS = [
  // Collaboration Platform (Slack): the root cause and the fix date read from #harbor-migration's
  // history instead of the #incidents thread the reference walks.
  variant('slack-harbor-incident-brief', 'Collaboration Platform', (t) => {
    t.chain = t.chain.filter((s) => s.id !== 'thread');
    t.answer = { $fmt: "${steps.incidents.result.messages[?text~='INC-0412'].text | last} ${steps.incidents.result.messages[?text~='quota sync'].text | first} ${steps.migration.result.messages[?text~='root cause'].text | first} ${steps.answer.result.messages[?text~='cordon'].text | first}" };
  }),
  // Content Management (Obsidian): the to-dos appended to the daily note instead of patched under its heading.
  variant('obsidian-spec-freeze-bring-list', 'Content Management', (t) => {
    const add = t.chain.find((s) => s.id === 'add')!;
    replaceStep(t, 'add', { tool: 'obsidian_append_content', args: { filepath: (add.args as Record<string, unknown>).filepath, content: (add.args as Record<string, unknown>).content } });
  }),
  // Social Media (Reddit): the post found by browsing r/MachineLearning's top posts instead of searching.
  variant('reddit-notion-harness-reading', 'Social Media', (t) => {
    replaceStep(t, 'search', { tool: 'browse_subreddit', args: { subreddit: 'MachineLearning', sort: 'top', time: 'year', limit: 50 } });
    const json = JSON.stringify(t).replaceAll("steps.search.result.results | max_by('score')", "steps.search.result.posts[?title~='harness'] | first");
    Object.assign(t, JSON.parse(json));
  }),
  // Email (163 Mail): a wider inbox listing, another subject and other words for the same reply.
  variant('email163-mom-lunch-reply', 'Email', (t) => {
    replaceStep(t, 'inbox', { args: { limit: 50, days: 7 } });
    const reply = t.chain.find((s) => s.id === 'reply')!;
    replaceStep(t, 'reply', { args: { ...(reply.args as Record<string, unknown>), subject: '明天中午见', text: '妈，收到！明天中午回家吃饺子，要带什么告诉我。' } });
  }),
];

let scores: RunScore[];

beforeAll(async () => {
  const out = mkdtempSync(join(tmpdir(), 'persona-routes-'));
  const tasks = VARIANTS.map((v) => v.loaded);
  const r = await runJobs({
    models: ['oracle'], tasks, allTasks: tasks, out, trials: 1, concurrency: 2, shard: null, resume: false,
    baseUrl: null, apiKeyEnv: null, cassettesDir: null, cassetteMode: 'off',
    config: { maxRounds: 20, seed: 0, tools: 'task', context: 'all', distractors: 0, skills: skillsChoice('none'), temperature: null, prices: { input: 0, output: 0 } },
    clientFactory: chatClientFactory(), progress: quiet,
  });
  expect(r.failed).toBe(0);
  const byId = new Map(tasks.map((t) => [t.task.id, t]));
  scores = await scoreRuns(tasks.map((t) => openRun(join(out, 'oracle', t.task.id, 'trial-1'))), byId, ruleBasedJudge);
}, 300_000);

describe('alternative valid routes', () => {
  it('cover every server family, with the task’s own checkpoints and a really different chain', () => {
    expect(new Set(VARIANTS.map((v) => v.family))).toEqual(new Set(Object.values(SERVER_FAMILY)));
    for (const v of VARIANTS) {
      expect(v.loaded.task.checkpoints).toEqual(v.original.checkpoints);
      expect(JSON.stringify(v.loaded.task.chain)).not.toBe(JSON.stringify(v.original.chain));
      expect(v.loaded.task.servers.some((s) => SERVER_FAMILY[s] === v.family)).toBe(true);
    }
  });

  for (const v of VARIANTS) {
    it(`${v.family}: ${v.original.id} scores full marks by another route`, () => {
      const s = scores.find((x) => x.task === v.original.id)!;
      expect(s.checkpoints.filter((c) => c.score < 1).map((c) => `[${c.index}] ${c.reason}`)).toEqual([]);
      expect(s.minefields.tripped).toBe(false);
      expect([s.acc, s.execAcc]).toEqual([1, 1]);
    });
  }
});
