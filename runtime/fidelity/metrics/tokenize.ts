// Tokens for the text metrics. Responses are compared as canonical JSON, which is full of JSON
// escapes: `"\nAlice"` must give the token `alice`, not `nalice`, so escape sequences are turned
// into gaps before natural's RegexpTokenizer splits on everything that is not a letter or digit.
// Han, Hiragana, Katakana and Hangul have no spaces between words; each of their characters is a
// token of its own (the usual character-level choice for BLEU/ROUGE on CJK text).
import { gapTokenizer } from './natural.ts';

const JSON_ESCAPE = /\\(?:u[0-9a-fA-F]{4}|["\\/bfnrt])/g;
const CJK = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])/gu;
const splitter = gapTokenizer(/[^\p{L}\p{N}]+/u);

/** Lower-cased word tokens of a text (canonical JSON or plain prose). */
export function tokenize(text: string): string[] {
  const spaced = text.replace(JSON_ESCAPE, ' ').replace(CJK, ' $1 ').toLowerCase();
  return splitter.tokenize(spaced).filter((t) => t.length > 0);
}
