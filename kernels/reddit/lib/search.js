// Reddit's post search (GET /search.json, /r/<name>/search.json?restrict_sr=true) over the tree.
//
// Query language (the part Reddit's Lucene-style search understands): words are ANDed and match
// whole words of the title or the text, case-insensitively; "quoted phrases"; OR and NOT
// (or a leading -); parentheses; and the fields title:, selftext:, author:, subreddit:, flair:
// (flair_name:), self:yes|no, site:/url:. An empty query finds nothing. Relevance puts
// title hits before text-only hits, then the score.

const tokenize = (text) => String(text).toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

function lex(q) {
  const out = [];
  let i = 0;
  while (i < q.length) {
    const ch = q[i];
    if (/\s/.test(ch)) {
      i += 1;
    } else if (ch === '(' || ch === ')') {
      out.push({ t: ch });
      i += 1;
    } else if (ch === '"') {
      const end = q.indexOf('"', i + 1);
      const stop = end === -1 ? q.length : end;
      out.push({ t: 'text', v: q.slice(i + 1, stop) });
      i = stop + 1;
    } else {
      let j = i;
      while (j < q.length && !/[\s()"]/.test(q[j])) j += 1;
      let word = q.slice(i, j);
      i = j;
      if (word === 'OR' || word === 'AND' || word === 'NOT') {
        out.push({ t: word });
        continue;
      }
      if (word.startsWith('-') && word.length > 1) {
        out.push({ t: 'NOT' });
        word = word.slice(1);
      }
      const colon = word.indexOf(':');
      if (colon > 0) {
        let value = word.slice(colon + 1);
        if (value === '' && q[i] === '"') {
          const end = q.indexOf('"', i + 1);
          const stop = end === -1 ? q.length : end;
          value = q.slice(i + 1, stop);
          i = stop + 1;
        }
        out.push({ t: 'field', k: word.slice(0, colon).toLowerCase(), v: value });
      } else out.push({ t: 'text', v: word });
    }
  }
  return out;
}

function parse(toks) {
  let pos = 0;
  function andExpr(closing) {
    const items = [];
    while (pos < toks.length && !(closing && toks[pos].t === ')')) {
      if (toks[pos].t === 'AND') {
        pos += 1;
        continue;
      }
      items.push(orExpr(closing));
    }
    return { and: items };
  }
  function orExpr(closing) {
    const items = [unit(closing)];
    while (pos < toks.length && toks[pos].t === 'OR') {
      pos += 1;
      if (pos < toks.length) items.push(unit(closing));
    }
    return items.length === 1 ? items[0] : { or: items };
  }
  function unit(closing) {
    const tok = toks[pos];
    pos += 1;
    if (!tok || tok.t === ')' || tok.t === 'OR') return { and: [] };
    if (tok.t === 'NOT') return { not: unit(closing) };
    if (tok.t === '(') {
      const inner = andExpr(true);
      pos += 1;
      return inner;
    }
    return tok;
  }
  return andExpr(false);
}

function hasWords(haystack, needle) {
  const want = tokenize(needle);
  if (want.length === 0) return false;
  outer: for (let i = 0; i + want.length <= haystack.length; i += 1) {
    for (let j = 0; j < want.length; j += 1) if (haystack[i + j] !== want[j]) continue outer;
    return true;
  }
  return false;
}

function evaluate(node, v, hits) {
  if (node.and) return node.and.every((n) => evaluate(n, v, hits));
  if (node.or) return node.or.map((n) => evaluate(n, v, hits)).some(Boolean);
  if (node.not) return !evaluate(node.not, v, null);
  if (node.t === 'text') {
    const inTitle = hasWords(v.title, node.v);
    if (inTitle && hits) hits.title += 1;
    return inTitle || hasWords(v.body, node.v);
  }
  const value = node.v.toLowerCase();
  switch (node.k) {
    case 'title': return hasWords(v.title, node.v);
    case 'selftext': return hasWords(v.body, node.v);
    case 'author': return v.p.author.toLowerCase() === value.replace(/^\/?u\//, '');
    case 'subreddit': return v.p.subreddit.toLowerCase() === value.replace(/^\/?r\//, '');
    case 'flair':
    case 'flair_name':
    case 'flair_text': return (v.p.link_flair_text || '').toLowerCase().includes(value);
    case 'self': return (value === 'yes' || value === 'true' || value === '1') === Boolean(v.p.is_self);
    case 'site':
    case 'url': return (v.p.domain || '').toLowerCase().includes(value) || (v.p.url || '').toLowerCase().includes(value);
    case 'nsfw': return (value === 'yes' || value === 'true' || value === '1') === Boolean(v.p.over_18);
    default: return hasWords(v.title, `${node.k} ${node.v}`) || hasWords(v.body, `${node.k} ${node.v}`);
  }
}

/** Posts matching `q`, each with its relevance (number of title hits). */
export function matchPosts(posts, q) {
  if (!String(q).trim()) return [];
  const tree = parse(lex(String(q)));
  const out = [];
  for (const p of posts) {
    const v = { p, title: tokenize(p.title), body: tokenize(`${p.selftext || ''} ${p.link_flair_text || ''}`) };
    const hits = { title: 0 };
    if (evaluate(tree, v, hits)) out.push({ post: p, relevance: hits.title });
  }
  return out;
}
