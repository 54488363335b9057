// METEOR (Banerjee & Lavie, 2005) as NLTK's meteor_score computes it: words are aligned in three
// stages — exact, Porter stem, WordNet synonym — each stage scanning both sentences from the end
// and taking the first unmatched partner; then Fmean = P·R / (α·P + (1−α)·R) with α = 0.9, and a
// fragmentation penalty γ·(chunks/matches)^β with β = 3, γ = 0.5. Tokens arrive lower-cased.
import { porterStem } from './natural.ts';
import type { SynonymSource } from './wordnet.ts';

export interface MeteorOptions {
  alpha?: number;
  beta?: number;
  gamma?: number;
  /** Synonym stage; leave out to align on exact and stem matches only. */
  wordnet?: SynonymSource;
  stem?: (word: string) => string;
}

type Indexed = Array<[number, string]>;
type Match = [number, number]; // [hypothesis index, reference index]

/** Pair up equal words, last-to-first, removing each matched pair from both lists. */
function matchEqual(hyp: Indexed, ref: Indexed, key: (w: string) => string): Match[] {
  const matches: Match[] = [];
  const refKeys = ref.map(([, w]) => key(w));
  for (let i = hyp.length - 1; i >= 0; i--) {
    const k = key(hyp[i][1]);
    for (let j = ref.length - 1; j >= 0; j--) {
      if (refKeys[j] === k) {
        matches.push([hyp[i][0], ref[j][0]]);
        hyp.splice(i, 1);
        ref.splice(j, 1);
        refKeys.splice(j, 1);
        break;
      }
    }
  }
  return matches;
}

function matchSynonyms(hyp: Indexed, ref: Indexed, wordnet: SynonymSource): Match[] {
  const matches: Match[] = [];
  for (let i = hyp.length - 1; i >= 0; i--) {
    const syns = wordnet.synonyms(hyp[i][1]);
    for (let j = ref.length - 1; j >= 0; j--) {
      if (syns.has(ref[j][1])) {
        matches.push([hyp[i][0], ref[j][0]]);
        hyp.splice(i, 1);
        ref.splice(j, 1);
        break;
      }
    }
  }
  return matches;
}

/** Alignment of hypothesis to reference, sorted by hypothesis position. */
export function align(reference: readonly string[], hypothesis: readonly string[], opts: MeteorOptions = {}): Match[] {
  const hyp: Indexed = hypothesis.map((w, i) => [i, w]);
  const ref: Indexed = reference.map((w, i) => [i, w]);
  const stem = opts.stem ?? porterStem;
  const stemCache = new Map<string, string>();
  const stemmed = (w: string) => {
    let s = stemCache.get(w);
    if (s === undefined) stemCache.set(w, (s = stem(w)));
    return s;
  };
  const matches = matchEqual(hyp, ref, (w) => w);
  // As in NLTK, the words left after the stem stage are the *stemmed* forms, and the synonym
  // stage looks those up: keeping that quirk keeps the scores comparable with published ones.
  for (const list of [hyp, ref]) for (const pair of list) pair[1] = stemmed(pair[1]);
  matches.push(...matchEqual(hyp, ref, (w) => w));
  if (opts.wordnet) matches.push(...matchSynonyms(hyp, ref, opts.wordnet));
  return matches.sort((a, b) => a[0] - b[0]);
}

/** Runs of matches adjacent in both sentences. */
export function countChunks(matches: readonly Match[]): number {
  if (matches.length === 0) return 0;
  let chunks = 1;
  for (let i = 0; i < matches.length - 1; i++) {
    const adjacent = matches[i + 1][0] === matches[i][0] + 1 && matches[i + 1][1] === matches[i][1] + 1;
    if (!adjacent) chunks += 1;
  }
  return chunks;
}

export function singleMeteor(reference: readonly string[], hypothesis: readonly string[], opts: MeteorOptions = {}): number {
  const alpha = opts.alpha ?? 0.9;
  const beta = opts.beta ?? 3;
  const gamma = opts.gamma ?? 0.5;
  const matches = align(reference, hypothesis, opts);
  const m = matches.length;
  if (m === 0 || hypothesis.length === 0 || reference.length === 0) return 0;
  const precision = m / hypothesis.length;
  const recall = m / reference.length;
  const fmean = (precision * recall) / (alpha * precision + (1 - alpha) * recall);
  const penalty = gamma * (countChunks(matches) / m) ** beta;
  return (1 - penalty) * fmean;
}

/** Best score over several references. */
export function meteor(references: readonly (readonly string[])[], hypothesis: readonly string[], opts: MeteorOptions = {}): number {
  return Math.max(...references.map((r) => singleMeteor(r, hypothesis, opts)));
}
