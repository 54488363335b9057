// HTML escaping for the report: every piece of run data (model text, tool results, task text —
// all untrusted) goes through here before it reaches a page, and unpaired surrogates are replaced
// so every page is valid UTF-8.
import { wellFormed } from '../util/unicode.ts';

export function esc(s: string): string {
  return wellFormed(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
