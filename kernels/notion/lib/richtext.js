// Rich text: validated from requests into a compact stored form and rendered back as the API's
// full objects. Stored items keep only what the client said — `{ type: 'text', text: { content,
// link? }, annotations? }` with non-default annotations — so snapshots stay small and readable;
// the response form (annotations, plain_text, href) is derived on the way out.
import { Fail, fieldError, validationError, shown } from './respond.js';
import { normalizeId, compactId } from './ids.js';
import { renderUser } from './users.js';
import { isIsoDate } from './time.js';

export const COLORS = [
  'default', 'gray', 'brown', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'red',
  'gray_background', 'brown_background', 'orange_background', 'yellow_background', 'green_background',
  'blue_background', 'purple_background', 'pink_background', 'red_background',
];
const FLAGS = ['bold', 'italic', 'strikethrough', 'underline', 'code'];
const MENTION_TYPES = ['user', 'page', 'database', 'date', 'link_preview', 'template_mention'];
const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

export function isHttpUrl(s) {
  return typeof s === 'string' && /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(s);
}

function checkAnnotations(ctx, where, a) {
  if (a === undefined) return undefined;
  if (!isObj(a)) return new Fail(fieldError(ctx, 'body', `${where}.annotations`, 'an object or `undefined`', a));
  const out = {};
  for (const f of FLAGS) {
    if (a[f] === undefined) continue;
    if (typeof a[f] !== 'boolean') return new Fail(fieldError(ctx, 'body', `${where}.annotations.${f}`, 'a boolean', a[f]));
    if (a[f]) out[f] = true;
  }
  if (a.color !== undefined) {
    if (!COLORS.includes(a.color)) {
      return new Fail(fieldError(ctx, 'body', `${where}.annotations.color`, `one of ${COLORS.map((c) => `\`"${c}"\``).join(', ')}`, a.color));
    }
    if (a.color !== 'default') out.color = a.color;
  }
  return Object.keys(out).length ? out : undefined;
}

function checkMention(ctx, where, m) {
  if (!isObj(m)) return new Fail(fieldError(ctx, 'body', `${where}.mention`, 'defined', m));
  const type = m.type || MENTION_TYPES.find((t) => m[t] !== undefined);
  if (!MENTION_TYPES.includes(type) || !isObj(m[type])) {
    return new Fail(fieldError(ctx, 'body', `${where}.mention.${type || 'user'}`, 'defined', type ? m[type] : undefined));
  }
  const v = m[type];
  if (type === 'user' || type === 'page' || type === 'database') {
    const id = normalizeId(v.id);
    if (!id) return new Fail(fieldError(ctx, 'body', `${where}.mention.${type}.id`, 'a valid uuid', v.id));
    return { type, [type]: { id } };
  }
  if (type === 'date') {
    if (!isIsoDate(v.start)) return new Fail(fieldError(ctx, 'body', `${where}.mention.date.start`, 'a valid ISO 8601 date string', v.start));
    if (v.end !== undefined && v.end !== null && !isIsoDate(v.end)) {
      return new Fail(fieldError(ctx, 'body', `${where}.mention.date.end`, 'a valid ISO 8601 date string', v.end));
    }
    const d = { start: v.start };
    if (v.end) d.end = v.end;
    if (v.time_zone) d.time_zone = v.time_zone;
    return { type, date: d };
  }
  if (type === 'link_preview') {
    if (!isHttpUrl(v.url)) return new Fail(validationError(ctx, 'Invalid URL for link.'));
    return { type, link_preview: { url: v.url } };
  }
  const tm = {};
  if (v.type) tm.type = v.type;
  if (v.template_mention_date) tm.template_mention_date = v.template_mention_date;
  if (v.template_mention_user) tm.template_mention_user = v.template_mention_user;
  return { type, template_mention: tm };
}

/**
 * Validate a rich text array from a request (`where` names it the way Notion does, e.g.
 * `children[0].paragraph.rich_text`). Returns the stored form or a Fail.
 */
export function readRichText(ctx, where, value, opts) {
  const max = (opts && opts.maxItems) || 100;
  if (!Array.isArray(value)) return new Fail(fieldError(ctx, 'body', where, 'an array', value));
  if (value.length > max) return new Fail(fieldError(ctx, 'body', `${where}.length`, `≤ \`${max}\``, value.length));
  const out = [];
  for (let i = 0; i < value.length; i += 1) {
    const item = value[i];
    const at = `${where}[${i}]`;
    if (!isObj(item)) return new Fail(fieldError(ctx, 'body', at, 'an object', item));
    const type = item.type !== undefined ? item.type : ['text', 'mention', 'equation'].find((t) => item[t] !== undefined);
    let run;
    if (type === 'text') {
      const t = item.text;
      if (!isObj(t)) return new Fail(fieldError(ctx, 'body', `${at}.text`, 'defined', t));
      if (typeof t.content !== 'string') return new Fail(fieldError(ctx, 'body', `${at}.text.content`, 'a string', t.content));
      if (t.content.length > 2000) return new Fail(fieldError(ctx, 'body', `${at}.text.content.length`, '≤ `2000`', t.content.length));
      run = { type: 'text', text: { content: t.content } };
      if (t.link !== undefined) {
        if (!isObj(t.link)) return new Fail(fieldError(ctx, 'body', `${at}.text.link`, 'an object or `undefined`', t.link));
        if (!isHttpUrl(t.link.url)) return new Fail(validationError(ctx, 'Invalid URL for link.'));
        run.text.link = { url: t.link.url };
      }
    } else if (type === 'mention') {
      const m = checkMention(ctx, at, item.mention);
      if (m instanceof Fail) return m;
      run = { type: 'mention', mention: m };
    } else if (type === 'equation') {
      if (!isObj(item.equation) || typeof item.equation.expression !== 'string') {
        return new Fail(fieldError(ctx, 'body', `${at}.equation.expression`, 'a string', isObj(item.equation) ? item.equation.expression : undefined));
      }
      run = { type: 'equation', equation: { expression: item.equation.expression } };
    } else {
      return new Fail(validationError(ctx,
        `body failed validation: ${at}.type should be \`"text"\`, \`"mention"\`, or \`"equation"\`, instead was \`${shown(item.type)}\`.`));
    }
    const ann = checkAnnotations(ctx, at, item.annotations);
    if (ann instanceof Fail) return ann;
    if (ann) run.annotations = ann;
    out.push(run);
  }
  return out;
}

