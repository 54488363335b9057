import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { loadTasks } from '../runtime/tasks/load.ts';
import { table7Subset, taskSetStats, TABLE7_SUBSETS } from '../runtime/tasks/stats.ts';
import { loadDistractorPool } from '../runtime/runner/ablations.ts';
import { wordnetParagraphs, WORDNET_POOL_SIZE, MIN_WORDS, MAX_WORDS } from '../runtime/tasks/distractors.ts';

const steps = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `s${i}` })) as never[];

describe('Table 7 subsets', () => {
  it('are decided by the personal servers; information servers never change them', () => {
    expect(table7Subset({ servers: ['lark'], chain: steps(5) })).toBe('Lark_Short');
    expect(table7Subset({ servers: ['lark'], chain: steps(6) })).toBe('Lark_Long');
    expect(table7Subset({ servers: ['amap', 'xiaohongshu'], chain: steps(9) })).toBe('Rednote_Long');
    expect(table7Subset({ servers: ['gmail'], chain: steps(2) })).toBe('Email');
    expect(table7Subset({ servers: ['email163', 'medical'], chain: steps(2) })).toBe('Email');
    expect(table7Subset({ servers: ['xiaohongshu', 'lark'], chain: steps(2) })).toBe('Lark_Rednote');
    expect(table7Subset({ servers: ['lark', 'slack'], chain: steps(2) })).toBe('Lark_Other');
    expect(table7Subset({ servers: ['notion', 'xiaohongshu', 'context7'], chain: steps(2) })).toBe('Rednote_Notion');
    expect(table7Subset({ servers: ['slack', 'discord'], chain: steps(2) })).toBe('Hodgepodge');
    expect(table7Subset({ servers: ['lark', 'slack', 'notion'], chain: steps(2) })).toBe('Hodgepodge');
  });

  it('every bundled task falls in exactly one subset, and the figures do not depend on file order', () => {
    const tasks = loadTasks().map((t) => t.task);
    const stats = taskSetStats(tasks);
    expect(Object.keys(stats.byTable7Subset).slice(0, TABLE7_SUBSETS.length)).toEqual([...TABLE7_SUBSETS]);
    expect(Object.values(stats.byTable7Subset).reduce((a, b) => a + b, 0)).toBe(tasks.length);
    expect(Object.values(stats.byCategory).reduce((a, b) => a + b, 0)).toBe(tasks.length);
    expect(stats.checkpoints).toBe(tasks.reduce((n, t) => n + t.checkpoints.length, 0));
    const json = JSON.stringify(stats);
    fc.assert(fc.property(fc.shuffledSubarray(tasks, { minLength: tasks.length, maxLength: tasks.length }), (shuffled) => {
      expect(JSON.stringify(taskSetStats(shuffled))).toBe(json);
    }), { numRuns: 20 });
  });
});

describe('the distractor pool (Table 9)', () => {
  it('holds the hand-written paragraphs and 16,000 WordNet paragraphs of 40-100 words, all distinct', () => {
    const wn = wordnetParagraphs();
    expect(wn).toHaveLength(WORDNET_POOL_SIZE);
    const pool = loadDistractorPool();
    expect(pool.length).toBeGreaterThanOrEqual(WORDNET_POOL_SIZE + 40);
    expect(new Set(pool).size).toBe(pool.length);
    for (const p of wn) {
      const n = p.split(/\s+/).length;
      expect(n).toBeGreaterThanOrEqual(MIN_WORDS);
      expect(n).toBeLessThanOrEqual(MAX_WORDS);
      expect(p.isWellFormed()).toBe(true);
    }
  });

  it('is byte-stable: the same paragraphs in the same order on every machine', () => {
    const digest = createHash('sha256').update(wordnetParagraphs().join('\n')).digest('hex');
    expect(digest).toBe(PINNED);
  });
});

// Changing the composition needs a new WORDNET_POOL_VERSION and a new pin: old runs' draws must stay reproducible.
const PINNED = 'ae1642f42d30350c110dc7b2167c43a479526f50fa44253e33eae1bb3fee2193';

// Issue 18's scale, counted from the bundled tasks: the paper's size (173 tasks, 5.6 checkpoints
// each) or more, every Table 7 subset and every single-server family with enough tasks for a
// per-subset figure, the Table 5 skills subsets, and long chains.
describe('the bundled task set at the paper scale', () => {
  const stats = taskSetStats(loadTasks().map((t) => t.task));

  it('has at least 180 tasks with at least 5.5 checkpoints each on average', () => {
    expect(stats.tasks).toBeGreaterThanOrEqual(180);
    expect(stats.checkpoints / stats.tasks).toBeGreaterThanOrEqual(5.5);
  });

  it('has at least 6 tasks in every Table 7 subset', () => {
    expect(Object.entries(stats.byTable7Subset).filter(([, n]) => n < 6)).toEqual([]);
  });

  it('has at least 6 single-server tasks for every personal server', () => {
    expect(Object.entries(stats.singleServer).filter(([, n]) => n < 6)).toEqual([]);
  });

  it('has at least 60 tasks involving Lark and 60 involving Xiaohongshu (Table 5)', () => {
    expect(stats.involvingServer.lark).toBeGreaterThanOrEqual(60);
    expect(stats.involvingServer.xiaohongshu).toBeGreaterThanOrEqual(60);
  });

  it('has at least 10 tasks whose ground-truth chain has 10 or more steps', () => {
    expect(stats.chainLength.atLeast10).toBeGreaterThanOrEqual(10);
  });
});
