// The four similarity metrics against published and independently computed reference values.
//  - NLTK's documented examples (nltk.translate.bleu_score / meteor_score docstrings, NLTK 3.8):
//    BLEU 0.5045666840058485 (three references), METEOR 0.6944 for hypothesis1 vs reference1.
//  - Five response pairs from the shared traces, tokenized by our tokenizer, scored by NLTK 3.8
//    (meteor_score with WordNet 3.0, sentence_bleu with SmoothingFunction().method1), by
//    scikit-learn 1.2's TfidfVectorizer + cosine_similarity, and by a separate LCS for ROUGE-L.
//  - Hand-computed small cases for each metric.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { tokenize } from '../runtime/fidelity/metrics/tokenize.ts';
import { tfidfCosine } from '../runtime/fidelity/metrics/tfidf.ts';
import { rougeL, lcsLength } from '../runtime/fidelity/metrics/rouge.ts';
import { sentenceBleu, brevityPenalty } from '../runtime/fidelity/metrics/bleu.ts';
import { meteor, singleMeteor, countChunks } from '../runtime/fidelity/metrics/meteor.ts';
import { sharedWordNet, WordNetSynonyms } from '../runtime/fidelity/metrics/wordnet.ts';
import { similarity } from '../runtime/fidelity/metrics/index.ts';
import { canonicalJson } from '../runtime/util/canonical.ts';

const words = (s: string) => s.split(' ');
const lower = (s: string) => s.toLowerCase().split(' ');
const wordnet = sharedWordNet();

// NLTK's docstring sentences.
const hypothesis1 = 'It is a guide to action which ensures that the military always obeys the commands of the party';
const hypothesis2 = 'It is to insure the troops forever hearing the activity guidebook that party direct';
const reference1 = 'It is a guide to action that ensures that the military will forever heed Party commands';
const reference2 = 'It is the guiding principle which guarantees the military forces always being under the command of the Party';
const reference3 = 'It is the practical guide for the army always to heed the directions of the party';

describe('tokenize', () => {
  it('lower-cases, splits on non-letters, turns JSON escapes into gaps, splits CJK per character', () => {
    expect(tokenize(canonicalJson({ text: '[\n  {"name": "Alice"}]' }))).toEqual(['text', 'name', 'alice']);
    expect(tokenize('Café 12.5 日程表 snake_case')).toEqual(['café', '12', '5', '日', '程', '表', 'snake', 'case']);
    expect(tokenize('')).toEqual([]);
  });
});

describe('BLEU (NLTK sentence_bleu, Chen & Cherry method 1)', () => {
  it('reproduces NLTK\'s documented value with three references', () => {
    expect(sentenceBleu([words(reference1), words(reference2), words(reference3)], words(hypothesis1))).toBeCloseTo(0.5045666840058485, 12);
  });
  it('reproduces NLTK with one reference, and method 1 smoothing on a poor hypothesis', () => {
    expect(sentenceBleu([words(reference1)], words(hypothesis1))).toBeCloseTo(0.41180376356915777, 12);
    expect(sentenceBleu([lower(reference1), lower(reference2), lower(reference3)], lower(hypothesis2))).toBeCloseTo(0.03703131191121491, 12);
  });
  it('hand-computed: identical sentences score 1; no unigram match scores 0; brevity penalty', () => {
    expect(sentenceBleu([words('a b c d e')], words('a b c d e'))).toBe(1);
    expect(sentenceBleu([words('a b c d')], words('x y z w'))).toBe(0);
    // hyp "a b c" vs ref "a b c d e f": p1 = p2 = p3 = 1, p4 = 0.1/1 (smoothed), BP = exp(1 - 6/3)
    expect(sentenceBleu([words('a b c d e f')], words('a b c'))).toBeCloseTo(Math.exp(1 - 2) * 0.1 ** 0.25, 14);
    expect(brevityPenalty(10, 12)).toBe(1);
    expect(brevityPenalty(10, 0)).toBe(0);
  });
});

