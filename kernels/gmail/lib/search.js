// Gmail search syntax (the `q` of users.messages.list) over the messages of the context tree.
//
// Grammar: terms separated by spaces are ANDed; `OR` (or `|`) binds tighter than the implicit
// AND, so `a b OR c` is `a AND (b OR c)`; `-term` negates; `( … )` groups; `{a b}` is `a OR b`.
// A term is a bare word, a "quoted phrase", or `operator:value` where value may be quoted or a
// parenthesised group (`subject:(dinner movie)` = both words in the subject).
//
// Words match whole words (case-insensitive); a phrase or a value with punctuation
// (`noah.brooks@…`, `v1.0`) matches its words consecutively; text with CJK characters matches as
// a substring, as Gmail does for languages without spaces. Dates in after:/before: are midnight
// Pacific Standard Time (UTC-8), as the Gmail API documents; a bare number is epoch seconds.
// Spam and Trash are left out unless the query names them (in:spam, in:trash, in:anywhere, label:).

import { htmlToText, headerCI } from './format.js';

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
const DAY_MS = 86400000;
const PST_OFFSET_MS = 8 * 3600000;

export function tokens(text) {
  return String(text).toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

// ---------------------------------------------------------------------------------------------
// Lexer

function lex(q) {
  const out = [];
  let i = 0;
  while (i < q.length) {
    const ch = q[i];
    if (/\s/.test(ch)) {
      i += 1;
      continue;
    }
    if (ch === '(' || ch === ')' || ch === '{' || ch === '}') {
      out.push({ t: ch });
      i += 1;
      continue;
    }
    if (ch === '"') {
      const end = q.indexOf('"', i + 1);
      const stop = end === -1 ? q.length : end;
      out.push({ t: 'phrase', v: q.slice(i + 1, stop) });
      i = stop + 1;
      continue;
    }
    let j = i;
    while (j < q.length && !/[\s(){}"]/.test(q[j])) j += 1;
    let word = q.slice(i, j);
    i = j;
    // operator:value where the value is quoted or a group
    if (word.endsWith(':') && word.length > 1 && i < q.length && (q[i] === '"' || q[i] === '(')) {
      if (q[i] === '"') {
        const end = q.indexOf('"', i + 1);
        const stop = end === -1 ? q.length : end;
        out.push({ t: 'op', k: word.slice(0, -1).toLowerCase(), v: q.slice(i + 1, stop), quoted: true });
        i = stop + 1;
      } else {
        let depth = 0;
        let k = i;
        for (; k < q.length; k += 1) {
          if (q[k] === '(') depth += 1;
          else if (q[k] === ')') {
            depth -= 1;
            if (depth === 0) break;
          }
        }
        out.push({ t: 'op', k: word.slice(0, -1).toLowerCase(), v: q.slice(i + 1, k), group: true });
        i = k + 1;
      }
      continue;
    }
    if (word === '-') out.push({ t: '-' }); // -( … ), -"phrase", -{ … }
    else if (word === 'OR' || word === '|') out.push({ t: 'OR' });
    else if (word === 'AND') out.push({ t: 'AND' });
    else {
      let neg = false;
      while (word.startsWith('-') && word.length > 1) {
        neg = !neg;
        word = word.slice(1);
      }
      const colon = word.indexOf(':');
      const tok = colon > 0 && colon < word.length - 1
        ? { t: 'op', k: word.slice(0, colon).toLowerCase(), v: word.slice(colon + 1) }
        : { t: 'word', v: word };
      if (neg) out.push({ t: '-' });
      out.push(tok);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Parser -> predicate tree

function parse(toks) {
  let pos = 0;
  const peek = () => toks[pos];
  function andExpr(stop) {
    const items = [];
    while (pos < toks.length && (!stop || !stop(peek()))) {
      if (peek().t === 'AND') {
        pos += 1;
        continue;
      }
      if (peek().t === ')' || peek().t === '}') {
        pos += 1; // stray closer
        continue;
      }
      items.push(orExpr(stop));
    }
    return { and: items };
  }
  function orExpr(stop) {
    const items = [unit(stop)];
    while (pos < toks.length && peek().t === 'OR') {
      pos += 1;
      if (pos >= toks.length) break;
      items.push(unit(stop));
    }
    return items.length === 1 ? items[0] : { or: items };
  }
  function unit(stop) {
    const tok = toks[pos];
    pos += 1;
    if (!tok) return { and: [] };
    if (tok.t === '-') return { not: unit(stop) };
    if (tok.t === '(') {
      const inner = andExpr((t) => t.t === ')');
      pos += 1;
      return inner;
    }
    if (tok.t === '{') {
      const inner = andExpr((t) => t.t === '}');
      pos += 1;
      return { or: inner.and };
    }
    if (tok.t === 'OR' || tok.t === 'AND') return { and: [] };
    return tok;
  }
  return andExpr(null);
}

// ---------------------------------------------------------------------------------------------
// Matching

function containsWords(haystackTokens, haystackRaw, needle) {
  const raw = String(needle).trim();
  if (!raw) return true;
  if (CJK.test(raw)) return haystackRaw.includes(raw.toLowerCase());
  const want = tokens(raw);
  if (want.length === 0) return haystackRaw.includes(raw.toLowerCase());
  outer: for (let i = 0; i + want.length <= haystackTokens.length; i += 1) {
    for (let j = 0; j < want.length; j += 1) if (haystackTokens[i + j] !== want[j]) continue outer;
    return true;
  }
  return false;
}

function field(text) {
  const raw = String(text || '').toLowerCase();
  return { raw, toks: tokens(raw) };
}

/** Date value of after:/before: → epoch ms (midnight PST), or null when not a date. */
function parseDate(v) {
  if (/^\d{9,}$/.test(v)) return Number(v) * 1000;
  let m = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(v);
  if (m) return Date.UTC(+m[1], +m[2] - 1, +m[3]) + PST_OFFSET_MS;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  if (m) return Date.UTC(+m[3], +m[1] - 1, +m[2]) + PST_OFFSET_MS;
  return null;
}

function parseAge(v) {
  const m = /^(\d+)([dmy])$/i.exec(v);
  if (!m) return null;
  const n = Number(m[1]);
  const unit = m[2].toLowerCase();
  return n * (unit === 'd' ? DAY_MS : unit === 'm' ? 30 * DAY_MS : 365 * DAY_MS);
}

function parseSize(v) {
  const m = /^(\d+(?:\.\d+)?)([kmg]?)b?$/i.exec(v);
  if (!m) return null;
  const mult = { '': 1, k: 1024, m: 1024 * 1024, g: 1024 * 1024 * 1024 }[m[2].toLowerCase()];
  return Math.round(Number(m[1]) * mult);
}

const SYSTEM_BY_NAME = {
  inbox: 'INBOX', sent: 'SENT', trash: 'TRASH', bin: 'TRASH', spam: 'SPAM', draft: 'DRAFT', drafts: 'DRAFT',
  starred: 'STARRED', important: 'IMPORTANT', unread: 'UNREAD', chat: 'CHAT', chats: 'CHAT',
  category_personal: 'CATEGORY_PERSONAL', category_social: 'CATEGORY_SOCIAL', category_promotions: 'CATEGORY_PROMOTIONS',
  category_updates: 'CATEGORY_UPDATES', category_forums: 'CATEGORY_FORUMS',
};
const CATEGORY = { social: 'CATEGORY_SOCIAL', promotions: 'CATEGORY_PROMOTIONS', updates: 'CATEGORY_UPDATES', forums: 'CATEGORY_FORUMS', personal: 'CATEGORY_PERSONAL' };
const labelKey = (name) => String(name).toLowerCase().replace(/[\s/]+/g, '-');

/** A view of one message with its searchable fields, computed once per query. */
function view(message, env) {
  const h = (n) => headerCI(message, n) || '';
  const bodyText = message.body ? (message.body.text || htmlToText(message.body.html || '')) : '';
  const attachments = Object.values(message.attachments || {});
  const filenames = attachments.map((a) => a.filename).join(' ');
  return {
    m: message,
    labels: new Set(message.labelIds || []),
    from: field(h('From')),
    to: field([h('To'), h('Cc'), h('Bcc'), h('Delivered-To')].join(' ')),
    cc: field(h('Cc')),
    bcc: field(h('Bcc')),
    subject: field(h('Subject')),
    all: field([h('From'), h('To'), h('Cc'), h('Subject'), bodyText, filenames].join(' ')),
    filenames: attachments.map((a) => a.filename.toLowerCase()),
    listId: h('List-Id').toLowerCase(),
    msgId: h('Message-ID').replace(/[<>]/g, '').toLowerCase(),
    date: Number(message.internalDate),
    size: message.sizeEstimate || 0,
    env,
  };
}

function matchValue(v, value, target) {
  return containsWords(v[target].toks, v[target].raw, value);
}

function meAware(env, value) {
  return value.toLowerCase() === 'me' ? env.me : value;
}

function evalOp(node, v) {
  const { k } = node;
  const value = node.v;
  const env = v.env;
  if (node.group && ['from', 'to', 'cc', 'bcc', 'subject'].includes(k)) {
    // subject:(a b) — every word of the group in that field
    return tokens(value).every((w) => matchValue(v, w, k));
  }
  switch (k) {
    case 'from': return matchValue(v, meAware(env, value), 'from');
    case 'to': return matchValue(v, meAware(env, value), 'to');
    case 'cc': return matchValue(v, meAware(env, value), 'cc');
    case 'bcc': return matchValue(v, meAware(env, value), 'bcc');
    case 'deliveredto': return matchValue(v, meAware(env, value), 'to');
    case 'subject': return matchValue(v, value, 'subject');
    case 'label': {
      const key = labelKey(value);
      if (SYSTEM_BY_NAME[key]) return v.labels.has(SYSTEM_BY_NAME[key]);
      const ids = env.labelIdsByKey.get(key) || [];
      return ids.some((id) => v.labels.has(id));
    }
    case 'in': {
      const key = value.toLowerCase();
      if (key === 'anywhere') return true;
      if (key === 'inbox') return v.labels.has('INBOX');
      if (key === 'sent') return v.labels.has('SENT');
      if (key === 'draft' || key === 'drafts') return v.labels.has('DRAFT');
      if (key === 'trash' || key === 'bin') return v.labels.has('TRASH');
      if (key === 'spam') return v.labels.has('SPAM');
      if (key === 'starred') return v.labels.has('STARRED');
      if (key === 'important') return v.labels.has('IMPORTANT');
      if (key === 'chats') return v.labels.has('CHAT');
      const ids = env.labelIdsByKey.get(labelKey(value)) || [];
      return ids.some((id) => v.labels.has(id));
    }
    case 'is': {
      const key = value.toLowerCase();
      if (key === 'unread') return v.labels.has('UNREAD');
      if (key === 'read') return !v.labels.has('UNREAD');
      if (key === 'starred') return v.labels.has('STARRED');
      if (key === 'unstarred') return !v.labels.has('STARRED');
      if (key === 'important') return v.labels.has('IMPORTANT');
      if (key === 'sent') return v.labels.has('SENT');
      if (key === 'draft') return v.labels.has('DRAFT');
      if (key === 'chat') return v.labels.has('CHAT');
      return false;
    }
    case 'has': {
      const key = value.toLowerCase();
      if (key === 'attachment') return v.filenames.length > 0;
      if (key === 'userlabels') return [...v.labels].some((id) => env.userLabelIds.has(id));
      if (key === 'nouserlabels') return ![...v.labels].some((id) => env.userLabelIds.has(id));
      if (key === 'yellow-star') return v.labels.has('STARRED');
      return false;
    }
    case 'category': {
      const key = value.toLowerCase();
      if (key === 'primary') return !['CATEGORY_SOCIAL', 'CATEGORY_PROMOTIONS', 'CATEGORY_UPDATES', 'CATEGORY_FORUMS'].some((c) => v.labels.has(c));
      return CATEGORY[key] ? v.labels.has(CATEGORY[key]) : false;
    }
    case 'filename': {
      const key = value.toLowerCase();
      return v.filenames.some((f) => f === key || f.endsWith('.' + key) || f.includes(key));
    }
    case 'after':
    case 'newer':
    case 'before':
    case 'older': {
      const t = parseDate(value);
      if (t === null) return matchValue(v, `${k} ${value}`, 'all');
      return k === 'after' || k === 'newer' ? v.date >= t : v.date < t;
    }
    case 'newer_than':
    case 'older_than': {
      const age = parseAge(value);
      if (age === null) return false;
      return k === 'newer_than' ? v.date > env.nowMs - age : v.date < env.nowMs - age;
    }
    case 'larger':
    case 'size':
    case 'smaller': {
      const n = parseSize(value);
      if (n === null) return false;
      return k === 'smaller' ? v.size < n : v.size > n;
    }
    case 'list': return v.listId.includes(value.toLowerCase());
    case 'rfc822msgid': return v.msgId === value.replace(/[<>]/g, '').toLowerCase();
    default:
      // Not an operator Gmail knows: the whole `key:value` is searched as text.
      return matchValue(v, `${k}:${value}`, 'all');
  }
}

function evaluate(node, v) {
  if (node.and) return node.and.every((n) => evaluate(n, v));
  if (node.or) return node.or.some((n) => evaluate(n, v));
  if (node.not) return !evaluate(node.not, v);
  if (node.t === 'word' || node.t === 'phrase') return matchValue(v, node.v, 'all');
  if (node.t === 'op') return evalOp(node, v);
  return true;
}

function mentionsSpamOrTrash(q) {
  return /(^|[\s(-])(in|label):(spam|trash|bin|anywhere)\b/i.test(q);
}

/**
 * The messages a query selects, newest first (users.messages.list order).
 * @param {object[]} messages every message of the mailbox
 * @param {string} q the query
 * @param {{ me: string, labels: object[], nowMs: number }} ctxInfo
 */
export function searchMessages(messages, q, ctxInfo) {
  const labelIdsByKey = new Map();
  const userLabelIds = new Set();
  for (const l of ctxInfo.labels) {
    if (l.type === 'user') {
      userLabelIds.add(l.id);
      const key = labelKey(l.name);
      labelIdsByKey.set(key, (labelIdsByKey.get(key) || []).concat([l.id]));
    }
  }
  const env = { me: ctxInfo.me, nowMs: ctxInfo.nowMs, labelIdsByKey, userLabelIds };
  const tree = parse(lex(String(q)));
  const withSpam = mentionsSpamOrTrash(String(q));
  return messages
    .filter((m) => withSpam || !(m.labelIds || []).some((l) => l === 'SPAM' || l === 'TRASH'))
    .map((m) => view(m, env))
    .filter((v) => evaluate(tree, v))
    .sort((a, b) => b.date - a.date || (a.m.id < b.m.id ? 1 : -1))
    .map((v) => v.m);
}
