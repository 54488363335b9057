// Glob matching of relative paths the way the server's search and exclusions behave (observed):
// `*` and `?` stay within one path segment, `**` as a whole segment spans any number of segments
// (`a/**` needs at least one more segment, `**/a` also matches `a`), `[…]` classes (`!` or `^`
// negates), `{a,b}` alternatives; dot files match like any other (no special case for a leading
// dot); case-sensitive; repeated slashes in a pattern count as one.

function expandBraces(pattern) {
  const open = pattern.indexOf('{');
  if (open < 0) return [pattern];
  let depth = 0;
  const commas = [];
  for (let i = open; i < pattern.length; i += 1) {
    const ch = pattern[i];
    if (ch === '{') depth += 1;
    else if (ch === '}') {
      depth -= 1;
      if (depth === 0) {
        if (commas.length === 0) return expandBraces(pattern.slice(0, open) + '\u0000' + pattern.slice(open + 1)).map((p) => p.replace('\u0000', '{'));
        const head = pattern.slice(0, open);
        const tail = pattern.slice(i + 1);
        const parts = [];
        let from = open + 1;
        for (const c of commas.concat([i])) {
          parts.push(pattern.slice(from, c));
          from = c + 1;
        }
        return parts.flatMap((p) => expandBraces(head + p + tail));
      }
    } else if (ch === ',' && depth === 1) commas.push(i);
  }
  return [pattern];
}

const escapeRe = (ch) => ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function segmentSource(seg) {
  let out = '';
  for (let i = 0; i < seg.length; i += 1) {
    const ch = seg[i];
    if (ch === '*') {
      while (seg[i + 1] === '*') i += 1;
      out += '[^/]*';
    } else if (ch === '?') out += '[^/]';
    else if (ch === '\\' && i + 1 < seg.length) {
      i += 1;
      out += escapeRe(seg[i]);
    } else if (ch === '[') {
      const close = seg.indexOf(']', i + 2);
      if (close < 0) {
        out += '\\[';
        continue;
      }
      let body = seg.slice(i + 1, close);
      const negate = body[0] === '!' || body[0] === '^';
      if (negate) body = body.slice(1);
      out += `[${negate ? '^/' : ''}${body.replace(/\\/g, '\\\\').replace(/\]/g, '\\]')}]`;
      i = close;
    } else out += escapeRe(ch);
  }
  return out;
}

function toSource(pattern) {
  const segs = pattern.replace(/\/{2,}/g, '/').split('/');
  let out = '';
  segs.forEach((seg, i) => {
    const last = i === segs.length - 1;
    if (seg === '**') out += last ? (i === 0 ? '.*' : '.+') : '(?:.*/)?';
    else out += segmentSource(seg) + (last ? '' : '/');
  });
  return out;
}

const cache = new Map();

/** Whether a relative path (`notes/todo.md`) matches a glob pattern. */
export function globMatch(rel, pattern) {
  let re = cache.get(pattern);
  if (!re) {
    re = new RegExp(`^(?:${expandBraces(pattern).map(toSource).join('|')})$`, 'u');
    cache.set(pattern, re);
  }
  return re.test(rel);
}