describe('METEOR (NLTK meteor_score: exact, Porter stem, WordNet synonyms)', () => {
  it('reproduces NLTK\'s documented value 0.6944', () => {
    expect(meteor([lower(reference1)], lower(hypothesis1), { wordnet })).toBeCloseTo(0.6944444444444445, 12);
    expect(meteor([lower(reference1), lower(reference2), lower(reference3)], lower(hypothesis1), { wordnet })).toBeCloseTo(0.6944444444444445, 12);
  });
  it('reproduces NLTK on a hypothesis that needs the synonym stage', () => {
    expect(meteor([lower(reference1), lower(reference2), lower(reference3)], lower(hypothesis2), { wordnet })).toBeCloseTo(0.3035391371738569, 12);
    // "car" / "auto" share a synset and survive the stemmer: 1 match in 1 chunk, 0.5 · 1^3 penalty.
    expect(meteor([['auto']], ['car'], { wordnet })).toBeCloseTo(0.5, 14);
    expect(meteor([['auto']], ['car'])).toBe(0);
  });
  it('hand-computed: one chunk of 4 of 4 words, and two chunks', () => {
    // P = R = 1, Fmean = 1, penalty = 0.5 · (1/4)^3
    expect(singleMeteor(words('a b c d'), words('a b c d'))).toBeCloseTo(1 - 0.5 / 64, 14);
    // "b a" vs "a b": 2 matches in 2 chunks, penalty 0.5 · 1^3 = 0.5
    expect(singleMeteor(words('a b'), words('b a'))).toBeCloseTo(0.5, 14);
    expect(countChunks([[0, 0], [1, 1], [3, 2]])).toBe(2);
    expect(singleMeteor(words('a b'), words('c d'))).toBe(0);
  });
  it('finds WordNet base forms and synonyms through morphy', () => {
    const wn = new WordNetSynonyms();
    expect(wn.baseForms('commands', 'n')).toEqual(['command']);
    expect(wn.baseForms('ensures', 'v')).toEqual(['ensure']);
    expect(wn.synonyms('ensures').has('guarantee')).toBe(true);
    expect(wn.synonyms('zzzqx')).toEqual(new Set(['zzzqx']));
  });
});

describe('ROUGE-L', () => {
  it('hand-computed LCS and F1', () => {
    expect(lcsLength(words('a b c d e'), words('a x c y e'))).toBe(3);
    const r = rougeL(words('the cat sat on the mat'), words('the cat on the mat'));
    // LCS 5: P = 5/5, R = 5/6, F1 = 2·1·(5/6)/(1 + 5/6) = 10/11
    expect(r.f1).toBeCloseTo(10 / 11, 14);
    expect(rougeL([], words('a')).f1).toBe(0);
  });
});

describe('TF-IDF cosine (scikit-learn TfidfVectorizer defaults, the pair as corpus)', () => {
  it('hand-computed', () => {
    // d1 = [a, b], d2 = [a, c]: idf(a) = 1, idf(b) = idf(c) = ln(3/2) + 1; cosine = 1 / (1 + idf_b²)
    const idf = Math.log(1.5) + 1;
    expect(tfidfCosine(words('a b'), words('a c'))).toBeCloseTo(1 / (1 + idf * idf), 14);
    expect(tfidfCosine(words('a b a'), words('b a a'))).toBeCloseTo(1, 14);
    expect(tfidfCosine(words('a'), words('b'))).toBe(0);
  });
});

describe('all four on response pairs from the shared traces (NLTK 3.8 / scikit-learn 1.2 values)', () => {
  const load = (s: string) => readFileSync(new URL(`../examples/traces/${s}.traces.jsonl`, import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  const m = load('memory');
  const f = load('filesystem');
  const t = load('taskmanager');
  const cases: Array<[string, unknown, unknown, { n: [number, number]; tfidf: number; rouge: number; bleu: number; meteor: number }]> = [
    ['memory 1 vs 2', m[1].response, m[2].response, { n: [52, 6], tfidf: 0.14833958892770577, rouge: 0.20689655172413793, bleu: 0.00028290697579304747, meteor: 0.12423816221284577 }],
    ['filesystem 29 vs 43', f[29].response, f[43].response, { n: [20, 20], tfidf: 0.835049905752098, rouge: 0.9, bleu: 0.803154665668484, meteor: 0.8993827160493828 }],
    ['taskmanager 18 vs 20', t[18].response, t[20].response, { n: [10, 11], tfidf: 0.6708868001754189, rouge: 0.761904761904762, bleu: 0.4172261448611506, meteor: 0.7711943069306932 }],
    ['taskmanager 2 vs 5', t[2].response, t[5].response, { n: [73, 71], tfidf: 0.9660629527720893, rouge: 0.9027777777777778, bleu: 0.8126341531988137, meteor: 0.8925060146953637 }],
    ['filesystem 35 vs 41', f[35].response, f[41].response, { n: [22, 21], tfidf: 0.8696525518277975, rouge: 0.8837209302325582, bleu: 0.6905652100281737, meteor: 0.8596744203695974 }],
  ];
  for (const [name, real, sim, want] of cases) {
    it(name, () => {
      expect([tokenize(canonicalJson(real)).length, tokenize(canonicalJson(sim)).length]).toEqual(want.n);
      const got = similarity(real, sim, wordnet);
      expect(got.tfidf).toBeCloseTo(want.tfidf, 10);
      expect(got.rouge).toBeCloseTo(want.rouge, 12);
      expect(got.bleu).toBeCloseTo(want.bleu, 12);
      expect(got.meteor).toBeCloseTo(want.meteor, 12);
    });
  }
  it('key order and whitespace do not count: canonical JSON', () => {
    const a = { content: [{ type: 'text', text: 'hello world' }], isError: false };
    const b = { isError: false, content: [{ text: 'hello world', type: 'text' }] };
    const s = similarity(a, b, wordnet);
    expect(s.tfidf).toBeCloseTo(1, 12);
    expect(s.rouge).toBe(1);
    expect(s.bleu).toBe(1);
  });
});
