// Metrics and table rendering against hand-computed values.
import { describe, it, expect } from 'vitest';
import { taskAcc, successRate, passHatK, bootstrapCI, flipRate } from '../runtime/eval/metrics.ts';
import { table3, renderTable } from '../runtime/eval/tables.ts';
import { matchesValue, unmet } from '../runtime/tasks/match.ts';

describe('metrics', () => {
  it('Acc, SR-0.8 and pass^k by hand', () => {
    expect(taskAcc([1, 0.5, 0])).toBe(0.5);
    expect(successRate([1, 0.8, 0.81, 0.2])).toBe(0.5);
    // task A: 2 of 4 trials succeed -> pass^2 = C(2,2)/C(4,2) = 1/6; task B: 4 of 4 -> 1.
    expect(passHatK([[true, true, false, false], [true, true, true, true]], 2)).toBeCloseTo((1 / 6 + 1) / 2, 12);
    expect(passHatK([[true]], 2)).toBeNull();
    expect(passHatK([[true, false, true]], 1)).toBeCloseTo(2 / 3, 12);
  });

  it('bootstrap intervals are reproducible and bracket the mean', () => {
    const v = [1, 0, 1, 1, 0.5, 0, 1, 1, 0.5, 1];
    const [lo, hi] = bootstrapCI(v);
    expect(bootstrapCI(v)).toEqual([lo, hi]);
    expect(lo).toBeLessThan(0.7);
    expect(hi).toBeGreaterThan(0.7);
    expect(bootstrapCI([1, 1, 1])).toEqual([1, 1]);
  });

  it('flip rate counts tasks whose verdict differs', () => {
    const a = new Map([['t1', true], ['t2', false], ['t3', true]]);
    const b = new Map([['t1', true], ['t2', true], ['t4', true]]);
    expect(flipRate(a, b)).toEqual({ rate: 0.5, flipped: ['t2'], compared: 2 });
  });

  it('matchers', () => {
    expect(matchesValue('Atlas Go/No-Go', { $contains: 'go/no-go' })).toBe(true);
    expect(matchesValue(['a', 'b'], { $includes: 'b' })).toBe(true);
    expect(matchesValue('1767862800', { $gte: 1767862800, $lte: 1767862800 })).toBe(true);
    expect(matchesValue(undefined, { $exists: false })).toBe(true);
    expect(unmet({ a: { b: 1 }, c: 'x' }, { 'a.b': 1, c: 'y' })).toEqual([{ field: 'c', want: 'y', have: 'x' }]);
  });
});

describe('tables', () => {
  const t = table3([{ model: 'oracle', categoryAcc: { 'Collaboration Platform': 1, Email: 0.755 }, acc: 0.9, sr: 0.875, execAcc: null }]);
  it('Markdown, CSV and LaTeX in Table 3 layout, percentages with two decimals as in the paper', () => {
    expect(renderTable(t, 'md')).toContain('| Model | Collaboration Platform | Content Management | Social Media | Email | Lark-Centric | Rednote-Centric | Hodgepodge | Acc | SR-0.8 | Exec-Acc |');
    expect(renderTable(t, 'md')).toContain('| oracle | 100.00 | – | – | 75.50 | – | – | – | 90.00 | 87.50 | – |');
    expect(renderTable(t, 'csv').split('\n')[1]).toBe('oracle,100.00,,,75.50,,,,90.00,87.50,');
    expect(renderTable(t, 'latex')).toContain('oracle & 100.00 & – & – & 75.50 & – & – & – & 90.00 & 87.50 & – \\\\');
  });
});
