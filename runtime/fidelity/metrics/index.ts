// The four response-similarity metrics of Table 4 over one (real, simulated) response pair, both
// serialized as canonical JSON (RFC 8785) so that key order and whitespace never count.
import { canonicalJson } from '../../util/canonical.ts';
import { tokenize } from './tokenize.ts';
import { tfidfCosine } from './tfidf.ts';
import { rougeL } from './rouge.ts';
import { sentenceBleu } from './bleu.ts';
import { meteor } from './meteor.ts';
import type { SynonymSource } from './wordnet.ts';

export interface Similarity {
  tfidf: number;
  rouge: number;
  bleu: number;
  meteor: number;
}

export const SIMILARITY_KEYS = ['tfidf', 'rouge', 'bleu', 'meteor'] as const;

/** Real response = reference, simulated response = candidate. */
export function similarity(real: unknown, simulated: unknown, wordnet: SynonymSource): Similarity {
  const ref = tokenize(canonicalJson(real));
  const hyp = tokenize(canonicalJson(simulated));
  return {
    tfidf: tfidfCosine(ref, hyp),
    rouge: rougeL(ref, hyp).f1,
    bleu: sentenceBleu([ref], hyp),
    meteor: meteor([ref], hyp, { wordnet }),
  };
}

export function meanSimilarity(items: readonly Similarity[]): Similarity {
  const out: Similarity = { tfidf: 0, rouge: 0, bleu: 0, meteor: 0 };
  if (items.length === 0) return out;
  for (const k of SIMILARITY_KEYS) out[k] = items.reduce((s, x) => s + x[k], 0) / items.length;
  return out;
}
