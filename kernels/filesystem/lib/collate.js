// list_directory_with_sizes sorts names with localeCompare, i.e. the ICU root collation. Kernels
// may not depend on the host's locale data, so this is a small, deterministic approximation of it
// that agrees with every ordering observed on the live server:
//   primary:   whitespace < punctuation/symbols (CLDR order below) < digits < letters; letters
//              compare case- and accent-blind (`ß` counts as `ss`); digits as characters, not numbers
//   secondary: accents (`e` < `é`), then tertiary: case (`a` < `A`).
// Observed: " s" < "-x" < ".dot" < "#" < "~" < "1" < "10" < "9" < "a b" < "a_b" < "a-b" < "a.txt"
// < "A.txt" < "ä.txt" < "ab" < "e" < "E" < "é" < "éa" < "ind" < "ß" < "z" < "Z".

const PUNCT = "_-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$";

function keys(s) {
  const primary = [];
  const secondary = [];
  const tertiary = [];
  for (const ch of s.normalize('NFD')) {
    const cp = ch.codePointAt(0);
    if (/\p{M}/u.test(ch)) {
      // An accent: refines the previous character at the secondary level.
      if (secondary.length) secondary[secondary.length - 1] += String.fromCodePoint(cp);
      continue;
    }
    let weights;
    if (/\s/u.test(ch) || cp < 0x20) weights = [[1, cp]];
    else if (PUNCT.includes(ch)) weights = [[2, PUNCT.indexOf(ch)]];
    else if (/\p{Nd}/u.test(ch)) weights = [[3, cp]];
    else if (/\p{L}/u.test(ch)) {
      const lower = ch === 'ß' ? 'ss' : ch.toLowerCase();
      weights = Array.from(lower.normalize('NFD')).filter((c) => !/\p{M}/u.test(c)).map((c) => [4, c.codePointAt(0)]);
    } else weights = [[2, 100 + cp]];
    for (const w of weights) {
      primary.push(w);
      secondary.push('');
      tertiary.push(ch !== ch.toLowerCase() ? 1 : 0);
    }
  }
  return { primary, secondary, tertiary };
}

function compareLists(a, b, cmp) {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const d = cmp(a[i], b[i]);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

export function collate(a, b) {
  const x = keys(a);
  const y = keys(b);
  return compareLists(x.primary, y.primary, (p, q) => p[0] - q[0] || p[1] - q[1])
    || compareLists(x.secondary, y.secondary, (p, q) => (p < q ? -1 : p > q ? 1 : 0))
    || compareLists(x.tertiary, y.tertiary, (p, q) => p - q);
}
