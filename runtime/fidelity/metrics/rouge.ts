// ROUGE-L: the longest common subsequence of tokens, reported as its F1 (precision over the
// candidate's length, recall over the reference's), as Lin (2004) and the rouge-score package do.

export function lcsLength(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  // Two rows are enough for the length; responses can run to thousands of tokens.
  let prev = new Int32Array(b.length + 1);
  let cur = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      cur[j] = a[i - 1] === b[j - 1] ? prev[j - 1] + 1 : Math.max(prev[j], cur[j - 1]);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[b.length];
}

export interface RougeL {
  precision: number;
  recall: number;
  f1: number;
}

export function rougeL(reference: readonly string[], candidate: readonly string[]): RougeL {
  if (reference.length === 0 || candidate.length === 0) return { precision: 0, recall: 0, f1: 0 };
  const lcs = lcsLength(reference, candidate);
  const precision = lcs / candidate.length;
  const recall = lcs / reference.length;
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}