function fullAnnotations(a) {
  const x = a || {};
  return {
    bold: Boolean(x.bold),
    italic: Boolean(x.italic),
    strikethrough: Boolean(x.strikethrough),
    underline: Boolean(x.underline),
    code: Boolean(x.code),
    color: x.color || 'default',
  };
}

/** Title of a page or database for mentions (stored records are looked up through ctx). */
function titleOf(ctx, kind, id) {
  if (kind === 'page') {
    const p = ctx.get(`pages[${id}]`);
    if (!p) return 'Untitled';
    const t = Object.values(p.properties || {}).find((v) => v.type === 'title');
    return (t && plainText(ctx, t.title)) || 'Untitled';
  }
  const d = ctx.get(`databases[${id}]`);
  return (d && plainText(ctx, d.title)) || 'Untitled';
}

function mentionLabel(ctx, m) {
  if (m.type === 'user') {
    const u = ctx.get(`users[${m.user.id}]`);
    return `@${u ? u.name : 'Unknown'}`;
  }
  if (m.type === 'page' || m.type === 'database') return titleOf(ctx, m.type, m[m.type].id);
  if (m.type === 'date') return m.date.end ? `${m.date.start} → ${m.date.end}` : m.date.start;
  if (m.type === 'link_preview') return m.link_preview.url;
  return '';
}

/** The text a reader sees (mentions as their labels). */
export function plainText(ctx, runs) {
  let s = '';
  for (const r of runs || []) {
    if (r.type === 'text') s += r.text.content;
    else if (r.type === 'equation') s += r.equation.expression;
    else if (r.type === 'mention') s += mentionLabel(ctx, r.mention);
  }
  return s;
}

/** Stored rich text as the API returns it. */
export function renderRichText(ctx, runs) {
  return (runs || []).map((r) => {
    const annotations = fullAnnotations(r.annotations);
    if (r.type === 'text') {
      const link = r.text.link ? { url: r.text.link.url } : null;
      return { type: 'text', text: { content: r.text.content, link }, annotations, plain_text: r.text.content, href: link ? link.url : null };
    }
    if (r.type === 'equation') {
      return { type: 'equation', equation: { expression: r.equation.expression }, annotations, plain_text: r.equation.expression, href: null };
    }
    const m = r.mention;
    let mention;
    let href = null;
    if (m.type === 'user') {
      const u = ctx.get(`users[${m.user.id}]`);
      mention = { type: 'user', user: u ? renderUser(u) : { object: 'user', id: m.user.id } };
    } else if (m.type === 'page' || m.type === 'database') {
      mention = { type: m.type, [m.type]: { id: m[m.type].id } };
      href = `https://www.notion.so/${compactId(m[m.type].id)}`;
    } else if (m.type === 'date') {
      mention = { type: 'date', date: { start: m.date.start, end: m.date.end || null, time_zone: m.date.time_zone || null } };
    } else if (m.type === 'link_preview') {
      mention = { type: 'link_preview', link_preview: { url: m.link_preview.url } };
      href = m.link_preview.url;
    } else {
      mention = { type: 'template_mention', template_mention: Object.assign({}, m.template_mention) };
    }
    return { type: 'mention', mention, annotations, plain_text: mentionLabel(ctx, m), href };
  });
}
