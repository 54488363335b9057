// The comment tree of /r/<sub>/comments/<id>.json?limit=…&sort=…&depth=…, as the server turns it
// into nodes {id, author, score, body (500 chars), created_utc, depth, is_op, permalink, replies}.
//
// Siblings are ordered by the sort (best = Wilson lower bound, top = score, new = time,
// controversial = Reddit's controversy, qa = threads the poster answered first); a stickied
// (moderator) comment stays first. Reddit then keeps at most `limit` comments no deeper than
// `depth`; we take them in pre-order, which is how a thread reads, and drop the rest (Reddit
// would leave "more" stubs, which the server discards anyway).
import { confidence, controversy, commentPermalink } from './world.js';

function sorter(sort, post, childrenOf) {
  const base = {
    best: (c) => confidence(c),
    top: (c) => c.score,
    new: (c) => c.created_utc,
    controversial: (c) => controversy(c),
    qa: (c) => ((childrenOf.get(c.id) || []).some((r) => r.author === post.author) ? 1e9 : 0) + confidence(c),
  }[sort];
  return (a, b) => (b.stickied ? 1 : 0) - (a.stickied ? 1 : 0) || base(b) - base(a) || (a.id < b.id ? -1 : 1);
}

export function commentTree(post, { limit, sort, depth }) {
  const all = Object.values(post.comments || {});
  const childrenOf = new Map();
  for (const c of all) {
    const parent = c.parent_id;
    if (!childrenOf.has(parent)) childrenOf.set(parent, []);
    childrenOf.get(parent).push(c);
  }
  const order = sorter(sort, post, childrenOf);
  let budget = limit;
  function build(parentFullname, level) {
    const out = [];
    const kids = (childrenOf.get(parentFullname) || []).slice().sort(order);
    for (const c of kids) {
      if (budget <= 0) break;
      budget -= 1;
      const node = {
        id: c.id,
        author: c.author,
        score: c.score,
        body: (c.body || '').substring(0, 500),
        created_utc: c.created_utc,
        depth: level,
        is_op: c.author === post.author && c.author !== '[deleted]',
        permalink: `https://reddit.com${commentPermalink(post, c)}`,
        replies: [],
      };
      if (level + 1 < depth) node.replies = build(`t1_${c.id}`, level + 1);
      out.push(node);
    }
    return out;
  }
  return build(`t3_${post.id}`, 0);
}

export function countComments(nodes) {
  return nodes.reduce((sum, n) => sum + 1 + countComments(n.replies), 0);
}
