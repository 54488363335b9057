// The paper's fidelity sample (§4.3: 50 authentic traces, 25 successful and 25 failed): K traces
// the real server served and K it refused, drawn with a seed from the traces' real labels. The
// draw depends only on the trace file, the labels, K and the seed — never on the simulator — so
// Vanilla and Traversal rows of one table are measured on the same traces.
import { PersonaError } from '../util/errors.ts';
import { seededRandom, sampleWithout } from '../determinism/sample.ts';
import type { Verdict } from './labels.ts';
import type { TraceLine } from './traces.ts';

export interface BalancedSample {
  k: number;
  seed: number;
  /** Real successes and failures available in the file. */
  available: { success: number; failure: number };
  /** The chosen traces' seqs, ascending. */
  seqs: number[];
}

/**
 * Picks K real successes and K real failures (all of a class when it has fewer than K — the
 * report's `balanced.available` says so). The chosen traces keep file order.
 */
export function drawBalanced(traces: readonly TraceLine[], realLabels: readonly Verdict[], k: number, seed: number, tracesName: string): { traces: TraceLine[]; sample: BalancedSample } {
  if (!Number.isInteger(k) || k < 1) throw new PersonaError(`--balanced must be a positive integer (got ${k})`);
  const seen = new Set<number>();
  for (const t of traces) {
    if (seen.has(t.seq)) throw new PersonaError(`${tracesName}: seq ${t.seq} appears twice (a balanced draw needs distinct seqs)`);
    seen.add(t.seq);
  }
  const bySeq = (a: number, b: number) => a - b;
  const ok = traces.filter((_, i) => realLabels[i] === 'success').map((t) => t.seq).sort(bySeq);
  const bad = traces.filter((_, i) => realLabels[i] === 'failure').map((t) => t.seq).sort(bySeq);
  // One stream per class, so adding failures to a file does not change which successes are drawn.
  const pick = new Set([
    ...sampleWithout(ok, k, seededRandom('fidelity-balanced/success', seed)),
    ...sampleWithout(bad, k, seededRandom('fidelity-balanced/failure', seed)),
  ]);
  const chosen = traces.filter((t) => pick.has(t.seq));
  return {
    traces: chosen,
    sample: { k, seed, available: { success: ok.length, failure: bad.length }, seqs: chosen.map((t) => t.seq).sort(bySeq) },
  };
}
