// Block objects from requests: validated the way the Notion API validates them and turned into
// the stored form (non-default fields only).
import { Fail, fieldError, validationError, shown } from './respond.js';
import { readRichText, COLORS, isHttpUrl } from './richtext.js';
import { normalizeId } from './ids.js';

const RICH = ['paragraph', 'heading_1', 'heading_2', 'heading_3', 'bulleted_list_item', 'numbered_list_item', 'to_do', 'toggle', 'quote', 'callout', 'code'];
const MEDIA = ['image', 'video', 'file', 'pdf'];
const EMPTY = ['divider', 'breadcrumb', 'table_of_contents'];
/** Types the API lets a client create through PATCH /blocks/{id}/children. */
export const CREATABLE = RICH.concat(['bookmark', 'embed', 'equation', 'link_to_page'], MEDIA, EMPTY);
const NESTABLE = ['paragraph', 'bulleted_list_item', 'numbered_list_item', 'to_do', 'toggle', 'quote', 'callout', 'heading_1', 'heading_2', 'heading_3'];
export const LANGUAGES = ['abap', 'arduino', 'bash', 'basic', 'c', 'clojure', 'coffeescript', 'c++', 'c#', 'css', 'dart', 'diff', 'docker', 'elixir', 'elm', 'erlang', 'flow', 'fortran', 'f#', 'gherkin', 'glsl', 'go', 'graphql', 'groovy', 'haskell', 'html', 'java', 'javascript', 'json', 'julia', 'kotlin', 'latex', 'less', 'lisp', 'livescript', 'lua', 'makefile', 'markdown', 'markup', 'matlab', 'mermaid', 'nix', 'objective-c', 'ocaml', 'pascal', 'perl', 'php', 'plain text', 'powershell', 'prolog', 'protobuf', 'python', 'r', 'reason', 'ruby', 'rust', 'sass', 'scala', 'scheme', 'scss', 'shell', 'sql', 'swift', 'typescript', 'vb.net', 'verilog', 'vhdl', 'visual basic', 'webassembly', 'xml', 'yaml', 'java/c/c++/c#'];
const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const KNOWN = CREATABLE.concat(['child_page', 'child_database', 'column_list', 'column', 'link_preview', 'synced_block', 'template', 'table', 'table_row', 'audio', 'unsupported']);

function fixOne(ctx, at) {
  const lines = CREATABLE.map((t) => `${at}.${t} should be defined, instead was \`undefined\`.`);
  return new Fail(validationError(ctx, `body failed validation. Fix one:\n${lines.join('\n')}`));
}

/**
 * Read the content of one block type (`at` is e.g. `body.children[0]`). `existing` is the
 * current stored content when updating (fields not sent are kept). Returns stored content.
 */
