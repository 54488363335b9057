// The paper's metrics (Acc, SR-0.8, Exec-Acc) and what we add beyond it: pass^k over trials
// (tau-bench), bootstrap 95 % confidence intervals, and the flip rate between two runs. Everything
// here is a pure function of scored tasks; the bootstrap draws from a fixed-seed generator, so the
// same scores give the same intervals to the last digit.
import { sfc32 } from '../context/ids.js';

export const SUCCESS_THRESHOLD = 0.8;

/** Checkpoint scores are 0, 0.5 or 1 (paper §3.4). */
export function taskAcc(scores: number[]): number {
  return scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : 0;
}

export const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** SR-0.8: the share of tasks whose Acc is above 0.8. */
export function successRate(accs: number[]): number {
  return accs.length ? accs.filter((a) => a > SUCCESS_THRESHOLD).length / accs.length : 0;
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i += 1) r = (r * (n - k + i)) / i;
  return r;
}

/**
 * pass^k (tau-bench): the chance that k trials drawn from a task's n all succeed, C(c,k)/C(n,k),
 * averaged over tasks; a trial succeeds when its Acc is above 0.8. Tasks with fewer than k trials
 * are left out.
 */
export function passHatK(successesPerTask: boolean[][], k: number): number | null {
  const eligible = successesPerTask.filter((t) => t.length >= k);
  if (!eligible.length) return null;
  return mean(eligible.map((t) => choose(t.filter(Boolean).length, k) / choose(t.length, k)));
}

/** Percentile bootstrap 95 % interval of the mean, resampling tasks with a fixed-seed generator. */
export function bootstrapCI(values: number[], resamples = 2000, seed = 20260101): [number, number] {
  if (values.length === 0) return [0, 0];
  const random = sfc32([seed, 0x9e3779b9, 0x85ebca6b, 0xc2b2ae35]);
  const means: number[] = [];
  for (let r = 0; r < resamples; r += 1) {
    let s = 0;
    for (let i = 0; i < values.length; i += 1) s += values[Math.floor(random() * values.length)];
    means.push(s / values.length);
  }
  means.sort((a, b) => a - b);
  return [means[Math.floor(0.025 * (resamples - 1))], means[Math.ceil(0.975 * (resamples - 1))]];
}

/** Share of tasks (present in both) whose success verdict differs between two runs. */
export function flipRate(a: Map<string, boolean>, b: Map<string, boolean>): { rate: number; flipped: string[]; compared: number } {
  const shared = [...a.keys()].filter((k) => b.has(k)).sort();
  const flipped = shared.filter((k) => a.get(k) !== b.get(k));
  return { rate: shared.length ? flipped.length / shared.length : 0, flipped, compared: shared.length };
}
