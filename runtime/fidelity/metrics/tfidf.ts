// TF-IDF cosine between two token lists, the pair being its own two-document corpus. Weights as
// scikit-learn's TfidfVectorizer defaults: raw counts times the smoothed idf ln((1+n)/(1+df)) + 1.
// A per-pair corpus keeps each trace's score independent of the other traces in the file.

export function tfidfCosine(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  if (a.length === 0 || b.length === 0) return 0;
  const ca = counts(a);
  const cb = counts(b);
  const n = 2;
  const idf = (term: string) => Math.log((1 + n) / (1 + (ca.has(term) ? 1 : 0) + (cb.has(term) ? 1 : 0))) + 1;
  let dot = 0;
  let na = 0;
  let nb = 0;
  // Sorted iteration: floating-point sums in a fixed order give the same bits on every run.
  for (const term of [...new Set([...ca.keys(), ...cb.keys()])].sort()) {
    const w = idf(term);
    const x = (ca.get(term) ?? 0) * w;
    const y = (cb.get(term) ?? 0) * w;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return dot / (Math.sqrt(na) * Math.sqrt(nb));
}

export function counts(tokens: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of tokens) m.set(t, (m.get(t) ?? 0) + 1);
  return m;
}
