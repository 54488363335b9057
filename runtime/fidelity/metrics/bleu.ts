// Sentence BLEU (Papineni et al., 2002) as NLTK's sentence_bleu computes it: modified n-gram
// precisions up to 4 with uniform weights, the brevity penalty against the closest reference
// length, and Chen & Cherry's smoothing method 1 (a zero count becomes epsilon = 0.1) so that a
// short response with no 4-gram match does not score 0 outright.

export interface BleuOptions {
  maxN?: number;
  /** Added to a zero n-gram match count (Chen & Cherry 2014, method 1); 0 disables smoothing. */
  epsilon?: number;
}

function ngrams(tokens: readonly string[], n: number): Map<string, number> {
  const m = new Map<string, number>();
  for (let i = 0; i + n <= tokens.length; i++) {
    const key = tokens.slice(i, i + n).join('\u0000');
    m.set(key, (m.get(key) ?? 0) + 1);
  }
  return m;
}

/** Clipped matches and the hypothesis's n-gram count (at least 1, as NLTK does). */
export function modifiedPrecision(references: readonly (readonly string[])[], hypothesis: readonly string[], n: number): { matches: number; total: number } {
  const hyp = ngrams(hypothesis, n);
  const maxRef = new Map<string, number>();
  for (const ref of references) {
    for (const [g, c] of ngrams(ref, n)) if (hyp.has(g)) maxRef.set(g, Math.max(maxRef.get(g) ?? 0, c));
  }
  let matches = 0;
  let total = 0;
  for (const [g, c] of hyp) {
    matches += Math.min(c, maxRef.get(g) ?? 0);
    total += c;
  }
  return { matches, total: Math.max(1, total) };
}

export function closestRefLength(references: readonly (readonly string[])[], hypLength: number): number {
  let best = references[0].length;
  for (const r of references) {
    const d = Math.abs(r.length - hypLength);
    const bd = Math.abs(best - hypLength);
    if (d < bd || (d === bd && r.length < best)) best = r.length;
  }
  return best;
}

export function brevityPenalty(refLength: number, hypLength: number): number {
  if (hypLength > refLength) return 1;
  if (hypLength === 0) return 0;
  return Math.exp(1 - refLength / hypLength);
}

export function sentenceBleu(references: readonly (readonly string[])[], hypothesis: readonly string[], opts: BleuOptions = {}): number {
  const maxN = opts.maxN ?? 4;
  const epsilon = opts.epsilon ?? 0.1;
  if (references.length === 0) throw new TypeError('BLEU needs at least one reference');
  const precisions = [];
  for (let n = 1; n <= maxN; n++) precisions.push(modifiedPrecision(references, hypothesis, n));
  if (precisions[0].matches === 0) return 0;
  let logSum = 0;
  for (const p of precisions) {
    const value = p.matches === 0 ? epsilon / p.total : p.matches / p.total;
    if (value === 0) return 0;
    logSum += Math.log(value) / maxN;
  }
  return brevityPenalty(closestRefLength(references, hypothesis.length), hypothesis.length) * Math.exp(logSum);
}
