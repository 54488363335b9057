// Behavioural alignment (paper §4.3, Table 4): real success is the positive class. FP = the real
// server failed but the simulator succeeded (it silently accepted an invalid call, the most
// harmful error); FN = the simulator rejected a call the real server served (a hallucinated
// constraint).
import type { Verdict } from './labels.ts';

export interface Confusion {
  tp: number;
  tn: number;
  fp: number;
  fn: number;
}

export interface Alignment extends Confusion {
  accuracy: number;
  precision: number;
  recall: number;
  f1: number;
}

export type Cell = keyof Confusion;

export function cellOf(real: Verdict, simulated: Verdict): Cell {
  if (real === 'success') return simulated === 'success' ? 'tp' : 'fn';
  return simulated === 'success' ? 'fp' : 'tn';
}

/** Ratios with 0/0 taken as 0 (no positives predicted means no precision to speak of). */
export function alignment(c: Confusion): Alignment {
  const total = c.tp + c.tn + c.fp + c.fn;
  const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
  const precision = ratio(c.tp, c.tp + c.fp);
  const recall = ratio(c.tp, c.tp + c.fn);
  return {
    ...c,
    accuracy: ratio(c.tp + c.tn, total),
    precision,
    recall,
    f1: ratio(2 * precision * recall, precision + recall),
  };
}

export function tally(cells: readonly Cell[]): Confusion {
  const c: Confusion = { tp: 0, tn: 0, fp: 0, fn: 0 };
  for (const cell of cells) c[cell] += 1;
  return c;
}
