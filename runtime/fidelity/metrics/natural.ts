// The two parts of `natural` the metrics use, loaded from their own files. natural's index pulls
// in its storage back-ends, which call dotenv: that reads a `.env` from the working directory into
// process.env and prints a banner on stdout — neither is acceptable in a deterministic CLI.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface RegexpTokenizerLike {
  tokenize(text: string): string[];
}
type RegexpTokenizerCtor = new (opts: { pattern: RegExp; gaps?: boolean }) => RegexpTokenizerLike;

const { RegexpTokenizer } = require('natural/lib/natural/tokenizers/regexp_tokenizer.js') as { RegexpTokenizer: RegexpTokenizerCtor };
const PorterStemmer = require('natural/lib/natural/stemmers/porter_stemmer.js') as { stem(word: string): string };

/** A tokenizer that splits on `pattern` (natural's RegexpTokenizer, gaps mode). */
export function gapTokenizer(pattern: RegExp): RegexpTokenizerLike {
  return new RegexpTokenizer({ pattern, gaps: true });
}

/** Porter's stemmer as natural implements it (lower-cases its input). */
export function porterStem(word: string): string {
  return PorterStemmer.stem(word);
}