export function readContent(ctx, at, type, c, existing) {
  const where = at === 'body' ? type : `${at.replace(/^body\./, '')}.${type}`;
  if (!isObj(c)) return new Fail(fieldError(ctx, 'body', where, 'an object', c));
  const out = existing ? JSON.parse(JSON.stringify(existing)) : {};
  if (RICH.includes(type)) {
    if (c.rich_text === undefined && !existing) return new Fail(fieldError(ctx, 'body', `${where}.rich_text`, 'defined', undefined));
    if (c.rich_text !== undefined) {
      const runs = readRichText(ctx, `${where}.rich_text`, c.rich_text);
      if (runs instanceof Fail) return runs;
      out.rich_text = runs;
    }
    if (c.color !== undefined) {
      if (!COLORS.includes(c.color)) return new Fail(fieldError(ctx, 'body', `${where}.color`, 'a valid color', c.color));
      if (c.color === 'default') delete out.color;
      else out.color = c.color;
    }
    if (type === 'to_do' && c.checked !== undefined) {
      if (typeof c.checked !== 'boolean') return new Fail(fieldError(ctx, 'body', `${where}.checked`, 'a boolean', c.checked));
      if (c.checked) out.checked = true;
      else delete out.checked;
    }
    if (type.startsWith('heading_') && c.is_toggleable !== undefined) {
      if (typeof c.is_toggleable !== 'boolean') return new Fail(fieldError(ctx, 'body', `${where}.is_toggleable`, 'a boolean', c.is_toggleable));
      if (c.is_toggleable) out.is_toggleable = true;
      else delete out.is_toggleable;
    }
    if (type === 'code' && c.language !== undefined) {
      if (!LANGUAGES.includes(c.language)) return new Fail(fieldError(ctx, 'body', `${where}.language`, 'a supported language', c.language));
      out.language = c.language;
    }
    if (type === 'code' && !out.language) out.language = 'plain text';
    if ((type === 'code') && c.caption !== undefined) {
      const cap = readRichText(ctx, `${where}.caption`, c.caption);
      if (cap instanceof Fail) return cap;
      out.caption = cap;
    }
    if (type === 'callout' && c.icon !== undefined) {
      if (!isObj(c.icon) || typeof c.icon.emoji !== 'string') return new Fail(fieldError(ctx, 'body', `${where}.icon.emoji`, 'a string', isObj(c.icon) ? c.icon.emoji : c.icon));
      out.icon = { type: 'emoji', emoji: c.icon.emoji };
    }
    return out;
  }
  if (type === 'bookmark' || type === 'embed') {
    if (c.url !== undefined || !existing) {
      if (typeof c.url !== 'string') return new Fail(fieldError(ctx, 'body', `${where}.url`, 'a string', c.url));
      if (!isHttpUrl(c.url)) return new Fail(validationError(ctx, `Invalid URL for ${type}.`));
      out.url = c.url;
    }
    if (c.caption !== undefined) {
      const cap = readRichText(ctx, `${where}.caption`, c.caption);
      if (cap instanceof Fail) return cap;
      out.caption = cap;
    }
    return out;
  }
  if (MEDIA.includes(type)) {
    if (c.external !== undefined || !existing) {
      if (!isObj(c.external) || !isHttpUrl(c.external.url)) return new Fail(fieldError(ctx, 'body', `${where}.external.url`, 'a valid URL', isObj(c.external) ? c.external.url : undefined));
      out.external = { url: c.external.url };
    }
    return out;
  }
  if (type === 'equation') {
    if (typeof c.expression !== 'string') return new Fail(fieldError(ctx, 'body', `${where}.expression`, 'a string', c.expression));
    out.expression = c.expression;
    return out;
  }
  if (type === 'link_to_page') {
    const id = normalizeId(c.page_id || c.database_id);
    if (!id) return new Fail(fieldError(ctx, 'body', `${where}.page_id`, 'a valid uuid', c.page_id));
    return c.database_id ? { type: 'database_id', database_id: id } : { type: 'page_id', page_id: id };
  }
  if (type === 'table_of_contents' && c.color !== undefined) {
    if (!COLORS.includes(c.color)) return new Fail(fieldError(ctx, 'body', `${where}.color`, 'a valid color', c.color));
    if (c.color !== 'default') out.color = c.color;
  }
  return out;
}

/**
 * Validate the `children` array of an append request. Returns a list of
 * `{ type, content, children: [...] }` trees, or a Fail.
 */
export function readChildren(ctx, at, list, depth) {
  if (!Array.isArray(list)) return new Fail(fieldError(ctx, 'body', at.replace(/^body\./, ''), 'an array', list));
  if (list.length > 100) return new Fail(fieldError(ctx, 'body', `${at.replace(/^body\./, '')}.length`, '≤ `100`', list.length));
  const out = [];
  for (let i = 0; i < list.length; i += 1) {
    const b = list[i];
    const here = `${at}[${i}]`;
    if (!isObj(b)) return new Fail(fieldError(ctx, 'body', here.replace(/^body\./, ''), 'an object', b));
    if (b.object !== undefined && b.object !== 'block') return new Fail(fieldError(ctx, 'body', `${here.replace(/^body\./, '')}.object`, '`"block"`', b.object));
    const type = typeof b.type === 'string' ? b.type : KNOWN.find((t) => b[t] !== undefined);
    if (!type || b[type] === undefined) {
      if (type && !KNOWN.includes(type)) return fixOne(ctx, here);
      if (!type) return fixOne(ctx, here);
      return new Fail(fieldError(ctx, 'body', `${here.replace(/^body\./, '')}.${type}`, 'defined', undefined));
    }
    if (!CREATABLE.includes(type)) {
      return new Fail(validationError(ctx, `body failed validation: ${here.replace(/^body\./, '')}.${type} should be not present, instead was \`${shown(b[type])}\`.`));
    }
    const content = readContent(ctx, here, type, b[type], null);
    if (content instanceof Fail) return content;
    const rawKids = b[type].children !== undefined ? b[type].children : b.children;
    const kidsAt = `${here}.${b[type].children !== undefined ? `${type}.children` : 'children'}`;
    let children = [];
    if (rawKids !== undefined) {
      if (depth >= 2) {
        return new Fail(validationError(ctx, `body failed validation: ${kidsAt.replace(/^body\./, '')} should be not present, instead was \`${shown(rawKids)}\`.`));
      }
      if (!canHaveChildren(type, content)) return new Fail(validationError(ctx, `Block type ${type} does not support children.`));
      children = readChildren(ctx, kidsAt, rawKids, depth + 1);
      if (children instanceof Fail) return children;
    }
    out.push({ type, content, children });
  }
  return out;
}

/** Whether a block may have children: headings only when they are toggleable. */
export function canHaveChildren(type, content) {
  if (type.startsWith('heading_')) return Boolean(content && content.is_toggleable);
  return NESTABLE.includes(type);
}
